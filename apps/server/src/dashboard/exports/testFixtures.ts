import type { OrderCard, OrderDetail, OrderRow } from '@federkiel/machines/fulfilment/dashboardApi';

// Orders and cards for the export tests: a realistic German order and N distinct cards,
// each card's text unique, so a test can find every card (and its place) in the output.

export function makeDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 'ord_1',
    number: 'FK-100042',
    date_created: '2026-03-01T23:30:00.000Z',
    status: 'delivery_pending',
    production_status: 'in_production',
    payment_status: 'paid',
    cards: 3,
    grand_total: 1234.5,
    sub_total: 1037.39,
    discount_total: 0,
    shipment_total: 0,
    tax_total: 197.11,
    email: 'jürgen.groß@example.de',
    items: [
      {
        id: 'item_1',
        template: { id: 'tpl_1', name: 'Weihnachtsgruß', image: null },
        format: 'DIN A6',
        font: 'Caveat',
        text_size: 'medium',
        cards: 3,
        shipping: { mode: 'to_recipients', date: '2026-03-10', envelope: 'closed' },
        price_total: 1234.5,
      },
    ],
    shipping_date: '2026-03-10',
    sent_date: null,
    shipping_mode: 'to_recipients',
    envelope: 'closed',
    billing: {
      name: 'Jürgen Groß',
      company: 'Groß & Söhne GmbH',
      address1: 'Königsallee 1',
      address2: '',
      zip: '40212',
      city: 'Düsseldorf',
      country: 'DE',
      phone: '',
      vat_id: '',
    },
    shipping: null,
    payment: { method: 'card', brand: 'visa', last4: '4242' },
    client_comment: 'Bitte bis Freitag – danke!',
    additional_comment: 'Papier aus Charge 7 nehmen.',
    files: [],
    history: [],
    timeline: [],
    tracking: null,
    recipients: 3,
    money: { paid: 1234.5, refunded: 0 },
    allowed: { status: [], production: [] },
    wunderlink: null,
    ...overrides,
  };
}

export function makeCard(n: number, overrides: Partial<OrderCard> = {}): OrderCard {
  return {
    n,
    item: 1,
    name: `Änne Müller ${n}`,
    company: n % 3 === 0 ? `Bäckerei Süß ${n}` : '',
    address_lines: [`Straße der Größe ${n}`, `${String(10000 + n).padStart(5, '0')} Köln`],
    address_form: n % 2 === 0 ? 'sie' : 'du',
    salutation: n % 2 === 0 ? `Sehr geehrte Frau Müller ${n},` : `Liebe Änne ${n},`,
    pages: [
      {
        heading: n % 2 === 0 ? `Sehr geehrte Frau Müller ${n},` : `Liebe Änne ${n},`,
        body: `vielen Dank für Ihre Treue im Jahr ${n}. Schöne Grüße aus Düsseldorf – Karte-${n}-Ende`,
      },
    ],
    ...overrides,
  };
}

export function makeCards(count: number): OrderCard[] {
  return Array.from({ length: count }, (_, i) => makeCard(i + 1));
}

export function makeRow(n: number, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: `ord_${n}`,
    number: `FK-${100000 + n}`,
    date_created: '2026-03-01T23:30:00.000Z',
    cards: 10 * n,
    template: 'Weihnachtsgruß',
    status: 'delivery_pending',
    production_status: 'in_qa',
    grand_total: 99.9 * n,
    shipping_date: '2026-03-10',
    billing_name: `Jürgen Groß ${n}`,
    email: `kunde${n}@example.de`,
    payment_status: 'paid',
    wunderlink: null,
    ...overrides,
  };
}
