import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_RATES } from '@federkiel/machines/pricing/postage';
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
        countries: ['DE', 'DE', 'DE'],
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
      { canvasKey: 'a6-postkarte', quantity: 40, shippingMode: 'to_customer', countries: [] },
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
        { canvasKey: 'x', quantity: 1, shippingMode: 'to_customer', countries: ['DE'] },
      ),
    ).toThrow();
  });

  it('prices each card by its recipient’s country with the owner’s rates, like the cart', () => {
    const rates = {
      ...DEFAULT_SHIPPING_RATES,
      EU: { ...DEFAULT_SHIPPING_RATES.EU, letter_cents: 140, large_letter_cents: 200 },
    };
    const request = {
      canvasKey: 'a6-postkarte',
      quantity: 2,
      shippingMode: 'to_recipients' as const,
      countries: ['AT', 'DE'],
    };
    // A6 postcard → C6 envelope → Standardbrief: Vienna 1,40 € (EU) + Berlin 0,95 €.
    expect(computeQuote({ ...product, shipping_rates: rates }, null, request).shipmentTotal).toBe(
      2.35,
    );
    // An A5 folded card goes in a C5 envelope: Kompaktbrief, 2,00 € + 1,10 €.
    const a5 = { ...product, kind: 'folded_card', width_mm: 148, height_mm: 210 };
    expect(computeQuote({ ...a5, shipping_rates: rates }, null, request).shipmentTotal).toBe(3.1);
    // Before the rates are known: the defaults (1,25 € + 0,95 €).
    expect(computeQuote(product, null, request).shipmentTotal).toBe(2.2);
  });
});
