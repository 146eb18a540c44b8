// Spec §4/§5: the redirect methods, each its own machine built from its rules.
import { paymentError } from '../checkout/errors.ts';
import {
  amazonChargeType,
  idealIntentAcceptable,
  klarnaOutcome,
  paypalIntent,
  paysafecardOutcome,
  redirectOutcome,
} from '../checkout/redirect.ts';
import { redirectPaymentMachine } from './redirectPayment.ts';
import { lazyLogic } from './lazyLogic.ts';

const intentId = (paymentIntent: string | undefined, fallback: string | undefined) =>
  paymentIntent ?? fallback ?? '';

/** PayPal: the amount must be above zero; AUTHORIZE with a merchant id, else CAPTURE. */
export const paypalPaymentMachine = lazyLogic(() =>
  redirectPaymentMachine({
    id: 'paypalPayment',
    method: 'paypal',
    storeMethod: 'paypal',
    precondition: (input) => (input.amount > 0 ? null : paymentError('invalid_paypal_amount')),
    intentExtras: (input) => ({ intent: paypalIntent(input.settings.merchant_id) }),
    returnOutcome: (back) => redirectOutcome(back.redirectStatus),
    billing: (back, intent) => ({
      method: 'paypal',
      token: back.token ?? '',
      intent: { id: intentId(back.token, intent?.id) },
    }),
  }),
);

/** Klarna: `succeeded` else an authentication error; no authorization token = canceled. */
export const klarnaPaymentMachine = lazyLogic(() =>
  redirectPaymentMachine({
    id: 'klarnaPayment',
    method: 'klarna',
    storeMethod: 'klarna',
    returnOutcome: (back) => klarnaOutcome(back),
    billing: (back, intent) => ({
      method: 'klarna',
      token: back.authorizationToken ?? '',
      intent: { id: intentId(back.paymentIntent, intent?.id) },
    }),
  }),
);

/** iDEAL: the intent must be `requires_action` or `requires_source_action`. */
export const idealPaymentMachine = lazyLogic(() =>
  redirectPaymentMachine({
    id: 'idealPayment',
    method: 'ideal',
    storeMethod: 'ideal',
    intentAcceptable: (intent) => idealIntentAcceptable(intent.status),
    returnOutcome: (back) => redirectOutcome(back.redirectStatus),
    billing: (back, intent) => ({
      method: 'ideal',
      intent: { id: intentId(back.paymentIntent, intent?.id) },
    }),
  }),
);

/** Bancontact: succeeded completes, canceled → payment canceled, other → unknown status. */
export const bancontactPaymentMachine = lazyLogic(() =>
  redirectPaymentMachine({
    id: 'bancontactPayment',
    method: 'bancontact',
    storeMethod: 'bancontact',
    returnOutcome: (back) => redirectOutcome(back.redirectStatus),
    billing: (back, intent) => ({
      method: 'bancontact',
      intent: { id: intentId(back.paymentIntent, intent?.id) },
    }),
  }),
);

/**
 * Paysafecard: needs a payment id (from the return URL or the cart); its status decides:
 * SUCCESS / AUTHORIZED ok, CANCELED_CUSTOMER canceled, anything else an error.
 */
export const paysafecardPaymentMachine = lazyLogic(() =>
  redirectPaymentMachine({
    id: 'paysafecardPayment',
    method: 'paysafecard',
    storeMethod: 'paysafecard',
    returnOutcome: (back, input) =>
      back.paymentId || input.cartPaymentId
        ? { ok: true }
        : { ok: false, error: paymentError('paysafecard_payment_missing') },
    verify: {
      request: (back, input) => ({
        method: 'paysafecard',
        paymentId: back.paymentId ?? input.cartPaymentId ?? '',
      }),
      outcome: (intent) => paysafecardOutcome(intent.status),
    },
    billing: (back, intent) => ({
      method: 'paysafecard',
      token: back.paymentId ?? intent?.id ?? '',
      intent: { id: intent?.id ?? back.paymentId ?? '' },
    }),
  }),
);

/** Amazon Pay: needs merchant_id and public_key_id; OneTime, or Recurring for subscriptions. */
export const amazonPaymentMachine = lazyLogic(() =>
  redirectPaymentMachine({
    id: 'amazonPayment',
    method: 'amazon',
    storeMethod: 'amazon',
    precondition: (input) =>
      input.settings.merchant_id && input.settings.public_key_id
        ? null
        : paymentError('amazon_settings_missing'),
    intentExtras: (input) => ({ chargeType: amazonChargeType(input.subscription) }),
    returnOutcome: (back) => {
      const outcome = redirectOutcome(back.redirectStatus);
      if (outcome.ok && !back.amazonCheckoutSessionId)
        return { ok: false, error: paymentError('amazon_session_missing') };
      return outcome;
    },
    billing: (back, intent) => ({
      method: 'amazon',
      token: back.amazonCheckoutSessionId ?? '',
      intent: { id: intent?.id ?? back.amazonCheckoutSessionId ?? '' },
    }),
  }),
);
