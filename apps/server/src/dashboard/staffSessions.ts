import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

// Dashboard sessions. The cookie carries a random token; the database only its SHA-256, so
// a copy of the database opens no session. A session ends after 12 idle hours or when the
// staff member signs out (revoked at once: every request looks the session up).

export const STAFF_COOKIE = 'fk_staff';
export const STAFF_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write every time. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Staff {
  name: string;
  /** The session's token hash; null for a request with the admin key itself. */
  sessionHash: string | null;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function openStaffSession(db: Db, name: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashOf(token),
      staff_name: name,
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
    .selectAll()
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return null;
  const idle = now.getTime() - Date.parse(row.last_seen_at);
  if (idle > STAFF_IDLE_MS) return null;
  if (idle > TOUCH_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('token_hash', '=', hash)
      .execute();
  }
  return { name: row.staff_name, sessionHash: hash };
}

export async function revokeStaffSession(db: Db, sessionHash: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', sessionHash)
    .where('revoked_at', 'is', null)
    .execute();
}
