import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useGroups } from '../../../lib/cms/api/groups.ts';
import { templatesQueryOptions } from '../../../lib/cms/api/templates.ts';
import type { Template } from '../../../lib/cms/types.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import styles from './PathStep.module.css';
import { TemplateTile } from './TemplateTile.tsx';
import { useConfiguratorGrant } from '../wunderlink/grantContext.ts';
import grantStyles from '../wunderlink/Grant.module.css';

/** Every template in one request (the CMS caps a page at 100; 24 are seeded). */
const ALL_TEMPLATES = { pageSize: 100 } as const;

/**
 * Templates from the CMS, filtered by occasion (group). Those for the chosen format come
 * first; choosing one of another format switches the format with it.
 */
export function TemplateGallery() {
  const { t } = useT('configurator');
  const templates = useQuery(templatesQueryOptions(ALL_TEMPLATES));
  const groups = useGroups();
  const canvas = useConfiguratorSelector((s) => s.context.draft.canvas);
  const [group, setGroup] = useState<number | null>(null);
  const [showOthers, setShowOthers] = useState(false);
  // A WunderLink for one template or one group shows only what it covers.
  const grant = useConfiguratorGrant();
  const { t: tw } = useT('configurator-wunderlink');
  const restricted = Boolean(grant?.template || grant?.group);
  const covered = (template: Template) =>
    grant?.template
      ? String(template.id) === grant.template.id
      : grant?.group
        ? (template.groups ?? []).some((g) => String(g.id) === grant.group?.id)
        : true;

  const all = (templates.data?.data ?? []).filter(covered);
  const inGroup = (template: Template) =>
    group === null || (template.groups ?? []).some((g) => g.id === group);
  const shown = all.filter(inGroup);
  const onCanvas = (template: Template) => String(template.canvas?.id) === canvas?.id;
  const matching = canvas ? shown.filter(onCanvas) : shown;
  const others = canvas ? shown.filter((template) => !onCanvas(template)) : [];

  return (
    <section className={styles.section} aria-labelledby="path-templates">
      <h3 id="path-templates" className={styles.legend}>
        <span className={styles.sectionNumber}>2</span> {t('path.template.title')}
      </h3>
      {grant && restricted ? (
        <p className={grantStyles.galleryNote}>
          {grant.template
            ? tw('gallery.template')
            : tw('gallery.group', { name: grant.group?.name ?? '' })}
        </p>
      ) : null}
      {!restricted && groups.data && groups.data.data.length > 0 ? (
        <div className={styles.chips} role="group" aria-label={t('path.template.filter')}>
          {[{ id: null, name: t('path.template.all') }, ...groups.data.data].map((g) => (
            <button
              key={g.id ?? 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={group === g.id}
              onClick={() => setGroup(g.id)}
            >
              {g.name}
            </button>
          ))}
        </div>
      ) : null}
      {templates.isPending ? (
        <p className={styles.loading} role="status">
          {t('path.template.loading')}
        </p>
      ) : templates.isError ? (
        <Alert tone="error" title={t('path.loadFailed')}>
          <Button size="sm" variant="secondary" onClick={() => void templates.refetch()}>
            {t('path.retry')}
          </Button>
        </Alert>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('path.template.empty')}</p>
      ) : (
        <>
          {canvas && matching.length > 0 ? (
            <p className={styles.groupLabel}>
              {t('path.template.forCanvas', { name: canvas.name })}
            </p>
          ) : null}
          <ul className={styles.templateGrid}>
            {matching.map((template) => (
              <TemplateTile key={template.id} template={template} />
            ))}
          </ul>
          {others.length > 0 && (showOthers || matching.length === 0) ? (
            <>
              <p className={styles.groupLabel}>{t('path.template.otherCanvases')}</p>
              <ul className={styles.templateGrid}>
                {others.map((template) => (
                  <TemplateTile key={template.id} template={template} otherCanvas />
                ))}
              </ul>
            </>
          ) : others.length > 0 ? (
            <button
              type="button"
              className={styles.moreButton}
              aria-expanded={false}
              onClick={() => setShowOthers(true)}
            >
              {t('path.template.showOthers', { count: others.length })}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
