import type { Product } from '../store/catalogue/catalogue.ts';
import type { CouponRow } from '../store/cart/coupons.ts';
import { priceCart, type CartTotals } from '../store/cart/totals.ts';
import type { Buyer, InvoicePayment } from './invoiceContent.ts';

// Priced carts for the invoice tests, the benchmark and the warm-up (invoiceWarmUp.ts), made
// by the store's own pricing.

const TIERS = [
  { min_quantity: 50, percent: 5 },
  { min_quantity: 100, percent: 10 },
  { min_quantity: 250, percent: 15 },
  { min_quantity: 500, percent: 20 },
];

export function fixtureProduct(id: string, name: string, priceCents: number): Product {
  return {
    id,
    slug: id,
    canvasKey: id,
    sku: id,
    name,
    description: '',
    material: '',
    format: 'A6',
    widthMm: 148,
    heightMm: 105,
    kind: 'postcard',
    priceCents,
    postageCents: 95,
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

export function fixtureCoupon(): CouponRow {
  return {
    id: 'cpn_1',
    code: 'WILLKOMMEN10',
    name: 'Willkommen',
    type: 'percent',
    amount: 10,
    min_order_cents: 0,
    expires_at: null,
    usage_limit: null,
    uses: 0,
    active: 1,
  } as CouponRow;
}

/** `quantities` cards of two designs (A6 at 2,89 €, A5 at 3,49 €), shipped to the recipients. */
export function fixtureTotals(
  quantities: number[],
  options: { coupon?: boolean; shipping?: 'to_customer' | 'to_recipients' } = {},
): CartTotals {
  const products = [
    fixtureProduct('postkarte-a6', 'Postkarte A6', 289),
    fixtureProduct('klappkarte-a5', 'Klappkarte A5', 349),
  ];
  return priceCart({
    items: quantities.map((quantity, index) => ({
      id: `itm_${index}`,
      product_id: products[index % 2]?.id ?? 'postkarte-a6',
      variant_id: null,
      options: [],
      quantity,
      metadata: null,
    })),
    product: (id) => products.find((p) => p.id === id),
    coupon: options.coupon ? fixtureCoupon() : null,
    shippingServiceId: options.shipping ?? 'to_recipients',
    giftcards: [],
    now: new Date('2026-03-01T12:00:00Z'),
  });
}

export const FIXTURE_BUYER: Buyer = {
  name: 'Erika Mustermann',
  company: 'Muster GmbH',
  street: 'Hauptstraße 5',
  zip: '80331',
  city: 'München',
  country: 'DE',
  vatId: 'DE987654328',
  leitwegId: null,
  email: 'erika@example.com',
};

/** The three kinds of buyer an invoice is made for: a person, a firm, a public authority. */
export const FIXTURE_BUYERS: Record<'private' | 'business' | 'public', Buyer> = {
  private: {
    ...FIXTURE_BUYER,
    name: 'Max Privat',
    company: null,
    vatId: null,
    email: 'max@example.com',
  },
  business: FIXTURE_BUYER,
  public: {
    ...FIXTURE_BUYER,
    name: 'Beschaffungsstelle',
    company: 'Bezirksamt Mitte von Berlin',
    street: 'Karl-Marx-Allee 31',
    zip: '10178',
    city: 'Berlin',
    vatId: null,
    leitwegId: '991-12345-73',
    email: 'rechnung@ba-mitte.example',
  },
};

const VISA = { brand: 'visa', last4: '4242' };

/**
 * How an order of `totalCents` was paid, for every payment method the checkout offers, a gift
 * card paying part or all of it, and a wallet whose card the gateway did not report.
 */
export function fixturePayments(totalCents: number): Record<string, InvoicePayment[]> {
  const part = Math.min(1000, totalCents - 1);
  const by = (method: string, card: InvoicePayment['card'] = null): InvoicePayment[] => [
    { method, amountCents: totalCents, card },
  ];
  return {
    card: by('card', VISA),
    paypal: by('paypal'),
    klarna: by('klarna'),
    ideal: by('ideal'),
    bancontact: by('bancontact'),
    paysafecard: by('paysafecard'),
    google: by('google', { brand: 'mastercard', last4: '4444' }),
    apple: by('apple'),
    'giftcard partly': [
      { method: 'giftcard', amountCents: part },
      { method: 'card', amountCents: totalCents - part, card: VISA },
    ],
    'giftcard fully': by('giftcard'),
  };
}
