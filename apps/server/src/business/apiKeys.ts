import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BusinessApiKeysTable } from './businessTables.ts';

// API keys of business accounts (issue 43). A key reads `fk_<mode>_<id>_<secret>`: the id finds
// the row, the secret (32 random bytes, base64url) is compared by its SHA-256 — the database
// never holds a usable key, and the customer sees the key once, when it is made. A high-entropy
// random secret needs no slow password hash: nobody can guess 256 bits from its hash.

export type KeyMode = 'test' | 'live';

const KEY_PATTERN = /^fk_(test|live)_([a-f0-9]{16})_([A-Za-z0-9_-]{43})$/;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface KeyView {
  id: string;
  name: string;
  mode: KeyMode;
  /** `fk_test_…abcd`: enough to tell keys apart in the profile, useless to a reader. */
  hint: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export function keyView(row: BusinessApiKeysTable): KeyView {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    hint: `fk_${row.mode}_…${row.last4}`,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/** Makes a key; the returned `secret` is the only time anybody sees it. */
export async function createApiKey(
  db: Kysely<Database>,
  input: { accountId: string; name: string; mode: KeyMode; now: Date },
): Promise<{ key: KeyView; secret: string }> {
  const id = randomBytes(8).toString('hex');
  const random = randomBytes(32).toString('base64url');
  const secret = `fk_${input.mode}_${id}_${random}`;
  const row: BusinessApiKeysTable = {
    id,
    account_id: input.accountId,
    name: input.name,
    mode: input.mode,
    secret_hash: sha256(random),
    last4: random.slice(-4),
    created_at: input.now.toISOString(),
    last_used_at: null,
    revoked_at: null,
  };
  await db.insertInto('business_api_keys').values(row).execute();
  return { key: keyView(row), secret };
}

export async function listApiKeys(db: Kysely<Database>, accountId: string): Promise<KeyView[]> {
  const rows = await db
    .selectFrom('business_api_keys')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(keyView);
}

/** Revokes the account's key at once: the next request with it is refused. */
export async function revokeApiKey(
  db: Kysely<Database>,
  accountId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('business_api_keys')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The live (not revoked) key a presented secret belongs to, or null. */
export async function findApiKey(
  db: Kysely<Database>,
  presented: string,
): Promise<BusinessApiKeysTable | null> {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return null;
  const [, mode, id, random] = match as unknown as [string, KeyMode, string, string];
  const row = await db
    .selectFrom('business_api_keys')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.mode !== mode) return null;
  const expected = Buffer.from(row.secret_hash, 'hex');
  const actual = Buffer.from(sha256(random), 'hex');
  return timingSafeEqual(expected, actual) ? row : null;
}
