// The checkout machine's input, context, events and the answers of the app's actors.
import type { PaymentChoice } from '../payments/types.ts';
import type { CheckoutAddress } from './address.ts';
import type { PaymentError } from './errors.ts';
import type { PaymentMethodId, PaymentSettings, WalletCapabilities } from './methods.ts';
import type { PendingPayment, PersistedCheckout } from './persistedTypes.ts';
import type { RedirectReturn } from './redirect.ts';

/** The steps of `details` a customer can go back to. */
export type CheckoutStep = 'addresses' | 'shipping' | 'payment';

export interface CheckoutUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface ShippingService {
  id: string;
  name: string;
  price: number;
}

/** The cart as the checkout needs it (the app maps swell-js's cart once). */
export interface CheckoutCart {
  id: string;
  itemCount: number;
  currency: string;
  /** What the payment method is charged (`capture_total`). */
  captureTotal: number;
  grandTotal: number;
  couponCode: string | null;
  shippingService: string | null;
  services: ShippingService[];
  subscription: boolean;
  /** Paysafecard's payment id on the cart, if any. */
  paymentId: string | null;
  /** The cart's `checkout_id`: finds the order placed from this cart (another tab). */
  checkoutId: string | null;
  /** The coupon on the cart stopped applying (`coupon.applicable: false`): the store's words. */
  couponIssue: StoreProblem | null;
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
}

/** What `loadCheckout` answers: cart, addresses from the account, payment settings. */
export interface CheckoutData {
  cart: CheckoutCart | null;
  delivery: CheckoutAddress;
  billing: CheckoutAddress | null;
  savedCards: SavedCard[];
  settings: PaymentSettings;
  wallets: WalletCapabilities;
  /** The cart is gone because it was ordered (in another tab): that order. */
  ordered?: PlacedOrder | null;
  /** A guest's e-mail already on the cart (`cart.account.email`), if any. */
  email?: string | null;
  /**
   * The server knows an approved payment of this cart that is not settled yet (issue #33;
   * another tab or a restarted browser came back from the approval page): it is settled.
   */
  approval?: { method: PaymentMethodId; intentId: string } | null;
}

/** What `settlePayment` is asked: the pending payment and the cart's order, if any. */
export interface SettleRequest {
  pending: PendingPayment;
  checkoutId: string | null;
  ordered: PlacedOrder | null;
}

/**
 * What `settlePayment` finds out about a pending payment (issue #33), asking the server:
 * - `ordered`: the cart's one order exists — this payment's, or (`elsewhere`) the order of
 *   another tab, which this payment lost to (it was released);
 * - `approved`: still approved and open — the payment continues to the order;
 * - `released`: the server released it (too late, or the cart was paid otherwise) — nothing
 *   was charged; `message` is the store's German text;
 * - `none`: nothing to settle (never approved, or another cart).
 */
export type PaymentSettlement =
  | { status: 'ordered'; order: PlacedOrder; elsewhere?: boolean }
  | { status: 'approved'; method: PaymentMethodId; intentId: string }
  | { status: 'released'; message: string }
  | { status: 'none' };

/** What `loadCheckout` is asked: the cart this tab had before, to find its order. */
export interface LoadRequest {
  checkoutId: string | null;
}

/** The review's fresh look at the store cart (on entering the review and on focus). */
export type CartRefresh =
  | { status: 'cart'; cart: CheckoutCart }
  | { status: 'ordered'; order: PlacedOrder; elsewhere?: boolean }
  | { status: 'empty' };

/** The return URL's state after a redirect: which method left, and what came back. */
export interface CheckoutResume {
  method: PaymentMethodId;
  back: RedirectReturn;
}

export interface CheckoutInput {
  /** The signed-in customer; null = a guest, who orders with an e-mail address only. */
  user: CheckoutUser | null;
  /** The page to come back to after a redirect (without the redirect's parameters). */
  returnUrl: string;
  resume?: CheckoutResume | null;
  /** What the tab kept of this checkout before a reload (see `persistedCheckout`). */
  restore?: PersistedCheckout | null;
  /**
   * The customer came back from an approval page without its answer (the browser's Back):
   * the payment step opens with the notice that the confirmation was cancelled.
   */
  interrupted?: boolean;
}

