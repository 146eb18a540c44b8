import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAdminApi, overview, SESSION } from '../testing/fakeAdminApi.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('dashboard overview', () => {
  it('links each production count to the filtered list, lists due orders and the revenue', async () => {
    installAdminApi({
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/overview': { body: overview() },
    });
    renderDashboard('/dashboard');
    const production = await screen.findByRole('region', { name: 'Produktionsstatus' });
    const inProduction = within(production).getByRole('link', { name: /In Produktion/ });
    expect(inProduction).toHaveAttribute(
      'href',
      '/dashboard/orders?production_status=in_production',
    );
    expect(text(inProduction)).toContain('2');
    expect(text(within(production).getByRole('link', { name: /Versendet/ }))).toContain('1.234');

    const revenue = screen.getByRole('region', { name: 'Umsatz der letzten 30 Tage' });
    expect(text(revenue)).toContain('1.234,50 €');
    expect(text(revenue)).toContain('aus 7 Bestellungen');

    const due = screen.getByRole('region', { name: /Versand in den nächsten 5 Werktagen/ });
    expect(text(due)).toContain('27.11.2026');
    const rows = within(due).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(text(rows[1] as HTMLElement)).toContain('02.01.2020');
    expect(within(rows[1] as HTMLElement).getByText('überfällig')).toBeVisible();
    expect(within(rows[2] as HTMLElement).queryByText('überfällig')).not.toBeInTheDocument();

    expect(
      within(screen.getByRole('region', { name: 'Angehaltene Bestellungen' })).getByText(
        'Keine angehaltenen Bestellungen',
      ),
    ).toBeVisible();
  });

  it('shows the error with a retry when the overview cannot be loaded', async () => {
    installAdminApi({
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/overview': { status: 500, body: { error: { message: 'boom', code: 'x' } } },
    });
    renderDashboard('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Übersicht ließ sich nicht laden',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });
});
