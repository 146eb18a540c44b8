import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CookieConsentProvider } from '../features/cookie-consent/CookieConsentProvider.tsx';

export interface AppProps {
  /** `createAppRouter()` in the browser, a memory router over `routes` in tests. */
  router: DataRouter;
  /** `createQueryClient()` (spec §9 defaults). */
  queryClient: QueryClient;
}

/** The providers around every screen. Router and query client are created once, outside. */
export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <CookieConsentProvider>
        <RouterProvider router={router} />
      </CookieConsentProvider>
    </QueryClientProvider>
  );
}
