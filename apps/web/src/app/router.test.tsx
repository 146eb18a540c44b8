import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { COMPANY } from '@federkiel/machines/company/company';
import { COOKIE_SETTINGS_KEY } from '../features/cookie-consent/cookieSettings.ts';
import { MOBILE_SCREEN_QUERY } from '../lib/screenWidths.ts';
import { ADDRESS_STORAGE_KEY } from '../lib/i18n/address.ts';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n/i18n.ts';
import { resetSession } from '../lib/store/session.ts';
import { setStore } from '../lib/store/store.ts';
import { installFakeStore } from '../test/fakeStore.ts';
import { mockMatchMedia } from '../test/render.tsx';
import { App } from './App.tsx';
import { createQueryClient } from './queryClient.ts';
import { createAppRouter, routes } from './router.tsx';

let media: ReturnType<typeof mockMatchMedia> | undefined;
afterEach(() => {
  media?.restore();
  resetSession();
  setStore(null);
});

function renderApp(path: string, { consent = 'restricted' as string | null } = {}) {
  if (consent) window.localStorage.setItem(COOKIE_SETTINGS_KEY, consent);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(<App router={router} queryClient={createQueryClient()} />);
  return { ...result, router };
}

describe('routes', () => {
  it('shows the page loader inside the layout while the first screen loads', async () => {
    renderApp('/contact');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Seite wird geladen …',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
  });

  it('shows the WunderLink not-found screen for a link that cannot exist', async () => {
    installFakeStore();
    renderApp('/wunderlink/sommer25');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WunderLink nicht gefunden' }),
    ).toBeVisible();
    const main = screen.getByRole('main');
    expect(
      within(main).getByText('Dieser WunderLink wurde nicht gefunden oder ist abgelaufen.'),
    ).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Zum Shop' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByText('Kommt bald')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('WunderLink nicht gefunden · Federkiel'));
  });

  it('thanks for a WunderLink order at /order/wunderlink-complete', async () => {
    installFakeStore();
    renderApp('/order/wunderlink-complete?order=ord_9');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Danke – deine Gratis-Karten sind bestellt!',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bestellung ansehen' })).toHaveAttribute(
      'href',
      '/order/ord_9',
    );
    expect(screen.queryByText('Kommt bald')).not.toBeInTheDocument();
  });

  it('shows a real not-found page for unknown addresses', async () => {
    renderApp('/gibt-es-nicht/wirklich');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fehler 404')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden · Federkiel'));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the imprint and the privacy policy of Federkiel GmbH', async () => {
    const { router } = renderApp('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    expect(screen.getAllByText('Federkiel GmbH').length).toBeGreaterThan(0);
    expect(screen.getAllByText(COMPANY.street).length).toBeGreaterThan(0);
    expect(screen.getAllByText('10115 Berlin').length).toBeGreaterThan(0);
    await act(() => router.navigate('/datenschutz'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutz' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Deine Rechte' })).toBeVisible();
  });

  it('shows the mobile notice instead of the configurator on narrow screens', async () => {
    media = mockMatchMedia((query) => query === MOBILE_SCREEN_QUERY);
    renderApp('/configurator/data');
    expect(
      await screen.findByText(
        'Unser Konfigurator ist noch nicht für Mobilgeräte verfügbar. Bitte nutze einen Computer.',
        {},
        // The configurator's route module is large; its first import in jsdom takes a while.
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Kommt bald')).not.toBeInTheDocument();
  });
});

describe('customer account routes', () => {
  it.each([
    ['/signin', 'Anmelden'],
    ['/signup', 'Registrieren'],
    ['/forgot', 'Passwort vergessen'],
    ['/forgot/abc123', 'Neues Passwort festlegen'],
  ])('%s shows %s', async (path, title) => {
    installFakeStore();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${title} · Federkiel`));
  });

  // (`/order/complete` and `/order/:id` are open to guests: issue #19, orderRoutes.test.tsx.)
  it.each(['/profile', '/profile/orders'])(
    '%s sends visitors to the sign-in page first',
    async (path) => {
      installFakeStore();
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/signin');
      expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);
    },
  );

  it('/profile opens the account section for a signed-in customer', async () => {
    installFakeStore({ signedIn: true });
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Persönliche Daten' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/account');
    const sections = screen.getByRole('navigation', { name: 'Bereiche des Kontos' });
    expect(within(sections).getByRole('link', { name: 'Persönliche Daten' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Konto von Ada' })).toBeVisible();
  });

  it.each([
    ['/profile/orders', 2, 'Bestellungen'],
    ['/profile/addresses', 2, 'Adressen'],
    ['/profile/drafts', 2, 'Entwürfe'],
    ['/profile/recipients', 2, 'Empfängerlisten'],
    ['/profile/gibt-es-nicht', 2, 'Diesen Bereich gibt es nicht'],
    ['/order/FK-1001', 1, 'Diese Bestellung gibt es nicht'],
  ] as const)('%s shows %s', async (path, level, title) => {
    installFakeStore({ signedIn: true });
    renderApp(path);
    expect(await screen.findByRole('heading', { level, name: title })).toBeVisible();
  });
});

describe('layout', () => {
  it('has landmarks, a skip link first and the main navigation', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Startseite', '/'],
      ['Vorlagen', '/products'],
      ['Karte gestalten', '/configurator'],
      ['Kontakt', '/contact'],
      ['Warenkorb', '/cart'],
      ['Anmelden', '/signin'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('has footer links to Impressum, Datenschutz, Kontakt and the cookie settings', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
    expect(within(legal).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/impressum',
    );
    expect(within(legal).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(within(legal).getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await userEvent.click(within(legal).getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
  });

  it('switches du/Sie and DE/EN, remembers both and updates <html lang>', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });

    // The shop's voice ("Ansprache"), not the cards' text forms.
    const address = screen.getByRole('group', { name: 'Ansprache' });
    expect(address).toHaveAccessibleDescription(/So spricht der Shop dich an/);
    const du = within(address).getByRole('button', { name: 'du' });
    const sie = within(address).getByRole('button', { name: 'Sie' });
    expect(du).toHaveAttribute('aria-pressed', 'true');
    await user.click(sie);
    expect(sie).toHaveAttribute('aria-pressed', 'true');
    expect(du).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(ADDRESS_STORAGE_KEY)).toBe('sie');
    expect(screen.getByText(/Schreiben Sie uns – wir antworten/)).toBeInTheDocument();

    const language = screen.getByRole('group', { name: 'Sprache' });
    await user.click(within(language).getByRole('button', { name: /^EN/ }));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', {
        name: /^EN/,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves focus to the page content after a navigation', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Hauptnavigation' })).getByRole('link', {
        name: 'Anmelden',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('asks for cookies on the first visit', async () => {
    renderApp('/contact', { consent: null });
    expect(await screen.findByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
  });
});

describe('createAppRouter', () => {
  it('keeps the visitor’s scroll position when it hydrates a server-rendered page', () => {
    // `false`: React Router's scroll restoration leaves the page where the visitor has it.
    const hydrating = createAppRouter({ serverRendered: true });
    expect(hydrating.state.restoreScrollPosition).toBe(false);
    hydrating.dispose();
    // A page the app renders itself starts at the top, as before.
    const fresh = createAppRouter();
    expect(fresh.state.restoreScrollPosition).toBeNull();
    fresh.dispose();
  });
});
