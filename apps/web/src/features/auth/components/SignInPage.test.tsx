import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setAddress } from '../../../lib/i18n/address.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore, testAccount } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { SignInPage } from './SignInPage.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

function renderSignIn(path = '/signin') {
  return renderWithRouter(<SignInPage />, {
    path,
    routes: [
      { path: '/profile', element: <h1>Profil</h1> },
      { path: '/profile/orders', element: <h1>Bestellungen</h1> },
    ],
  });
}

describe('SignInPage', () => {
  it('has labelled fields with autocomplete and one h1', async () => {
    installFakeStore();
    renderSignIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(document.title).toBe('Anmelden · Federkiel');
  });

  it('validates before sending: required and e-mail format, focus on the first problem', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Bitte fülle dieses Feld aus.',
    );
    await user.type(email, 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(email).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    );
    expect(store.account.login).not.toHaveBeenCalled();
  });

  it('says "E-Mail-Adresse oder Passwort ist nicht korrekt" and keeps what was typed', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    store.account.login.mockResolvedValueOnce(null);
    renderSignIn();
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'ada@example.de');
    await user.type(screen.getByLabelText('Passwort'), 'falsch1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    );
    expect(store.account.login).toHaveBeenCalledWith('ada@example.de', 'falsch1');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('ada@example.de');
    expect(screen.getByLabelText('Passwort')).toHaveValue('falsch1');
  });

  it('reports an unreachable store', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    store.account.login.mockRejectedValueOnce(new Error('A connection error occurred'));
    setAddress('sie');
    renderSignIn();
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'ada@example.de');
    await user.type(screen.getByLabelText('Passwort'), 'geheim1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment noch einmal.',
    );
  });

  it('asks to wait after too many attempts (rate limit), not "unreachable"', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    store.account.login.mockRejectedValueOnce(
      Object.assign(new Error('Zu viele Versuche.'), { code: 'rate_limited', status: 429 }),
    );
    renderSignIn();
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'ada@example.de');
    await user.type(screen.getByLabelText('Passwort'), 'geheim1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann noch einmal.',
    );
  });

  it('signs in and goes back to the page that asked for it', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    const { router } = renderSignIn('/signin?returnTo=%2Fprofile%2Forders');
    expect(await screen.findByText('Bitte melde dich an, um diese Seite zu sehen.')).toBeVisible();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), ' ada@example.de');
    await user.type(screen.getByLabelText('Passwort'), 'geheim1');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Bestellungen' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/orders');
    expect(store.account.login).toHaveBeenCalledWith('ada@example.de', 'geheim1');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').user.id).toBe(testAccount.id);
  });

  it('ignores a foreign return address', async () => {
    const user = userEvent.setup();
    installFakeStore();
    const { router } = renderSignIn('/signin?returnTo=https%3A%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'ada@example.de');
    await user.type(screen.getByLabelText('Passwort'), 'geheim1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('sends a signed-in visitor on at once', async () => {
    installFakeStore({ signedIn: true });
    const { router } = renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
