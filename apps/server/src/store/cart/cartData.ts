// What a cart stores (the `data` column of `carts`): the customer's choices only. Prices,
// discounts, tax and totals are never stored on a cart — they are computed from the
// catalogue, the coupon and the shipping choice every time the cart is shown, so a price
// a browser sends can never stick.

export interface CartItemData {
  id: string;
  product_id: string;
  variant_id: string | null;
  options: { id: string; value: string }[];
  quantity: number;
  /** Kept as sent (later issues keep the order configuration's id here). */
  metadata: Record<string, unknown> | null;
}

export interface AddressData {
  name?: string | undefined;
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
  vat_id?: string | undefined;
}

export interface CardData {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface BillingData extends AddressData {
  method?: string | undefined;
  card?: CardData | null | undefined;
  account_card_id?: string | null | undefined;
  /** Payment intents approved on the gateway, by gateway name: `{sandbox: {id}}`. */
  intent?: Record<string, { id: string }> | null | undefined;
  /** Per-method data a payment flow sends back (`klarna: {token}`, `paypal: {…}`). */
  paypal?: Record<string, unknown> | undefined;
  klarna?: Record<string, unknown> | undefined;
  ideal?: Record<string, unknown> | undefined;
  bancontact?: Record<string, unknown> | undefined;
  paysafecard?: Record<string, unknown> | undefined;
  amazon?: Record<string, unknown> | undefined;
}

/** The payment intent the billing names (the first gateway's), or null. */
export function billingIntentId(intent: BillingData['intent']): string | null {
  return Object.values(intent ?? {}).find((i) => i.id)?.id ?? null;
}

export interface ShippingData extends AddressData {
  service?: string | null | undefined;
}

export interface CartGiftcardData {
  id: string;
  giftcard_id: string;
}

export interface CartData {
  items: CartItemData[];
  coupon_code: string | null;
  giftcards: CartGiftcardData[];
  shipping: ShippingData;
  billing: BillingData;
  /** The guest's e-mail (a logged-in account brings its own). */
  guest_email: string | null;
  metadata: Record<string, unknown> | null;
  comments: string | null;
}

export function emptyCartData(): CartData {
  return {
    items: [],
    coupon_code: null,
    giftcards: [],
    shipping: {},
    billing: {},
    guest_email: null,
    metadata: null,
    comments: null,
  };
}

/** The most cards one cart may hold (spec §5 "at most {{maxCards}} cards"). */
export const MAX_CARDS_PER_CART = 10_000;
/** The most lines one cart may hold; one line is one card design. */
export const MAX_ITEMS_PER_CART = 100;
