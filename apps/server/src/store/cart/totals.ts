import type { Product } from '../catalogue/catalogue.ts';
import { tierFor, volumeDiscountEach } from '../catalogue/volumeDiscounts.ts';
import { vatOn, VAT_PERCENT } from '../money.ts';
import type { CartItemData } from './cartData.ts';
import {
  couponDiscountCents,
  couponProblem,
  type CouponProblem,
  type CouponRow,
} from './coupons.ts';
import { envelopeFormatFor } from '@federkiel/machines/configurator/envelopeLayout';
import {
  DEFAULT_SHIPPING_RATES,
  postageClassOf,
  type PostageClass,
  type ShippingRates,
  type ZoneCounts,
} from '@federkiel/machines/pricing/postage';
import { shippingServices, type ShippingLine, type ShippingService } from './shipping.ts';

// Prices a cart. Pure: the same inputs always give the same cents. The rules:
// 1. Each line costs the product's net price per card × quantity (sub_total).
// 2. Volume discount: the tier reached by all cards of that product in the cart, per card.
// 3. Coupon: percentage or fixed amount off the goods after volume discounts, shared out
//    over the lines in proportion to their value (the last line takes the rounding cent).
// 4. Shipping: the chosen service's net price — per card by its recipient's country, or the
//    parcel by the delivery address's country (the owner's rates, shipping.ts).
// 5. VAT 19 % on each line's discounted value and on shipping, rounded per line.
// 6. grand_total = sub_total − discount_total + shipment_total + tax_total.
// 7. Gift cards pay part of grand_total in order of application; capture_total is the rest,
//    what the payment method is charged.

export interface PricedItem {
  item: CartItemData;
  product: Product;
  priceCents: number;
  priceTotalCents: number;
  volumeDiscountEachCents: number;
  volumePercent: number;
  couponShareCents: number;
  discountTotalCents: number;
  taxTotalCents: number;
}

export interface GiftcardBalance {
  lineId: string;
  giftcardId: string;
  code: string;
  balanceCents: number;
}

export interface AppliedGiftcard extends GiftcardBalance {
  amountCents: number;
}

export interface CartTotals {
  items: PricedItem[];
  itemQuantity: number;
  subTotalCents: number;
  volumeDiscountCents: number;
  couponDiscountCents: number;
  discountTotalCents: number;
  shipping: ShippingService | null;
  /** Both services as priced for this cart (the chosen one is `shipping`). */
  shippingServices: ShippingService[];
  shipmentTotalCents: number;
  shipmentTaxCents: number;
  taxTotalCents: number;
  grandTotalCents: number;
  giftcards: AppliedGiftcard[];
  giftcardTotalCents: number;
  captureTotalCents: number;
  coupon: CouponRow | null;
  couponProblem: CouponProblem | null;
}

export interface PricingInput {
  items: readonly CartItemData[];
  product: (id: string) => Product | undefined;
  coupon: CouponRow | null;
  shippingServiceId: string | null | undefined;
  giftcards: readonly GiftcardBalance[];
  now: Date;
  /** The owner's postage and the destinations; without it, the default rates, all Germany. */
  destinations?: CartDestinations | undefined;
}

/** Where a cart's cards go: the recipients per line and the delivery address's country. */
export interface CartDestinations {
  rates: ShippingRates;
  deliveryCountry?: string | null | undefined;
  /** A line's cards by zone and their countries (most cards first); null: not known. */
  line?: ((item: CartItemData) => LineDestinations | null) | undefined;
}

export interface LineDestinations {
  zones: ZoneCounts;
  countries: readonly string[];
}

/** The envelope a product's card goes out in decides its letter class. */
export function productPostageClass(
  product: Pick<Product, 'kind' | 'widthMm' | 'heightMm'>,
): PostageClass {
  const kind =
    product.kind === 'letter' || product.kind === 'folded_card' ? product.kind : 'postcard';
  return postageClassOf(
    envelopeFormatFor({ kind, widthMm: product.widthMm, heightMm: product.heightMm }).name,
  );
}

