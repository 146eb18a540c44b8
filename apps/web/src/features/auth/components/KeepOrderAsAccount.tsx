import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { checkPassword } from '@federkiel/machines/validation';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { trackSignUp } from '../../../lib/analytics/analytics.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { ACCOUNT_QUERY_ROOT } from '../../../lib/store/queryKeys.ts';
import {
  sendSession,
  useSessionBusy,
  useSessionError,
  useSessionStatus,
} from '../../../lib/store/session.ts';
import type { StoreOrder } from '../../../lib/store/types.ts';
import { withReturn } from '../returnTo.ts';
import styles from './KeepOrderAsAccount.module.css';

type Values = { password: string };

/**
 * Orders this page visit asked to keep as an account. Once signed in the page loads the order
 * again as the account's, which mounts this offer anew: it then says it is done.
 */
const sentFor = new Set<string>();
const trackedFor = new Set<string>();
const validate = (values: Values) => ({ password: checkPassword(values.password) });

/** The name on a guest order (billing first, as the invoice names the customer). */
function orderName(order: StoreOrder) {
  const named = [order.billing, order.shipping].find((a) => a?.first_name || a?.last_name);
  return { firstName: named?.first_name ?? '', lastName: named?.last_name ?? '' };
}

/**
 * On the order-complete page of a guest order (issue #19): one password keeps the order's
 * e-mail, name and addresses as an account; the order joins it and the customer is signed in.
 */
export function KeepOrderAsAccount({ order }: { order: StoreOrder }) {
  const { t } = useT('auth');
  const queryClient = useQueryClient();
  const status = useSessionStatus();
  const busy = useSessionBusy();
  const error = useSessionError('signUp');
  const form = useForm<Values>({ initial: { password: '' }, validate });
  const email = order.account?.email ?? '';
  const created = status === 'signedIn' && sentFor.has(order.id);

  useEffect(() => () => sendSession({ type: 'CLEAR_ERROR' }), []);
  // Refused (e.g. the e-mail has an account): a later sign-in is not this offer's doing.
  useEffect(() => {
    if (error) sentFor.delete(order.id);
  }, [error, order.id]);
  useEffect(() => {
    if (!created || trackedFor.has(order.id)) return;
    trackedFor.add(order.id);
    trackSignUp();
  }, [created, order.id]);

  if (created) {
    return (
      <Alert tone="success" title={t('keepOrder.created')} className={styles.offer}>
        <p>
          {t('keepOrder.createdText')} <Link to="/profile/orders">{t('keepOrder.toOrders')}</Link>
        </p>
      </Alert>
    );
  }
  // Only a guest's order, and only for a guest.
  if (status !== 'signedOut' || order.account_id || !email) return null;

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return;
    queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
    sentFor.add(order.id);
    sendSession({
      type: 'SIGN_UP',
      email,
      password: values.password,
      ...orderName(order),
      orderId: order.id,
    });
  });

  return (
    <section className={styles.offer} aria-labelledby="fk-keep-order-title">
      <h2 id="fk-keep-order-title" className={styles.title}>
        {t('keepOrder.title')}
      </h2>
      <p className={styles.text}>{t('keepOrder.text', { email })}</p>
      {error?.problem === 'alreadyRegistered' ? (
        <Alert tone="error" title={t('signup.alreadyRegistered')}>
          <p>
            {t('keepOrder.alreadyRegisteredHelp')}{' '}
            <Link to={withReturn('/signin', '/profile/orders')}>{t('signup.toSignin')}</Link>
          </p>
        </Alert>
      ) : error ? (
        <Alert tone="error">
          {error.problem === 'tooManyAttempts'
            ? t('tooManyAttempts')
            : error.problem === 'unavailable'
              ? t('unavailable')
              : t('signup.registrationFailed')}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          id="keep-order-password"
          label={t('keepOrder.password')}
          hint={t('fields.passwordHint')}
          type="password"
          autoComplete="new-password"
          revealable
          {...form.field('password')}
        />
        <SubmitButton pending={busy} pendingLabel={t('signup.pending')}>
          {t('keepOrder.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
