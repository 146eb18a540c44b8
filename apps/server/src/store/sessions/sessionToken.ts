import {
  createHmac,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newSecret } from '../ids.ts';

// Session tokens are opaque and URL-safe. A client may present a token this server has
// never seen (after a database reset, or one it made up): the store adopts it as a new,
// empty session rather than replacing it, so a restart does not churn every visitor's
// cookie. Anything that does not look like a token is replaced by a fresh one.
//
// A token the store mints carries its own proof (issue #17): 22 random characters and 10
// characters of their HMAC under this installation's key. So a route that must not take
// made-up tokens (uploads) can tell a token the store handed out from an invented one
// without a database row per token — the store writes no row until a session stores
// something, and mints a token for every first request (the product list included).

const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,128}$/;
const RANDOM_LENGTH = 22; // 16 random bytes in base64url
const MAC_LENGTH = 10; // 60 bits: forging one takes ~10^18 tries against the server
const KEY_NAME = 'session_token_key';

export function acceptedSessionToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}

export class SessionTokens {
  // A KeyObject: createHmac with a raw Buffer imports the key anew on every call, and a
  // token is minted for every first request (issue #32).
  private readonly key: KeyObject;

  constructor(key: Buffer) {
    this.key = createSecretKey(key);
  }

  private mac(random: string): string {
    return createHmac('sha256', this.key).update(random).digest('base64url').slice(0, MAC_LENGTH);
  }

  /** A new token, 32 characters. */
  mint(): string {
    const random = newSecret(16);
    return random + this.mac(random);
  }

  /** Whether this installation minted `token` (its signature; no database). */
  minted(token: string): boolean {
    if (token.length !== RANDOM_LENGTH + MAC_LENGTH) return false;
    const expected = Buffer.from(this.mac(token.slice(0, RANDOM_LENGTH)));
    const presented = Buffer.from(token.slice(RANDOM_LENGTH));
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  }
}

/**
 * The installation's token key from `app_meta`, created on first use: it must outlive
 * restarts, or every visitor's token would stop counting as issued.
 */
async function loadSessionTokens(db: Kysely<Database>): Promise<SessionTokens> {
  await db
    .insertInto('app_meta')
    .values({
      key: KEY_NAME,
      value: randomBytes(32).toString('base64url'),
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  return new SessionTokens(Buffer.from(row.value, 'base64url'));
}

// One key per database, read once per process (a server and its tests each have their own).
const loaded = new WeakMap<object, Promise<SessionTokens>>();

export function sessionTokens(db: Kysely<Database>): Promise<SessionTokens> {
  let tokens = loaded.get(db);
  if (!tokens) {
    tokens = loadSessionTokens(db);
    // A failed read (database down) is tried again by the next request.
    tokens.catch(() => loaded.delete(db));
    loaded.set(db, tokens);
  }
  return tokens;
}
