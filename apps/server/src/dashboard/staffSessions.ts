import { createHash, randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@federkiel/machines/fulfilment/staffApi';
import type { Db } from '../db/database.ts';

// Dashboard sessions. The cookie carries a random token; the database only its SHA-256, so
// a copy of the database opens no session. A session ends after 12 idle hours or when the
// staff member signs out (revoked at once: every request looks the session up). A personal
// account's session reads the account with it on every request: a removed account's
// sessions end at once, a changed role or name applies to the next request (issue 28).

export const STAFF_COOKIE = 'fk_staff';
export const STAFF_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write every time. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Staff {
  name: string;
  /** The session's token hash; null for a request with the admin key itself. */
  sessionHash: string | null;
  /** The staff account (staff/staffAccounts.ts); null or absent for the admin key. */
  accountId?: string | null;
  /** What the staff member may do (staff/permissions.ts); the admin key acts as owner. */
  role?: StaffRole;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Opens a session for `name`; `accountId` null is the admin key's login. */
export async function openStaffSession(
  db: Db,
  name: string,
  now: Date,
  accountId: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashOf(token),
      staff_name: name,
      account_id: accountId,
      created_at: at,
      last_seen_at: at,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The staff member of a live session, or null (unknown, revoked or idle too long). */
export async function findStaffSession(db: Db, token: string, now: Date): Promise<Staff | null> {
  if (token.length > 200) return null;
  const hash = hashOf(token);
  const row = await db
    .selectFrom('staff_sessions')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.account_id')
    .select([
      'staff_sessions.staff_name',
      'staff_sessions.account_id',
      'staff_sessions.last_seen_at',
      'staff_sessions.revoked_at',
      'staff_accounts.id as live_account',
      'staff_accounts.name as account_name',
      'staff_accounts.role as account_role',
    ])
    .where('staff_sessions.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return null;
  const accountId = row.account_id ?? null;
  // The account was removed: its sessions end with it.
  if (accountId !== null && !row.live_account) return null;
  const role = accountId === null ? 'owner' : row.account_role;
  if (!(STAFF_ROLES as readonly (string | null)[]).includes(role)) return null;
  const idle = now.getTime() - Date.parse(row.last_seen_at);
  if (idle > STAFF_IDLE_MS) return null;
  if (idle > TOUCH_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('token_hash', '=', hash)
      .execute();
  }
  return {
    name: row.account_name ?? row.staff_name,
    sessionHash: hash,
    accountId,
    role: role as StaffRole,
  };
}

/**
 * Whether the session of `token` belonged to an account that has been removed since (issue
 * 40): the login page tells that person why they are out, instead of „Sitzung abgelaufen“.
 */
export async function sessionAccountRemoved(db: Db, token: string): Promise<boolean> {
  if (token.length > 200) return false;
  const row = await db
    .selectFrom('staff_sessions')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.account_id')
    .select(['staff_sessions.account_id', 'staff_accounts.id as live_account'])
    .where('staff_sessions.token_hash', '=', hashOf(token))
    .executeTakeFirst();
  return !!row && row.account_id !== null && !row.live_account;
}

export async function revokeStaffSession(db: Db, sessionHash: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', sessionHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of an account (removed, or its password changed). */
export async function revokeAccountSessions(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}
