import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recipient } from '@federkiel/machines';
import {
  LIST_ERROR_CODES,
  type ListRowProblem,
  type RecipientList,
  type RecipientListIndex,
  type RecipientListSummary,
} from '@federkiel/machines/lists/listApi';
import { BackendError, backendRequest } from '../backend/backendFetch.ts';
import { accountQueryKey } from '../store/queryKeys.ts';
import { useSessionUser } from '../store/session.ts';

// The signed-in customer's recipient lists (`/swell/lists`, docs/drafts-lists-contact.md):
// shared by the profile's list screens and the configurator's data step.

const base = '/swell/lists';
const path = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function listsQueryKey(userId: string) {
  return accountQueryKey(userId, 'recipient-lists');
}
export function listQueryKey(userId: string, id: string) {
  return accountQueryKey(userId, 'recipient-lists', id);
}

export async function fetchLists(): Promise<RecipientListSummary[]> {
  return (await backendRequest<RecipientListIndex>(base)).results;
}
export function fetchList(id: string): Promise<RecipientList> {
  return backendRequest<RecipientList>(path(id));
}
export function createList(body: { name: string; recipients: Recipient[] }) {
  return backendRequest<RecipientList>(base, { method: 'POST', body });
}
export function updateList({
  id,
  ...body
}: {
  id: string;
  name?: string;
  recipients?: Recipient[];
}): Promise<RecipientList> {
  return backendRequest<RecipientList>(path(id), { method: 'PUT', body });
}
export async function deleteList(id: string): Promise<void> {
  await backendRequest<undefined>(path(id), { method: 'DELETE' });
}
export async function markListUsed(id: string): Promise<void> {
  await backendRequest<undefined>(`${path(id)}/used`, { method: 'POST' });
}

export function listsQueryOptions(userId: string) {
  return queryOptions({ queryKey: listsQueryKey(userId), queryFn: fetchLists });
}
export function listQueryOptions(userId: string, id: string) {
  return queryOptions({ queryKey: listQueryKey(userId, id), queryFn: () => fetchList(id) });
}

/** The lists of the signed-in customer (not asked for while signed out). */
export function useRecipientLists(enabled = true) {
  const userId = useSessionUser()?.id ?? '';
  return useQuery({ ...listsQueryOptions(userId), enabled: enabled && userId !== '' });
}

export function useRecipientList(id: string) {
  const userId = useSessionUser()?.id ?? '';
  return useQuery({ ...listQueryOptions(userId, id), enabled: userId !== '' });
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id ?? '';
  return () => queryClient.invalidateQueries({ queryKey: listsQueryKey(userId) });
}

export function useCreateList() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: createList, onSuccess: () => invalidate() });
}
export function useUpdateList() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: updateList, onSuccess: () => invalidate() });
}
export function useDeleteList() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: deleteList, onSuccess: () => invalidate() });
}
export function useMarkListUsed() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: markListUsed, onSettled: () => invalidate() });
}

/** Why saving a list failed, for the screens' messages. */
export type ListSaveProblem =
  | { kind: 'invalidRecipients'; rows: ListRowProblem[]; problemCount: number }
  | { kind: 'nameTaken' }
  | { kind: 'invalidName'; message: string | null }
  | { kind: 'signedOut' }
  | { kind: 'notFound' }
  | { kind: 'failed' };

export function listSaveProblem(error: unknown): ListSaveProblem {
  if (!(error instanceof BackendError)) return { kind: 'failed' };
  if (error.code === LIST_ERROR_CODES.invalidRecipients) {
    const body = (error.body ?? {}) as { rows?: ListRowProblem[]; problemCount?: number };
    const rows = Array.isArray(body.rows) ? body.rows : [];
    return { kind: 'invalidRecipients', rows, problemCount: body.problemCount ?? rows.length };
  }
  if (error.code === LIST_ERROR_CODES.nameTaken) return { kind: 'nameTaken' };
  if (error.status === 401) return { kind: 'signedOut' };
  if (error.status === 404) return { kind: 'notFound' };
  if (error.status === 400 && error.param === 'name')
    return { kind: 'invalidName', message: error.serverMessage };
  return { kind: 'failed' };
}
