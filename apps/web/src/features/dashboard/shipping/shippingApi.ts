import type { ShippingRates } from '@federkiel/machines/pricing/postage';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../api/adminFetch.ts';

// The owner's postage and delivery times per destination (issue 38):
// GET/PUT /swell/admin/settings/shipping, Inhaber only (the server checks).

const RATES_KEY = ['dashboard', 'settings', 'shipping'] as const;

export function useShippingRates(enabled: boolean) {
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: ({ signal }) => adminFetch<ShippingRates>('/settings/shipping', { signal }),
    enabled,
  });
}

export function useSaveShippingRates() {
  const client = useQueryClient();
  return useMutation({
    // Values the form could not read go as they are: the server names the field.
    mutationFn: (body: unknown) =>
      adminFetch<ShippingRates>('/settings/shipping', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(RATES_KEY, saved),
  });
}
