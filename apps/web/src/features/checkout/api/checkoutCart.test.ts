import { describe, expect, it } from 'vitest';
import type { StoreCart } from '../../../lib/store/types.ts';
import { toCheckoutCart } from './checkoutCart.ts';

describe('toCheckoutCart', () => {
  it('maps the store cart to the machine’s cart', () => {
    const cart = {
      id: 'cart_1',
      items: [{ id: 'itm_1', quantity: 60 }],
      item_quantity: 60,
      currency: 'CHF',
      capture_total: 120.5,
      grand_total: 130,
      coupon_code: 'HERBST',
      shipping: { name: 'Ada', service: 'to_customer' },
      shipment_rating: {
        services: [
          { id: 'to_customer', name: 'Versand an dich', price: 4.9 },
          { id: 'to_recipients' },
        ],
      },
      billing: { paysafecard: { payment_id: 'psc_1' } },
      checkout_id: 'chk_1',
      coupon: { applicable: true, message: null },
    } as StoreCart;
    expect(toCheckoutCart(cart)).toEqual({
      id: 'cart_1',
      itemCount: 60,
      currency: 'CHF',
      captureTotal: 120.5,
      grandTotal: 130,
      couponCode: 'HERBST',
      shippingService: 'to_customer',
      services: [
        { id: 'to_customer', name: 'Versand an dich', price: 4.9 },
        // Without name and price: the id and 0.
        { id: 'to_recipients', name: 'to_recipients', price: 0 },
      ],
      subscription: false,
      paymentId: 'psc_1',
      checkoutId: 'chk_1',
      couponIssue: null,
    });
  });

  it('charges the grand total when there is no capture total', () => {
    const cart: StoreCart = { id: 'cart_1', items: [], grand_total: 42 };
    expect(toCheckoutCart(cart).captureTotal).toBe(42);
    expect(toCheckoutCart({ ...cart, capture_total: 0 }).captureTotal).toBe(0);
  });

  it('defaults a sparse cart: EUR, no coupon, no service, no paysafecard payment', () => {
    const cart: StoreCart = {
      id: 'cart_2',
      items: [
        { id: 'a', quantity: 2 },
        { id: 'b', quantity: 3 },
      ],
    };
    expect(toCheckoutCart(cart)).toEqual({
      id: 'cart_2',
      itemCount: 5,
      currency: 'EUR',
      captureTotal: 0,
      grandTotal: 0,
      couponCode: null,
      shippingService: null,
      services: [],
      subscription: false,
      paymentId: null,
      checkoutId: null,
      couponIssue: null,
    });
    expect(
      toCheckoutCart({
        ...cart,
        coupon_code: null,
        shipping: null,
        billing: { paysafecard: null },
      }),
    ).toMatchObject({ couponCode: null, shippingService: null, paymentId: null });
  });

  it('a coupon that stopped applying is an issue with the store’s words', () => {
    const message = 'Dieser Gutscheincode gilt ab einem Warenwert von 20,00 € (netto).';
    const cart = {
      id: 'cart_3',
      items: [{ id: 'a', quantity: 1 }],
      coupon_code: 'FEDER5',
      coupon: { applicable: false, message },
    } as StoreCart;
    expect(toCheckoutCart(cart).couponIssue).toEqual({
      field: 'coupon_code',
      code: 'NOT_APPLICABLE',
      message,
    });
  });
});
