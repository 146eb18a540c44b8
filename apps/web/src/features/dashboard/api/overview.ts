import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardOverview } from '@federkiel/machines/fulfilment/dashboardApi';
import { adminFetch } from './adminFetch.ts';
import { dashboardKeys } from './queryKeys.ts';

export function fetchOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return adminFetch<DashboardOverview>('/overview', { signal });
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.overview(),
    queryFn: ({ signal }) => fetchOverview(signal),
    // Several people work on the orders: counts a minute old are old enough.
    staleTime: 30_000,
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
