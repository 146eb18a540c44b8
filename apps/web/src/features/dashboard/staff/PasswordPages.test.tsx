import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAdminApi } from '../testing/fakeAdminApi.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';

// Issue 40: „Passwort vergessen?“ on the login page, the request for the mail and the page
// the mail's link opens.

afterEach(() => {
  vi.unstubAllGlobals();
});

const SENT =
  'Wenn es für diese Adresse ein Mitarbeiterkonto gibt, ist eine E-Mail mit einem Link unterwegs.';

describe('a forgotten staff password', () => {
  it('is asked for from the login page and says the same for any address', async () => {
    const api = installAdminApi({
      'POST /swell/admin/password/forgot': { status: 202, body: { message: SENT } },
    });
    const { router } = renderDashboard('/dashboard/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }));
    expect(router.state.location.pathname).toBe('/dashboard/passwort-vergessen');
    await user.click(await screen.findByRole('button', { name: 'Link anfordern' }));
    expect(screen.getByText('Bitte eine gültige E-Mail-Adresse angeben.')).toBeVisible();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'pia@federkiel.test');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(api.calls('POST', '/swell/admin/password/forgot')[0]?.body).toEqual({
      email: 'pia@federkiel.test',
    });
  });

  it('is set with the token from the link', async () => {
    const api = installAdminApi({ 'POST /swell/admin/password/reset': { body: { reset: true } } });
    renderDashboard('/dashboard/passwort#tok_abcdefghijklmnopqrstuvwxyz');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Neues Passwort/), 'Neue-Feder-2027');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText(/Ihr neues Passwort ist gespeichert/)).toBeVisible();
    await waitFor(() =>
      expect(api.calls('POST', '/swell/admin/password/reset')[0]?.body).toEqual({
        token: 'tok_abcdefghijklmnopqrstuvwxyz',
        password: 'Neue-Feder-2027',
      }),
    );
  });
});
