import type { SessionUser } from '@federkiel/machines/session';
import { readStorage, removeStorage, writeStorage } from '../storage.ts';

/** spec §3/§4: localStorage `userInfo` keeps the signed-in user and the store session token. */
export const USER_INFO_KEY = 'userInfo';
/** spec §3: the original shop kept its token here too; removed with unusable data. */
export const LEGACY_TOKEN_KEY = 'jwtToken';

export interface UserInfo {
  token: string | null;
  user: SessionUser;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    user.id !== '' &&
    typeof user.email === 'string' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string'
  );
}

/**
 * The remembered user, or null. Unparsable or malformed data is removed (spec §4: "unparsable
 * data removes the token") so it cannot break the next start either.
 */
export function readUserInfo(): UserInfo | null {
  const raw = readStorage(USER_INFO_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as { token?: unknown; user?: unknown } | null;
    if (parsed && isSessionUser(parsed.user)) {
      return {
        token: typeof parsed.token === 'string' && parsed.token !== '' ? parsed.token : null,
        user: {
          id: parsed.user.id,
          email: parsed.user.email,
          firstName: parsed.user.firstName,
          lastName: parsed.user.lastName,
        },
      };
    }
  } catch {
    // fall through: unusable
  }
  clearUserInfo();
  return null;
}

export function writeUserInfo(info: UserInfo): void {
  writeStorage(USER_INFO_KEY, JSON.stringify(info));
}

export function clearUserInfo(): void {
  removeStorage(USER_INFO_KEY);
  removeStorage(LEGACY_TOKEN_KEY);
}
