import { vi } from 'vitest';
import type {
  DashboardOverview,
  OrderCard,
  OrderDetail,
  OrderRow,
} from '@federkiel/machines/fulfilment/dashboardApi';

// A fake of the dashboard API for component tests: `fetch` is replaced by a function that
// answers `METHOD /path` (without the query) from the handlers and records every request.

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit | undefined;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeHandler = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

export function installAdminApi(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      init,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer: FakeAnswer =
      handler === undefined
        ? { status: 404, body: { error: { message: 'Not found', code: 'not_found' } } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests,
    /** Requests to `METHOD /swell/admin…path`. */
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    set(key: string, handler: FakeHandler) {
      handlers[key] = handler;
    },
  };
}

export const SESSION = {
  authenticated: true,
  staff: { id: null, name: 'Grete', role: 'owner' },
} as const;

/** The session of a staff member with `role` (Inhaber, Büro, Produktion). */
export function sessionAs(role: 'owner' | 'office' | 'production', name = 'Grete') {
  return { authenticated: true, staff: { id: `stf_${role}`, name, role } } as const;
}

export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 'ord_1',
    number: 'FK-100042',
    date_created: '2026-11-20T09:30:00.000Z',
    cards: 120,
    template: 'Weihnachtsgruß Tanne',
    status: 'delivery_pending',
    production_status: 'in_production',
    grand_total: 1234.5,
    shipping_date: '2026-11-24',
    billing_name: 'Ada Lovelace',
    email: 'ada@example.com',
    payment_status: 'paid',
    wunderlink: null,
    ...overrides,
  };
}

export function orderList(
  rows: OrderRow[],
  extra: { count?: number; page?: number; pages?: number; limit?: number } = {},
) {
  return {
    count: extra.count ?? rows.length,
    page: extra.page ?? 1,
    pages: extra.pages ?? 1,
    limit: extra.limit ?? 50,
    results: rows,
  };
}

export function overview(overrides: Partial<DashboardOverview> = {}): DashboardOverview {
  return {
    production: {
      order_received: 4,
      material_ordered: 1,
      material_available: 0,
      in_production: 2,
      in_qa: 1,
      sent_out: 1234,
    },
    status: {
      pending: 0,
      draft: 0,
      payment_pending: 1,
      delivery_pending: 8,
      hold: 1,
      complete: 1234,
      canceled: 3,
    },
    dueSoon: [
      orderRow({ id: 'ord_late', number: 'FK-100001', shipping_date: '2020-01-02' }),
      orderRow({ id: 'ord_soon', number: 'FK-100002', shipping_date: '2999-12-30' }),
    ],
    onHold: [],
    revenue30Days: { total: 1234.5, orders: 7 },
    dueUntil: '2026-11-27',
    links: { cms: 'http://cms.test/admin' },
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 'ord_1',
    number: 'FK-100042',
    date_created: '2026-11-20T09:30:00.000Z',
    status: 'delivery_pending',
    production_status: 'in_production',
    payment_status: 'paid',
    cards: 120,
    grand_total: 1234.5,
    sub_total: 1100,
    discount_total: 20,
    shipment_total: 4.9,
    tax_total: 197.1,
    email: 'ada@example.com',
    items: [
      {
        id: 'itm_1',
        template: { id: 'tpl_1', name: 'Weihnachtsgruß Tanne', image: '/uploads/tanne.png' },
        format: 'A6 Postkarte',
        font: 'Caveat',
        text_size: 'M',
        cards: 120,
        shipping: { mode: 'Direkt an die Empfänger', date: '2026-11-24', envelope: 'Kraftpapier' },
        price_total: 1100,
      },
    ],
    shipping_date: '2026-11-24',
    sent_date: null,
    shipping_mode: 'Direkt an die Empfänger',
    envelope: 'Kraftpapier',
    billing: {
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      address1: 'Rechnungsweg 2',
      address2: '',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      phone: '+49 30 123456',
      vat_id: '',
    },
    shipping: null,
    payment: { method: 'card', brand: 'Visa', last4: '4242' },
    client_comment: 'Bitte <b>vorsichtig</b>\nverpacken.',
    additional_comment: '',
    files: [{ kind: 'logo', url: '/uploads/logo.png', name: 'FK-100042-logo.png' }],
    history: [
      {
        id: 'h1',
        at: '2026-11-21T10:00:00.000Z',
        staff: { id: 'stf_grete', name: 'Grete' },
        kind: 'production',
        from: 'material_available',
        to: 'in_production',
        note: null,
      },
    ],
    timeline: [
      {
        id: 'h1',
        at: '2026-11-21T10:00:00.000Z',
        source: 'staff',
        kind: 'production',
        actor: 'Grete',
        staff: { id: 'stf_grete', name: 'Grete' },
        from: 'material_available',
        to: 'in_production',
        note: null,
        data: {},
      },
      {
        id: 'pay_1',
        at: '2026-11-20T09:30:00.000Z',
        source: 'system',
        kind: 'paid',
        actor: 'ada@example.com',
        staff: null,
        from: null,
        to: null,
        note: null,
        data: { method: 'card', amount_cents: 123450, gross: true },
      },
      {
        id: 'placed_ord_1',
        at: '2026-11-20T09:30:00.000Z',
        source: 'system',
        kind: 'placed',
        actor: 'ada@example.com',
        staff: null,
        from: null,
        to: null,
        note: null,
        data: { number: 'FK-100042', total_cents: 123450, gross: true },
      },
    ],
    tracking: null,
    recipients: 120,
    money: { paid: 1234.5, refunded: 0 },
    allowed: {
      status: ['hold', 'canceled'],
      production: [
        { to: 'material_available', needsNote: true },
        { to: 'in_qa', needsNote: false },
      ],
    },
    wunderlink: null,
    ...overrides,
  };
}

export function makeCards(count: number): OrderCard[] {
  return Array.from({ length: count }, (_, index) => ({
    n: index + 1,
    item: 1,
    name: `Empfänger ${index + 1}`,
    company: index % 3 === 0 ? 'Muster GmbH' : '',
    address_lines: [`Hauptstraße ${index + 1}`, '10115 Berlin'],
    address_form: 'sie' as const,
    salutation: 'Sehr geehrte Damen und Herren',
    pages: [{ heading: 'Frohe Weihnachten', body: `Liebe Grüße\nan Nr. ${index + 1}` }],
  }));
}
