import type { PaymentMethodId } from '@federkiel/machines';

// Pure mapping from the store's cart and order (lib/store/types.ts: snake_case, euros as
// numbers) to the GA4 ecommerce parameters of spec §9's analytics events. No consent
// check and no push here; see analytics.ts.

/** A cart or order line as the store sends it (StoreOrderItem, loosely). */
export interface EcommerceLineSource {
  id?: unknown;
  product_id?: unknown;
  product_name?: unknown;
  product?: { name?: unknown } | null;
  quantity?: unknown;
  /** Unit price before discounts. */
  price?: unknown;
  /** `price` × `quantity`, before discounts. */
  price_total?: unknown;
  /** The line's discounts (volume discount, coupon share) in total. */
  discount_total?: unknown;
}

/** A cart or order as the store sends it (StoreCart, StoreOrder, loosely). */
export interface EcommerceSource {
  id?: unknown;
  /** The order number (orders only). */
  number?: unknown;
  currency?: unknown;
  grand_total?: unknown;
  tax_total?: unknown;
  shipment_total?: unknown;
  coupon_code?: unknown;
  items?: readonly EcommerceLineSource[] | null;
}

/** GA4 item: `price` is the unit price after discounts, `discount` the unit discount. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  discount?: number;
}

export interface AddToCartParams {
  currency: string;
  value: number;
  items: AnalyticsItem[];
}

export interface AddPaymentInfoParams extends AddToCartParams {
  /** Only when a coupon is applied. */
  coupon?: string;
  payment_type: PaymentMethodId;
}

export interface PurchaseParams extends AddPaymentInfoParams {
  transaction_id: string;
  tax: number;
  shipping: number;
}

/** The shop sells in euros; the store names the currency on every cart and order. */
export const DEFAULT_CURRENCY = 'EUR';

const money = (amount: number): number => Math.round(amount * 100) / 100;

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

function currencyOf(source: EcommerceSource): string {
  return textOf(source.currency)?.toUpperCase() ?? DEFAULT_CURRENCY;
}

/** The line's value: what it costs after its discounts, before VAT and postage. */
export function lineValue(line: EcommerceLineSource): number {
  const quantity = numberOf(line.quantity);
  const gross =
    typeof line.price_total === 'number'
      ? numberOf(line.price_total)
      : numberOf(line.price) * quantity;
  return money(gross - numberOf(line.discount_total));
}

export function toAnalyticsItem(line: EcommerceLineSource): AnalyticsItem {
  const quantity = numberOf(line.quantity);
  const unitPrice =
    typeof line.price === 'number'
      ? numberOf(line.price)
      : quantity > 0
        ? numberOf(line.price_total) / quantity
        : 0;
  const unitDiscount = quantity > 0 ? numberOf(line.discount_total) / quantity : 0;
  const item: AnalyticsItem = {
    item_id: textOf(line.product_id) ?? textOf(line.id) ?? '',
    item_name: textOf(line.product_name) ?? textOf(line.product?.name) ?? '',
    price: money(unitPrice - unitDiscount),
    quantity,
  };
  if (money(unitDiscount) > 0) item.discount = money(unitDiscount);
  return item;
}

export function toAnalyticsItems(source: EcommerceSource): AnalyticsItem[] {
  return (source.items ?? []).map(toAnalyticsItem);
}

/** The amount to pay: the store's grand total, or the lines' value when it sent none. */
function totalOf(source: EcommerceSource): number {
  if (typeof source.grand_total === 'number') return money(numberOf(source.grand_total));
  return money((source.items ?? []).reduce((sum, line) => sum + lineValue(line), 0));
}

/** `add_to_cart`: the added line only, valued after its discounts. */
export function addToCartParams(
  cart: EcommerceSource,
  addedLine: EcommerceLineSource,
): AddToCartParams {
  return {
    currency: currencyOf(cart),
    value: lineValue(addedLine),
    items: [toAnalyticsItem(addedLine)],
  };
}

/** `add_payment_info`: the whole cart at its grand total, with the chosen method. */
export function addPaymentInfoParams(
  cart: EcommerceSource,
  paymentType: PaymentMethodId,
): AddPaymentInfoParams {
  const coupon = textOf(cart.coupon_code);
  return {
    currency: currencyOf(cart),
    value: totalOf(cart),
    ...(coupon ? { coupon } : {}),
    payment_type: paymentType,
    items: toAnalyticsItems(cart),
  };
}

/** `purchase`: the submitted order; `transaction_id` is the order number. */
export function purchaseParams(
  order: EcommerceSource,
  paymentType: PaymentMethodId,
): PurchaseParams {
  const coupon = textOf(order.coupon_code);
  return {
    transaction_id: textOf(order.number) ?? textOf(order.id) ?? '',
    value: totalOf(order),
    tax: money(numberOf(order.tax_total)),
    shipping: money(numberOf(order.shipment_total)),
    currency: currencyOf(order),
    ...(coupon ? { coupon } : {}),
    payment_type: paymentType,
    items: toAnalyticsItems(order),
  };
}
