import type { CartItemData } from '../store/cart/cartData.ts';
import type { Product } from '../store/catalogue/catalogue.ts';
import { shippingServices, type ShippingServiceId } from '../store/cart/shipping.ts';
import type { CartTotals } from '../store/cart/totals.ts';

// The totals of a WunderLink order, computed here and never taken from the browser: the
// granted cards cost nothing, and neither does their shipping — franked to each recipient
// when the link includes postage, otherwise in one envelope to the customer. Everything is
// 0 (no VAT on nothing, no coupon, no gift card), so the order never asks for a payment.
// The line keeps its product (name, format, picture) so the order reads like any other.

export function shippingModeOf(postageIncluded: boolean): ShippingServiceId {
  return postageIncluded ? 'to_recipients' : 'to_customer';
}

export function grantTotals(
  item: CartItemData,
  product: Product,
  mode: ShippingServiceId,
): CartTotals {
  const free = shippingServices([
    { quantity: item.quantity, postageClass: 'letter', zones: null },
  ]).map((s) => ({ ...s, priceCents: 0 }));
  const service = free.find((s) => s.id === mode) ?? null;
  return {
    items: [
      {
        item,
        product,
        priceCents: 0,
        priceTotalCents: 0,
        volumeDiscountEachCents: 0,
        volumePercent: 0,
        couponShareCents: 0,
        discountTotalCents: 0,
        taxTotalCents: 0,
      },
    ],
    itemQuantity: item.quantity,
    subTotalCents: 0,
    volumeDiscountCents: 0,
    couponDiscountCents: 0,
    discountTotalCents: 0,
    shipping: service,
    shippingServices: free,
    shipmentTotalCents: 0,
    shipmentTaxCents: 0,
    taxTotalCents: 0,
    grandTotalCents: 0,
    giftcards: [],
    giftcardTotalCents: 0,
    captureTotalCents: 0,
    coupon: null,
    couponProblem: null,
  };
}
