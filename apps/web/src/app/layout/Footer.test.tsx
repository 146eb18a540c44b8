import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieConsentProvider } from '../../features/cookie-consent/CookieConsentProvider.tsx';
import { resetSession } from '../../lib/store/session.ts';
import { setStore } from '../../lib/store/store.ts';
import { installFakeStore } from '../../test/fakeStore.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { Footer } from './Footer.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

describe('Footer', () => {
  it('names the company of the Impressum and the invoices (issue #39: one source)', async () => {
    installFakeStore();
    renderWithRouter(
      <CookieConsentProvider loadTracking={() => undefined}>
        <Footer />
      </CookieConsentProvider>,
    );
    expect(
      await screen.findByText(/^© \d{4} Federkiel GmbH · Federweg 1, 10115 Berlin$/),
    ).toBeVisible();
  });

  it('offers "Anmelden" to visitors', async () => {
    installFakeStore();
    renderWithRouter(
      <CookieConsentProvider loadTracking={() => undefined}>
        <Footer />
      </CookieConsentProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('links a signed-in customer to the account instead of "Anmelden"', async () => {
    installFakeStore({ signedIn: true });
    renderWithRouter(
      <CookieConsentProvider loadTracking={() => undefined}>
        <Footer />
      </CookieConsentProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Mein Konto' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
  });
});
