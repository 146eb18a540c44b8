import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newSecret } from '../ids.ts';

// One-time secrets bound to an account: password reset keys (e-mailed as a link) and login
// tokens (`account.login(email, {password_token})`). Only their SHA-256 is stored. A key
// works once and until it expires; after that the answer is "used" (also once a password
// change revoked it) or "expired".

export type OneTimeKeyTable = 'password_resets' | 'login_tokens';

export const RESET_KEY_VALID_MS = 60 * 60 * 1000;
export const LOGIN_TOKEN_VALID_MS = 15 * 60 * 1000;

function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export async function issueKey(
  db: Kysely<Database>,
  table: OneTimeKeyTable,
  accountId: string,
  now: Date,
  validMs: number,
): Promise<string> {
  const key = newSecret(24);
  await db
    .insertInto(table)
    .values({
      key_hash: hashKey(key),
      account_id: accountId,
      expires_at: new Date(now.getTime() + validMs).toISOString(),
      used_at: null,
      date_created: now.toISOString(),
    })
    .execute();
  return key;
}

export type KeyCheck =
  | { status: 'valid'; accountId: string }
  | { status: 'used' }
  | { status: 'expired' }
  | { status: 'unknown' };

/** Marks the key used if it is valid: the one caller that gets 'valid' may act on it. */
export async function consumeKey(
  db: Kysely<Database>,
  table: OneTimeKeyTable,
  key: string,
  now: Date,
): Promise<KeyCheck> {
  const row = await db
    .selectFrom(table)
    .selectAll()
    .where('key_hash', '=', hashKey(key))
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.used_at !== null) return { status: 'used' };
  if (row.expires_at <= now.toISOString()) return { status: 'expired' };
  const updated = await db
    .updateTable(table)
    .set({ used_at: now.toISOString() })
    .where('key_hash', '=', row.key_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  // Another request used it in between.
  return Number(updated.numUpdatedRows) === 1
    ? { status: 'valid', accountId: row.account_id }
    : { status: 'used' };
}

/** After a password change every other outstanding key of the account stops working. */
export async function revokeKeys(
  db: Kysely<Database>,
  table: OneTimeKeyTable,
  accountId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}
