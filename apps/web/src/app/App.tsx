import type { CookieSetting } from '@federkiel/machines/cookieConsent';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CookieConsentProvider } from '../features/cookie-consent/CookieConsentProvider.tsx';
import { LINK_ACTION, onEarlyClick } from '../lib/earlyClicks.ts';
import { replayEarlyInput } from '../lib/earlyInput.ts';

export interface ServerConsent {
  /** The setting the server read from the `fk_consent` cookie; the browser reads its own. */
  stored?: CookieSetting | null;
  promptInServerHtml: boolean;
}

export interface AppProps {
  /** `createAppRouter()` in the browser, a memory router over `routes` in tests. */
  router: DataRouter;
  /** `createQueryClient()` (spec §9 defaults). */
  queryClient: QueryClient;
  /** Hydrating a server-rendered page: whether its HTML holds the cookie prompt. */
  consent?: ServerConsent;
}

/**
 * The providers around every screen, with the router inside: `RouterProvider` in the
 * browser, `StaticRouterProvider` on the server (entry-server.tsx) — the same tree, so the
 * browser can hydrate the server's HTML.
 */
export function AppProviders({
  queryClient,
  consent,
  children,
}: {
  queryClient: QueryClient;
  /** A server-rendered page: the stored choice the server saw (on the server), and whether its HTML holds the cookie prompt. */
  consent?: ServerConsent;
  children: ReactNode;
}) {
  // `<html data-hydrated>` once the first render is committed (hydrated or not): from then on
  // the page's controls answer. The browser tests wait for it on a server-rendered page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    // What was typed into the server's forms before now reaches their state (earlyInput.ts).
    replayEarlyInput();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <CookieConsentProvider
        {...(consent?.stored !== undefined ? { stored: consent.stored } : {})}
        promptInServerHtml={consent?.promptInServerHtml ?? false}
      >
        {children}
      </CookieConsentProvider>
    </QueryClientProvider>
  );
}

/** The providers around every screen. Router and query client are created once, outside. */
export function App({ router, queryClient, consent }: AppProps) {
  // A link clicked before the app answered (lib/earlyClicks.ts) is followed now, by the router.
  useEffect(
    () =>
      onEarlyClick(LINK_ACTION, (path) => {
        if (path) void router.navigate(path);
      }),
    [router],
  );
  return (
    <AppProviders queryClient={queryClient} consent={consent}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
