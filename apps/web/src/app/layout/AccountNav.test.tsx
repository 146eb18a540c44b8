import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession, sendSession } from '../../lib/store/session.ts';
import { setStore } from '../../lib/store/store.ts';
import { installFakeStore, testAccount } from '../../test/fakeStore.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { AccountNav } from './AccountNav.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

describe('AccountNav', () => {
  it('offers "Anmelden" to visitors', async () => {
    installFakeStore();
    renderWithRouter(<AccountNav />);
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('shows the signed-in customer`s name with "Mein Konto" and "Abmelden"', async () => {
    const user = userEvent.setup();
    installFakeStore({ signedIn: true });
    renderWithRouter(<AccountNav />);
    const button = await screen.findByRole('button', { name: 'Konto von Ada' });
    expect(button).toHaveTextContent('Ada');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Mein Konto' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/signout');
    expect(screen.getByText('ada@example.de')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('follows the session: a new name, then signing out', async () => {
    const store = installFakeStore({ signedIn: true });
    renderWithRouter(<AccountNav />);
    await screen.findByRole('button', { name: 'Konto von Ada' });
    sendSession({
      type: 'USER_UPDATED',
      user: { id: testAccount.id, email: testAccount.email, firstName: 'Augusta', lastName: 'L' },
    });
    expect(await screen.findByRole('button', { name: 'Konto von Augusta' })).toBeVisible();
    sendSession({ type: 'SIGN_OUT' });
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeVisible();
    expect(store.account.logout).toHaveBeenCalled();
  });
});
