import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backendRequest } from '../../../lib/backend/backendFetch.ts';
import { accountQueryKey } from '../../../lib/store/queryKeys.ts';
import { useSessionUser } from '../../../lib/store/session.ts';

// The profile's „API-Schlüssel“ and webhooks (docs/business-api.md): /swell/business/* with
// the store session, like every other profile call.

export type KeyMode = 'test' | 'live';

export interface ApiKey {
  id: string;
  name: string;
  mode: KeyMode;
  hint: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.paid',
  'order.production_status_changed',
  'order.sent',
  'order.canceled',
  'order.refunded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  created_at: string;
}

export interface WebhookDelivery {
  id: string;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_response: string | null;
  created_at: string;
  delivered_at: string | null;
  url: string;
}

interface Results<T> {
  results: T[];
}

function useUserKey(part: string) {
  const userId = useSessionUser()?.id ?? '';
  return { userId, queryKey: accountQueryKey(userId, part) };
}

function useList<T>(part: string, path: string) {
  const { userId, queryKey } = useUserKey(part);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await backendRequest<Results<T>>(path, { signal })).results,
    enabled: userId !== '',
    staleTime: 0,
  });
}

export const useApiKeys = () => useList<ApiKey>('business-keys', '/swell/business/keys');
export const useWebhooks = () =>
  useList<WebhookEndpoint>('business-webhooks', '/swell/business/webhooks');
export const useDeliveries = () =>
  useList<WebhookDelivery>('business-deliveries', '/swell/business/webhooks/deliveries');

/** A mutation that fetches the given lists again when it is done. */
function useChange<I, O>(parts: string[], call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id ?? '';
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all(
        parts.map((part) =>
          queryClient.invalidateQueries({ queryKey: accountQueryKey(userId, part) }),
        ),
      ),
  });
}

export const useCreateKey = () =>
  useChange(['business-keys'], (body: { name: string; mode: KeyMode }) =>
    backendRequest<ApiKey & { secret: string }>('/swell/business/keys', { method: 'POST', body }),
  );

export const useRevokeKey = () =>
  useChange(['business-keys'], (id: string) =>
    backendRequest<undefined>(`/swell/business/keys/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  );

export const useCreateWebhook = () =>
  useChange(['business-webhooks'], (body: { url: string; events: WebhookEvent[] }) =>
    backendRequest<WebhookEndpoint & { secret: string }>('/swell/business/webhooks', {
      method: 'POST',
      body,
    }),
  );

export const useDeleteWebhook = () =>
  useChange(['business-webhooks'], (id: string) =>
    backendRequest<undefined>(`/swell/business/webhooks/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  );

export const useResendDelivery = () =>
  useChange(['business-deliveries'], (id: string) =>
    backendRequest<{ id: string }>(
      `/swell/business/webhooks/deliveries/${encodeURIComponent(id)}/resend`,
      { method: 'POST' },
    ),
  );
