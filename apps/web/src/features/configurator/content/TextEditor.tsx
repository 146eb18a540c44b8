import { pageIndexes, PRIMARY_PAGE, type PageIndex } from '@federkiel/machines';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import styles from './ContentStep.module.css';
import tabStyles from './VariantTabs.module.css';
import { useOfferedVariables } from './useOfferedVariables.ts';
import { VariableField } from './VariableField.tsx';
import { VariantTabs } from './VariantTabs.tsx';

/** The texts of the active variant (du / Sie / ihr): heading and body per page. */
export function TextEditor() {
  const { t } = useT('configurator');
  const variant = useConfiguratorSelector((s) => s.context.activeVariant);

  return (
    <section className={styles.section} aria-labelledby="content-text-title">
      <h3 id="content-text-title" className={styles.sectionTitle}>
        {t('content.text.title')}
      </h3>
      <p className={styles.muted}>{t('content.text.intro')}</p>
      <VariantTabs />
      <div
        role="tabpanel"
        id={`variant-panel-${variant}`}
        aria-labelledby={`variant-tab-${variant}`}
        className={tabStyles.tabPanel}
      >
        <PageEditors />
      </div>
    </section>
  );
}

function PageEditors() {
  const { t } = useT('configurator');
  const kind = useConfiguratorSelector((s) => s.context.draft.canvas?.kind ?? 'postcard');
  const freeText = useConfiguratorSelector((s) => s.context.draft.personalisation === 'free_text');
  return (
    <>
      {pageIndexes(kind).map((index) => (
        <fieldset key={index} className={styles.page}>
          <legend className={styles.pageTitle}>{t(`pages.${kind}.${index}`)}</legend>
          <PageField
            page={index}
            part="heading"
            label={t('content.text.heading')}
            pageLabel={t(`pages.${kind}.${index}`)}
          />
          {freeText && index === PRIMARY_PAGE[kind] ? (
            <p className={styles.freeTextNote}>{t('content.text.freeTextNote')}</p>
          ) : (
            <PageField
              page={index}
              part="body"
              label={t('content.text.body')}
              pageLabel={t(`pages.${kind}.${index}`)}
              multiline
            />
          )}
        </fieldset>
      ))}
    </>
  );
}

function PageField({
  page,
  part,
  label,
  pageLabel,
  multiline = false,
}: {
  page: PageIndex;
  part: 'heading' | 'body';
  label: string;
  pageLabel: string;
  multiline?: boolean;
}) {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const variables = useOfferedVariables();
  const value = useConfiguratorSelector(
    (s) => s.context.draft.texts[s.context.activeVariant].pages[page][part],
  );
  return (
    <VariableField
      label={label}
      labelSuffix={pageLabel}
      value={value}
      multiline={multiline}
      rows={multiline ? 9 : undefined}
      placeholder={t(`content.text.${part}Placeholder`, { token: '{{Anrede}}' })}
      variables={variables}
      onChange={(text) => send({ type: 'SET_PAGE_TEXT', page, part, text })}
    />
  );
}
