// What every payment machine takes, answers and asks the app for. The I/O behind these
// names (swell-js calls, page redirects, wallet sheets) is supplied by the web app.
import { fromPromise } from 'xstate';
import { paymentError, toPaymentError, type PaymentError } from '../checkout/errors.ts';
import type { MethodSettings, PaymentMethodId } from '../checkout/methods.ts';
import type { RedirectReturn } from '../checkout/redirect.ts';

/** Card data typed by the customer (swell-js `card.createToken`). */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What the customer chose, with the details the method needs. */
export type PaymentChoice =
  /** `card` is absent when resuming after 3-D Secure (the card was tokenized before). */
  | { method: 'card'; card?: CardDetails; saveCard?: boolean }
  | { method: 'savedCard'; accountCardId: string }
  | { method: Exclude<PaymentMethodId, 'card' | 'savedCard'> };

/** The input of every payment machine. */
export interface PaymentInput {
  choice: PaymentChoice;
  /** The cart's `capture_total` in major units (what the method is charged). */
  amount: number;
  currency: string;
  /** The page to come back to after a redirect (the page the customer left). */
  returnUrl: string;
  /** This method's entry of `/settings/payments`. */
  settings: MethodSettings;
  /** The cart has a subscription (Amazon Recurring). */
  subscription: boolean;
  /** The cart's stored payment id (Paysafecard). */
  cartPaymentId?: string | null;
  /** The query parameters the page was returned to with: resume after the redirect. */
  resume?: RedirectReturn | null;
}

/** Every payment machine ends with this output. */
export type PaymentOutput =
  { status: 'paid'; method: PaymentMethodId } | { status: 'failed'; error: PaymentError };

/** A payment intent as the vault answers it (docs/store.md "Payment intents"). */
export interface PaymentIntent {
  id: string;
  status: string;
  clientSecret?: string;
  /** The approval page to send the customer to. */
  redirectUrl?: string;
}

export interface CreateIntentRequest {
  method: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  returnUrl: string;
  /** Card: the token from `tokenizeCard`. */
  paymentMethod?: string;
  /** PayPal: AUTHORIZE | CAPTURE. */
  intent?: 'AUTHORIZE' | 'CAPTURE';
  /** Amazon: OneTime | Recurring. */
  chargeType?: 'OneTime' | 'Recurring';
}

export interface FetchIntentRequest {
  method: string;
  id?: string;
  clientSecret?: string;
  paymentId?: string;
}

export interface CardToken {
  token: string;
  brand?: string;
  last4?: string;
}

/** `cart.update({billing})`: what the cart must carry to be submitted. */
export interface BillingUpdate {
  method: string;
  card?: { token: string };
  accountCardId?: string;
  intent?: { id: string };
  /** Wallets and redirect methods: the provider's token / order id / payment id. */
  token?: string;
}

export const notProvided = <Out, In>(name: string) =>
  fromPromise<Out, In>(async () => {
    throw new Error(`${name} is supplied by the app`);
  });

export interface PaymentContext {
  input: PaymentInput;
  intent: PaymentIntent | null;
  token: CardToken | null;
  error: PaymentError | null;
}

export const initialPaymentContext = ({ input }: { input: PaymentInput }): PaymentContext => ({
  input,
  intent: null,
  token: null,
  error: null,
});

export type PaymentTag = 'busy' | 'redirecting' | 'challenge' | 'awaiting-customer' | 'wallet';

export const paid = (method: PaymentMethodId): PaymentOutput => ({ status: 'paid', method });
export const failed = (error: PaymentError | null): PaymentOutput => ({
  status: 'failed',
  // A failed state is only entered with an error; keep the type honest anyway.
  error: error ?? paymentError('processing_error'),
});

/** A transition to `failed` with a fixed error. */
export const failWith = (error: PaymentError) =>
  ({ target: 'failed', actions: { type: 'update', params: { error } } }) as const;

/** `onError` of an app actor: whatever it threw, as a PaymentError. */
export const failOnError = {
  target: 'failed',
  actions: {
    type: 'update',
    params: ({ event }: { event: { error: unknown } }) => ({ error: toPaymentError(event.error) }),
  },
} as const;

/**
 * The state a payment waits in while the customer is at a 3-D Secure or approval page:
 * leave for the intent's URL; the return's parameters go to `checkingReturn` to be judged.
 */
export const awaitRedirect = {
  entry: {
    type: 'redirect',
    params: ({ context }: { context: PaymentContext }) => ({
      url: context.intent?.redirectUrl ?? '',
    }),
  },
  on: {
    REDIRECT_RETURNED: {
      target: 'checkingReturn',
      actions: {
        type: 'update',
        params: ({
          context,
          event,
        }: {
          context: PaymentContext;
          event: { back: RedirectReturn };
        }) => ({
          input: { ...context.input, resume: event.back },
        }),
      },
    },
    CANCEL: failWith(paymentError('payment_canceled')),
  },
} as const;
