import { DESTINATION_ZONES } from '@federkiel/machines/pricing/postage';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { isAdminApiError } from '../api/adminFetch.ts';
import { useStaffSession } from '../api/session.ts';
import { errorText } from '../components/errorText.ts';
import { QueryError } from '../components/QueryError.tsx';
import { useMay } from '../staff/useMay.ts';
import shared from '../components/Dashboard.module.css';
import {
  fieldOfParam,
  formValues,
  RATE_FIELDS,
  ratesBody,
  serverFieldMessage,
  type FieldKey,
  type FormValues,
} from './shippingForm.ts';
import { useSaveShippingRates, useShippingRates } from './shippingApi.ts';
import styles from './ShippingSettingsPage.module.css';

/**
 * `/dashboard/shipping` (issue 38, Inhaber only): per destination zone the letter prices,
 * the parcel „an mich“ and the delivery days the cart prices and estimates with.
 */
export function ShippingSettingsPage() {
  const { t } = useT('dashboard-shipping');
  useDocumentTitle(t('pageTitle'));
  const session = useStaffSession();
  const may = useMay();
  const allowed = may('PUT /settings/shipping');
  const query = useShippingRates(allowed);

  let body;
  if (session.isPending) body = <LoadingState label={t('loading')} />;
  else if (!allowed) body = <Alert tone="info">{t('notForRole')}</Alert>;
  else if (query.isPending) body = <LoadingState label={t('loading')} />;
  else if (query.isError)
    body = (
      <QueryError error={query.error} title={t('failed')} onRetry={() => void query.refetch()} />
    );
  else body = <RatesForm initial={formValues(query.data)} />;

  return (
    <>
      <div className={shared.pageHead}>
        <h1 className={shared.pageTitle}>{t('title')}</h1>
      </div>
      {body}
    </>
  );
}

function RatesForm({ initial }: { initial: FormValues }) {
  const { t } = useT('dashboard-shipping');
  const { t: td } = useT('dashboard');
  const save = useSaveShippingRates();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const focus = (key: FieldKey) =>
    formRef.current?.querySelector<HTMLInputElement>(`[name="${key}"]`)?.focus();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    setFailure(null);
    const { body, unreadable } = ratesBody(values);
    if (unreadable.length > 0) {
      setErrors(Object.fromEntries(unreadable.map((key) => [key, t('euroInvalid')])));
      focus(unreadable[0] as FieldKey);
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (rates) => {
        setValues(formValues(rates));
        setSaved(true);
      },
      onError: (error) => {
        const field = isAdminApiError(error) ? fieldOfParam(error.param) : null;
        if (field && isAdminApiError(error) && error.serverMessage) {
          setErrors({ [field]: serverFieldMessage(error.serverMessage) });
          focus(field);
        } else setFailure(errorText(error, td));
      },
    });
  };

  const set = (key: FieldKey, value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: value }));
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('title')}
    >
      <p>{t('intro')}</p>
      <div className={styles.zones}>
        {DESTINATION_ZONES.map((zone) => (
          <fieldset key={zone} className={styles.zone}>
            <legend className={styles.legend}>{t(`zones.${zone}`)}</legend>
            {RATE_FIELDS.map((field) => {
              const key: FieldKey = `${zone}.${field}`;
              return (
                <TextField
                  key={key}
                  name={key}
                  label={t(`fields.${field}`)}
                  inputMode={field.endsWith('_days') ? 'numeric' : 'decimal'}
                  value={values[key]}
                  error={errors[key]}
                  onChange={(event) => set(key, event.target.value)}
                />
              );
            })}
          </fieldset>
        ))}
      </div>
      <div aria-live="polite">{saved ? <Alert tone="success">{t('saved')}</Alert> : null}</div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div>
        <SubmitButton pending={save.isPending} pendingLabel={t('saving')} size="sm">
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
