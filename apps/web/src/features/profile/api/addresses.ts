import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '../../../lib/store/queryKeys.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import { getStore } from '../../../lib/store/store.ts';
import type { StoreAddress } from '../../../lib/store/types.ts';

export function fetchAddresses(): Promise<StoreAddress[]> {
  return getStore().account.listAddresses();
}

export function addressesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountQueryKey(userId, 'addresses'),
    queryFn: fetchAddresses,
  });
}

export function useAddresses() {
  const userId = useSessionUser()?.id ?? '';
  return useQuery({ ...addressesQueryOptions(userId), enabled: userId !== '' });
}

/** Saves a new address (`id` absent) or changes one; the list is fetched again. */
export function saveAddress({
  id,
  address,
}: {
  id: string | null;
  address: StoreAddress;
}): Promise<StoreAddress> {
  const store = getStore();
  return id ? store.account.updateAddress(id, address) : store.account.createAddress(address);
}

export function deleteAddress(id: string): Promise<void> {
  return getStore().account.deleteAddress(id);
}

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id ?? '';
  return () => queryClient.invalidateQueries({ queryKey: accountQueryKey(userId, 'addresses') });
}

export function useSaveAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: saveAddress, onSuccess: () => invalidate() });
}

export function useDeleteAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => invalidate() });
}
