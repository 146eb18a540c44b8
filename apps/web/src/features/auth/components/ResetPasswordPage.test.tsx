import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreFieldErrors } from '../../../lib/store/errors.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import { SignInPage } from './SignInPage.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

function renderReset() {
  return renderWithRouter(<ResetPasswordPage resetKey="key123" />, {
    path: '/forgot/key123',
    routes: [{ path: '/signin', element: <SignInPage /> }],
  });
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, repeat: string) {
  await user.type(screen.getByLabelText('Neues Passwort'), password);
  await user.type(screen.getByLabelText('Passwort wiederholen'), repeat);
  await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
}

describe('ResetPasswordPage', () => {
  it('needs matching passwords of at least 6 characters', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    renderReset();
    await submit(user, '12345', '1234');
    expect(screen.getByLabelText('Neues Passwort')).toHaveAccessibleDescription(
      'Mindestens 6 Zeichen. Das Passwort muss mindestens 6 Zeichen lang sein.',
    );
    expect(screen.getByLabelText('Passwort wiederholen')).toHaveAccessibleDescription(
      'Die Passwörter stimmen nicht überein.',
    );
    expect(store.account.resetPassword).not.toHaveBeenCalled();
  });

  it('sets the password, then the sign-in page says the new one works', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    const { router } = renderReset();
    await submit(user, 'neues-passwort', 'neues-passwort');
    expect(
      await screen.findByText(
        'Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt mit dem neuen Passwort anmelden.',
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
    expect(store.account.resetPassword).toHaveBeenCalledWith('key123', 'neues-passwort');
  });

  it('an expired key: says so and offers a new link', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    store.account.resetPassword.mockRejectedValueOnce(
      new StoreFieldErrors({ reset_key: { code: 'EXPIRED', message: 'abgelaufen' } }),
    );
    renderReset();
    await submit(user, 'neues-passwort', 'neues-passwort');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Link zum Zurücksetzen des Passworts ist abgelaufen.',
    );
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
      'href',
      '/forgot',
    );
  });

  it('a used (or revoked) key: the password is already new, so sign in', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    store.account.resetPassword.mockRejectedValueOnce(
      new StoreFieldErrors({ reset_key: { code: 'USED', message: 'gilt nicht mehr' } }),
    );
    renderReset();
    await submit(user, 'neues-passwort', 'neues-passwort');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link gilt nicht mehr: Das Passwort wurde inzwischen neu gesetzt.',
    );
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toBeInTheDocument();
  });

  it('an unknown key, and other failures keeping the values', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    store.account.resetPassword.mockRejectedValueOnce(new Error('offline'));
    renderReset();
    await submit(user, 'neues-passwort', 'neues-passwort');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das Passwort konnte nicht gespeichert werden.',
    );
    expect(screen.getByLabelText('Neues Passwort')).toHaveValue('neues-passwort');
    store.account.resetPassword.mockRejectedValueOnce(
      new StoreFieldErrors({ reset_key: { code: 'INVALID', message: 'ungültig' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link zum Zurücksetzen des Passworts ist ungültig.',
    );
  });
});
