import type {
  AddressesRequest,
  CartRefresh,
  CartResult,
  CheckoutCart,
  CheckoutData,
  CheckoutUser,
  StoreProblem,
  SubmitResult,
  PaymentSettings,
} from '@federkiel/machines';
import {
  fromAddressValues,
  isEmptyAddress,
  toAddressValues,
} from '../../../lib/forms/addressValues.ts';
import { isRateLimited, StoreFieldErrors } from '../../../lib/store/errors.ts';
import { getStore } from '../../../lib/store/store.ts';
import type {
  StoreAccount,
  StoreAddress,
  StoreCart,
  StoreOrder,
} from '../../../lib/store/types.ts';
import type { ValueStore } from '../../../lib/valueStore.ts';
import { readCommentDraft } from '../state/checkoutMemory.ts';
import { walletCapabilities } from '../wallet/walletCapability.ts';
import { toCheckoutCart } from './checkoutCart.ts';

// The checkout machine's cart requests (`loadCheckout`, `saveAddresses`, `chooseShipping`,
// coupon, `submitOrder`) against the store. Every cart answer also goes to `cart`, the full
// cart the order summary shows; the machine keeps only what it decides on.

type CartWithAddresses = StoreCart & {
  shipping?: StoreAddress | null;
  billing?: StoreAddress | null;
};

/**
 * A refusal (`{errors}`, or too many attempts) as the machine's StoreProblem; other failures
 * are rethrown.
 */
function problemOf(error: unknown): StoreProblem | null {
  if (isRateLimited(error)) {
    const message = (error as { message?: unknown }).message;
    return {
      field: 'rate_limited',
      code: 'rate_limited',
      message: typeof message === 'string' && message ? message : 'Zu viele Versuche.',
    };
  }
  if (!(error instanceof StoreFieldErrors)) return null;
  const [field, detail] = Object.entries(error.fields).find(([, value]) => value) ?? [];
  if (!field || !detail) return null;
  return { field, code: detail.code, message: detail.message };
}

async function cartResult(
  request: () => Promise<StoreCart>,
  cart: ValueStore<StoreCart | null>,
): Promise<CartResult> {
  try {
    const next = await request();
    cart.set(next);
    return { ok: true, cart: toCheckoutCart(next) };
  } catch (error) {
    const problem = problemOf(error);
    if (problem) return { ok: false, problem };
    throw error;
  }
}

/** The address to start from: what the cart has, else the account's, else the user's name. */
function startingAddress(
  fromCart: StoreAddress | null | undefined,
  fromAccount: StoreAddress | null | undefined,
  user: CheckoutUser | null,
) {
  if (!isEmptyAddress(fromCart)) return toAddressValues(fromCart);
  if (!isEmptyAddress(fromAccount)) return toAddressValues(fromAccount);
  return {
    ...toAddressValues(null),
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
  };
}

/** When a stored record was last written (ISO text), or 0 when unknown. */
function writtenAt(record: unknown, key: 'date_updated' | 'date_created'): number {
  const value = (record as Record<string, unknown> | null | undefined)?.[key];
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? 0 : at;
}

/**
 * The addresses a returning customer used last (issue #27 item 3): those of the last order,
 * unless the account's were changed after it (in the account pages).
 */
function lastAddresses(
  account: StoreAccount | null,
  lastOrder: StoreOrder | null,
): { shipping: StoreAddress | null; billing: StoreAddress | null } {
  const fromAccount = { shipping: account?.shipping ?? null, billing: account?.billing ?? null };
  if (!lastOrder) return fromAccount;
  const accountNewer = writtenAt(account, 'date_updated') > writtenAt(lastOrder, 'date_created');
  const pick = (fromOrder: StoreAddress | null | undefined, own: StoreAddress | null) =>
    (accountNewer && !isEmptyAddress(own)) || isEmptyAddress(fromOrder) ? own : (fromOrder ?? null);
  return {
    shipping: pick(lastOrder.shipping, fromAccount.shipping),
    billing: pick(lastOrder.billing, fromAccount.billing),
  };
}

