import { configurationIdOf } from '../../configurations/cartConfigurations.ts';
import { loadConfigurations } from '../../configurations/configurationSummary.ts';
import { UNKNOWN_CARD_INTENT, type BillingLookups } from './billingLookups.ts';
import {
  addressProblems,
  cleanAddress,
  emailProblem,
  mergeAddressFields,
  normalizeEmail,
} from '../addresses.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { fieldErrors, type FieldError } from '../fieldErrors.ts';
import { newId } from '../ids.ts';
import { Refusal, type SessionScope } from '../sessionScope.ts';
import { MAX_CARDS_PER_CART, MAX_ITEMS_PER_CART, type CartItemData } from './cartData.ts';
import type { CartUpdate, ItemInput } from './cartInput.ts';
import { couponByCode, priceCartData } from './cartPricing.ts';
import type { CartRecord } from './cartRecords.ts';
import { BLANK_ENVELOPE_NEEDS_CUSTOMER } from './shipping.ts';
import { amazonShipping } from './amazonAddress.ts';
import { couponProblem, normalizeCouponCode, UNKNOWN_COUPON } from './coupons.ts';

export { billingLookups, UNKNOWN_CARD_INTENT, type BillingLookups } from './billingLookups.ts';

// The changes a customer makes to a cart. Each either changes the cart in memory (the
// caller stores it) or throws a Refusal with German field errors, leaving it untouched.

function refuse(field: string, error: FieldError): never {
  throw new Refusal(fieldErrors({ [field]: error }));
}

/** The same product with the same options and metadata is one line; its quantity grows. */
function sameLine(item: CartItemData, input: Omit<CartItemData, 'id' | 'quantity'>): boolean {
  return (
    item.product_id === input.product_id &&
    item.variant_id === input.variant_id &&
    JSON.stringify(item.options) === JSON.stringify(input.options) &&
    JSON.stringify(item.metadata) === JSON.stringify(input.metadata)
  );
}

function checkProductAndOptions(
  catalogue: Catalogue,
  input: ItemInput,
  field = 'product_id',
): string {
  const product = catalogue.product(input.product_id);
  if (!product) {
    refuse(field, { code: 'INVALID', message: 'Dieses Produkt gibt es leider nicht (mehr).' });
  }
  // The card products have no variants or options (the design lives in the configuration
  // the metadata points to); anything else is a client mistake worth telling.
  if (input.variant_id) {
    refuse('variant_id', { code: 'INVALID', message: 'Dieses Produkt hat keine Varianten.' });
  }
  if (input.options && input.options.length > 0) {
    refuse('options', {
      code: 'INVALID',
      message: `Unbekannte Option „${input.options[0]?.id ?? ''}“ für dieses Produkt.`,
    });
  }
  return product.id;
}

function checkLimits(items: CartItemData[]): void {
  if (items.length > MAX_ITEMS_PER_CART) {
    refuse('items', {
      code: 'MAX_EXCEEDED',
      message: `Ein Warenkorb kann höchstens ${MAX_ITEMS_PER_CART} Positionen enthalten.`,
    });
  }
  const cards = items.reduce((sum, item) => sum + item.quantity, 0);
  if (cards > MAX_CARDS_PER_CART) {
    refuse('quantity', {
      code: 'MAX_EXCEEDED',
      message: `Es können höchstens ${MAX_CARDS_PER_CART.toLocaleString('de-DE')} Karten auf einmal bestellt werden.`,
    });
  }
}

function lineFromInput(
  catalogue: Catalogue,
  input: ItemInput,
): Omit<CartItemData, 'id' | 'quantity'> {
  return {
    product_id: checkProductAndOptions(catalogue, input),
    variant_id: null,
    options: [],
    metadata: input.metadata ?? null,
  };
}

/**
 * The quantity of a line added again: plain products add up; a design's line is the design's
 * cards, so adding the same design again (a double click, a retried request) keeps one line
 * of its cards instead of doubling them.
 */
function addedQuantity(existing: CartItemData, input: ItemInput): number {
  return configurationIdOf(existing) ? input.quantity : existing.quantity + input.quantity;
}

export function addItem(cart: CartRecord, input: ItemInput, catalogue: Catalogue): void {
  const line = lineFromInput(catalogue, input);
  const items = cart.data.items.map((item) => ({ ...item }));
  const existing = items.find((item) => sameLine(item, line));
  if (existing) existing.quantity = addedQuantity(existing, input);
  else items.push({ id: newId('itm'), ...line, quantity: input.quantity });
  checkLimits(items);
  cart.data.items = items;
}

