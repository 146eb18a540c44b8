// The one seam between the store and whoever moves money. The store (vault routes,
// order submission) only ever talks to a PaymentGateway; PAYMENT_GATEWAY selects the
// implementation (createGateway.ts). The sandbox (sandbox/) behaves like Stripe's test
// mode; a real gateway implements the same interface against its API and keeps card
// numbers on its side — the store only ever sees tokens, brand, last 4 digits and expiry.

export const PAYMENT_METHODS = [
  'card',
  'paypal',
  'klarna',
  'ideal',
  'bancontact',
  'paysafecard',
  'amazon',
  'google',
  'apple',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Wallets (Google Pay, Apple Pay): the wallet's sheet hands over a card token of this
 * gateway, which goes on the cart as `billing.card` and is charged like a card; the order
 * keeps the wallet as its method. In the sandbox the sheet is the shop's own (docs/checkout.md
 * "Wallets in the sandbox") and tokenizes a sandbox test card.
 */
export const WALLET_METHODS: readonly PaymentMethod[] = ['google', 'apple'];

/** Methods that send the customer to an approval page and back (redirect flows). */
export const REDIRECT_METHODS: readonly PaymentMethod[] = [
  'paypal',
  'klarna',
  'ideal',
  'bancontact',
  'paysafecard',
  'amazon',
];

/** What a receipt may show of a card. */
export interface CardSummary {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface CardToken extends CardSummary {
  token: string;
  cvc_check: 'pass' | 'fail' | 'unchecked';
  zip_check: 'pass' | 'fail' | 'unchecked';
  address_check: 'pass' | 'fail' | 'unchecked';
}

/** The gateway said no. `message` is German and meant for the customer. */
export interface Decline {
  declined: true;
  /** Field the decline is about (`number`, `gateway`, …): swell-js reports it as `param`. */
  param: string;
  code: string;
  message: string;
}

/** Raw card data as the vault receives it (strings; the number may contain spaces). */
export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type IntentStatus =
  | 'requires_action' // waiting for the customer on the approval page
  | 'requires_capture' // approved (authorised), not yet charged
  | 'requires_payment_method' // the customer or the bank refused
  | 'canceled'
  | 'succeeded'; // charged for an order

export interface IntentRequest {
  method: PaymentMethod;
  amountCents: number;
  currency: string;
  /** Card intents: the token to authorise. */
  cardToken: string | null;
  /** Where the approval page sends the customer back to (already checked). */
  returnUrl: string;
  /** Origin under which the approval page is reachable by the customer's browser. */
  pageOrigin: string;
}

export interface Intent {
  id: string;
  clientSecret: string;
  method: PaymentMethod;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  cardToken: string | null;
  returnUrl: string;
  /** The approval page while the intent waits for the customer. */
  redirectUrl: string | null;
}

export type ChargeSource =
  | { kind: 'card'; token: string }
  | { kind: 'intent'; intentId: string; method: PaymentMethod; cardToken: string | null };

export interface ChargeRequest {
  /** The same key charges once: a retried submission gets the first charge back. */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  source: ChargeSource;
}

export type ChargeResult =
  | { ok: true; chargeId: string; card: CardSummary | null }
  | {
      ok: false;
      code: string;
      message: string;
      /** The bank wants the customer to confirm (3-D Secure): create an intent instead. */
      requiresAction: boolean;
    };

/** An address as a payment provider hands it over (Amazon Pay's shipping address). */
export interface GatewayAddress {
  first_name?: string | undefined;
  last_name?: string | undefined;
  company?: string | undefined;
  address1?: string | undefined;
  address2?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
  country?: string | undefined;
  phone?: string | undefined;
}

/** Amazon Pay: what the buyer chose in a checkout session (Amazon's "get checkout session"). */
export interface CheckoutSessionDetails {
  buyer: { name: string; email: string };
  shippingAddress: GatewayAddress;
  instrument: { brand: string; last4: string };
}

export interface PaymentGateway {
  /** Stored on payments (`gateway`) and in /settings/payments. */
  readonly name: string;
  tokenizeCard(card: CardInput): Promise<CardToken | Decline>;
  /** Brand, last 4 and expiry of a token this gateway issued, or null. */
  cardToken(token: string): Promise<CardSummary | null>;
  createIntent(request: IntentRequest): Promise<Intent | Decline>;
  /** An intent by id or client secret; `pageOrigin` as in IntentRequest. */
  intent(idOrSecret: string, pageOrigin?: string): Promise<Intent | null>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Gives a charge back: all of it (an order could not be stored after charging, a
   * canceled order) or `amountCents` of it (a partial refund staff chose, issue 28).
   */
  refund(chargeId: string, amountCents?: number): Promise<void>;
  /**
   * Voids an intent that is approved but not captured (or still waiting for the customer):
   * the hold on the customer's money ends and a later capture is refused. A captured,
   * refused or already voided intent stays as it is (issue 33, approvals.ts).
   */
  release(intentId: string): Promise<void>;
  /**
   * Intents still open (approved or waiting for the customer) that were created before
   * `cutoff`, oldest first: the release job voids those no cart ever claimed, so an
   * approval the shop never heard of does not hold money either (issue 33).
   */
  openIntentsBefore?(cutoff: Date, limit: number): Promise<string[]>;
  /**
   * Amazon Pay (issue 41): the delivery address, buyer and instrument of an approved Amazon
   * checkout session (the intent), or null when the intent is none or nothing was chosen.
   * The shop writes the address to the cart when the buyer comes back.
   */
  checkoutSession?(intentId: string): Promise<CheckoutSessionDetails | null>;
}

export function isDecline(value: object): value is Decline {
  return 'declined' in value && value.declined === true;
}
