import { describe, expect, it } from 'vitest';
import { walletLines } from './walletLines.ts';

/** The cart of issue #27: 100 cards with volume discount, a coupon, postage — net figures. */
const cart = {
  items: [{ id: 'i1', price_total: 350 }],
  sub_total: 350,
  discounts: [
    { id: 'volume', amount: 35, description: 'Mengenrabatt' },
    { id: 'coupon', amount: 10, description: 'WILLKOMMEN10', code: 'WILLKOMMEN10' },
  ],
  discount_total: 45,
  shipment_total: 95,
  shipment_tax: 18.05,
  shipping: { service: 'to_recipients' },
  tax_total: 76,
  grand_total: 476,
};

describe('walletLines', () => {
  it('lists gross lines with every discount that add up to the total', () => {
    const { lines, totalCents, vatCents } = walletLines(cart);
    expect(lines.map((line) => line.id)).toEqual(['subTotal', 'volume', 'coupon', 'shipping']);
    expect(lines[0]?.cents).toBe(41650); // 350,00 € net = 416,50 € gross, not 350,00 €
    expect(lines[3]?.cents).toBe(11305); // shipping gross 113,05 €
    expect(
      lines.every((line) => line.id === 'subTotal' || line.id === 'shipping' || line.cents < 0),
    ).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.cents, 0)).toBe(totalCents);
    expect(totalCents).toBe(47600);
    expect(vatCents).toBe(7600);
  });

  it('charges what is left after a gift card', () => {
    const { lines, totalCents } = walletLines({ ...cart, giftcard_total: 50 });
    expect(lines.at(-1)).toEqual({ id: 'giftcard', cents: -5000, detail: null });
    expect(totalCents).toBe(42600);
    expect(lines.reduce((sum, line) => sum + line.cents, 0)).toBe(totalCents);
  });
});