export function setItems(cart: CartRecord, inputs: ItemInput[], catalogue: Catalogue): void {
  const items: CartItemData[] = [];
  for (const input of inputs) {
    const line = lineFromInput(catalogue, input);
    const existing = items.find((item) => sameLine(item, line));
    if (existing) existing.quantity = addedQuantity(existing, input);
    else items.push({ id: newId('itm'), ...line, quantity: input.quantity });
  }
  checkLimits(items);
  cart.data.items = items;
}

export function updateItem(
  cart: CartRecord,
  itemId: string,
  update: {
    quantity?: number | undefined;
    options?: unknown[] | undefined;
    metadata?: Record<string, unknown> | null | undefined;
  },
): void {
  const index = cart.data.items.findIndex((item) => item.id === itemId);
  if (index < 0) {
    refuse('item_id', {
      code: 'NOT_FOUND',
      message: 'Diese Position ist nicht (mehr) im Warenkorb.',
    });
  }
  if (update.options && update.options.length > 0) {
    refuse('options', { code: 'INVALID', message: 'Dieses Produkt hat keine Optionen.' });
  }
  const items = cart.data.items.map((item) => ({ ...item }));
  const item = items[index] as CartItemData;
  if (update.quantity === 0) {
    items.splice(index, 1);
  } else {
    if (update.quantity !== undefined) item.quantity = update.quantity;
    if (update.metadata !== undefined) item.metadata = update.metadata;
  }
  checkLimits(items);
  cart.data.items = items;
}

export function removeItem(cart: CartRecord, itemId: string): void {
  cart.data.items = cart.data.items.filter((item) => item.id !== itemId);
}

export async function applyCoupon(
  scope: SessionScope,
  cart: CartRecord,
  rawCode: string,
  catalogue: Catalogue,
): Promise<void> {
  const code = normalizeCouponCode(rawCode);
  const coupon = await couponByCode(scope.db, code);
  if (!coupon) refuse('coupon_code', UNKNOWN_COUPON);
  const totals = await priceCartData(
    scope.db,
    { ...cart.data, coupon_code: null },
    catalogue,
    scope.now,
  );
  const problem = couponProblem(
    coupon,
    scope.now,
    totals.subTotalCents - totals.volumeDiscountCents,
  );
  if (problem) refuse('coupon_code', problem);
  cart.data.coupon_code = coupon.code;
}

export const MAX_GIFTCARDS_PER_CART = 5;

export async function applyGiftcard(
  scope: SessionScope,
  cart: CartRecord,
  rawCode: string,
): Promise<void> {
  const code = rawCode.trim().toUpperCase();
  const card = await scope.db
    .selectFrom('giftcards')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!card || card.active !== 1) {
    refuse('code', { code: 'INVALID', message: 'Diese Geschenkkarte kennen wir leider nicht.' });
  }
  if (card.expires_at !== null && card.expires_at <= scope.now.toISOString()) {
    refuse('code', { code: 'EXPIRED', message: 'Diese Geschenkkarte ist leider abgelaufen.' });
  }
  if (card.balance_cents <= 0) {
    refuse('code', {
      code: 'EMPTY',
      message: 'Das Guthaben dieser Geschenkkarte ist aufgebraucht.',
    });
  }
  if (cart.data.giftcards.some((g) => g.giftcard_id === card.id)) return;
  if (cart.data.giftcards.length >= MAX_GIFTCARDS_PER_CART) {
    refuse('code', {
      code: 'MAX_EXCEEDED',
      message: `Es können höchstens ${MAX_GIFTCARDS_PER_CART} Geschenkkarten eingelöst werden.`,
    });
  }
  cart.data.giftcards = [...cart.data.giftcards, { id: newId('gcl'), giftcard_id: card.id }];
}

export function removeGiftcard(cart: CartRecord, lineId: string): void {
  cart.data.giftcards = cart.data.giftcards.filter((g) => g.id !== lineId);
}

/**
 * Whether a configured line's cards go out without an address (envelope `blank`): such a
 * cart can only be shipped to the customer (the one mode of the cart, issue 19).
 */
async function hasBlankEnvelopeLine(scope: SessionScope, cart: CartRecord): Promise<boolean> {
  const configurationOf = await loadConfigurations(scope.db, cart.data.items);
  const owner = { sessionId: scope.sessionId, accountId: scope.account?.id ?? null };
  return cart.data.items.some(
    (item) => configurationOf(item, owner)?.shipping.envelope === 'blank',
  );
}

