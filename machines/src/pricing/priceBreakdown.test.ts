import { describe, expect, it } from 'vitest';
import {
  grossOf,
  partsFromStore,
  priceBreakdown,
  priceLabelDe,
  sumOfLines,
  vatOn,
  type PriceParts,
  type StoreTotals,
} from './priceBreakdown.ts';

// 120 A6 cards (2,90 € net, 10 % volume discount → 2,61 €), coupon 10 % (WILLKOMMEN10),
// sent to the recipients (0,95 € per card). The figures as the store computes them.
function storeCart(): StoreTotals {
  const sub = 120 * 290; // 34800
  const volume = 120 * 29; // 3480
  const coupon = 3132; // 10 % of 31320
  const goods = sub - volume - coupon; // 28188
  const shipment = 120 * 95; // 11400
  const tax = vatOn(goods) + vatOn(shipment);
  return {
    items: [{ id: 'itm_1', price_total: sub / 100 }],
    sub_total: sub / 100,
    discounts: [
      { id: 'volume', description: 'Mengenrabatt', amount: volume / 100 },
      { id: 'coupon', description: 'Willkommen', code: 'WILLKOMMEN10', amount: coupon / 100 },
    ],
    discount_total: (volume + coupon) / 100,
    shipment_total: shipment / 100,
    shipment_tax: vatOn(shipment) / 100,
    shipping: { service: 'to_recipients' },
    tax_total: tax / 100,
    grand_total: (goods + shipment + tax) / 100,
  };
}

const ids = (lines: { id: string }[]) => lines.map((l) => l.id);

describe('priceBreakdown', () => {
  it('net: the store figures, VAT added, total = grand_total', () => {
    const cart = storeCart();
    const b = priceBreakdown(partsFromStore(cart), 'net');
    expect(ids(b.lines)).toEqual(['subTotal', 'volume', 'coupon', 'shipping', 'vatAdded', 'total']);
    expect(b.lines.map((l) => l.cents)).toEqual([34800, 3480, 3132, 11400, 7522, 47110]);
    expect(b.totalCents).toBe(Math.round((cart.grand_total ?? 0) * 100));
    expect(sumOfLines(b)).toBe(b.totalCents);
    expect(b.items).toEqual([{ id: 'itm_1', cents: 34800 }]);
  });

  it('gross: every line with VAT, discounts separate, VAT contained, adds up to the cent', () => {
    const b = priceBreakdown(partsFromStore(storeCart()), 'gross');
    expect(ids(b.lines)).toEqual([
      'subTotal',
      'volume',
      'coupon',
      'shipping',
      'total',
      'vatIncluded',
    ]);
    const [sub, volume, coupon, shipping, total, vat] = b.lines;
    expect(sub?.cents).toBe(grossOf(34800)); // 41412
    expect(volume).toMatchObject({ cents: grossOf(3480), sign: -1 });
    expect(coupon).toMatchObject({ sign: -1, detail: 'Willkommen' });
    expect(Math.abs((coupon?.cents ?? 0) - grossOf(3132))).toBeLessThanOrEqual(1);
    expect(shipping).toMatchObject({ cents: grossOf(11400), detail: 'to_recipients' });
    expect(total?.cents).toBe(47110);
    expect(vat).toMatchObject({ cents: 7522, sign: 0 });
    expect(sumOfLines(b)).toBe(47110);
    expect(b.items).toEqual([{ id: 'itm_1', cents: 41412 }]);
  });

  it('adds up to the store total for many carts (rounding per line)', () => {
    for (let a = 1; a < 700; a += 7) {
      for (const couponPercent of [0, 10, 15]) {
        const lines = [
          { id: 'a', net: a * 290 },
          { id: 'b', net: (a % 13) * 490 },
        ].filter((l) => l.net > 0);
        const volumeRate = a >= 500 ? 20 : a >= 250 ? 15 : a >= 100 ? 10 : a >= 50 ? 5 : 0;
        const perLine = lines.map((l) => {
          const volume = Math.round((l.net * volumeRate) / 100);
          const coupon = Math.floor(((l.net - volume) * couponPercent) / 100);
          return { ...l, volume, coupon };
        });
        const sub = perLine.reduce((s, l) => s + l.net, 0);
        const volume = perLine.reduce((s, l) => s + l.volume, 0);
        const coupon = perLine.reduce((s, l) => s + l.coupon, 0);
        const shipment = a % 2 ? 490 : a * 95;
        const tax =
          perLine.reduce((s, l) => s + vatOn(l.net - l.volume - l.coupon), 0) + vatOn(shipment);
        const parts: PriceParts = {
          items: perLine.map((l) => ({ id: l.id, priceTotalCents: l.net })),
          subTotalCents: sub,
          volumeCents: volume,
          couponCents: coupon,
          shipmentCents: shipment,
          shipmentTaxCents: vatOn(shipment),
          shippingService: 'to_customer',
          taxCents: tax,
          grandTotalCents: sub - volume - coupon + shipment + tax,
        };
        for (const display of ['gross', 'net'] as const) {
          const b = priceBreakdown(parts, display);
          expect(sumOfLines(b)).toBe(parts.grandTotalCents);
          expect(b.items.reduce((s, i) => s + i.cents, 0)).toBe(b.lines[0]?.cents);
          for (const line of b.lines) expect(line.cents).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('no discount, no shipping chosen: no discount lines, shipping open', () => {
    const b = priceBreakdown(
      partsFromStore({
        items: [{ id: 'x', price_total: 29 }],
        sub_total: 29,
        discounts: [],
        shipment_total: 0,
        shipping: { service: null },
        tax_total: 5.51,
        grand_total: 34.51,
      }),
      'gross',
    );
    expect(ids(b.lines)).toEqual(['subTotal', 'shipping', 'total', 'vatIncluded']);
    expect(b.lines[0]?.cents).toBe(3451);
    expect(b.lines[1]).toMatchObject({ cents: 0, open: true });
  });

  it('gift cards: paid part and what is left, after the total', () => {
    const b = priceBreakdown({ ...partsFromStore(storeCart()), giftcardCents: 2500 }, 'gross');
    expect(ids(b.lines).slice(-2)).toEqual(['giftcard', 'due']);
    expect(b.lines.at(-1)?.cents).toBe(47110 - 2500);
  });

  it('reads an older order whose discounts have no ids', () => {
    const parts = partsFromStore({
      sub_total: 100,
      discount_total: 15,
      discounts: [{ id: 'd1', description: 'Mengenrabatt', amount: 10 }],
    });
    expect(parts.volumeCents).toBe(1000);
    expect(parts.couponCents).toBe(500);
  });

  it('German labels for the e-mail', () => {
    const b = priceBreakdown(partsFromStore(storeCart()), 'gross');
    expect(b.lines.map(priceLabelDe)).toEqual([
      'Zwischensumme',
      'Mengenrabatt',
      'Gutschein (Willkommen)',
      'Versand (an die Empfänger, jede Karte frankiert)',
      'Gesamt',
      'enthaltene MwSt. 19 %',
    ]);
  });
});
