import type {
  DraftRecord,
  SavedDraft,
  SaveDraftRequest,
} from '@federkiel/machines/drafts/draftApi';
import { backendRequest } from '../../../lib/backend/backendFetch.ts';
import { accountQueryKey } from '../../../lib/store/queryKeys.ts';

// The configurator's side of the drafts routes (docs/drafts-lists-contact.md): save (create
// or update) and load one draft. The list lives in the profile; both use the same key.

/** TanStack Query key of the signed-in customer's drafts (list and single drafts below it). */
export function draftsQueryKey(userId: string) {
  return accountQueryKey(userId, 'drafts');
}

/** `POST /swell/drafts`: without `id` a new draft (201), with `id` that draft updated (200). */
export function postDraft(
  request: { id: string | null; orderData: string },
  options: { keepalive?: boolean } = {},
): Promise<SavedDraft> {
  const body: SaveDraftRequest = request.id
    ? { id: request.id, orderData: request.orderData }
    : { orderData: request.orderData };
  // A request that outlives the page (`keepalive`) may carry at most 64 KB.
  const keepalive = options.keepalive === true && request.orderData.length < 60_000;
  return backendRequest<SavedDraft>('/swell/drafts', { method: 'POST', body, keepalive });
}

/** `GET /swell/drafts/{id}`. */
export function getDraft(id: string, signal?: AbortSignal): Promise<DraftRecord> {
  return backendRequest<DraftRecord>(`/swell/drafts/${encodeURIComponent(id)}`, { signal });
}
