import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreFieldErrors } from '../../../lib/store/errors.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { SignUpPage } from './SignUpPage.tsx';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

afterEach(() => {
  resetSession();
  setStore(null);
  delete (window as DataLayerWindow).dataLayer;
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const valid = {
  Vorname: 'Ada',
  Nachname: 'Lovelace',
  'E-Mail-Adresse': 'ada@example.de',
  Passwort: 'geheim1',
  'Passwort wiederholen': 'geheim1',
};

function renderSignUp() {
  return renderWithRouter(<SignUpPage />, {
    path: '/signup',
    routes: [{ path: '/profile', element: <h1>Profil</h1> }],
  });
}

describe('SignUpPage', () => {
  it('has autocomplete attributes for a new account', async () => {
    installFakeStore();
    renderSignUp();
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    expect(screen.getByLabelText('Vorname')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Nachname')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Mindestens 6 Zeichen.');
  });

  it('applies spec §5: password length, matching passwords, name length', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    renderSignUp();
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    await fill(user, {
      ...valid,
      Nachname: 'L'.repeat(98),
      Passwort: 'kurz',
      'Passwort wiederholen': 'anders',
    });
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(screen.getByLabelText('Nachname')).toHaveAccessibleDescription(
      'Vor- und Nachname dürfen zusammen höchstens 100 Zeichen lang sein.',
    );
    expect(screen.getByLabelText('Nachname')).toHaveFocus();
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Mindestens 6 Zeichen. Das Passwort muss mindestens 6 Zeichen lang sein.',
    );
    expect(screen.getByLabelText('Passwort wiederholen')).toHaveAccessibleDescription(
      'Die Passwörter stimmen nicht überein.',
    );
    expect(store.account.create).not.toHaveBeenCalled();
  });

  it('shows a message while leaving a field, not before', async () => {
    const user = userEvent.setup();
    installFakeStore();
    renderSignUp();
    const email = await screen.findByLabelText('E-Mail-Adresse');
    await user.type(email, 'ada');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('an e-mail that is already registered: message with the ways out, values kept', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    store.account.create.mockRejectedValueOnce(
      new StoreFieldErrors({ email: { code: 'UNIQUE', message: 'gibt es schon' } }),
    );
    renderSignUp();
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto.');
    expect(alert.querySelector('a[href="/forgot"]')).not.toBeNull();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Ada');
    expect(screen.getByLabelText('Passwort')).toHaveValue('geheim1');
  });

  it('any other refusal: "Registrierung fehlgeschlagen"', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    store.account.create.mockRejectedValueOnce(
      new StoreFieldErrors({ password: { code: 'TOO_SHORT', message: 'zu kurz' } }),
    );
    renderSignUp();
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Registrierung ist fehlgeschlagen. Bitte wende dich an unseren Kundenservice.',
    );
  });

  it('creates the account and opens the profile', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    const { router } = renderSignUp();
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
    expect(store.account.create).toHaveBeenCalledWith({
      email: 'ada@example.de',
      password: 'geheim1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_form: 'du',
    });
  });

  it('reports sign_up to the dataLayer once, only with cookies unrestricted', async () => {
    window.localStorage.setItem('cookieSettings', 'unrestricted');
    const user = userEvent.setup();
    installFakeStore();
    renderSignUp();
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    await screen.findByRole('heading', { name: 'Profil' });
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'sign_up', method: 'email' }]);
  });

  it('reports no sign_up when the cookie setting is restricted', async () => {
    window.localStorage.setItem('cookieSettings', 'restricted');
    const user = userEvent.setup();
    installFakeStore();
    renderSignUp();
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    await screen.findByRole('heading', { name: 'Profil' });
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('reports no sign_up when the account was refused', async () => {
    window.localStorage.setItem('cookieSettings', 'unrestricted');
    const user = userEvent.setup();
    const store = installFakeStore();
    store.account.create.mockRejectedValueOnce(
      new StoreFieldErrors({ email: { code: 'UNIQUE', message: 'gibt es schon' } }),
    );
    renderSignUp();
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    await screen.findByRole('alert');
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });
});
