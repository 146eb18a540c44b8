import { priceBreakdown, sumOfLines } from '@federkiel/machines/pricing/priceBreakdown';
import { describe, expect, it } from 'vitest';
import type { Product } from '../store/catalogue/catalogue.ts';
import type { CouponRow } from '../store/cart/coupons.ts';
import { priceCart } from '../store/cart/totals.ts';
import { orderPriceParts } from '../store/orders/submitOrder.ts';
import { orderConfirmationMail } from './templates.ts';

const TIERS = [
  { min_quantity: 50, percent: 5 },
  { min_quantity: 100, percent: 10 },
  { min_quantity: 250, percent: 15 },
  { min_quantity: 500, percent: 20 },
];

function product(id: string, name: string, priceCents: number, postageCents = 95): Product {
  return {
    id,
    slug: id,
    canvasKey: id,
    sku: id,
    name,
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
  ['a6', product('a6', 'A6 Postkarte', 290)],
  ['a5', product('a5', 'A5 Klappkarte', 490, 110)],
]);

const coupon = (type: 'percent' | 'fixed', amount: number): CouponRow => ({
  id: 'cpn',
  code: 'WILLKOMMEN10',
  name: 'Willkommen',
  type,
  amount,
  min_order_cents: 0,
  expires_at: null,
  usage_limit: null,
  uses: 0,
  active: 1,
});

function totals(a6: number, a5: number, c: CouponRow | null, service: string) {
  return priceCart({
    items: [
      {
        id: 'itm_a6',
        product_id: 'a6',
        variant_id: null,
        options: [],
        quantity: a6,
        metadata: null,
      },
      ...(a5 > 0
        ? [
            {
              id: 'itm_a5',
              product_id: 'a5',
              variant_id: null,
              options: [],
              quantity: a5,
              metadata: null,
            },
          ]
        : []),
    ],
    product: (id) => PRODUCTS.get(id),
    coupon: c,
    shippingServiceId: service,
    giftcards: [],
    now: new Date('2026-03-01T12:00:00Z'),
  });
}

describe('order confirmation e-mail of a WunderLink order', () => {
  it('names the campaign as the gift, in the form of address, and as text in the HTML', () => {
    const t = totals(2, 0, null, 'to_recipients');
    const mail = (form: 'du' | 'sie') =>
      orderConfirmationMail({
        firstName: 'Ada',
        form,
        number: 'FK-100043',
        lines: [{ id: 'itm_a6', name: 'A6 Postkarte', quantity: 2 }],
        parts: orderPriceParts(t),
        orderUrl: 'https://federkiel.example/order/ord_2',
        giftCampaign: 'Sommer <b>25</b>',
      });
    expect(mail('du').text).toContain(
      'Die Karten sind ein Geschenk aus unserer Aktion „Sommer <b>25</b>“ – du bezahlst nichts.',
    );
    expect(mail('sie').text).toContain('– Sie bezahlen nichts.');
    expect(mail('du').html).toContain('Sommer &#60;b&#62;25&#60;/b&#62;');
    expect(mail('du').html).not.toContain('<b>25</b>');
  });

  it('says nothing of a gift for a bought order', () => {
    const mail = orderConfirmationMail({
      firstName: 'Ada',
      form: 'du',
      number: 'FK-100044',
      lines: [{ id: 'itm_a6', name: 'A6 Postkarte', quantity: 2 }],
      parts: orderPriceParts(totals(2, 0, null, 'to_recipients')),
      orderUrl: 'https://federkiel.example/order/ord_3',
    });
    expect(mail.text).not.toContain('Geschenk');
  });
});

describe('order confirmation e-mail: the shared price lines', () => {
  it('names the volume discount and the coupon apart, Versand, Gesamt and the VAT contained', () => {
    const t = totals(120, 0, coupon('percent', 10), 'to_recipients');
    const mail = orderConfirmationMail({
      firstName: 'Ada',
      form: 'du',
      number: 'FK-100042',
      lines: [{ id: 'itm_a6', name: 'A6 Postkarte', quantity: 120 }],
      parts: orderPriceParts(t),
      orderUrl: 'https://federkiel.example/order/ord_1',
    });
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(
      [
        '120 × A6 Postkarte à 3,451 €: 414,12 €',
        'Zwischensumme: 414,12 €',
        'Mengenrabatt: −41,41 €',
        'Gutschein (Willkommen): −37,27 €',
        'Versand (an die Empfänger, jede Karte frankiert): 135,66 €',
        'Gesamt: 471,10 €',
        'enthaltene MwSt. 19 %: 75,22 €',
        'Alle Preise inkl. 19 % MwSt.',
      ].join('\n'),
    );
    expect(text).not.toContain('Rabatt:');
    expect(text).not.toContain('MwSt..');
    expect(t.grandTotalCents).toBe(47110);
  });

  it('the lines add up to the store’s grand total to the cent, gross and net', () => {
    for (let a6 = 1; a6 < 620; a6 += 11) {
      for (const c of [null, coupon('percent', 10), coupon('percent', 15), coupon('fixed', 500)]) {
        for (const service of ['to_customer', 'to_recipients']) {
          const t = totals(a6, a6 % 7, c, service);
          for (const display of ['gross', 'net'] as const) {
            const b = priceBreakdown(orderPriceParts(t), display);
            expect(sumOfLines(b)).toBe(t.grandTotalCents);
          }
        }
      }
    }
  });
});
