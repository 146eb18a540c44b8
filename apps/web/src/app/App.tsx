import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CookieConsentProvider } from '../features/cookie-consent/CookieConsentProvider.tsx';

export interface AppProps {
  /** `createAppRouter()` in the browser, a memory router over `routes` in tests. */
  router: DataRouter;
  /** `createQueryClient()` (spec §9 defaults). */
  queryClient: QueryClient;
}

/**
 * The providers around every screen, with the router inside: `RouterProvider` in the
 * browser, `StaticRouterProvider` on the server (entry-server.tsx) — the same tree, so the
 * browser can hydrate the server's HTML.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // `<html data-hydrated>` once the first render is committed (hydrated or not): from then on
  // the page's controls answer. The browser tests wait for it on a server-rendered page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <CookieConsentProvider>{children}</CookieConsentProvider>
    </QueryClientProvider>
  );
}

/** The providers around every screen. Router and query client are created once, outside. */
export function App({ router, queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
