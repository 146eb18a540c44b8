import type { CheckoutCart, ShippingService } from '@federkiel/machines';
import type { StoreAddress, StoreCart } from '../../../lib/store/types.ts';

// The store's cart in the checkout machine's terms. Addresses: lib/forms/addressValues.ts
// (its AddressValues are the machine's CheckoutAddress).

interface CartShape {
  item_quantity?: number;
  currency?: string;
  capture_total?: number;
  grand_total?: number;
  coupon_code?: string | null;
  shipping?: (StoreAddress & { service?: string | null }) | null;
  shipment_rating?: { services?: { id: string; name?: string; price?: number }[] } | null;
  billing?: { paysafecard?: { payment_id?: string } | null } | null;
  checkout_id?: string | null;
  coupon?: { applicable?: boolean; message?: string | null } | null;
}

export function toCheckoutCart(cart: StoreCart): CheckoutCart {
  const c = cart as StoreCart & CartShape;
  const services: ShippingService[] = (c.shipment_rating?.services ?? []).map((s) => ({
    id: s.id,
    name: s.name ?? s.id,
    price: s.price ?? 0,
  }));
  return {
    id: cart.id,
    itemCount: c.item_quantity ?? (cart.items ?? []).reduce((sum, item) => sum + item.quantity, 0),
    currency: c.currency ?? 'EUR',
    captureTotal: c.capture_total ?? c.grand_total ?? 0,
    grandTotal: c.grand_total ?? 0,
    couponCode: c.coupon_code ?? null,
    shippingService: c.shipping?.service ?? null,
    services,
    subscription: false,
    paymentId: c.billing?.paysafecard?.payment_id ?? null,
    checkoutId: c.checkout_id ?? null,
    // A coupon on the cart that stopped applying (items removed): the store's own words.
    couponIssue:
      c.coupon_code && c.coupon?.applicable === false
        ? { field: 'coupon_code', code: 'NOT_APPLICABLE', message: c.coupon.message ?? '' }
        : null,
  };
}
