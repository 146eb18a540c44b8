import { QueryClient } from '@tanstack/react-query';

/** Spec §9: cache for 10 minutes, no retries, no refetch on focus or reconnect. */
export const QUERY_DEFAULTS = {
  staleTime: 600_000,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS },
      mutations: { retry: false },
    },
  });
}
