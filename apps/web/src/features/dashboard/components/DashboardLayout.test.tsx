import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installAdminApi,
  orderList,
  orderRow,
  overview,
  SESSION,
} from '../testing/fakeAdminApi.ts';
import { currentUrl, renderDashboard } from '../testing/renderDashboard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const UNAUTHORIZED = {
  status: 401,
  body: { error: { message: 'Unauthorized', code: 'unauthorized' } },
};

describe('dashboard layout', () => {
  it('sends visitors without a staff session to the login, remembering the page', async () => {
    const api = installAdminApi({ 'GET /swell/admin/session': UNAUTHORIZED });
    const { router } = renderDashboard('/dashboard/orders?status=hold&page=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard-Anmeldung' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/dashboard/orders?status=hold&page=2',
    );
    // Nothing but the session check was asked.
    expect(api.requests.map((request) => request.path)).toEqual(['/swell/admin/session']);
  });

  it('shows the navigation, the staff name and the CMS link (new tab) when signed in', async () => {
    installAdminApi({
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/overview': { body: overview() },
    });
    renderDashboard('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Bestellungen' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
    const cms = await within(nav).findByRole('link', { name: /Inhalte/ });
    expect(cms).toHaveAttribute('href', 'http://cms.test/admin');
    expect(cms).toHaveAttribute('target', '_blank');
    expect(cms).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText('Grete')).toBeVisible();
    // The shop's header and footer are not around the back office.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('goes back to the login when a later request answers 401 (session expired)', async () => {
    const api = installAdminApi({
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/overview': { body: overview() },
      'GET /swell/admin/orders': { body: orderList([orderRow()]) },
    });
    const { router } = renderDashboard('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Übersicht' });
    api.set('GET /swell/admin/orders', UNAUTHORIZED);
    api.set('GET /swell/admin/session', UNAUTHORIZED);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Bestellungen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/dashboard/orders',
    );
    expect(
      await screen.findByText('Die Sitzung ist abgelaufen. Bitte erneut anmelden.'),
    ).toBeVisible();
  });

  it('„Abmelden“ ends the session on the server, then shows the login', async () => {
    const api = installAdminApi({
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/overview': { body: overview() },
      'POST /swell/admin/logout': { status: 204 },
    });
    const { router } = renderDashboard('/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/login'));
    expect(api.calls('POST', '/swell/admin/logout')).toHaveLength(1);
    expect(await screen.findByText('Abgemeldet.')).toBeVisible();
  });

  it('shows a dashboard not-found page for unknown dashboard addresses', async () => {
    installAdminApi({
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/overview': { body: overview() },
    });
    renderDashboard('/dashboard/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Übersicht' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
