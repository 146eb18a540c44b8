import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryKey } from '../../../lib/store/queryKeys.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import { getStore } from '../../../lib/store/store.ts';
import type { StoreAccount } from '../../../lib/store/types.ts';

// The signed-in customer's account (for the phone number, which the session does not keep).
// Same key and data as the profile's account query: one cached record for both.

async function fetchAccount(): Promise<StoreAccount> {
  const account = await getStore().account.get();
  if (!account) throw new Error('Not signed in');
  return account;
}

export function contactAccountQueryOptions(userId: string) {
  return queryOptions({ queryKey: accountQueryKey(userId), queryFn: fetchAccount });
}

export interface ContactPrefill {
  name: string;
  email: string;
  phone: string;
}

/**
 * What the form can fill in for a signed-in customer: name and e-mail from the session at
 * once, the phone once the account has loaded. Null while signed out.
 */
export function useContactPrefill(): ContactPrefill | null {
  const user = useSessionUser();
  const account = useQuery({
    ...contactAccountQueryOptions(user?.id ?? ''),
    enabled: Boolean(user?.id),
  });
  if (!user) return null;
  return {
    name: [user.firstName, user.lastName].filter(Boolean).join(' ').trim(),
    email: user.email,
    phone: account.data?.phone ?? '',
  };
}
