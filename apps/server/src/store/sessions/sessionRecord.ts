import type { CompiledQuery, Kysely } from 'kysely';
import type { Database, SessionsTable } from '../../db/schema.ts';
import { compiledOnce } from './compiledOnce.ts';

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

const STATE_COLUMNS = ['cart_id', 'account_id', 'last_order_id', 'locale', 'currency'] as const;

// Every store call reads its session and every first write upserts it: both are compiled
// once (compiledOnce.ts).
const selectSession = compiledOnce(['id'], (db, { id }: { id: string }) =>
  db.selectFrom('sessions').select(STATE_COLUMNS).where('id', '=', id),
);

export async function readSession(db: Kysely<Database>, id: string): Promise<SessionState> {
  const { rows } = await db.executeQuery(selectSession(db, { id }));
  return rows[0] ?? { ...EMPTY_SESSION };
}

type SessionRow = SessionState & { id: string; created_at: string; updated_at: string };

/** The upsert that sets `columns` (and updated_at) on an existing row, one per column set. */
const upserts = new Map<string, (db: Kysely<Database>, row: SessionRow) => CompiledQuery>();

function upsertSetting(columns: (keyof SessionState)[]) {
  const key = columns.join(',');
  let upsert = upserts.get(key);
  if (!upsert) {
    upsert = compiledOnce(
      ['id', 'created_at', 'updated_at', ...STATE_COLUMNS],
      (db, row: SessionRow) =>
        db
          .insertInto('sessions')
          .values(row)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              ...Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)])),
              // Built once per column set, not per request.
              // eslint-disable-next-line no-restricted-syntax
              updated_at: eb.ref('excluded.updated_at'),
            })),
          ),
    );
    upserts.set(key, upsert);
  }
  return upsert;
}

export async function writeSession(
  db: Kysely<Database>,
  id: string,
  patch: Partial<SessionState>,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  // A key sent as undefined sets nothing (as Kysely leaves undefined values out).
  const columns = STATE_COLUMNS.filter((c) => patch[c] !== undefined);
  // Written out rather than `{ ...EMPTY_SESSION, id, … }`: in this V8 a spread followed by
  // new keys takes a slow path (~2 µs here, on every first cart write; issue #32).
  const row: SessionRow = {
    id,
    created_at: at,
    updated_at: at,
    cart_id: null,
    account_id: null,
    last_order_id: null,
    locale: null,
    currency: null,
  };
  for (const column of columns) row[column] = patch[column] ?? null;
  await db.executeQuery(upsertSetting(columns)(db, row));
}

/** Whether something was ever stored under this session token. */
export async function sessionExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
