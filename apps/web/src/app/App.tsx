import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { CookieConsentProvider } from '../features/cookie-consent/CookieConsentProvider.tsx';
import { createQueryClient } from './queryClient.ts';
import { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

export interface AppProps {
  /** For tests: a memory router over `routes` and a fresh query client. */
  router?: AppRouter;
  queryClient?: QueryClient;
}

export function App({ router: givenRouter, queryClient: givenClient }: AppProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <CookieConsentProvider>
        <RouterProvider router={router} />
      </CookieConsentProvider>
    </QueryClientProvider>
  );
}