/** The account's newest order, or null (a convenience: without it the account's addresses). */
async function newestOrder(store: ReturnType<typeof getStore>): Promise<StoreOrder | null> {
  try {
    const list = await store.account.listOrders({ limit: 1 });
    return list.results[0] ?? null;
  } catch {
    return null;
  }
}

/** A billing address as form values, with its Leitweg-ID (issue #29). */
function withLeitwegId(address: StoreAddress) {
  const leitwegId = (address as { leitweg_id?: unknown }).leitweg_id;
  return { ...toAddressValues(address), leitwegId: typeof leitwegId === 'string' ? leitwegId : '' };
}

/** A guest's e-mail already on the cart (`cart.update({account:{email}})`). */
function guestEmailOf(current: StoreCart | null): string | null {
  const account = (current as { account?: { email?: unknown; guest?: unknown } | null } | null)
    ?.account;
  return account?.guest === true && typeof account.email === 'string' ? account.email : null;
}

/** "Anmerkung zur Bestellung": the store keeps at most this many characters. */
export const MAX_COMMENT_LENGTH = 1000;

/** What the store keeps of a typed remark: trimmed, and null for none. */
export function normalizeComment(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

function storedComment(current: StoreCart | null): string | null {
  return typeof current?.comments === 'string' ? normalizeComment(current.comments) : null;
}

export type CommentResult = { ok: true } | { ok: false; reason: 'tooLong' | 'failed' };

export interface RequestOutcome {
  cart: ValueStore<StoreCart | null>;
  order: ValueStore<StoreOrder | null>;
  /** The remark as typed (the review step's draft), filled from the cart when loading. */
  comment?: ValueStore<string>;
}

export function createCheckoutRequests({ cart, order: placed, comment }: RequestOutcome) {
  const store = getStore();
  let account: StoreAccount | null = null;
  /** The remark on its way to the store (a blur and "bestellen" must not race or repeat). */
  let commentSave: { value: string | null; done: Promise<CommentResult> } | null = null;

  /** The order placed from the cart with this checkout id, if any. */
  async function orderOf(checkoutId: string) {
    const order = await store.cart.getOrder(checkoutId).catch(() => null);
    return order ? { id: order.id, number: order.number ?? order.id } : null;
  }

  return {
    /** `user` null: a guest (no account data, no saved cards; the cart's guest e-mail). */
    async loadCheckout(
      user: CheckoutUser | null,
      checkoutId: string | null = null,
    ): Promise<CheckoutData> {
      const [current, signedIn, lastOrder, savedCards, settings] = await Promise.all([
        store.cart.get(),
        user ? store.account.get() : Promise.resolve(null),
        user ? newestOrder(store) : Promise.resolve(null),
        // Saved cards are a convenience: without them the customer types the card.
        user ? store.account.listCards().catch(() => []) : Promise.resolve([]),
        store.settings.payments(),
      ]);
      account = signedIn;
      cart.set(current);
      // A remark typed before a reload (not yet on the cart) comes back as typed.
      const draft = current ? readCommentDraft(current.id) : null;
      comment?.set(draft ?? (typeof current?.comments === 'string' ? current.comments : ''));
      const c = current as CartWithAddresses | null;
      const hasItems = !!current && (current.items?.length ?? 0) > 0;
      // The cart this tab had is gone: was it ordered (in another tab)?
      const ordered = !hasItems && checkoutId ? await orderOf(checkoutId) : null;
      const last = lastAddresses(signedIn, lastOrder);
      const billingSource = !isEmptyAddress(c?.billing)
        ? c?.billing
        : !isEmptyAddress(last.billing)
          ? last.billing
          : null;
      return {
        cart: hasItems && current ? toCheckoutCart(current) : null,
        ordered,
        delivery: startingAddress(c?.shipping, last.shipping, user),
        billing: billingSource ? withLeitwegId(billingSource) : null,
        savedCards: savedCards.map((card) => ({
          id: card.id,
          brand: card.brand ?? '',
          last4: card.last4 ?? '',
        })),
        settings,
        // Spec §5: the device must be able to pay (the sandbox sheet, else the browser).
        wallets: await walletCapabilities(settings),
        email: signedIn ? null : guestEmailOf(current),
      };
    },

    /** `/settings/payments` again (the wallet machines check the device when paying). */
    paymentSettings(): Promise<PaymentSettings> {
      return store.settings.payments();
    },

    async saveAddresses({ delivery, billing, email }: AddressesRequest): Promise<CartResult> {
      const shipping = fromAddressValues(delivery);
      const billingAddress = {
        ...fromAddressValues(billing, { billing: true }),
        // Issue #29: a public buyer's Leitweg-ID goes on the invoice (XRechnung BT-10).
        ...(billing.leitwegId === undefined
          ? {}
          : { leitweg_id: billing.leitwegId.trim().toUpperCase() }),
      };
      // A guest's e-mail travels with the addresses (store-api.md: `account.email` of a guest).
      const result = await cartResult(
        () =>
          store.cart.update({
            shipping,
            billing: billingAddress,
            ...(email ? { account: { email } } : {}),
          }),
        cart,
      );
      // A first order fills the account's empty addresses, so the next checkout is quicker.
      if (result.ok && account) {
        const update = {
          ...(isEmptyAddress(account.shipping) ? { shipping } : {}),
          ...(isEmptyAddress(account.billing) ? { billing: billingAddress } : {}),
        };
        if (Object.keys(update).length > 0) {
          store.account.update(update).then(
            (next) => (account = next),
            () => {},
          );
        }
      }
      return result;
    },

    /**
     * The review's fresh look at the cart (on entering it and when the tab is back in front):
     * the store's cart now, or the order placed from it elsewhere, or nothing.
     */
    async refreshCart(previous: CheckoutCart | null): Promise<CartRefresh> {
      const current = await store.cart.get();
      if (current && (current.items?.length ?? 0) > 0) {
        cart.set(current);
        return { status: 'cart', cart: toCheckoutCart(current) };
      }
      const order = previous?.checkoutId ? await orderOf(previous.checkoutId) : null;
      return order ? { status: 'ordered', order } : { status: 'empty' };
    },

    chooseShipping: (service: string) =>
      cartResult(() => store.cart.update({ shipping: { service } }), cart),

    applyCoupon: (code: string) => cartResult(() => store.cart.applyCoupon(code), cart),

    removeCoupon: () => cartResult(() => store.cart.removeCoupon(), cart),

    /**
     * Puts the remark on the cart (`comments`) unless it is there already. Called when the
     * field is left and, awaited, right before paying: the order takes the cart's remark.
     */
    saveComment(text: string): Promise<CommentResult> {
      const value = normalizeComment(text);
      if (value !== null && value.length > MAX_COMMENT_LENGTH) {
        return Promise.resolve({ ok: false, reason: 'tooLong' });
      }
      if (commentSave && commentSave.value === value) return commentSave.done;
      if (!commentSave && storedComment(cart.get()) === value) return Promise.resolve({ ok: true });
      const done: Promise<CommentResult> = store.cart
        .update({ comments: value })
        .then(
          (next): CommentResult => {
            cart.set(next);
            return { ok: true };
          },
          (): CommentResult => ({ ok: false, reason: 'failed' }),
        )
        .finally(() => {
          if (commentSave?.done === done) commentSave = null;
        });
      commentSave = { value, done };
      return done;
    },

    async submitOrder(): Promise<SubmitResult> {
      // The cart this submission pays for: after another tab ordered it, the store answers
      // "empty"; its checkout id then finds that order (issue #33).
      const checkoutId = cart.get()?.checkout_id;
      try {
        const order = await store.cart.submitOrder();
        placed.set(order);
        return { ok: true, order: { id: order.id, number: order.number ?? order.id } };
      } catch (error) {
        const problem = problemOf(error);
        if (!problem) throw error;
        const ordered =
          problem.field === 'items' && typeof checkoutId === 'string'
            ? await orderOf(checkoutId).catch(() => null)
            : null;
        return ordered ? { ok: false, problem, ordered } : { ok: false, problem };
      }
    },
  };
}

export type CheckoutRequests = ReturnType<typeof createCheckoutRequests>;
