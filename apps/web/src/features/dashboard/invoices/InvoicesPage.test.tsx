import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installAdminApi,
  makeCards,
  orderDetail,
  overview,
  sessionAs,
  type FakeHandler,
} from '../testing/fakeAdminApi.ts';
import { dashboardTestRoutes } from '../testing/renderDashboard.tsx';
import { Component as Invoices } from './invoices.route.tsx';
import type { AdminInvoice } from './invoicesApi.ts';

// Issue 29 in the dashboard: the invoice list of a date range with the XLSX export, and the
// order page's invoices — both for Inhaber and Büro only.

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The dashboard's test routes with the invoice page added where the app's router has it. */
function routes(): RouteObject[] {
  const root = dashboardTestRoutes[0] as RouteObject & { index?: false };
  const children = (root.children ?? []).map((child) =>
    child.children && !child.index
      ? { ...child, children: [{ path: 'invoices', Component: Invoices }, ...child.children] }
      : child,
  );
  return [{ ...root, children } as RouteObject];
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function invoice(changes: Partial<AdminInvoice> = {}): AdminInvoice {
  const id = changes.id ?? 'inv_1';
  return {
    id,
    number: 'RE-2026-000001',
    type: 'invoice',
    order_id: 'ord_1',
    order_number: 'FK-100042',
    date_created: '2026-11-03T09:00:00.000Z',
    date_issued: '2026-11-03',
    sub_total: 100,
    tax_total: 19,
    grand_total: 119,
    billing: { name: 'Zora Summe', company: 'Summe GmbH' },
    pdf_url: `/swell/invoices/${id}/pdf?token=t`,
    xml_url: `/swell/invoices/${id}/xml?token=t`,
    xrechnung_url: null,
    refers_to: null,
    replaces: null,
    ...changes,
  };
}

function setup(role: 'owner' | 'office' | 'production', handlers: Record<string, FakeHandler>) {
  return installAdminApi({
    'GET /swell/admin/session': { body: sessionAs(role) },
    'GET /swell/admin/overview': { body: overview() },
    ...handlers,
  });
}

describe('the invoice list', () => {
  it('lists the range from the address with files and sums, and exports the same range', async () => {
    const api = setup('office', {
      'GET /swell/admin/invoices': {
        body: {
          count: 2,
          results: [
            invoice({ xrechnung_url: '/swell/invoices/inv_1/xrechnung?token=t' }),
            invoice({
              id: 'inv_2',
              number: 'GS-2026-000001',
              type: 'credit',
              refers_to: 'RE-2026-000001',
              sub_total: 10,
              grand_total: 11.9,
            }),
          ],
        },
      },
    });
    renderAt('/dashboard/invoices?from=2026-11-01&to=2026-11-30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Rechnungen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = await screen.findByRole('table', {
      name: 'Rechnungen und Rechnungskorrekturen von 01.11.2026 bis 30.11.2026',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'RE-2026-000001Rechnung03.11.2026FK-100042Summe GmbH, Zora Summe100,00 €119,00 €',
    );
    expect(rows[2]).toHaveTextContent('GS-2026-000001Rechnungskorrektur');
    expect(rows[2]).toHaveTextContent('-11,90 €');
    expect(rows[3]).toHaveTextContent('Summe (2 Belege)90,00 €107,10 €');
    expect(
      within(table).getByRole('link', { name: 'XRechnung von RE-2026-000001' }),
    ).toHaveAttribute('href', '/swell/invoices/inv_1/xrechnung?token=t');
    expect(within(table).getAllByRole('link', { name: 'FK-100042' })[0]).toHaveAttribute(
      'href',
      '/dashboard/orders/ord_1',
    );
    expect(screen.getByRole('link', { name: 'Als Excel (XLSX) exportieren' })).toHaveAttribute(
      'href',
      '/swell/admin/invoices.xlsx?from=2026-11-01&to=2026-11-30',
    );
    expect(api.calls('GET', '/swell/admin/invoices')[0]?.query.toString()).toBe(
      'from=2026-11-01&to=2026-11-30',
    );
  });

  it('asks for another range, and refuses an end before the start in German', async () => {
    const api = setup('owner', {
      'GET /swell/admin/invoices': { body: { count: 0, results: [] } },
    });
    const router = renderAt('/dashboard/invoices?from=2026-11-01&to=2026-11-30');
    const user = userEvent.setup();
    expect(await screen.findByText('Keine Rechnungen in diesem Zeitraum')).toBeVisible();
    const to = screen.getByLabelText('Bis');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
    );
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30');
    await user.clear(to);
    await user.type(to, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await expect
      .poll(() => api.calls('GET', '/swell/admin/invoices').map((c) => c.query.get('to')))
      .toContain('2026-12-31');
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-12-31');
  });

  it('is not in the nav of Produktion', async () => {
    setup('production', {});
    renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await within(nav).findByRole('link', { name: 'Bestellungen' });
    expect(within(nav).queryByRole('link', { name: 'Rechnungen' })).toBeNull();
  });
});

describe('the order page’s invoices', () => {
  const ORDER = '/swell/admin/orders/ord_1';
  const handlers = {
    [`GET ${ORDER}`]: { body: orderDetail() },
    [`GET ${ORDER}/cards`]: { body: { count: 2, results: makeCards(2) } },
    [`GET ${ORDER}/invoices`]: { body: { count: 1, results: [invoice()] } },
  };

  it('shows Büro the invoice with „Rechnung (PDF)“ and „E-Rechnung (XML)“', async () => {
    setup('office', handlers);
    renderAt('/dashboard/orders/ord_1');
    const panel = await screen.findByRole('region', { name: 'Rechnungen' });
    expect(await within(panel).findByRole('link', { name: 'Rechnung (PDF)' })).toHaveAttribute(
      'href',
      '/swell/invoices/inv_1/pdf?token=t',
    );
    expect(within(panel).getByRole('link', { name: 'E-Rechnung (XML)' })).toBeInTheDocument();
  });

  it('shows Produktion no invoices and does not even ask for them', async () => {
    const api = setup('production', handlers);
    renderAt('/dashboard/orders/ord_1');
    await screen.findByRole('heading', { level: 1, name: /Bestellung/ });
    expect(screen.queryByRole('region', { name: 'Rechnungen' })).toBeNull();
    expect(api.calls('GET', `${ORDER}/invoices`)).toHaveLength(0);
  });
});
