import type { Kysely } from 'kysely';
import type { Database, SessionsTable } from '../../db/schema.ts';

// What hangs off a session. Reading an unknown session yields an empty one; a row is
// written only when something is first stored, so several first requests racing without
// a session (or a bot that never comes back) leave nothing behind.

export type SessionState = Pick<
  SessionsTable,
  'cart_id' | 'account_id' | 'last_order_id' | 'locale' | 'currency'
>;

export const EMPTY_SESSION: SessionState = {
  cart_id: null,
  account_id: null,
  last_order_id: null,
  locale: null,
  currency: null,
};

export async function readSession(db: Kysely<Database>, id: string): Promise<SessionState> {
  const row = await db
    .selectFrom('sessions')
    .select(['cart_id', 'account_id', 'last_order_id', 'locale', 'currency'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? { ...EMPTY_SESSION };
}

export async function writeSession(
  db: Kysely<Database>,
  id: string,
  patch: Partial<SessionState>,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('sessions')
    .values({ ...EMPTY_SESSION, ...patch, id, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...patch, updated_at: at }))
    .execute();
}

/** Whether something was ever stored under this session token. */
export async function sessionExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
