import { useQuery } from '@tanstack/react-query';
import { useGroups } from '../../../lib/cms/api/groups.ts';
import { templatesQueryOptions } from '../../../lib/cms/api/templates.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { CmsSelect } from './CmsSelect.tsx';
import type { FieldErrors, FormValues, Restriction } from './wunderlinkFormValues.ts';
import styles from './Dashboard.module.css';
import own from './WunderlinksPage.module.css';

const RESTRICTION_LABELS: Record<Restriction, string> = {
  none: 'wunderlinks.create.restrictionNone',
  template: 'wunderlinks.create.restrictionTemplate',
  group: 'wunderlinks.create.restrictionGroup',
};

/** All templates in one request, as the shop's template gallery loads them. */
const ALL_TEMPLATES = { pageSize: 100 } as const;

type RestrictionValues = Pick<FormValues, 'restriction' | 'templateId' | 'groupId'>;

/** "Gilt für": any card, one template or one group, chosen from the CMS's lists. */
export function WunderlinkRestriction({
  id,
  values,
  errors,
  onChange,
}: {
  id: string;
  values: RestrictionValues;
  errors: FieldErrors;
  onChange: <K extends keyof FormValues>(name: K, value: FormValues[K]) => void;
}) {
  const { t } = useT('dashboard');
  const templates = useQuery({
    ...templatesQueryOptions(ALL_TEMPLATES),
    enabled: values.restriction === 'template',
  });
  const groups = useGroups();
  const templateOptions = (templates.data?.data ?? []).map((template) => ({
    value: String(template.id),
    label: template.canvas?.name ? `${template.name} (${template.canvas.name})` : template.name,
  }));
  const groupOptions = (groups.data?.data ?? []).map((group) => ({
    value: String(group.id),
    label: group.name,
  }));

  return (
    <fieldset className={own.restriction}>
      <legend className={styles.fieldLabel}>{t('wunderlinks.create.restriction')}</legend>
      <div className={own.radios}>
        {(['none', 'template', 'group'] as const).map((restriction) => (
          <label key={restriction} className={own.radio}>
            <input
              type="radio"
              name="restriction"
              value={restriction}
              checked={values.restriction === restriction}
              onChange={() => onChange('restriction', restriction)}
            />{' '}
            {t(RESTRICTION_LABELS[restriction])}
          </label>
        ))}
      </div>
      {values.restriction === 'template' ? (
        <CmsSelect
          id={`${id}-template`}
          name="templateId"
          label={t('wunderlinks.create.template')}
          value={values.templateId}
          options={templateOptions}
          loading={templates.isPending}
          failed={templates.isError}
          onRetry={() => void templates.refetch()}
          error={errors.templateId}
          onChange={(value) => onChange('templateId', value)}
        />
      ) : null}
      {values.restriction === 'group' ? (
        <CmsSelect
          id={`${id}-group`}
          name="groupId"
          label={t('wunderlinks.create.group')}
          value={values.groupId}
          options={groupOptions}
          loading={groups.isPending}
          failed={groups.isError}
          onRetry={() => void groups.refetch()}
          error={errors.groupId}
          onChange={(value) => onChange('groupId', value)}
        />
      ) : null}
    </fieldset>
  );
}
