import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationPreview,
  StaffInvitation,
  StaffList,
  StaffMember,
  StaffRole,
} from '@federkiel/machines/fulfilment/staffApi';
import { adminFetch } from '../../api/adminFetch.ts';
import { DASHBOARD_QUERY_ROOT } from '../../api/queryKeys.ts';

// Staff accounts (issue 28): the owner's list, invite, role change, removal, and the
// invitee's two public calls (docs/dashboard.md „Mitarbeiterkonten“).

export const staffKeys = {
  list: () => [DASHBOARD_QUERY_ROOT, 'staff'] as const,
  invitation: (token: string) => [DASHBOARD_QUERY_ROOT, 'invitation', token] as const,
};

export function staffListQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => adminFetch<StaffList>('/staff', { signal }),
  });
}

export function useStaffList() {
  return useQuery(staffListQueryOptions());
}

export interface InviteInput {
  email: string;
  name: string;
  role: StaffRole;
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) =>
      adminFetch<StaffInvitation>('/staff', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) =>
      adminFetch<StaffMember>(`/staff/${encodeURIComponent(id)}/role`, {
        method: 'PUT',
        body: { role },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminFetch<unknown>(`/staff/${encodeURIComponent(id)}/remove`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: staffKeys.invitation(token),
    queryFn: ({ signal }) =>
      adminFetch<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`, {
        signal,
        reportUnauthorized: false,
      }),
    enabled: token !== '',
    retry: false,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      adminFetch<StaffMember>('/invitations/accept', {
        method: 'POST',
        body: input,
        reportUnauthorized: false,
      }),
  });
}

/** „Passwort vergessen?“ (issue 40): the server answers the same for any address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      adminFetch<{ message: string }>('/password/forgot', {
        method: 'POST',
        body: { email },
        reportUnauthorized: false,
      }),
  });
}

/** Sets the new password with the token from the reset mail; every session of it ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      adminFetch<{ reset: true }>('/password/reset', {
        method: 'POST',
        body: input,
        reportUnauthorized: false,
      }),
  });
}
