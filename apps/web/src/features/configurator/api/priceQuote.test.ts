import { describe, expect, it } from 'vitest';
import { A6_PRODUCT } from '../testing/configuratorTestKit.tsx';
import { computeQuote, nextTier, tierFor } from './priceQuote.ts';

const tiers = [
  { min_quantity: 50, discount_percent: 5, price: 2.75 },
  { min_quantity: 100, discount_percent: 10, price: 2.61 },
];
const product = { ...A6_PRODUCT, volume_discounts: tiers };

describe('price quote from the store’s figures', () => {
  it('adds postage per card and 19 % VAT per line, like the cart', () => {
    expect(
      computeQuote(product, null, {
        canvasKey: 'a6-postkarte',
        quantity: 3,
        shippingMode: 'to_recipients',
      }),
    ).toEqual({
      currency: 'EUR',
      quantity: 3,
      price: 2.9,
      volumeDiscountPercent: 0,
      discountTotal: 0,
      shipmentTotal: 2.85,
      taxTotal: 2.19,
      grandTotal: 13.74,
    });
  });

  it('uses the tier price the store computed, counting cards already in the cart', () => {
    const quote = computeQuote(
      product,
      { services: [{ id: 'to_customer', price: 4.9 }] },
      { canvasKey: 'a6-postkarte', quantity: 40, shippingMode: 'to_customer' },
      20,
    );
    expect(quote.volumeDiscountPercent).toBe(5);
    expect(quote.discountTotal).toBeCloseTo(6);
    expect(quote.shipmentTotal).toBe(4.9);
    // 40 × 2,75 = 110,00 + 4,90 = 114,90 net; VAT 20,90 + 0,93.
    expect(quote.taxTotal).toBeCloseTo(21.83);
    expect(quote.grandTotal).toBeCloseTo(136.73);
  });

  it('finds the reached and the next tier', () => {
    expect(tierFor(tiers, 49)).toBeNull();
    expect(tierFor(tiers, 120)?.min_quantity).toBe(100);
    expect(nextTier(tiers, 60)?.min_quantity).toBe(100);
    expect(nextTier(tiers, 100)).toBeNull();
  });

  it('refuses to guess a flat rate the store did not name', () => {
    expect(() =>
      computeQuote(
        product,
        { services: [] },
        { canvasKey: 'x', quantity: 1, shippingMode: 'to_customer' },
      ),
    ).toThrow();
  });
});
