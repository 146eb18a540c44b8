import {
  createHmac,
  createSecretKey,
  hash,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newTimeOrderedSecret } from '../ids.ts';

// Session tokens are opaque and URL-safe. A client may present a token this server has
// never seen (after a database reset, or one it made up): the store adopts it as a new,
// empty session rather than replacing it, so a restart does not churn every visitor's
// cookie. Anything that does not look like a token is replaced by a fresh one.
//
// A token the store mints carries its own proof (issue #17): 22 random characters and 10
// characters of their HMAC under this installation's key. Since issue #32 the random part
// follows the time (12 hex digits, ids.ts newTimeOrderedSecret) and the HMAC covers both:
// every first write stores its session under the token, and random keys put each new row
// on its own page of the sessions index — one more WAL page per request. Tokens of the
// older, 32-character form stay valid. So a route that must not take
// made-up tokens (uploads) can tell a token the store handed out from an invented one
// without a database row per token — the store writes no row until a session stores
// something, and mints a token for every first request (the product list included).

const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,128}$/;
const RANDOM_LENGTH = 22; // 16 random bytes in base64url
const TIME_LENGTH = 12; // milliseconds in hex, in front of the random part
/** What the HMAC covers: the random part, after the time in tokens minted since issue #32. */
const BODY_LENGTHS = [RANDOM_LENGTH, TIME_LENGTH + RANDOM_LENGTH];
const MAX_BODY = TIME_LENGTH + RANDOM_LENGTH;
const MAC_LENGTH = 10; // 60 bits: forging one takes ~10^18 tries against the server
const HMAC_BLOCK = 64; // SHA-256's block size in bytes
const SHA256_LENGTH = 32;
const KEY_NAME = 'session_token_key';

export function acceptedSessionToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}

export class SessionTokens {
  // HMAC-SHA256 written out (RFC 2104): H((K ^ opad) || H((K ^ ipad) || m)), in two one-shot
  // hashes over buffers prepared once. A token is minted for every first request, and
  // createHmac builds a stream object per call — 6 % of a fresh session's cart write (issue
  // #32). The result is the same HMAC (sessionToken.test.ts checks it against createHmac),
  // so tokens minted before stay valid.
  private readonly inner = Buffer.alloc(HMAC_BLOCK + MAX_BODY);
  private readonly outer = Buffer.alloc(HMAC_BLOCK + SHA256_LENGTH);
  private readonly key: KeyObject;

  constructor(key: Buffer) {
    if (key.length > HMAC_BLOCK) throw new RangeError('session token key longer than a block');
    this.inner.fill(0x36, 0, HMAC_BLOCK);
    this.outer.fill(0x5c, 0, HMAC_BLOCK);
    for (let i = 0; i < key.length; i++) {
      this.inner[i] = (this.inner[i] ?? 0) ^ (key[i] ?? 0);
      this.outer[i] = (this.outer[i] ?? 0) ^ (key[i] ?? 0);
    }
    this.key = createSecretKey(key);
  }

  private mac(body: string): string {
    // Only ASCII is the same bytes in every encoding (createHmac hashes a string as UTF-8).
    const ascii = body.length <= MAX_BODY && Buffer.byteLength(body) === body.length;
    const full = ascii
      ? this.hmacOfAscii(body)
      : createHmac('sha256', this.key).update(body).digest('base64url');
    return full.slice(0, MAC_LENGTH);
  }

  /** The HMAC of at most MAX_BODY ASCII characters. */
  private hmacOfAscii(body: string): string {
    const length = this.inner.write(body, HMAC_BLOCK, 'latin1');
    hash('sha256', this.inner.subarray(0, HMAC_BLOCK + length), 'buffer').copy(
      this.outer,
      HMAC_BLOCK,
    );
    return hash('sha256', this.outer, 'base64url');
  }

  /** A new token, 44 characters: time, random part, signature. */
  mint(now = Date.now()): string {
    const body = newTimeOrderedSecret(now);
    return body + this.mac(body);
  }

  /** Whether this installation minted `token` (its signature; no database). */
  minted(token: string): boolean {
    const bodyLength = token.length - MAC_LENGTH;
    if (!BODY_LENGTHS.includes(bodyLength)) return false;
    const expected = Buffer.from(this.mac(token.slice(0, bodyLength)));
    const presented = Buffer.from(token.slice(bodyLength));
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
