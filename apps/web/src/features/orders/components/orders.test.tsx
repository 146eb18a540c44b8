import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import type { StoreOrder } from '../../../lib/store/types.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderHistory } from './OrderHistory.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const order: StoreOrder = {
  id: 'ord_1',
  number: 'FK-100002',
  status: 'delivery_pending',
  production_status: 'in_production',
  date_created: '2026-11-21T06:14:30.634Z',
  currency: 'EUR',
  item_quantity: 60,
  items: [
    {
      id: 'itm_1',
      product_name: 'A6 Postkarte',
      quantity: 60,
      price: 2.9,
      price_total: 174,
    },
  ],
  sub_total: 174,
  discount_total: 9,
  discounts: [{ id: 'volume', description: 'Mengenrabatt', amount: 9 }],
  shipment_total: 4.9,
  tax_total: 32.28,
  taxes: [{ id: 'vat', name: 'MwSt. 19 %', amount: 32.28 }],
  grand_total: 202.18,
  paid: true,
  shipping: {
    name: 'Ada Lovelace',
    address1: 'Musterstraße 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    service_name: 'Versand an dich',
  },
  billing: {
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    address1: 'Rechnungsweg 2',
    zip: '1010',
    city: 'Wien',
    country: 'AT',
    method: 'card',
    card: { brand: 'Visa', last4: '4242' },
  },
};

/** Non-breaking spaces from Intl become plain spaces for comparing. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('OrderHistory', () => {
  it('lists number, date, German status and total, with a link to the detail', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.listOrders.mockResolvedValue({
      count: 2,
      page: 1,
      results: [
        order,
        {
          ...order,
          id: 'ord_0',
          number: 'FK-100001',
          status: 'complete',
          grand_total: 33.5,
          item_quantity: 1,
        },
      ],
    });
    renderWithRouter(<OrderHistory />, { path: '/profile/orders' });
    const table = await screen.findByRole('table', { name: 'Deine Bestellungen' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(text)).toEqual([
      'FK-10000260 Karten21.11.2026In Vorbereitung202,18 €Details',
      'FK-1000011 Karte21.11.2026Abgeschlossen33,50 €Details',
    ]);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', {
        name: 'Details zur Bestellung FK-100002',
      }),
    ).toHaveAttribute('href', '/profile/orders/ord_1');
    expect(store.account.listOrders).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.getByRole('heading', { level: 2, name: 'Bestellungen' })).toBeVisible();
  });

  it('pages through long histories', async () => {
    const user = userEvent.setup();
    const store = installFakeStore({ signedIn: true });
    store.account.listOrders.mockImplementation(async ({ page = 1 } = {}) => ({
      count: 12,
      page,
      results: [{ ...order, id: `ord_p${page}`, number: `FK-${page}` }],
    }));
    const { router } = renderWithRouter(<OrderHistory />, { path: '/profile/orders' });
    const pager = await screen.findByRole('navigation', { name: 'Seiten der Bestellliste' });
    expect(pager).toHaveTextContent('Seite 1 von 2');
    expect(within(pager).getByRole('button', { name: 'Neuere Bestellungen' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Ältere Bestellungen' }));
    expect(await screen.findByRole('link', { name: 'FK-2' })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('an empty history invites to the first order', async () => {
    installFakeStore({ signedIn: true });
    renderWithRouter(<OrderHistory />, { path: '/profile/orders' });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Noch keine Bestellungen' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Karte gestalten' })).toHaveAttribute(
      'href',
      '/configurator',
    );
  });

  it('a failure offers to try again', async () => {
    const user = userEvent.setup();
    const store = installFakeStore({ signedIn: true });
    store.account.listOrders.mockRejectedValueOnce(new Error('offline'));
    renderWithRouter(<OrderHistory />, { path: '/profile/orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Bestellungen konnten gerade nicht geladen werden.',
    );
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Noch keine Bestellungen')).toBeVisible();
  });
});

describe('OrderDetail', () => {
  it('shows status, production step, items, totals, addresses and payment', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(order);
    renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100002' }),
    ).toBeVisible();
    expect(screen.getByText('Bestellt am 21. November 2026')).toBeVisible();
    expect(screen.getByText('In Vorbereitung')).toBeVisible();
    expect(screen.getByText('Karten werden geschrieben')).toHaveAttribute('aria-current', 'step');
    const items = screen.getAllByRole('table')[0] as HTMLElement;
    expect(text(within(items).getAllByRole('row')[1] as HTMLElement)).toBe(
      'A6 Postkarte602,90 €174,00 €',
    );
    const totals = screen.getByLabelText('Summen');
    expect(text(totals)).toContain('Mengenrabatt−9,00 €');
    expect(text(totals)).toContain('MwSt. 19 %32,28 €');
    expect(text(totals)).toContain('Gesamtbetrag202,18 €');
    const delivery = screen.getByRole('heading', { name: 'Lieferadresse' })
      .parentElement as HTMLElement;
    expect(text(delivery)).toContain('Ada LovelaceMusterstraße 110115 BerlinDeutschland');
    expect(text(delivery)).toContain('Versandart: Versand an dich');
    const billing = screen.getByRole('heading', { name: 'Rechnungsadresse' })
      .parentElement as HTMLElement;
    expect(text(billing)).toContain('Analytical Engines');
    expect(text(billing)).toContain('1010 WienÖsterreich');
    expect(screen.getByText(/Visa •••• 4242/)).toBeVisible();
    expect(screen.getByText('Bezahlt')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Alle Bestellungen' })).toHaveAttribute(
      'href',
      '/profile/orders',
    );
    expect(document.title).toBe('Bestellung FK-100002 – Mein Konto · Federkiel');
    expect(store.account.getOrder).toHaveBeenCalledWith('ord_1');
  });

  it('in the profile the title is an h2', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(order);
    renderWithRouter(<OrderDetail id="ord_1" />, { path: '/profile/orders/ord_1' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bestellung FK-100002' }),
    ).toBeVisible();
  });

  it('an unknown (or another account`s) order is "not found"', async () => {
    installFakeStore({ signedIn: true });
    renderWithRouter(<OrderDetail id="ord_x" standalone />, { path: '/order/ord_x' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Bestellung gibt es nicht' }),
    ).toBeVisible();
  });
});
