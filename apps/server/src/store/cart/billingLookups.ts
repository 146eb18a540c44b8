import type {
  CardSummary,
  CheckoutSessionDetails,
  PaymentGateway,
} from '../../payments/gateway.ts';
import type { FieldError } from '../fieldErrors.ts';
import { billingIntentId, type CardData } from './cartData.ts';
import type { CartUpdate } from './cartInput.ts';

// What the gateway says about a PUT /cart's payment details, asked before the cart's
// transaction (the gateway keeps its own records); `updateCart` (cartEdits.ts) applies it.

/**
 * What the gateway knows about a PUT /cart's payment details. The caller asks before the
 * transaction (the gateway keeps its own records): see `billingLookups`.
 */
export interface BillingLookups {
  /** billing.card.token's card: undefined = no token sent, null = unknown to the gateway. */
  card: CardSummary | null | undefined;
  /**
   * The card behind billing.intent when the update sends an intent but no card (the 3-D
   * Secure return page knows only the intent): undefined = not asked, null = the gateway
   * has no card intent with a known card by that id.
   */
  intentCard: CardData | null | undefined;
  /**
   * Amazon Pay (issue 41): the checkout session behind billing.intent when the update pays
   * with `amazon` — undefined = not asked, null = no session with a chosen address.
   */
  amazon: CheckoutSessionDetails | null | undefined;
}

export const UNKNOWN_CARD_INTENT: FieldError = {
  code: 'NOT_FOUND',
  message: 'Diese Kartenzahlung kennen wir nicht (mehr). Bitte gib deine Kartendaten erneut ein.',
};

export async function billingLookups(
  gateway: PaymentGateway,
  billing: CartUpdate['billing'],
): Promise<BillingLookups> {
  const token = billing?.card?.token;
  const card = token ? await gateway.cardToken(token) : undefined;
  const intentId = billingIntentId(billing?.intent);
  const amazon =
    billing?.method === 'amazon' && intentId
      ? ((await gateway.checkoutSession?.(intentId)) ?? null)
      : undefined;
  // Only when the update may be a card payment and brings no card of its own; a saved card
  // chosen in the same update wins (updateCart).
  const asks =
    intentId !== null &&
    billing?.card === undefined &&
    !billing?.account_card_id &&
    (billing?.method ?? 'card') === 'card';
  if (!asks) return { card, intentCard: undefined, amazon };
  const intent = await gateway.intent(intentId);
  if (!intent || intent.method !== 'card' || !intent.cardToken)
    return { card, intentCard: null, amazon };
  const summary = await gateway.cardToken(intent.cardToken);
  return { card, intentCard: summary ? { token: intent.cardToken, ...summary } : null, amazon };
}
