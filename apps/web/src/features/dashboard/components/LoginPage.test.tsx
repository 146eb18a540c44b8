import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { installAdminApi, orderList, overview, SESSION } from '../testing/fakeAdminApi.ts';
import { currentUrl, renderDashboard } from '../testing/renderDashboard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const KEY = 'geheimer-admin-schluessel-123';

async function fillAndSubmit(key = KEY, name = 'Grete') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Schlüssel' }));
  await user.type(await screen.findByLabelText('Admin-Schlüssel'), key);
  await user.type(screen.getByLabelText('Name'), name);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  return user;
}

describe('dashboard login', () => {
  it('shows the server message for a wrong key and stays on the login', async () => {
    const api = installAdminApi({
      'POST /swell/admin/login': {
        status: 401,
        body: {
          error: { message: 'Der Admin-Schlüssel ist ungültig.', code: 'invalid_admin_key' },
        },
      },
    });
    const { router } = renderDashboard('/dashboard/login');
    await fillAndSubmit('falsch');
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Admin-Schlüssel ist ungültig.');
    expect(router.state.location.pathname).toBe('/dashboard/login');
    // The key field is emptied for the next try.
    expect(screen.getByLabelText('Admin-Schlüssel')).toHaveValue('');
    expect(api.calls('POST', '/swell/admin/login')).toHaveLength(1);
  });

  it('says when to try again when the server limits the attempts (429)', async () => {
    const message = 'Zu viele Fehlversuche. Bitte versuchen Sie es um 19:42 Uhr erneut.';
    installAdminApi({
      'POST /swell/admin/login': {
        status: 429,
        body: { error: { message, code: 'rate_limited' } },
      },
    });
    renderDashboard('/dashboard/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says "Zu viele Versuche" when a 429 names no time', async () => {
    installAdminApi({
      'POST /swell/admin/login': { status: 429, body: { error: { code: 'rate_limited' } } },
    });
    renderDashboard('/dashboard/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Zu viele Versuche/);
  });

  it('asks for both fields before sending anything', async () => {
    const api = installAdminApi({});
    renderDashboard('/dashboard/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Schlüssel' }));
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Bitte den Admin-Schlüssel eingeben.')).toBeVisible();
    expect(screen.getByText('Bitte einen Namen eingeben.')).toBeVisible();
    expect(screen.getByLabelText('Admin-Schlüssel')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('signs in with key and name, goes to ?returnTo and keeps the key out of web storage', async () => {
    const api = installAdminApi({
      'POST /swell/admin/login': { body: SESSION },
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/overview': { body: overview() },
      'GET /swell/admin/orders': { body: orderList([]) },
    });
    const { router } = renderDashboard(
      `/dashboard/login?returnTo=${encodeURIComponent('/dashboard/orders?status=hold')}`,
    );
    await fillAndSubmit(KEY, '  Grete ');
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/orders?status=hold'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();

    const [login] = api.calls('POST', '/swell/admin/login');
    expect(login?.body).toEqual({ key: KEY, name: 'Grete' });
    expect(login?.init?.credentials).toBe('same-origin');

    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const name = storage.key(index) ?? '';
        expect(name).not.toContain(KEY);
        expect(storage.getItem(name) ?? '').not.toContain(KEY);
      }
    }
    expect(document.cookie).not.toContain(KEY);
  });

  it('signs in with a staff account by default (e-mail and password)', async () => {
    const api = installAdminApi({
      'POST /swell/admin/login': { body: SESSION },
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/overview': { body: overview() },
    });
    const { router } = renderDashboard('/dashboard/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Bitte die E-Mail-Adresse eingeben.')).toBeVisible();
    expect(screen.getByText('Bitte das Passwort eingeben.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
    await user.type(screen.getByLabelText('E-Mail-Adresse'), ' grete@federkiel.test ');
    await user.type(screen.getByLabelText('Passwort'), 'Werkstatt-2026');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    const [login] = api.calls('POST', '/swell/admin/login');
    expect(login?.body).toEqual({ email: 'grete@federkiel.test', password: 'Werkstatt-2026' });
  });

  it('never returns to a page outside the dashboard', async () => {
    installAdminApi({
      'POST /swell/admin/login': { body: SESSION },
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/overview': { body: overview() },
    });
    const { router } = renderDashboard(
      `/dashboard/login?returnTo=${encodeURIComponent('https://evil.example/dashboard')}`,
    );
    await fillAndSubmit();
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  });
});
