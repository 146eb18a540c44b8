/**
 * TanStack Query keys of the signed-in customer's data start with this root and the user's
 * id (`['account', userId, …]`), so one customer never sees another's cached data, and
 * signing in or out can drop all of it at once.
 */
export const ACCOUNT_QUERY_ROOT = 'account';

export function accountQueryKey(userId: string, ...rest: (string | number)[]) {
  return [ACCOUNT_QUERY_ROOT, userId, ...rest] as const;
}
