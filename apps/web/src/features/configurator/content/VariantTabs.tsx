import { ADDRESS_FORMS, hasText, type AddressForm } from '@federkiel/machines';
import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import tabStyles from './VariantTabs.module.css';

/** du / Sie / ihr: which text the recipients with that address form get. */
export function VariantTabs() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const active = useConfiguratorSelector((s) => s.context.activeVariant);
  const info = useConfiguratorSelector((s) =>
    ADDRESS_FORMS.map((form) => {
      const count = s.context.draft.recipients.filter((r) => r.addressForm === form).length;
      return `${count}:${hasText(s.context.draft, s.context.draft.texts[form]) ? 1 : 0}`;
    }).join(','),
  ).split(',');
  const refs = useRef<Partial<Record<AddressForm, HTMLButtonElement | null>>>({});

  const open = (form: AddressForm) => send({ type: 'EDIT_VARIANT', variant: form });
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = ADDRESS_FORMS[(index + step + ADDRESS_FORMS.length) % ADDRESS_FORMS.length];
    if (next) refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('content.variants.label')} className={tabStyles.tabs}>
      {ADDRESS_FORMS.map((form, index) => {
        const [count = '0', filled = '0'] = (info[index] ?? '').split(':');
        return (
          <button
            key={form}
            ref={(element) => {
              refs.current[form] = element;
            }}
            id={`variant-tab-${form}`}
            type="button"
            role="tab"
            aria-selected={active === form}
            aria-controls={`variant-panel-${form}`}
            tabIndex={active === form ? 0 : -1}
            className={tabStyles.tab}
            onClick={() => active !== form && open(form)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={tabStyles.tabName}>
              {t(`variants.${form}`)}{' '}
              <span
                className={tabStyles.tabDot}
                data-filled={filled === '1' || undefined}
                title={
                  filled === '1' ? t('content.variants.hasText') : t('content.variants.noText')
                }
              >
                <span className={tabStyles.visuallyHidden}>
                  {filled === '1' ? t('content.variants.hasText') : t('content.variants.noText')}
                </span>
              </span>
            </span>
            <span className={tabStyles.tabMeta}>
              {t('content.variants.recipients', { count: Number(count) })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
