import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/catalogue.ts';
import type { CartItemData } from './cartData.ts';
import type { CouponRow } from './coupons.ts';
import { DEFAULT_SHIPPING_RATES } from '@federkiel/machines/pricing/postage';
import { priceCart, type CartDestinations, type PricingInput } from './totals.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const TIERS = [
  { min_quantity: 50, percent: 5 },
  { min_quantity: 100, percent: 10 },
  { min_quantity: 250, percent: 15 },
  { min_quantity: 500, percent: 20 },
];

function product(id: string, priceCents: number, postageCents = 95): Product {
  return {
    id,
    slug: id,
    canvasKey: id,
    sku: id,
    name: id,
    description: '',
    material: '',
    format: '',
    widthMm: 148,
    heightMm: 105,
    kind: 'postcard',
    priceCents,
    postageCents,
    waitingDays: 5,
    images: [],
    categoryIds: [],
    attributes: {},
    volumeDiscounts: TIERS,
    sort: 1,
    dateCreated: '',
    dateUpdated: '',
  };
}

const PRODUCTS = new Map([
  ['a6', product('a6', 290)],
  // An A5 folded card: 148 × 210 mm closed, a C5 envelope (Kompaktbrief).
  ['a5', { ...product('a5', 490, 110), widthMm: 148, heightMm: 210, kind: 'folded_card' }],
]);

function item(
  product_id: string,
  quantity: number,
  id = `itm_${product_id}_${quantity}`,
): CartItemData {
  return { id, product_id, variant_id: null, options: [], quantity, metadata: null };
}

function coupon(overrides: Partial<CouponRow>): CouponRow {
  return {
    id: 'cpn',
    code: 'CODE',
    name: 'Code',
    type: 'percent',
    amount: 10,
    min_order_cents: 0,
    expires_at: null,
    usage_limit: null,
    uses: 0,
    active: 1,
    ...overrides,
  };
}

function price(overrides: Partial<PricingInput>) {
  return priceCart({
    items: [],
    product: (id) => PRODUCTS.get(id),
    coupon: null,
    shippingServiceId: null,
    giftcards: [],
    now: NOW,
    ...overrides,
  });
}

