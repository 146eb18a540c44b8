import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, ok, startStore, type TestStore } from './support/store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(async () => store.close());

describe('cart through swell-js', () => {
  it('adds, updates and removes items with server-side prices', async () => {
    const swell = store.shopper();
    expect(await swell.cart.get()).toBeNull();
    let cart = ok(
      await swell.cart.addItem({
        product_id: 'prd_a6_postkarte',
        quantity: 20,
        price: 0.01,
        metadata: { configuration_id: 'cfg_123' },
      }),
    );
    expect(cart.items?.[0]).toMatchObject({
      product_id: 'prd_a6_postkarte',
      product_name: 'A6 Postkarte',
      quantity: 20,
      price: 2.9,
      price_total: 58,
      metadata: { configuration_id: 'cfg_123' },
      // No stored configuration behind this line (the key is `configurationId`).
      configuration: null,
    });
    expect(cart).toMatchObject({
      sub_total: 58,
      discount_total: 0,
      tax_total: 11.02,
      grand_total: 69.02,
      capture_total: 69.02,
    });
    // A minted token: the time (12 hex digits), 22 random characters, a 10-character signature.
    expect(swell.session.getCookie()).toMatch(/^[0-9a-f]{12}[\w-]{32}$/);

    const itemId = cart.items?.[0]?.id as string;
    cart = ok(await swell.cart.updateItem(itemId, { quantity: 100 }));
    // 100 cards reach the 10 % tier.
    expect(cart).toMatchObject({ item_quantity: 100, sub_total: 290, discount_total: 29 });
    expect(cart.items?.[0]?.discount_each).toBe(0.29);

    cart = ok(await swell.cart.addItem({ product_id: 'a4-brief', quantity: 2 }));
    expect(cart.items).toHaveLength(2);
    cart = ok(await swell.cart.removeItem(itemId));
    expect(cart.items?.map((i) => i.product_id)).toEqual(['prd_a4_brief']);

    cart = ok(await swell.cart.setItems([{ product_id: 'din-lang', quantity: 5 }]));
    expect(cart.items?.map((i) => [i.product_name, i.quantity])).toEqual([['DIN lang Karte', 5]]);
    expect((await swell.cart.get())?.id).toBe(cart.id);
  });

  it('answers an unknown product with errors, not an exception', async () => {
    const swell = store.shopper();
    const result = await swell.cart.addItem({ product_id: 'prd_unbekannt', quantity: 1 });
    expect(errorsOf(result).product_id?.code).toBe('INVALID');
  });

  it('applies a good coupon, refuses a bad one with a German message, removes it', async () => {
    const swell = store.shopper();
    ok(await swell.cart.addItem({ product_id: 'prd_a5_klappkarte', quantity: 10 }));
    let cart = await swell.cart.applyCoupon('willkommen10');
    expect(cart).toMatchObject({ coupon_code: 'WILLKOMMEN10', discount_total: 4.9 });
    expect(cart.discounts).toContainEqual(expect.objectContaining({ id: 'coupon', amount: 4.9 }));

    const bad = await swell.cart.applyCoupon('GIBTESNICHT');
    expect(errorsOf(bad).coupon_code).toEqual({
      code: 'INVALID',
      message: 'Diesen Gutscheincode kennen wir leider nicht.',
    });
    const expired = await swell.cart.applyCoupon('ABGELAUFEN');
    expect(errorsOf(expired).coupon_code?.message).toBe(
      'Dieser Gutscheincode ist leider abgelaufen.',
    );
    // A refused coupon leaves the good one in place.
    expect((await swell.cart.get())?.coupon_code).toBe('WILLKOMMEN10');

    cart = await swell.cart.removeCoupon();
    expect(cart).toMatchObject({ coupon_code: null, discount_total: 0 });
  });

  it('applies a fixed coupon with a minimum order and a gift card', async () => {
    const swell = store.shopper();
    ok(await swell.cart.addItem({ product_id: 'prd_a6_postkarte', quantity: 5 }));
    expect(errorsOf(await swell.cart.applyCoupon('FEDER5')).coupon_code?.code).toBe('MIN_ORDER');
    ok(await swell.cart.addItem({ product_id: 'prd_a6_postkarte', quantity: 5 }));
    let cart = await swell.cart.applyCoupon('FEDER5');
    // 10 × 2,90 = 29,00 − 5,00 = 24,00 net; + 19 % = 28,56
    expect(cart).toMatchObject({ discount_total: 5, tax_total: 4.56, grand_total: 28.56 });

    cart = await swell.cart.applyGiftcard('geschenk-25-demo');
    expect(cart).toMatchObject({ giftcard_total: 25, grand_total: 28.56, capture_total: 3.56 });
    const giftcardId = cart.giftcards?.[0]?.id as string;
    expect(errorsOf(await swell.cart.applyGiftcard('KEINE-KARTE')).code?.code).toBe('INVALID');
    cart = await swell.cart.removeGiftcard(giftcardId);
    expect(cart).toMatchObject({ giftcard_total: 0, capture_total: 28.56 });
  });

  it('rates shipping to the customer and to the recipients', async () => {
    const swell = store.shopper();
    ok(await swell.cart.addItem({ product_id: 'prd_a6_postkarte', quantity: 8 }));
    ok(await swell.cart.addItem({ product_id: 'prd_a5_klappkarte', quantity: 2 }));
    const rating = (await swell.cart.getShippingRates()) as unknown as {
      services: { id: string; name: string; price: number }[];
    };
    expect(rating.services).toEqual([
      expect.objectContaining({ id: 'to_customer', name: 'Versand an dich', price: 4.9 }),
      expect.objectContaining({
        id: 'to_recipients',
        name: 'Versand an die Empfänger',
        price: 9.8,
      }),
    ]);
    let cart = ok(await swell.cart.update({ shipping: { service: 'to_recipients' } }));
    expect(cart.shipping).toMatchObject({
      service: 'to_recipients',
      service_name: 'Versand an die Empfänger',
      price: 9.8,
    });
    expect(cart.shipment_total).toBe(9.8);
    cart = ok(await swell.cart.update({ shipping: { service: 'to_customer' } }));
    expect(cart.shipment_total).toBe(4.9);
    // Goods 8 × 2,90 + 2 × 4,90 = 33,00; shipping 4,90; VAT 6,27 + 0,93.
    expect(cart).toMatchObject({ sub_total: 33, tax_total: 7.2, grand_total: 45.1 });
  });

  it('recovers a cart by its checkout id in another browser', async () => {
    const first = store.shopper();
    const cart = ok(await first.cart.addItem({ product_id: 'prd_a4_brief', quantity: 3 }));
    const second = store.shopper();
    const recovered = await second.cart.recover(cart.checkout_id as string);
    expect(recovered).toMatchObject({ id: cart.id, item_quantity: 3 });
  });
});
