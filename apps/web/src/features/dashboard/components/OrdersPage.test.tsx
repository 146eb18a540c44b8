import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installAdminApi,
  orderDetail,
  orderList,
  orderRow,
  overview,
  SESSION,
  type FakeHandler,
} from '../testing/fakeAdminApi.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ROWS = [
  orderRow(),
  orderRow({ id: 'ord_2', number: 'FK-100043', billing_name: 'Grace Hopper', grand_total: 99 }),
  orderRow({ id: 'ord_3', number: 'FK-100044', billing_name: 'Emmy Noether' }),
];

function setup(path: string, handlers: Record<string, FakeHandler> = {}) {
  const api = installAdminApi({
    'GET /swell/admin/session': { body: SESSION },
    'GET /swell/admin/overview': { body: overview() },
    'GET /swell/admin/orders': { body: orderList(ROWS, { count: 130, pages: 3 }) },
    ...handlers,
  });
  const rendered = renderDashboard(path);
  return { api, ...rendered, user: userEvent.setup() };
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const lastListQuery = (api: ReturnType<typeof installAdminApi>) =>
  api.calls('GET', '/swell/admin/orders').at(-1)?.query;

describe('order list', () => {
  it('asks the server for exactly the view in the URL', async () => {
    const { api } = setup(
      '/dashboard/orders?page=2&limit=25&sort=value&dir=asc&status=hold&production_status=in_qa&shipping_from=2026-11-01&shipping_to=2026-11-30&search=ada&open=1',
    );
    expect(await screen.findByRole('link', { name: 'FK-100042' })).toBeVisible();
    expect(Object.fromEntries(lastListQuery(api) ?? [])).toEqual({
      page: '2',
      limit: '25',
      sort: 'value',
      dir: 'asc',
      status: 'hold',
      production_status: 'in_qa',
      shipping_from: '2026-11-01',
      shipping_to: '2026-11-30',
      search: 'ada',
      open: '1',
    });
    // The controls show the URL's view.
    expect(screen.getByLabelText('Status')).toHaveValue('hold');
    expect(screen.getByLabelText('Produktionsstatus')).toHaveValue('in_qa');
    expect(screen.getByLabelText('Suche')).toHaveValue('ada');
    expect(screen.getByLabelText('Nur noch zu versenden')).toBeChecked();
    expect(screen.getByLabelText('Versand ab')).toHaveValue('2026-11-01');
  });

  it('drops values from the URL the API would refuse', async () => {
    const { api } = setup('/dashboard/orders?sort=name&limit=7&status=lost&page=-3');
    await screen.findByRole('link', { name: 'FK-100042' });
    expect(lastListQuery(api)?.toString()).toBe('');
  });

  it('writes filter changes to the URL (back to page 1) and asks again', async () => {
    const { api, router, user } = setup('/dashboard/orders?page=3');
    await screen.findByRole('link', { name: 'FK-100042' });
    await user.selectOptions(screen.getByLabelText('Produktionsstatus'), 'in_qa');
    await waitFor(() => expect(search(router).get('production_status')).toBe('in_qa'));
    expect(search(router).get('page')).toBeNull();
    await waitFor(() => expect(lastListQuery(api)?.get('production_status')).toBe('in_qa'));

    await user.type(screen.getByLabelText('Versand ab'), '2026-12-01');
    await waitFor(() => expect(search(router).get('shipping_from')).toBe('2026-12-01'));
  });

  it('debounces the search into the URL', async () => {
    const { api, router, user } = setup('/dashboard/orders');
    await screen.findByRole('link', { name: 'FK-100042' });
    const before = api.calls('GET', '/swell/admin/orders').length;
    await user.type(screen.getByLabelText('Suche'), 'lovelace');
    // Not on every keystroke: one request after typing settles.
    await waitFor(() => expect(search(router).get('search')).toBe('lovelace'));
    await waitFor(() => expect(lastListQuery(api)?.get('search')).toBe('lovelace'));
    expect(api.calls('GET', '/swell/admin/orders').length).toBe(before + 1);
  });

  it('sorts by clicking the column headers, with aria-sort', async () => {
    const { router, user } = setup('/dashboard/orders');
    await screen.findByRole('link', { name: 'FK-100042' });
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Datum')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Wert')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Wert' }));
    await waitFor(() => expect(search(router).get('sort')).toBe('value'));
    expect(search(router).get('dir')).toBeNull(); // desc is the default
    expect(header('Wert')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Datum')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Wert' }));
    await waitFor(() => expect(search(router).get('dir')).toBe('asc'));
    expect(header('Wert')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Versanddatum' }));
    await waitFor(() => expect(search(router).get('sort')).toBe('shipping_date'));
    expect(header('Versanddatum')).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows German money and dates and links each order with the list view kept', async () => {
    setup('/dashboard/orders?status=delivery_pending');
    const link = await screen.findByRole('link', { name: 'FK-100042' });
    expect(link).toHaveAttribute('href', '/dashboard/orders/ord_1');
    const row = link.closest('tr') as HTMLElement;
    const text = (row.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('1.234,50 €');
    expect(text).toContain('20.11.2026');
    expect(text).toContain('24.11.2026');
    expect(text).toContain('In Bearbeitung');
    expect(text).toContain('In Produktion');
    expect(text).toContain('Bezahlt');
  });

  it('exports the filtered list (all pages) as Excel', async () => {
    setup('/dashboard/orders?status=hold&page=2&search=ada');
    const link = await screen.findByRole('link', { name: 'Als Excel exportieren' });
    expect(link).toHaveAttribute('href', '/swell/admin/orders.xlsx?status=hold&search=ada');
    expect(link).toHaveAttribute('download');
  });

  it('moves the selected orders with one confirmation and shows each result', async () => {
    const { api, user } = setup('/dashboard/orders', {
      'POST /swell/admin/orders/production-status': {
        body: {
          results: [
            { id: 'ord_1', number: 'FK-100042', ok: true },
            {
              id: 'ord_3',
              number: 'FK-100044',
              ok: false,
              message:
                'Die Bestellung ist angehalten. Erst fortsetzen, dann die Produktion ändern.',
            },
          ],
        },
      },
    });
    await screen.findByRole('link', { name: 'FK-100042' });
    await user.click(screen.getByRole('checkbox', { name: 'Bestellung FK-100042 auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bestellung FK-100044 auswählen' }));
    expect(screen.getByText('2 Bestellungen ausgewählt')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Neuer Produktionsstatus'), 'in_qa');
    const listRequests = api.calls('GET', '/swell/admin/orders').length;

    await user.click(screen.getByRole('button', { name: 'Produktionsstatus ändern' }));
    const dialog = screen.getByRole('dialog', { name: 'Produktionsstatus ändern?' });
    expect(dialog).toHaveTextContent(
      'Den Produktionsstatus von 2 Bestellungen auf „Qualitätskontrolle“ ändern?',
    );
    expect(dialog).toHaveTextContent('FK-100042, FK-100044');
    await user.type(within(dialog).getByLabelText('Notiz (optional)'), 'Charge 7');
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));

    const results = await screen.findByRole('dialog', { name: 'Ergebnis' });
    expect(results).toHaveTextContent('1 von 2 Bestellungen geändert.');
    expect(results).toHaveTextContent('FK-100042: geändert');
    expect(results).toHaveTextContent(
      'FK-100044: Die Bestellung ist angehalten. Erst fortsetzen, dann die Produktion ändern.',
    );
    const posts = api.calls('POST', '/swell/admin/orders/production-status');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ ids: ['ord_1', 'ord_3'], to: 'in_qa', note: 'Charge 7' });
    // The list is fetched again; the order that moved leaves the selection.
    await waitFor(() =>
      expect(api.calls('GET', '/swell/admin/orders').length).toBeGreaterThan(listRequests),
    );
    const [, closeButton] = within(results).getAllByRole('button', { name: 'Schließen' });
    await user.click(closeButton as HTMLElement);
    expect(screen.getByText('1 Bestellung ausgewählt')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Bestellung FK-100044 auswählen' })).toBeChecked();
  });

  it('sends nothing when the bulk confirmation is cancelled', async () => {
    const { api, user } = setup('/dashboard/orders');
    await screen.findByRole('link', { name: 'FK-100042' });
    await user.click(
      screen.getByRole('checkbox', { name: 'Alle Bestellungen dieser Seite auswählen' }),
    );
    expect(screen.getByText('3 Bestellungen ausgewählt')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Neuer Produktionsstatus'), 'sent_out');
    await user.click(screen.getByRole('button', { name: 'Produktionsstatus ändern' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('3 Bestellungen auf „Versendet“');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST', '/swell/admin/orders/production-status')).toHaveLength(0);
  });

  it('shows an empty state when nothing matches', async () => {
    setup('/dashboard/orders?search=niemand', {
      'GET /swell/admin/orders': { body: orderList([], { count: 0, pages: 0 }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Keine Bestellungen gefunden' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeVisible();
  });

  it('pages with links that keep the view', async () => {
    setup('/dashboard/orders?status=hold&page=2');
    const pages = await screen.findByRole('navigation', { name: 'Seiten' });
    expect(pages).toHaveTextContent('Seite 1 von 3'); // the server's answer names the page
    expect(within(pages).getByRole('link', { name: /Weiter/ })).toHaveAttribute(
      'href',
      '/dashboard/orders?status=hold&page=2',
    );
  });
});

describe('keyboard', () => {
  it('j and k move through the order list; Ctrl+K opens an order by number', async () => {
    const api = installAdminApi({
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/orders': {
        body: orderList([
          orderRow({ id: 'ord_a', number: 'FK-100001' }),
          orderRow({ id: 'ord_b', number: 'FK-100002' }),
        ]),
      },
      'GET /swell/admin/orders/ord_b': { body: orderDetail({ id: 'ord_b', number: 'FK-100002' }) },
      'GET /swell/admin/orders/ord_b/cards': { body: { count: 0, results: [] } },
    });
    const user = userEvent.setup();
    renderDashboard('/dashboard/orders');
    await screen.findByRole('link', { name: 'FK-100001' });
    await user.keyboard('j');
    expect(screen.getByRole('link', { name: 'FK-100001' })).toHaveFocus();
    await user.keyboard('j');
    expect(screen.getByRole('link', { name: 'FK-100002' })).toHaveFocus();
    await user.keyboard('k');
    expect(screen.getByRole('link', { name: 'FK-100001' })).toHaveFocus();

    await user.keyboard('{Control>}k{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Bestellung öffnen' });
    await user.type(within(dialog).getByLabelText('Bestellnummer'), '100002{Enter}');
    expect(await screen.findByRole('heading', { name: /FK-100002/, level: 1 })).toBeVisible();
    expect(api.requests.some((r) => r.query.get('search') === 'FK-100002')).toBe(true);
  });
});
