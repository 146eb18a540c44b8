import type { DraftList, DraftSummary } from '@federkiel/machines/drafts/draftApi';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backendRequest } from '../../../lib/backend/backendFetch.ts';
import { accountQueryKey } from '../../../lib/store/queryKeys.ts';
import { useSessionUser } from '../../../lib/store/session.ts';

// The signed-in customer's drafts (docs/drafts-lists-contact.md). The configurator saves
// them and invalidates the same key (`['account', userId, 'drafts']`).

export function draftsQueryKey(userId: string) {
  return accountQueryKey(userId, 'drafts');
}

export async function fetchDrafts(signal?: AbortSignal): Promise<DraftSummary[]> {
  const list = await backendRequest<DraftList>('/swell/drafts', { signal });
  return list.results;
}

export function draftsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: draftsQueryKey(userId),
    queryFn: ({ signal }) => fetchDrafts(signal),
    // Drafts change in the configurator, maybe in another tab: always ask when shown.
    staleTime: 0,
  });
}

export function useDrafts() {
  const userId = useSessionUser()?.id ?? '';
  return useQuery({ ...draftsQueryOptions(userId), enabled: userId !== '' });
}

/** `DELETE /swell/drafts/{id}/{revision}`: 409 `draft_changed` when it changed since. */
export function deleteDraft({ id, revision }: { id: string; revision: number }): Promise<void> {
  return backendRequest<undefined>(
    `/swell/drafts/${encodeURIComponent(id)}/${encodeURIComponent(String(revision))}`,
    { method: 'DELETE' },
  );
}

/** Deletes a draft; the list is fetched again afterwards, also after a 409. */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id ?? '';
  return useMutation({
    mutationFn: deleteDraft,
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftsQueryKey(userId) }),
  });
}
