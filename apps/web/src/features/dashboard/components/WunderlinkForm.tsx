import {
  CAMPAIGN_MAX_LENGTH,
  createWunderlinkBodySchema,
  FREE_CARDS_MAX,
  MAX_REDEMPTIONS_MAX,
  type AdminWunderlink,
  type CreateWunderlinkBody,
} from '@federkiel/machines/wunderlink/wunderlinkApi';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useGroups } from '../../../lib/cms/api/groups.ts';
import { templatesQueryOptions } from '../../../lib/cms/api/templates.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { addDays, todayInBerlin } from '../../../lib/wunderlink/validity.ts';
import { isAdminApiError } from '../api/adminFetch.ts';
import { useCreateWunderlink } from '../api/wunderlinks.ts';
import { useAnnounce } from './Announcer.tsx';
import { CopyButton } from './CopyButton.tsx';
import { errorText } from './errorText.ts';
import styles from './Dashboard.module.css';
import own from './WunderlinksPage.module.css';

type Restriction = 'none' | 'template' | 'group';

interface FormValues {
  campaign: string;
  freeCards: string;
  restriction: Restriction;
  templateId: string;
  groupId: string;
  validFrom: string;
  validUntil: string;
  maxRedemptions: string;
  postage: boolean;
}

type Field = Exclude<keyof FormValues, 'restriction'>;
type FieldErrors = Partial<Record<Field, string>>;

/** The body's fields (and the server's `param`) → the form's fields. */
const FIELD_OF: Record<string, Field> = {
  campaign: 'campaign',
  free_cards: 'freeCards',
  template_id: 'templateId',
  group_id: 'groupId',
  valid_from: 'validFrom',
  valid_until: 'validUntil',
  max_redemptions: 'maxRedemptions',
  postage_included: 'postage',
};

/** The order the fields are on the page: the first with an error gets the focus. */
const FIELD_ORDER: Field[] = [
  'campaign',
  'freeCards',
  'templateId',
  'groupId',
  'validFrom',
  'validUntil',
  'maxRedemptions',
  'postage',
];

const RESTRICTION_LABELS: Record<Restriction, string> = {
  none: 'wunderlinks.create.restrictionNone',
  template: 'wunderlinks.create.restrictionTemplate',
  group: 'wunderlinks.create.restrictionGroup',
};

/** All templates in one request, as the shop's template gallery loads them. */
const ALL_TEMPLATES = { pageSize: 100 } as const;

function initialValues(now: Date = new Date()): FormValues {
  const today = todayInBerlin(now);
  return {
    campaign: '',
    freeCards: '3',
    restriction: 'none',
    templateId: '',
    groupId: '',
    validFrom: today,
    validUntil: addDays(today, 30),
    maxRedemptions: '100',
    postage: true,
  };
}

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The request body (`createWunderlinkBodySchema`), calendar days as German days. */
function wunderlinkBody(values: FormValues): CreateWunderlinkBody {
  return {
    campaign: values.campaign,
    free_cards: numberOrUndefined(values.freeCards) as number,
    template_id: values.restriction === 'template' ? values.templateId || null : null,
    group_id: values.restriction === 'group' ? values.groupId || null : null,
    valid_from: values.validFrom,
    valid_until: values.validUntil,
    max_redemptions: numberOrUndefined(values.maxRedemptions) as number,
    postage_included: values.postage,
  };
}

