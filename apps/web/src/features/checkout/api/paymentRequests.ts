import type {
  BillingUpdate,
  CardDetails,
  CardToken,
  CreateIntentRequest,
  FetchIntentRequest,
  PaymentIntent,
  WalletAddressResult,
  WalletAddressUpdate,
  WalletCartUpdate,
  WalletOptionResult,
} from '@federkiel/machines';
import { COUNTRIES } from '../../../lib/forms/addressValues.ts';
import { getStore } from '../../../lib/store/store.ts';
import { VAULT_GATEWAY } from '../../../lib/store/storeClient.ts';
import type { StoreCart, StoreIntent } from '../../../lib/store/types.ts';
import type { ValueStore } from '../../../lib/valueStore.ts';

// The payment machines' requests: card tokens and intents at the vault, the approved payment
// on the cart. Card numbers only ever go to the vault (swell-js `card.createToken`).

function toIntent(intent: StoreIntent): PaymentIntent {
  return {
    id: intent.id,
    status: intent.status,
    clientSecret: intent.client_secret,
    redirectUrl: intent.redirect_url ?? undefined,
  };
}

/**
 * The cart's `billing` for an approved payment. What is not part of it is cleared: an intent
 * left from an earlier attempt (a declined card, a cancelled PayPal) would otherwise be
 * charged instead of the saved card.
 */
export function billingFor(update: BillingUpdate): Record<string, unknown> {
  const billing: Record<string, unknown> = {
    method: update.method,
    intent: update.intent ? { [VAULT_GATEWAY]: { id: update.intent.id } } : null,
    account_card_id: update.accountCardId ?? null,
  };
  if (update.card) billing.card = update.card;
  if (update.token && update.method !== 'card') billing[update.method] = { token: update.token };
  return billing;
}

const SHIPPING_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'service',
] as const;

export function createPaymentRequests(cart: ValueStore<StoreCart | null>) {
  const store = getStore();
  /** The cart's shipping (JSON) when the open wallet sheet started, see `rememberShipping`. */
  let shippingBefore: string | null = null;
  /** The sheet's last address / option change, settled (see `restoreShipping`). */
  let walletChange: Promise<unknown> = Promise.resolve();
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    walletChange = work.catch(() => {});
    return work;
  };
  return {
    async tokenizeCard(card: CardDetails): Promise<CardToken> {
      const token = await store.card.createToken({
        number: card.number,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        cvc: card.cvc,
      });
      return { token: token.token, brand: token.brand, last4: token.last4 };
    },

    async createIntent(request: CreateIntentRequest): Promise<PaymentIntent> {
      const intent = await store.payment.createIntent({
        method: request.method,
        amount: request.amount,
        currency: request.currency,
        return_url: request.returnUrl,
        ...(request.paymentMethod ? { payment_method: request.paymentMethod } : {}),
        ...(request.intent ? { intent: request.intent } : {}),
        ...(request.chargeType ? { charge_type: request.chargeType } : {}),
      });
      return toIntent(intent);
    },

    async fetchIntent(request: FetchIntentRequest): Promise<PaymentIntent> {
      const reference: Record<string, string> = {};
      if (request.id) reference.id = request.id;
      else if (request.clientSecret) reference.client_secret = request.clientSecret;
      else if (request.paymentId) reference.payment_id = request.paymentId;
      return toIntent(await store.payment.getIntent(reference));
    },

    async applyPayment(update: BillingUpdate): Promise<null> {
      const next = await store.cart.update({ billing: billingFor(update) });
      // A cart without items here was ordered meanwhile (another tab), and the store started
      // a new one: the summary keeps the ordered cart instead of showing 0,00 € until the
      // submission says what happened (issue #33).
      if ((next?.items?.length ?? 0) > 0 || !cart.get()) cart.set(next);
      return null;
    },

    async saveCard({ token }: { token: string }): Promise<null> {
      await store.account.createCard(token);
      return null;
    },

    /**
     * Spec §4: a new address from the wallet sheet resets the shipping service and rating.
     * An address outside the countries the shop ships to is refused before the cart is
     * touched (the store would take it); a refusal of the store is the same answer.
     */
    async updateWalletAddress(update: WalletAddressUpdate): Promise<WalletAddressResult> {
      if (!update.shipping.country || !COUNTRIES.includes(update.shipping.country))
        return 'invalid_shipping_address';
      try {
        cart.set(await tracked(store.cart.update({ ...update })));
        return 'success';
      } catch {
        return 'invalid_shipping_address';
      }
    },

    /**
     * The cart's delivery (address and service) when a wallet sheet opens, and putting it
     * back when the sheet is cancelled: a cancelled wallet leaves the cart as it was, so
     * the checkout's steps still describe it.
     */
    rememberShipping(): void {
      const shipping = (cart.get() as { shipping?: Record<string, unknown> | null } | null)
        ?.shipping;
      shippingBefore = shipping ? JSON.stringify(shipping) : null;
    },

    async restoreShipping(): Promise<void> {
      // A change still on its way (cancelled while the store answers) lands first.
      await walletChange;
      const saved = shippingBefore;
      shippingBefore = null;
      const now = (cart.get() as { shipping?: Record<string, unknown> | null } | null)?.shipping;
      if (!saved || JSON.stringify(now ?? null) === saved) return;
      const shipping = JSON.parse(saved) as Record<string, unknown>;
      // Only what a cart update takes (the cart's view adds the service's name and price).
      // A field the cart did not have is sent as null, which clears what the sheet added.
      const update = Object.fromEntries(SHIPPING_FIELDS.map((key) => [key, shipping[key] ?? null]));
      try {
        cart.set(await store.cart.update({ shipping: update }));
      } catch {
        // The steps still show the customer's own choice; submitting re-checks the cart.
      }
    },

    /** Spec §4: a shipping option chosen in the sheet; `fail` when the store refuses it. */
    async updateWalletOption({ service }: { service: string }): Promise<WalletOptionResult> {
      try {
        cart.set(await tracked(store.cart.update({ shipping: { service } })));
        return 'success';
      } catch {
        return 'fail';
      }
    },

    /**
     * The authorized wallet payment on the cart (spec §4: billing, shipping, e-mail). The
     * wallet's token is a card token of the gateway: it goes on as `billing.card` with the
     * wallet as method (docs/checkout.md "Wallets in the sandbox"). A store refusal rejects,
     * so the machine fails the payment (Apple's sheet then shows `failure`).
     */
    async applyWalletPayment(update: WalletCartUpdate): Promise<null> {
      const { method, token, ...address } = update.billing;
      cart.set(
        await store.cart.update({
          account: update.account,
          shipping: update.shipping,
          billing: { ...address, method, card: { token }, intent: null, account_card_id: null },
        }),
      );
      return null;
    },
  };
}

export type PaymentRequests = ReturnType<typeof createPaymentRequests>;