export function priceCart(input: PricingInput): CartTotals {
  const lines = input.items.flatMap((item) => {
    const product = input.product(item.product_id);
    // A product taken out of the catalogue simply drops out of the price.
    return product ? [{ item, product }] : [];
  });

  const quantityByProduct = new Map<string, number>();
  for (const { item, product } of lines) {
    quantityByProduct.set(product.id, (quantityByProduct.get(product.id) ?? 0) + item.quantity);
  }

  const priced: PricedItem[] = lines.map(({ item, product }) => {
    const tier = tierFor(product.volumeDiscounts, quantityByProduct.get(product.id) ?? 0);
    const volumeEach = volumeDiscountEach(product.priceCents, tier);
    return {
      item,
      product,
      priceCents: product.priceCents,
      priceTotalCents: product.priceCents * item.quantity,
      volumeDiscountEachCents: volumeEach,
      volumePercent: tier?.percent ?? 0,
      couponShareCents: 0,
      discountTotalCents: volumeEach * item.quantity,
      taxTotalCents: 0,
    };
  });

  const subTotalCents = sum(priced.map((p) => p.priceTotalCents));
  const volumeDiscountCents = sum(priced.map((p) => p.discountTotalCents));
  const goodsCents = subTotalCents - volumeDiscountCents;

  let couponCents = 0;
  let problem: CouponProblem | null = null;
  if (input.coupon) {
    problem = couponProblem(input.coupon, input.now, goodsCents);
    if (!problem) {
      couponCents = couponDiscountCents(input.coupon, goodsCents);
      shareOut(priced, couponCents, goodsCents);
    }
  }

  for (const p of priced) {
    p.discountTotalCents += p.couponShareCents;
    p.taxTotalCents = vatOn(p.priceTotalCents - p.discountTotalCents);
  }

  const destinations = input.destinations ?? { rates: DEFAULT_SHIPPING_RATES };
  const services = shippingServices(
    priced.map((p): ShippingLine => {
      const line = destinations.line?.(p.item) ?? null;
      return {
        quantity: p.item.quantity,
        postageClass: productPostageClass(p.product),
        zones: line?.zones ?? null,
        countries: line?.countries,
      };
    }),
    { rates: destinations.rates, deliveryCountry: destinations.deliveryCountry },
  );
  const shipping = services.find((s) => s.id === input.shippingServiceId) ?? null;
  const shipmentTotalCents = priced.length > 0 ? (shipping?.priceCents ?? 0) : 0;
  const shipmentTaxCents = vatOn(shipmentTotalCents);

  const discountTotalCents = volumeDiscountCents + couponCents;
  const taxTotalCents = sum(priced.map((p) => p.taxTotalCents)) + shipmentTaxCents;
  const grandTotalCents = subTotalCents - discountTotalCents + shipmentTotalCents + taxTotalCents;

  let remaining = grandTotalCents;
  const giftcards = input.giftcards.map((card) => {
    const amountCents = Math.max(0, Math.min(card.balanceCents, remaining));
    remaining -= amountCents;
    return Object.assign({}, card, { amountCents });
  });
  const giftcardTotalCents = grandTotalCents - remaining;

  return {
    items: priced,
    itemQuantity: sum(priced.map((p) => p.item.quantity)),
    subTotalCents,
    volumeDiscountCents,
    couponDiscountCents: couponCents,
    discountTotalCents,
    shipping,
    shippingServices: services,
    shipmentTotalCents,
    shipmentTaxCents,
    taxTotalCents,
    grandTotalCents,
    giftcards,
    giftcardTotalCents,
    captureTotalCents: remaining,
    coupon: input.coupon,
    couponProblem: problem,
  };
}

/**
 * Spreads `amount` over the lines in proportion to their discounted value (largest
 * remainder method), so the shares add up to the cent and no line goes below zero.
 */
function shareOut(priced: PricedItem[], amount: number, goodsCents: number): void {
  if (amount <= 0 || goodsCents <= 0) return;
  const exact = priced.map(
    (p) => (amount * (p.priceTotalCents - p.discountTotalCents)) / goodsCents,
  );
  const shares = exact.map(Math.floor);
  let left = amount - sum(shares);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  priced.forEach((p, index) => {
    p.couponShareCents = shares[index] ?? 0;
  });
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export { VAT_PERCENT };
