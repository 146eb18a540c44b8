import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '../../../lib/store/queryKeys.ts';
import { sendSession, toSessionUser, useSessionUser } from '../../../lib/store/session.ts';
import { getStore } from '../../../lib/store/store.ts';
import type { AccountUpdateInput, StoreAccount } from '../../../lib/store/types.ts';

/** The signed-in account; "not signed in" is an error here (the session has heard of it). */
export async function fetchAccount(): Promise<StoreAccount> {
  const account = await getStore().account.get();
  if (!account) throw new Error('Not signed in');
  return account;
}

export function accountQueryOptions(userId: string) {
  return queryOptions({ queryKey: accountQueryKey(userId), queryFn: fetchAccount });
}

export function useAccount() {
  const userId = useSessionUser()?.id ?? '';
  return useQuery({ ...accountQueryOptions(userId), enabled: userId !== '' });
}

export function updateAccount(input: AccountUpdateInput): Promise<StoreAccount> {
  return getStore().account.update(input);
}

/**
 * One change of the account (name, password, an address). Each form has its own, so each
 * shows its own pending, success and error state. The answer becomes the cached account
 * and the session's remembered user (the header shows the new name at once).
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id ?? '';
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey(userId), account);
      sendSession({ type: 'USER_UPDATED', user: toSessionUser(account) });
    },
  });
}

export class WrongCurrentPasswordError extends Error {
  constructor() {
    super('The current password is not correct');
    this.name = 'WrongCurrentPasswordError';
  }
}

/**
 * Changes the password after checking the current one: the store's login call answers
 * null for a wrong password (and changes nothing); the update itself needs no old password.
 */
export async function changePassword({
  email,
  current,
  next,
}: {
  email: string;
  current: string;
  next: string;
}): Promise<StoreAccount> {
  const store = getStore();
  const checked = await store.account.login(email, current);
  if (!checked) throw new WrongCurrentPasswordError();
  return store.account.update({ password: next });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