describe('priceCart', () => {
  it('prices net per card, adds 19 % VAT, no discount below the first tier', () => {
    const t = price({ items: [item('a6', 10)] });
    expect(t.subTotalCents).toBe(2900);
    expect(t.discountTotalCents).toBe(0);
    expect(t.taxTotalCents).toBe(551);
    expect(t.grandTotalCents).toBe(3451);
    expect(t.captureTotalCents).toBe(3451);
  });

  it.each([
    [49, 0],
    [50, 15], // 5 % of 2,90 € = 14,5 ct → 15 ct per card
    [100, 29],
    [250, 44], // 15 % of 290 = 43,5 → 44
    [500, 58],
    [5000, 58],
  ])('gives the volume tier for %i cards (%i ct off per card)', (quantity, each) => {
    const t = price({ items: [item('a6', quantity)] });
    expect(t.items[0]?.volumeDiscountEachCents).toBe(each);
    expect(t.volumeDiscountCents).toBe(each * quantity);
  });

  it('counts all cards of a product across lines for its tier', () => {
    const t = price({ items: [item('a6', 30, 'x'), item('a6', 30, 'y'), item('a5', 10)] });
    expect(t.items.map((p) => p.volumePercent)).toEqual([5, 5, 0]);
  });

  it('takes a percentage coupon off the goods after volume discounts', () => {
    const t = price({ items: [item('a6', 100)], coupon: coupon({ amount: 10 }) });
    // 100 × 2,90 = 290,00; tier 10 % → 261,00; coupon 10 % → 26,10
    expect(t.couponDiscountCents).toBe(2610);
    expect(t.discountTotalCents).toBe(2900 + 2610);
    expect(t.taxTotalCents).toBe(Math.round(23490 * 0.19));
  });

  it('caps a fixed coupon at the goods value and shares it out to the cent', () => {
    const t = price({
      items: [item('a6', 1), item('a5', 1)],
      coupon: coupon({ type: 'fixed', amount: 10_000 }),
    });
    expect(t.couponDiscountCents).toBe(780);
    expect(t.items.map((p) => p.couponShareCents)).toEqual([290, 490]);
    expect(t.taxTotalCents).toBe(0);
    expect(t.grandTotalCents).toBe(0);
  });

  it('shares an odd coupon amount without losing or inventing a cent', () => {
    const t = price({
      items: [item('a6', 1, 'a'), item('a6', 1, 'b'), item('a6', 1, 'c')],
      coupon: coupon({ type: 'fixed', amount: 100 }),
    });
    const shares = t.items.map((p) => p.couponShareCents);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
  });

  it('does not apply an expired, used-up or below-minimum coupon, and says why', () => {
    const items = [item('a6', 1)];
    expect(
      price({ items, coupon: coupon({ expires_at: '2026-01-01T00:00:00Z' }) }).couponProblem?.code,
    ).toBe('EXPIRED');
    expect(price({ items, coupon: coupon({ usage_limit: 1, uses: 1 }) }).couponProblem?.code).toBe(
      'USED_UP',
    );
    const below = price({ items, coupon: coupon({ min_order_cents: 2000 }) });
    expect(below.couponProblem?.code).toBe('MIN_ORDER');
    expect(below.couponProblem?.message).toBe(
      'Dieser Gutscheincode gilt ab einem Warenwert von 20,00 € (netto).',
    );
    expect(below.couponDiscountCents).toBe(0);
  });

  it('charges a flat rate to the customer and postage per card to the recipients', () => {
    const items = [item('a6', 10), item('a5', 2)];
    const toCustomer = price({ items, shippingServiceId: 'to_customer' });
    expect(toCustomer.shipmentTotalCents).toBe(490);
    expect(toCustomer.shipmentTaxCents).toBe(93);
    const toRecipients = price({ items, shippingServiceId: 'to_recipients' });
    expect(toRecipients.shipmentTotalCents).toBe(10 * 95 + 2 * 110);
    expect(price({ items: [], shippingServiceId: 'to_customer' }).shipmentTotalCents).toBe(0);
  });

  it('prices each card by its recipient`s zone and the parcel by the delivery country (issue 38)', () => {
    const rates = {
      ...DEFAULT_SHIPPING_RATES,
      EU: { ...DEFAULT_SHIPPING_RATES.EU, letter_cents: 180, large_letter_cents: 260 },
    };
    const items = [item('a6', 3), item('a5', 2)];
    const destinations: CartDestinations = {
      rates,
      deliveryCountry: 'AT',
      line: (line) =>
        line.product_id === 'a6'
          ? { zones: { DE: 1, EU: 1, WORLD: 1 }, countries: ['DE', 'AT', 'CH'] }
          : { zones: { EU: 2 }, countries: ['AT'] },
    };
    const toRecipients = price({ items, shippingServiceId: 'to_recipients', destinations });
    // A6: Germany 95 + Vienna 180 + Zürich (world) 125; A5 (Kompaktbrief): 2 × 260 to Austria.
    expect(toRecipients.shipmentTotalCents).toBe(95 + 180 + 125 + 2 * 260);
    expect(toRecipients.shipping?.estimate).toBe(
      'Zustellung in Deutschland: 1–3 Werktage · Zustellung in Österreich: 3–5 Werktage · Zustellung in der Schweiz: 4–10 Werktage',
    );
    const toCustomer = price({ items, shippingServiceId: 'to_customer', destinations });
    expect(toCustomer.shipmentTotalCents).toBe(DEFAULT_SHIPPING_RATES.EU.parcel_cents);
    expect(toCustomer.shipping?.estimate).toBe('Zustellung in Österreich: 3–5 Werktage');
  });

  it('pays with gift cards in order and charges the rest', () => {
    const t = price({
      items: [item('a6', 10)],
      giftcards: [
        { lineId: 'g1', giftcardId: 'a', code: 'A', balanceCents: 1000 },
        { lineId: 'g2', giftcardId: 'b', code: 'B', balanceCents: 10_000 },
      ],
    });
    expect(t.grandTotalCents).toBe(3451);
    expect(t.giftcards.map((g) => g.amountCents)).toEqual([1000, 2451]);
    expect(t.giftcardTotalCents).toBe(3451);
    expect(t.captureTotalCents).toBe(0);
  });

  it('ignores lines whose product left the catalogue', () => {
    const t = price({ items: [item('gone', 5), item('a6', 1)] });
    expect(t.items).toHaveLength(1);
    expect(t.subTotalCents).toBe(290);
  });
});