/** The rules the server checks (the same zod schema), as messages per field. */
function validate(values: FormValues, t: (key: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  if (values.restriction === 'template' && !values.templateId) {
    errors.templateId = t('wunderlinks.create.templateRequired');
  }
  if (values.restriction === 'group' && !values.groupId) {
    errors.groupId = t('wunderlinks.create.groupRequired');
  }
  const result = createWunderlinkBodySchema.safeParse(wunderlinkBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = FIELD_OF[String(issue.path[0] ?? '')];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/** The server's `param` ("valid_until", "template_id") as a field of the form. */
function fieldOfParam(param: string | null): Field | null {
  if (!param) return null;
  return FIELD_OF[param.split('.')[0] ?? ''] ?? null;
}

/**
 * "Neuen WunderLink anlegen": campaign, free cards, an optional template or group from the
 * CMS lists the shop already loads, validity in German days, maximum redemptions, postage.
 * Checked with the server's own schema first; the server's refusals land at their field.
 */
export function WunderlinkForm() {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const create = useCreateWunderlink();
  const [values, setValues] = useState<FormValues>(() => initialValues());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [created, setCreated] = useState<AdminWunderlink | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const templates = useQuery({
    ...templatesQueryOptions(ALL_TEMPLATES),
    enabled: values.restriction === 'template',
  });
  const groups = useGroups();

  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first submit the messages follow the typing.
    if (submitted) setErrors(validate(next, t));
  };

  const focusFirst = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    const found = validate(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setCreated(null);
    create.mutate(wunderlinkBody(values), {
      onSuccess: (link) => {
        setCreated(link);
        setValues(initialValues());
        setSubmitted(false);
        setErrors({});
        announce(t('wunderlinks.create.created', { campaign: link.campaign }));
      },
      onError: (error) => {
        const field = isAdminApiError(error) ? fieldOfParam(error.param) : null;
        if (field && isAdminApiError(error) && error.serverMessage) {
          const found = { [field]: error.serverMessage };
          setErrors(found);
          focusFirst(found);
        }
      },
    });
  };

  const fieldError = create.isError && isAdminApiError(create.error) ? create.error : null;
  const generalError =
    create.isError && !(fieldError && fieldOfParam(fieldError.param))
      ? errorText(create.error, t)
      : null;
  const hasErrors = Object.keys(errors).length > 0;

  const templateOptions = (templates.data?.data ?? []).map((template) => ({
    value: String(template.id),
    label: template.canvas?.name ? `${template.name} (${template.canvas.name})` : template.name,
  }));
  const groupOptions = (groups.data?.data ?? []).map((group) => ({
    value: String(group.id),
    label: group.name,
  }));

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('wunderlinks.create.title')}</h2>
      {created ? (
        <Alert
          tone="success"
          title={t('wunderlinks.create.created', { campaign: created.campaign })}
        >
          <p className={own.createdText}>
            {t('wunderlinks.create.createdText', { campaign: created.campaign })}
          </p>
          <p className={own.createdUrl}>
            <code className={own.url}>{created.url}</code>{' '}
            <CopyButton
              text={created.url}
              label={t('wunderlinks.list.copyLink', { campaign: created.campaign })}
              visibleLabel={t('wunderlinks.list.copy')}
            />
          </p>
        </Alert>
      ) : null}
      <form ref={formRef} className={own.form} noValidate onSubmit={onSubmit}>
        <FormField
          id={`${id}-campaign`}
          label={t('wunderlinks.create.campaign')}
          hint={t('wunderlinks.create.campaignHint')}
          error={errors.campaign}
          wide
        >
          {(props) => (
            <input
              {...props}
              name="campaign"
              type="text"
              className={own.input}
              maxLength={CAMPAIGN_MAX_LENGTH}
              autoComplete="off"
              required
              value={values.campaign}
              onChange={(event) => set('campaign', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-free-cards`}
          label={t('wunderlinks.create.freeCards')}
          error={errors.freeCards}
        >
          {(props) => (
            <input
              {...props}
              name="freeCards"
              type="number"
              inputMode="numeric"
              min={1}
              max={FREE_CARDS_MAX}
              step={1}
              className={own.input}
              required
              value={values.freeCards}
              onChange={(event) => set('freeCards', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-max`}
          label={t('wunderlinks.create.maxRedemptions')}
          hint={t('wunderlinks.create.maxRedemptionsHint')}
          error={errors.maxRedemptions}
        >
          {(props) => (
            <input
              {...props}
              name="maxRedemptions"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_REDEMPTIONS_MAX}
              step={1}
              className={own.input}
              required
              value={values.maxRedemptions}
              onChange={(event) => set('maxRedemptions', event.target.value)}
            />
          )}
        </FormField>

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
                  onChange={() => set('restriction', restriction)}
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
              onChange={(value) => set('templateId', value)}
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
              onChange={(value) => set('groupId', value)}
            />
          ) : null}
        </fieldset>

        <FormField
          id={`${id}-from`}
          label={t('wunderlinks.create.validFrom')}
          error={errors.validFrom}
        >
          {(props) => (
            <input
              {...props}
              name="validFrom"
              type="date"
              className={own.input}
              required
              value={values.validFrom}
              onChange={(event) => set('validFrom', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-until`}
          label={t('wunderlinks.create.validUntil')}
          hint={t('wunderlinks.create.validityHint')}
          error={errors.validUntil}
        >
          {(props) => (
            <input
              {...props}
              name="validUntil"
              type="date"
              className={own.input}
              required
              value={values.validUntil}
              min={values.validFrom || undefined}
              onChange={(event) => set('validUntil', event.target.value)}
            />
          )}
        </FormField>

        <div className={own.wide}>
          <label className={own.check}>
            <input
              type="checkbox"
              name="postage"
              checked={values.postage}
              aria-describedby={`${id}-postage-hint`}
              onChange={(event) => set('postage', event.target.checked)}
            />{' '}
            {t('wunderlinks.create.postage')}
          </label>
          <p id={`${id}-postage-hint`} className={styles.hint}>
            {t('wunderlinks.create.postageHint')}
          </p>
        </div>

        <div className={own.submitRow}>
          {hasErrors && submitted ? (
            <p className={styles.fieldError} role="alert">
              {t('wunderlinks.create.fixErrors')}
            </p>
          ) : null}
          {generalError ? <Alert tone="error">{generalError}</Alert> : null}
          <SubmitButton
            pending={create.isPending}
            pendingLabel={t('wunderlinks.create.submitting')}
            size="sm"
          >
            {t('wunderlinks.create.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with an optional hint and the field's error. */
function FormField({
  id,
  label,
  hint,
  error,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  wide?: boolean;
  children: (props: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, wide ? own.wide : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A template or group from the CMS's list, with its loading and failure states. */
function CmsSelect({
  id,
  name,
  label,
  value,
  options,
  loading,
  failed,
  onRetry,
  error,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useT('dashboard');
  return (
    <FormField id={id} label={label} error={error}>
      {(props) => (
        <>
          <select
            {...props}
            name={name}
            className={own.input}
            value={value}
            disabled={loading && options.length === 0}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">
              {loading ? t('wunderlinks.create.cmsLoading') : t('wunderlinks.create.choose')}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {failed ? (
            <p className={styles.fieldError}>
              {t('wunderlinks.create.cmsFailed')}{' '}
              <button type="button" className={styles.linkButton} onClick={onRetry}>
                {t('wunderlinks.create.cmsRetry')}
              </button>
            </p>
          ) : null}
        </>
      )}
    </FormField>
  );
}
