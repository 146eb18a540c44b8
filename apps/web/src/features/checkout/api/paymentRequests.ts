import type {
  BillingUpdate,
  CardDetails,
  CardToken,
  CreateIntentRequest,
  FetchIntentRequest,
  PaymentIntent,
} from '@federkiel/machines';
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

export function createPaymentRequests(cart: ValueStore<StoreCart | null>) {
  const store = getStore();
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
      cart.set(await store.cart.update({ billing: billingFor(update) }));
      return null;
    },

    async saveCard({ token }: { token: string }): Promise<null> {
      await store.account.createCard(token);
      return null;
    },
  };
}

export type PaymentRequests = ReturnType<typeof createPaymentRequests>;
