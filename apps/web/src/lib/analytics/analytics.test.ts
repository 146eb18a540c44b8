import { afterEach, describe, expect, it } from 'vitest';
import type { StoreCart, StoreOrder, StoreOrderItem } from '../store/types.ts';
import {
  trackAddPaymentInfo,
  trackAddToCart,
  trackEvent,
  trackPurchase,
  trackSignUp,
} from './analytics.ts';
import { COOKIE_SETTINGS_KEY } from './trackingConsent.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer;
const choose = (setting: string) => window.localStorage.setItem(COOKIE_SETTINGS_KEY, setting);

afterEach(() => {
  delete (window as DataLayerWindow).dataLayer;
});

const line: StoreOrderItem = {
  id: 'line-1',
  product_id: 'prod-a6',
  product_name: 'Karte A6',
  quantity: 50,
  price: 2.5,
  price_total: 125,
  discount_total: 12.5,
};
const cart: StoreCart = {
  id: 'cart-1',
  currency: 'EUR',
  items: [line],
  coupon_code: 'HERBST10',
  tax_total: 22.04,
  shipment_total: 3.5,
  grand_total: 138.04,
};
const order = { ...cart, id: 'ord-1', number: '100042' } as StoreOrder;

function trackAll() {
  trackSignUp();
  trackAddToCart(cart, line);
  trackAddPaymentInfo(cart, 'card');
  trackPurchase(order, 'card');
}

describe('analytics gating (spec §1: only with the cookie setting unrestricted)', () => {
  it('pushes nothing while the setting is unset', () => {
    trackAll();
    expect(trackEvent('sign_up', { method: 'email' })).toBe(false);
    expect(dataLayer()).toBeUndefined();
  });

  it('pushes nothing when restricted', () => {
    choose('restricted');
    trackAll();
    expect(dataLayer()).toBeUndefined();
  });

  it('pushes nothing for an unknown stored value', () => {
    choose('maybe');
    trackAll();
    expect(dataLayer()).toBeUndefined();
  });

  it('leaves an existing dataLayer untouched when restricted', () => {
    choose('restricted');
    (window as DataLayerWindow).dataLayer = [{ existing: true }];
    trackAll();
    expect(dataLayer()).toEqual([{ existing: true }]);
  });

  it('creates window.dataLayer and pushes when unrestricted, without a tracking id', () => {
    choose('unrestricted');
    expect(trackSignUp()).toBe(true);
    expect(dataLayer()).toEqual([{ event: 'sign_up', method: 'email' }]);
  });

  it('appends to an existing dataLayer (a loaded tag)', () => {
    choose('unrestricted');
    (window as DataLayerWindow).dataLayer = [{ existing: true }];
    trackSignUp();
    expect(dataLayer()).toEqual([{ existing: true }, { event: 'sign_up', method: 'email' }]);
  });

  it('honours a change to restricted during the visit: no more pushes', () => {
    choose('unrestricted');
    trackSignUp();
    choose('restricted');
    trackAll();
    expect(dataLayer()).toEqual([{ event: 'sign_up', method: 'email' }]);
  });

  it('honours a change to unrestricted during the visit: pushes from then on', () => {
    choose('restricted');
    trackSignUp();
    choose('unrestricted');
    trackSignUp();
    expect(dataLayer()).toEqual([{ event: 'sign_up', method: 'email' }]);
  });
});

describe('analytics events (GA4 ecommerce convention)', () => {
  it('add_to_cart: clears ecommerce, then the added line', () => {
    choose('unrestricted');
    expect(trackAddToCart(cart, line)).toBe(true);
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 112.5,
          items: [
            {
              item_id: 'prod-a6',
              item_name: 'Karte A6',
              price: 2.25,
              quantity: 50,
              discount: 0.25,
            },
          ],
        },
      },
    ]);
  });

  it('add_payment_info: cart total, coupon and payment type', () => {
    choose('unrestricted');
    trackAddPaymentInfo(cart, 'paypal');
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      {
        event: 'add_payment_info',
        ecommerce: {
          currency: 'EUR',
          value: 138.04,
          coupon: 'HERBST10',
          payment_type: 'paypal',
          items: [expect.objectContaining({ item_id: 'prod-a6', quantity: 50 })],
        },
      },
    ]);
  });

  it('purchase: every field of spec §9, once per order', () => {
    choose('unrestricted');
    expect(trackPurchase(order, 'savedCard')).toBe(true);
    expect(trackPurchase(order, 'savedCard')).toBe(false);
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: '100042',
          value: 138.04,
          tax: 22.04,
          shipping: 3.5,
          currency: 'EUR',
          coupon: 'HERBST10',
          payment_type: 'savedCard',
          items: [expect.objectContaining({ item_id: 'prod-a6', price: 2.25 })],
        },
      },
    ]);
  });

  it('purchase while restricted is not remembered as reported', () => {
    choose('restricted');
    expect(trackPurchase(order, 'card')).toBe(false);
    choose('unrestricted');
    expect(trackPurchase(order, 'card')).toBe(true);
    expect(dataLayer()).toHaveLength(2);
  });

  it('another order is reported too', () => {
    choose('unrestricted');
    trackPurchase(order, 'card');
    trackPurchase({ ...order, number: '100043' }, 'card');
    expect(dataLayer()).toHaveLength(4);
  });
});