/** A refusal of the store: German message kept, field as the store named it. */
export interface StoreProblem {
  field: string;
  code: string;
  message: string;
}

export type CartResult = { ok: true; cart: CheckoutCart } | { ok: false; problem: StoreProblem };

export interface PlacedOrder {
  id: string;
  number: string;
}

export type SubmitResult =
  | { ok: true; order: PlacedOrder }
  /** `ordered`: the cart was ordered meanwhile (another tab won): that order (issue #33). */
  | { ok: false; problem: StoreProblem; ordered?: PlacedOrder | null };

export interface AddressesRequest {
  delivery: CheckoutAddress;
  billing: CheckoutAddress;
  /** A guest's e-mail (goes on the cart as `account.email`); null when signed in. */
  email: string | null;
}

export interface CheckoutContext {
  user: CheckoutUser | null;
  returnUrl: string;
  resume: CheckoutResume | null;
  restore: PersistedCheckout | null;
  interrupted: boolean;
  /** An approved payment not yet settled (kept for a reload, issue #33). */
  pending: PendingPayment | null;
  cart: CheckoutCart | null;
  /** A guest's e-mail as typed ('' when signed in: the account brings its own). */
  email: string;
  delivery: CheckoutAddress;
  billing: CheckoutAddress;
  billingSameAsDelivery: boolean;
  savedCards: SavedCard[];
  settings: PaymentSettings;
  wallets: WalletCapabilities;
  choice: PaymentChoice | null;
  /** Why the last payment failed (shown on the method choice). */
  paymentError: PaymentError | null;
  /** A store refusal of the current step (addresses, shipping, submit). */
  problem: StoreProblem | null;
  couponProblem: StoreProblem | null;
  order: PlacedOrder | null;
  /**
   * The checkout saves a returning customer's known addresses by itself and goes on to the
   * review (issue #27 item 3); cleared once the addresses are saved or refused.
   */
  express: boolean;
}

export type CheckoutEvent =
  /** Signed in meanwhile (another tab): the checkout loads again with the account's data. */
  | { type: 'SIGNED_IN'; user: CheckoutUser }
  /** A guest's e-mail address ("Als Gast bestellen"). */
  | { type: 'SET_EMAIL'; email: string }
  | { type: 'RETRY' }
  | { type: 'SET_DELIVERY_ADDRESS'; changes: Partial<CheckoutAddress> }
  | { type: 'SET_BILLING_ADDRESS'; changes: Partial<CheckoutAddress> }
  | { type: 'SET_BILLING_SAME'; same: boolean }
  | { type: 'CHOOSE_SHIPPING'; service: string }
  | { type: 'CHOOSE_METHOD'; choice: PaymentChoice }
  | { type: 'APPLY_COUPON'; code: string }
  | { type: 'REMOVE_COUPON' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** "Ändern" on a finished step: back to that step from any later one. */
  | { type: 'EDIT'; step: CheckoutStep }
  /** "Zahlungspflichtig bestellen". */
  | { type: 'PAY' }
  /** The tab is back in front: the review reads the store cart again. */
  | { type: 'REFRESH' };

export type CheckoutTag =
  | 'loading'
  | 'load-failed'
  | 'addresses'
  | 'shipping'
  | 'payment'
  | 'review'
  | 'coupon-busy'
  | 'paying'
  | 'submitting'
  | 'busy'
  | 'complete'
  | 'empty'
  /** The review is reading the store cart again (no PAY meanwhile). */
  | 'refreshing'
  /** The cart was ordered elsewhere (another tab): `context.order` is that order. */
  | 'ordered'
  /** A payment that came back approved is being settled (after a reload, issue #33). */
  | 'settling';
