import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { SignOutPage } from './SignOutPage.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

describe('SignOutPage', () => {
  it('signs out at the store and forgets the user', async () => {
    const store = installFakeStore({ signedIn: true });
    renderWithRouter(<SignOutPage />, { path: '/signout' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Du bist abgemeldet' }),
    ).toBeVisible();
    expect(store.account.logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Wieder anmelden' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('says when signing out failed and tries again on request', async () => {
    const user = userEvent.setup();
    const store = installFakeStore({ signedIn: true });
    store.account.logout.mockRejectedValueOnce(new Error('offline'));
    renderWithRouter(<SignOutPage />, { path: '/signout' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Abmeldung hat nicht geklappt. Du bist noch angemeldet.',
    );
    await user.click(screen.getByRole('button', { name: 'Erneut abmelden' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Du bist abgemeldet' }),
    ).toBeVisible();
    expect(store.account.logout).toHaveBeenCalledTimes(2);
  });
});
