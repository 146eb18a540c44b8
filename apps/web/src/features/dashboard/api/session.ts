import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSessionAnswer as StaffSession } from '@federkiel/machines/fulfilment/staffApi';
import { adminFetch } from './adminFetch.ts';
import { dashboardKeys } from './queryKeys.ts';

/** `GET /swell/admin/session`: the signed-in staff member, or an AdminApiError 401. */
export function fetchStaffSession(signal?: AbortSignal): Promise<StaffSession> {
  // The layout handles this 401 itself (redirect with returnTo).
  return adminFetch<StaffSession>('/session', { signal, reportUnauthorized: false });
}

export function staffSessionQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.session(),
    queryFn: ({ signal }) => fetchStaffSession(signal),
    staleTime: 60_000,
  });
}

export function useStaffSession() {
  return useQuery(staffSessionQueryOptions());
}

/** The spec's key login (key + typed name) or a personal account (e-mail + password). */
export type LoginInput = { key: string; name: string } | { email: string; password: string };

/** `POST /swell/admin/login`: the server sets the httpOnly staff cookie. */
export function login(input: LoginInput): Promise<StaffSession> {
  return adminFetch<StaffSession>('/login', {
    method: 'POST',
    body:
      'key' in input
        ? { key: input.key, name: input.name.trim() }
        : { email: input.email.trim(), password: input.password },
    reportUnauthorized: false,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      // Whatever an earlier staff session left in the cache goes; the new one is known.
      queryClient.removeQueries({ queryKey: dashboardKeys.all });
      queryClient.setQueryData(dashboardKeys.session(), session);
    },
  });
}

/** `POST /swell/admin/logout`: revokes the session and clears the cookie. */
export async function logout(): Promise<void> {
  await adminFetch<unknown>('/logout', { method: 'POST', reportUnauthorized: false });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.removeQueries({ queryKey: dashboardKeys.all }),
  });
}
