// Spec §2/§4: payments that leave the shop come back to the page they left with query
// parameters; these pure rules read them.
import { paymentError, type PaymentError } from './errors.ts';

/** The query parameters a redirect payment returns with (docs/store.md "Approval pages"). */
export interface RedirectReturn {
  /** `stripe` (card 3-D Secure, Klarna, iDEAL, Bancontact), `paypal`, `paysafecard`, `amazon`. */
  gateway: string;
  redirectStatus?: string;
  paymentIntent?: string;
  clientSecret?: string;
  /** PayPal order id. */
  token?: string;
  payerId?: string;
  /** Paysafecard payment id. */
  paymentId?: string;
  /** Klarna: present on success. */
  authorizationToken?: string;
  amazonCheckoutSessionId?: string;
}

const PARAMS: [keyof RedirectReturn, string][] = [
  ['redirectStatus', 'redirect_status'],
  ['paymentIntent', 'payment_intent'],
  ['clientSecret', 'payment_intent_client_secret'],
  ['token', 'token'],
  ['payerId', 'PayerID'],
  ['paymentId', 'payment_id'],
  ['authorizationToken', 'authorization_token'],
  ['amazonCheckoutSessionId', 'amazonCheckoutSessionId'],
];

/** Names of the query parameters to remove from the address bar after reading them. */
export const REDIRECT_QUERY_PARAMS: readonly string[] = [
  'gateway',
  'confirm',
  ...PARAMS.map(([, name]) => name),
];

/** The redirect result in a page's query string, or null when the page was not returned to. */
export function parseRedirectReturn(search: string | URLSearchParams): RedirectReturn | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const gateway = query.get('gateway');
  if (!gateway) return null;
  const result: RedirectReturn = { gateway };
  for (const [field, name] of PARAMS) {
    const value = query.get(name);
    if (value) (result as unknown as Record<string, string>)[field] = value;
  }
  return result;
}

/**
 * The answer an approval page gives for an approved intent, for a payment the server
 * reports approved when this tab has no answer of its own (another tab or a restarted
 * browser came back, issue #33). Every field a method reads names the intent.
 */
export function approvedReturn(method: string, intentId: string): RedirectReturn {
  const gateway = ['paypal', 'paysafecard', 'amazon'].includes(method) ? method : 'stripe';
  return {
    gateway,
    redirectStatus: 'succeeded',
    paymentIntent: intentId,
    token: intentId,
    paymentId: intentId,
    ...(method === 'klarna' ? { authorizationToken: intentId } : {}),
    ...(method === 'amazon' ? { amazonCheckoutSessionId: intentId } : {}),
  };
}

export type RedirectOutcome = { ok: true } | { ok: false; error: PaymentError };

/**
 * Spec §4: succeeded completes; canceled → payment canceled; anything else → unknown. A
 * `failed` return is a refusal on the approval page (issue #19): "abgelehnt", choose another.
 */
export function redirectOutcome(status: string | undefined): RedirectOutcome {
  if (status === 'succeeded') return { ok: true };
  if (status === 'canceled') return { ok: false, error: paymentError('payment_canceled') };
  if (status === 'failed') return { ok: false, error: paymentError('payment_refused') };
  return { ok: false, error: paymentError('unknown_redirect_status') };
}

/** A 3-D Secure return: a failed challenge is an authentication error (spec §8). */
export function challengeOutcome(status: string | undefined): RedirectOutcome {
  if (status === 'failed') return { ok: false, error: paymentError('authentication_failed') };
  return redirectOutcome(status);
}

/**
 * Spec §4: Klarna must return `succeeded`, otherwise an authentication error; without an
 * authorization token it counts as canceled.
 */
export function klarnaOutcome(back: RedirectReturn): RedirectOutcome {
  // A refusal comes back without a token too: it is "abgelehnt", not "abgebrochen".
  if (back.redirectStatus === 'failed')
    return { ok: false, error: paymentError('payment_refused') };
  if (!back.authorizationToken) return { ok: false, error: paymentError('payment_canceled') };
  if (back.redirectStatus !== 'succeeded')
    return { ok: false, error: paymentError('authentication_failed') };
  return { ok: true };
}

/** Spec §4: Paysafecard SUCCESS or AUTHORIZED is success, CANCELED_CUSTOMER canceled. */
export function paysafecardOutcome(status: string | undefined): RedirectOutcome {
  if (status === 'SUCCESS' || status === 'AUTHORIZED') return { ok: true };
  if (status === 'CANCELED_CUSTOMER') return { ok: false, error: paymentError('payment_canceled') };
  if (status === 'FAILED') return { ok: false, error: paymentError('payment_refused') };
  return { ok: false, error: paymentError('processing_error') };
}

/** Spec §4: a card intent must be `requires_capture` or `requires_confirmation`. */
export type CardIntentStep = 'capture' | 'confirm' | 'challenge' | 'unsupported';
export function cardIntentStep(status: string): CardIntentStep {
  if (status === 'requires_capture') return 'capture';
  if (status === 'requires_confirmation') return 'confirm';
  if (status === 'requires_action') return 'challenge';
  return 'unsupported';
}

/** Spec §4: an iDEAL intent must be `requires_action` or `requires_source_action`. */
export function idealIntentAcceptable(status: string): boolean {
  return status === 'requires_action' || status === 'requires_source_action';
}

/** Spec §4: PayPal intent AUTHORIZE with a merchant id, otherwise CAPTURE. */
export function paypalIntent(merchantId: string | undefined | null): 'AUTHORIZE' | 'CAPTURE' {
  return merchantId ? 'AUTHORIZE' : 'CAPTURE';
}

/** Spec §4: Amazon charge type OneTime, or Recurring for subscriptions. */
export function amazonChargeType(subscription: boolean): 'OneTime' | 'Recurring' {
  return subscription ? 'Recurring' : 'OneTime';
}
