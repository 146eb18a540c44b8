import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminWunderlink,
  AdminWunderlinkList,
  CreateWunderlinkBody,
} from '@federkiel/machines/wunderlink/wunderlinkApi';
import { adminFetch } from './adminFetch.ts';
import { dashboardKeys } from './queryKeys.ts';

// WunderLinks for staff (docs/wunderlink.md): the list, creating a link, switching one off.
// A change answers the link: it goes into the cached list at once, then the list is fetched
// again (statuses and redemptions move on their own).

export function fetchWunderlinks(signal?: AbortSignal): Promise<AdminWunderlinkList> {
  return adminFetch<AdminWunderlinkList>('/wunderlinks', { signal });
}

export function wunderlinksQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.wunderlinks(),
    queryFn: ({ signal }) => fetchWunderlinks(signal),
    // Redemptions come in all the time and the list is small: fetched on every visit.
    staleTime: 0,
  });
}

export function useWunderlinks() {
  return useQuery(wunderlinksQueryOptions());
}

/** `POST /swell/admin/wunderlinks`: 201 the new link, 400/422 with `param` naming the field. */
export function createWunderlink(body: CreateWunderlinkBody): Promise<AdminWunderlink> {
  return adminFetch<AdminWunderlink>('/wunderlinks', { method: 'POST', body });
}

/** `POST /swell/admin/wunderlinks/{id}/deactivate` (idempotent): the link, switched off. */
export function deactivateWunderlink(id: string): Promise<AdminWunderlink> {
  return adminFetch<AdminWunderlink>(`/wunderlinks/${encodeURIComponent(id)}/deactivate`, {
    method: 'POST',
  });
}

/** Puts `link` into the cached list (new ones first) and fetches the list again. */
function useLinkChanged() {
  const queryClient = useQueryClient();
  return (link: AdminWunderlink) => {
    queryClient.setQueryData<AdminWunderlinkList>(dashboardKeys.wunderlinks(), (list) => {
      if (!list) return { results: [link] };
      const known = list.results.some((row) => row.id === link.id);
      return {
        results: known
          ? list.results.map((row) => (row.id === link.id ? link : row))
          : [link, ...list.results],
      };
    });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.wunderlinks() });
  };
}

export function useCreateWunderlink() {
  const changed = useLinkChanged();
  return useMutation({ mutationFn: createWunderlink, onSuccess: changed });
}

export function useDeactivateWunderlink() {
  const changed = useLinkChanged();
  return useMutation({ mutationFn: deactivateWunderlink, onSuccess: changed });
}
