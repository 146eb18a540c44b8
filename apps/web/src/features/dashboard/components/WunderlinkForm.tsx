import {
  CAMPAIGN_MAX_LENGTH,
  FREE_CARDS_MAX,
  MAX_REDEMPTIONS_MAX,
  type AdminWunderlink,
} from '@federkiel/machines/wunderlink/wunderlinkApi';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { isAdminApiError } from '../api/adminFetch.ts';
import { useCreateWunderlink } from '../api/wunderlinks.ts';
import { useAnnounce } from './Announcer.tsx';
import { errorText } from './errorText.ts';
import { WunderlinkCreated } from './WunderlinkCreated.tsx';
import { FormField } from './WunderlinkFormField.tsx';
import {
  FIELD_ORDER,
  fieldOfParam,
  initialValues,
  validate,
  wunderlinkBody,
  type FieldErrors,
  type FormValues,
} from './wunderlinkFormValues.ts';
import { WunderlinkRestriction } from './WunderlinkRestriction.tsx';
import styles from './Dashboard.module.css';
import own from './WunderlinksPage.module.css';

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

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('wunderlinks.create.title')}</h2>
      {created ? <WunderlinkCreated link={created} /> : null}
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

        <WunderlinkRestriction id={id} values={values} errors={errors} onChange={set} />

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
