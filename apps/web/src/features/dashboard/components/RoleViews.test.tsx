import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installAdminApi,
  makeCards,
  orderDetail,
  orderList,
  orderRow,
  overview,
  sessionAs,
  type FakeHandler,
} from '../testing/fakeAdminApi.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';

// Issue 28: each role's screens leave out what the role cannot use — not greyed out, gone.
// Produktion: no amounts, no customer contact, no customer exports, no cancel or refund, no
// tracking, no WunderLinks. Büro: everything but the refund (and the team).

afterEach(() => {
  vi.unstubAllGlobals();
});

type Role = 'owner' | 'office' | 'production';
const ORDER = '/swell/admin/orders/ord_1';

const CANCELED_PAID = orderDetail({
  status: 'canceled',
  shipping_mode: 'to_customer',
  wunderlink: { id: 'wl_1', campaign: 'Sommer' } as never,
  tracking: null,
  allowed: { status: [], production: [{ to: 'in_qa', needsNote: false }] },
  timeline: [
    ...orderDetail().timeline,
    {
      id: 'ref_1',
      at: '2026-11-22T10:00:00.000Z',
      source: 'system',
      kind: 'refunded',
      actor: 'Ines',
      staff: { id: 'stf_owner', name: 'Ines' },
      from: null,
      to: null,
      note: null,
      data: { amount_cents: 500, full: false, gross: true, credit_note: 'GS-2026-00001' },
    },
  ],
});

function setup(role: Role, path: string, handlers: Record<string, FakeHandler> = {}) {
  const api = installAdminApi({
    'GET /swell/admin/session': { body: sessionAs(role) },
    'GET /swell/admin/overview': { body: overview() },
    'GET /swell/admin/orders': {
      body: orderList([orderRow(), orderRow({ id: 'ord_2', number: 'FK-100043' })]),
    },
    [`GET ${ORDER}`]: { body: CANCELED_PAID },
    [`GET ${ORDER}/cards`]: { body: { count: 2, results: makeCards(2) } },
    ...handlers,
  });
  return { api, user: userEvent.setup(), ...renderDashboard(path) };
}

const region = (name: string) => screen.queryByRole('region', { name });
const text = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

describe('the order page per role', () => {
  it('shows the Inhaber everything, the refund and the credit note included', async () => {
    setup('owner', '/dashboard/orders/ord_1');
    await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100042' });
    expect(region('Beträge')).toBeInTheDocument();
    expect(region('Rechnungsadresse')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Erstattung' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sendungsnummer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empfänger als Excel' })).toBeInTheDocument();
    expect(text()).toContain('Rechnungskorrektur GS-2026-00001');
    // The timeline names the account behind each event.
    const history = screen.getByRole('region', { name: 'Verlauf' });
    expect(within(history).getAllByText('Ines').length).toBeGreaterThan(0);
    expect(within(history).getAllByText('Grete').length).toBeGreaterThan(0);
  });

  it('shows Büro everything but the refund', async () => {
    setup('office', '/dashboard/orders/ord_1');
    await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100042' });
    expect(region('Beträge')).toBeInTheDocument();
    expect(region('Zahlung')).toBeInTheDocument();
    expect(region('Rechnungsadresse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sendungsnummer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empfänger als Excel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notiz hinzufügen' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Erstattung' })).not.toBeInTheDocument();
  });

  it('shows Produktion the cards and its steps, no money, customer, exports or WunderLinks', async () => {
    setup('production', '/dashboard/orders/ord_1');
    await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100042' });
    expect(await screen.findByRole('region', { name: /Empfänger/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Weiter: Qualitätskontrolle/ })).toBeVisible();
    for (const name of ['Beträge', 'Zahlung', 'Rechnungsadresse']) {
      expect(region(name)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('form', { name: 'Erstattung' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sendungsnummer' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Neuer Bestellstatus')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notiz hinzufügen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmerkungen speichern' })).not.toBeInTheDocument();
    for (const name of ['Empfänger als Excel', 'Empfänger als TXT', 'Produktionsblatt (PDF)']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    const page = text();
    expect(page).not.toContain('ada@example.com');
    expect(page).not.toContain('Sommer');
    expect(page).not.toContain('€');
    expect(page).not.toContain('Rechnungskorrektur');
    expect(page).not.toContain('Analytical Engines');
  });
});

describe('the overview and the list per role', () => {
  it('Produktion sees no revenue and no customer names on the overview', async () => {
    setup('production', '/dashboard');
    await screen.findByRole('region', { name: 'Produktionsstatus' });
    expect(region('Umsatz der letzten 30 Tage')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Rechnungsname' })).not.toBeInTheDocument();
    expect(text()).not.toContain('Ada Lovelace');
  });

  it('Büro sees the revenue and the customer names on the overview', async () => {
    setup('office', '/dashboard');
    expect(await screen.findByRole('region', { name: 'Umsatz der letzten 30 Tage' })).toBeVisible();
    expect(screen.getAllByRole('columnheader', { name: 'Rechnungsname' }).length).toBeGreaterThan(
      0,
    );
  });

  it('Produktion lists orders without value, customer or payment columns and no export', async () => {
    const { api } = setup('production', '/dashboard/orders?sort=value&dir=asc');
    expect(await screen.findByRole('link', { name: 'FK-100042' })).toBeVisible();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    expect(headers.some((h) => h.includes('Wert'))).toBe(false);
    expect(headers).not.toContain('Rechnungsname');
    expect(headers).not.toContain('Zahlung');
    expect(headers.some((h) => h.includes('Versanddatum'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Als Excel exportieren' })).not.toBeInTheDocument();
    expect(text()).not.toContain('Ada Lovelace');
    // A link sorted by value is asked sorted by date: the server refuses value for Produktion.
    expect(api.calls('GET', '/swell/admin/orders').at(-1)?.query.get('sort')).toBeNull();
  });

  it('Produktion searches by order number only', async () => {
    const { api, user } = setup('production', '/dashboard/orders');
    await screen.findByRole('link', { name: 'FK-100042' });
    const field = screen.getByLabelText('Bestellnummer');
    await user.type(field, 'ada@example.com');
    expect(await screen.findByText(/nur nach Bestellnummern/)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.calls('GET', '/swell/admin/orders').every((c) => !c.query.has('search'))).toBe(true);
    await user.clear(field);
    await user.type(field, 'FK-100043{Enter}');
    await waitFor(() =>
      expect(api.calls('GET', '/swell/admin/orders').at(-1)?.query.get('search')).toBe('FK-100043'),
    );
  });

  it('Büro sorts by value, searches names and exports', async () => {
    const { api } = setup('office', '/dashboard/orders?sort=value&search=Ada');
    expect(await screen.findByRole('link', { name: 'FK-100042' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Wert/ })).toBeInTheDocument();
    expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Als Excel exportieren' })).toBeInTheDocument();
    expect(screen.getByLabelText('Suche')).toHaveValue('Ada');
    const query = api.calls('GET', '/swell/admin/orders').at(-1)?.query;
    expect(query?.get('sort')).toBe('value');
    expect(query?.get('search')).toBe('Ada');
  });
});