/** PUT /cart, with the gateway's answers about the update's card and intent. */
export async function updateCart(
  scope: SessionScope,
  cart: CartRecord,
  update: CartUpdate,
  { card, intentCard, amazon }: BillingLookups,
  catalogue: Catalogue,
): Promise<void> {
  const { data } = cart;
  const problems: Record<string, FieldError> = {};

  if (update.items !== undefined) setItems(cart, update.items, catalogue);

  // A logged-in customer's e-mail is the account's; only a guest's can be set here.
  if (update.account && !scope.account && update.account.email !== undefined) {
    const email = update.account.email ? normalizeEmail(update.account.email) : null;
    const problem = email ? emailProblem(email) : null;
    if (problem) problems['account.email'] = problem;
    else data.guest_email = email;
  }

  if (update.shipping !== undefined) {
    const { service, ...address } = update.shipping ?? {};
    const merged = update.shipping === null ? {} : mergeAddressFields(data.shipping, address);
    Object.assign(problems, addressProblems('shipping', merged, false));
    if (service === 'to_recipients' && (await hasBlankEnvelopeLine(scope, cart))) {
      problems['shipping.service'] = BLANK_ENVELOPE_NEEDS_CUSTOMER;
    }
    data.shipping = { ...merged, service: service === undefined ? data.shipping.service : service };
  }

  if (update.billing !== undefined) {
    const billing = update.billing ?? {};
    const { method, card: cardInput, account_card_id, intent, ...rest } = billing;
    const address = cleanAddress(rest);
    Object.assign(problems, addressProblems('billing', address, false));
    const next = update.billing === null ? {} : mergeAddressFields(data.billing, rest);
    if (method !== undefined) next.method = method ?? undefined;
    if (intent !== undefined) next.intent = intent;
    for (const m of ['paypal', 'klarna', 'ideal', 'bancontact', 'paysafecard', 'amazon'] as const) {
      const value = billing[m];
      if (value !== undefined) next[m] = value ?? undefined;
    }
    if (cardInput !== undefined) {
      if (cardInput === null) {
        next.card = null;
      } else if (!card) {
        problems['billing.card.token'] = {
          code: 'INVALID',
          message: 'Die Kartendaten sind nicht (mehr) gültig. Bitte gib die Karte erneut ein.',
        };
      } else {
        next.card = { token: cardInput.token, ...card };
        next.account_card_id = null;
      }
    }
    if (account_card_id !== undefined) {
      if (account_card_id === null) {
        next.account_card_id = null;
      } else {
        const saved = scope.account
          ? await scope.db
              .selectFrom('account_cards')
              .selectAll()
              .where('id', '=', account_card_id)
              .where('account_id', '=', scope.account.id)
              .executeTakeFirst()
          : undefined;
        if (!saved) {
          problems['billing.account_card_id'] = {
            code: 'NOT_FOUND',
            message: 'Diese gespeicherte Karte gibt es nicht (mehr).',
          };
        } else {
          next.account_card_id = saved.id;
          next.card = {
            token: saved.token,
            brand: saved.brand,
            last4: saved.last4,
            exp_month: saved.exp_month,
            exp_year: saved.exp_year,
          };
          next.method = 'card';
        }
      }
    }
    // A card intent sent without its card (back from the 3-D Secure page): its card is the
    // one to pay with, as if the token had been sent. Only a card payment needs the intent
    // to be a known card intent; for the other methods submission checks the intent.
    if (intentCard !== undefined && cardInput === undefined && !account_card_id) {
      if (intentCard && (next.method === undefined || next.method === 'card')) {
        next.card = intentCard;
        next.account_card_id = null;
      } else if (!intentCard && (next.method ?? (next.card ? 'card' : undefined)) === 'card') {
        problems['billing.intent'] = UNKNOWN_CARD_INTENT;
      }
    }
    data.billing = next;
    // Amazon Pay's approval brings the delivery address the buyer chose there (issue 41).
    if (amazon !== undefined) {
      const answer = amazonShipping(amazon, data.shipping);
      if ('problems' in answer) Object.assign(problems, answer.problems);
      else data.shipping = answer.shipping;
    }
  }

  if (update.metadata !== undefined) data.metadata = update.metadata ?? null;
  if (update.comments !== undefined) data.comments = update.comments ?? null;

  if (Object.keys(problems).length > 0) throw new Refusal(fieldErrors(problems));

  if (update.coupon_code !== undefined) {
    if (update.coupon_code) await applyCoupon(scope, cart, update.coupon_code, catalogue);
    else data.coupon_code = null;
  }
}
