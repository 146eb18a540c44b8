import { describe, expect, it } from 'vitest';
import type { StoreOrder, StoreOrderItem } from '../store/types.ts';
import {
  addPaymentInfoParams,
  addToCartParams,
  purchaseParams,
  toAnalyticsItem,
} from './ecommerce.ts';

type OrderWithCoupon = StoreOrder & { coupon_code?: string | null };

const discountedLine: StoreOrderItem = {
  id: 'line-1',
  product_id: 'prod-a6',
  product_name: 'Karte A6',
  product: { name: 'Karte A6' },
  quantity: 3,
  price: 3.3,
  price_total: 9.9,
  discount_total: 1,
};

const withCoupon: OrderWithCoupon = {
  id: 'ord-7',
  number: '100007',
  currency: 'EUR',
  coupon_code: 'WILLKOMMEN',
  items: [
    discountedLine,
    {
      id: 'line-2',
      product_id: 'prod-din-lang',
      product: { name: 'Brief DIN lang' },
      quantity: 2,
      price: 4,
      price_total: 8,
      discount_total: 0,
    },
  ],
  tax_total: 3.69,
  shipment_total: 2.5,
  grand_total: 23.09,
};

describe('purchaseParams', () => {
  it('maps an order with a coupon', () => {
    expect(purchaseParams(withCoupon, 'card')).toEqual({
      transaction_id: '100007',
      value: 23.09,
      tax: 3.69,
      shipping: 2.5,
      currency: 'EUR',
      coupon: 'WILLKOMMEN',
      payment_type: 'card',
      items: [
        { item_id: 'prod-a6', item_name: 'Karte A6', price: 2.97, quantity: 3, discount: 0.33 },
        { item_id: 'prod-din-lang', item_name: 'Brief DIN lang', price: 4, quantity: 2 },
      ],
    });
  });

  it('omits coupon for an order without one (missing, null or empty)', () => {
    for (const coupon_code of [undefined, null, '', '  ']) {
      const params = purchaseParams({ ...withCoupon, coupon_code }, 'paypal');
      expect(params).not.toHaveProperty('coupon');
      expect(params).toMatchObject({ transaction_id: '100007', payment_type: 'paypal' });
    }
  });

  it('falls back sensibly: order id, euros, zero tax and shipping, the lines as value', () => {
    const params = purchaseParams(
      { id: 'ord-8', items: [{ id: 'x', product_id: 'p', quantity: 2, price_total: 10 }] },
      'card',
    );
    expect(params).toEqual({
      transaction_id: 'ord-8',
      value: 10,
      tax: 0,
      shipping: 0,
      currency: 'EUR',
      payment_type: 'card',
      items: [{ item_id: 'p', item_name: '', price: 5, quantity: 2 }],
    });
  });
});

describe('addPaymentInfoParams', () => {
  it('has currency, value, coupon, payment type and items, no order fields', () => {
    const params = addPaymentInfoParams(withCoupon, 'savedCard');
    expect(Object.keys(params).sort()).toEqual(
      ['coupon', 'currency', 'items', 'payment_type', 'value'].sort(),
    );
    expect(params.value).toBe(23.09);
  });
});

describe('addToCartParams', () => {
  it('values only the added line, after its discount', () => {
    expect(addToCartParams(withCoupon, discountedLine)).toEqual({
      currency: 'EUR',
      value: 8.9,
      items: [toAnalyticsItem(discountedLine)],
    });
  });

  it('rounds to cents', () => {
    expect(
      toAnalyticsItem({ product_id: 'p', quantity: 3, price: 0.1, discount_total: 0.1 }),
    ).toEqual({ item_id: 'p', item_name: '', price: 0.07, quantity: 3, discount: 0.03 });
  });
});
