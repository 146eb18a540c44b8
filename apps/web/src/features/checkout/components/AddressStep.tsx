import { addressIssues, type CheckoutAddress } from '@federkiel/machines';
import { checkEmail } from '@federkiel/machines/validation';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AddressFields } from '../../../components/AddressFields.tsx';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import type { AddressValues } from '../../../lib/forms/addressValues.ts';
import { useForm, type Issues } from '../../../lib/forms/useForm.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { Checkout, useCheckoutSelector, useCheckoutSend } from '../state/checkoutContext.ts';
import { BusinessFields } from '../address/BusinessFields.tsx';
import { usePostalCity } from '../address/usePostalCity.ts';
import styles from './Checkout.module.css';

/** The machine's address rules (spec §5) as the form's messages. */
const validate = (values: AddressValues): Issues<AddressValues> =>
  addressIssues(values as CheckoutAddress);

type EmailValues = { email: string };
const validateEmail = (values: EmailValues): Issues<EmailValues> => ({
  email: checkEmail(values.email),
});
const NO_EMAIL_CHECK = (): Issues<EmailValues> => ({});

/** The billing form: an address plus a public buyer's Leitweg-ID (issue #29). */
type BillingValues = AddressValues & { leitwegId: string };

/** The billing form's business ids: they count also when billing = delivery. */
const businessIds = ({ vatId, leitwegId }: BillingValues) => ({ vatId, leitwegId });
const validateBusinessIds = (values: BillingValues): Issues<BillingValues> => {
  const { vatId, leitwegId } = addressIssues(values as CheckoutAddress);
  return { vatId, leitwegId };
};
const validateBilling = (values: BillingValues): Issues<BillingValues> =>
  addressIssues(values as CheckoutAddress);

/**
 * Calls `send(value)` each time `value` changes — not for the value it starts with: the forms
 * start with the machine's own values, and echoing them back on mount cost four machine
 * transitions and as many renders of the whole checkout in the task that shows it (issue #44).
 */
function useSendChanges<T>(value: T, send: (value: T) => void) {
  const sent = useRef(value);
  useEffect(() => {
    if (Object.is(sent.current, value)) return;
    sent.current = value;
    send(value);
  }, [value, send]);
}

/** Sign in instead, then straight back to the checkout. */
const SIGN_IN = `/signin?${new URLSearchParams({ returnTo: '/checkout' }).toString()}`;

/**
 * Step 1: a guest's e-mail address ("Als Gast bestellen", no account needed), the delivery
 * address and (unless the same) the billing address, prefilled.
 */
export function AddressStep() {
  const { t } = useT('checkout');
  const send = useCheckoutSend();
  // The forms start from the machine's context as it is on mount; from then on they are the
  // source and the machine follows them. Read once: a selector of the whole context would
  // render the step again after every keystroke it sends.
  const actor = Checkout.useActorRef();
  const [initial] = useState(() => actor.getSnapshot().context);
  const guest = useCheckoutSelector((s) => s.context.user === null);
  const email = useForm<EmailValues>({
    initial: { email: initial.email },
    validate: guest ? validateEmail : NO_EMAIL_CHECK,
  });
  const busy = useCheckoutSelector((s) => s.hasTag('addresses') && s.hasTag('busy'));
  const problem = useCheckoutSelector((s) => (s.hasTag('addresses') ? s.context.problem : null));
  const delivery = useForm<AddressValues>({ initial: initial.delivery, validate });
  const [same, setSame] = useState(initial.billingSameAsDelivery);
  const billing = useForm<BillingValues>({
    initial: { ...initial.billing, leitwegId: initial.billing.leitwegId ?? '' },
    validate: same ? validateBusinessIds : validateBilling,
  });
  const sameId = useId();
  // Only the values on mount say whether the customer ordered as a business before.
  const [businessBefore] = useState(
    () => !!(initial.delivery.company || initial.billing.vatId || initial.billing.leitwegId),
  );
  usePostalCity(delivery);
  usePostalCity(billing);

  // Every keystroke goes to the machine, which the tab keeps for a reload (issue #19).
  useSendChanges(
    email.values,
    useCallback(
      (values: EmailValues) => {
        if (guest) send({ type: 'SET_EMAIL', email: values.email });
      },
      [send, guest],
    ),
  );
  useSendChanges(
    delivery.values,
    useCallback(
      (changes: AddressValues) => send({ type: 'SET_DELIVERY_ADDRESS', changes }),
      [send],
    ),
  );
  useSendChanges(
    billing.values,
    useCallback((changes: BillingValues) => send({ type: 'SET_BILLING_ADDRESS', changes }), [send]),
  );
  useSendChanges(
    same,
    useCallback((value: boolean) => send({ type: 'SET_BILLING_SAME', same: value }), [send]),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    let emailValues: EmailValues | null = null;
    let deliveryValues: AddressValues | null = null;
    let billingValues: BillingValues | null = null;
    // Last first: the first invalid field of the page keeps the focus.
    billing.handleSubmit((values) => (billingValues = values))(event);
    delivery.handleSubmit((values) => (deliveryValues = values))(event);
    email.handleSubmit((values) => (emailValues = values))(event);
    if (!emailValues || !deliveryValues || !billingValues) return;
    if (guest) send({ type: 'SET_EMAIL', email: (emailValues as EmailValues).email });
    send({ type: 'SET_DELIVERY_ADDRESS', changes: deliveryValues });
    send({ type: 'SET_BILLING_SAME', same });
    send({
      type: 'SET_BILLING_ADDRESS',
      changes: same ? businessIds(billingValues) : (billingValues as BillingValues),
    });
    send({ type: 'NEXT' });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {guest ? (
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.legend}>{t('guest.title')}</legend>
          <p className={styles.muted}>
            {t('guest.text')} {t('guest.customer')} <Link to={SIGN_IN}>{t('guest.signIn')}</Link>
          </p>
          <TextField
            id="checkout-email"
            label={t('guest.email')}
            hint={t('guest.emailHint')}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="none"
            {...email.field('email')}
          />
        </fieldset>
      ) : null}
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className={styles.legend}>{t('addresses.delivery')}</legend>
        <AddressFields form={delivery} kind="shipping" idPrefix="checkout-delivery" />
      </fieldset>
      <label className={styles.check} htmlFor={sameId}>
        <input
          id={sameId}
          type="checkbox"
          checked={!same}
          disabled={busy}
          onChange={(event) => setSame(!event.target.checked)}
        />
        {t('addresses.billingElsewhere')}
      </label>
      {same ? null : (
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.legend}>{t('addresses.billing')}</legend>
          <AddressFields
            form={billing}
            kind="billing"
            idPrefix="checkout-billing"
            withVatId={false}
          />
        </fieldset>
      )}
      <BusinessFields form={billing} disabled={busy} open={businessBefore} />
      {problem ? <Alert tone="error">{problem.message}</Alert> : null}
      <div className={styles.actions}>
        <SubmitButton pending={busy} pendingLabel={t('addresses.saving')}>
          {t('addresses.next')}
        </SubmitButton>
      </div>
    </form>
  );
}
