import { randomFillSync } from 'node:crypto';

// Record ids are random (never guessable counters, so one customer cannot walk through
// another's addresses or orders by incrementing a number) and carry a short prefix that
// says what they name, which helps in logs and support tickets.

export type IdPrefix =
  | 'acc' // account
  | 'oev' // order event (dashboard history)
  | 'adr' // account address
  | 'crd' // saved card
  | 'cart'
  | 'cfg' // order configuration
  | 'drf' // draft
  | 'lst' // recipient list
  | 'inq' // contact inquiry
  | 'itm' // cart item
  | 'ord' // order
  | 'pay' // payment
  | 'gcl' // gift card line on a cart
  | 'tok' // vault card token
  | 'pi' // payment intent
  | 'ch'; // gateway charge

// Random bytes come from the CSPRNG in blocks: asking it for 24 bytes per request (a new
// session on every first visit) cost a tenth of the product list's CPU time. Every byte
// of a block is handed out once only.
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

function randomBytesFromPool(size: number): Buffer {
  if (size > POOL_SIZE) throw new RangeError(`at most ${POOL_SIZE} random bytes at once`);
  if (offset + size > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size));
  offset += size;
  return bytes;
}

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytesFromPool(12).toString('hex')}`;
}

/**
 * The time in milliseconds as 12 hex digits: put in front of a key, rows made one after
 * another sit side by side in the key's index (until the year 10889).
 */
function sortableTime(now: Date | number): string {
  return (typeof now === 'number' ? now : now.getTime()).toString(16).padStart(12, '0');
}

/**
 * An id of the same shape whose first half is the time in milliseconds, like Swell's
 * ObjectId-style ids, with 48 random bits behind it: still not guessable, but rows made
 * one after another sit side by side in the primary key's index. For the rows a fresh
 * session creates on every first cart write: with random ids each new cart dirtied its
 * own index page, one more page per request for the WAL and its checkpoints (issue #32).
 */
export function newTimeOrderedId(prefix: IdPrefix, now: Date): string {
  return `${prefix}_${sortableTime(now)}${randomBytesFromPool(6).toString('hex')}`;
}

/**
 * A secret as newSecret, behind the time (12 hex digits): as unguessable as before (the
 * random part is the same), but indexed next to the ones made just before it. Tells its
 * holder when it was made, nothing more.
 */
export function newTimeOrderedSecret(now: Date | number, bytes = 16): string {
  return `${sortableTime(now)}${newSecret(bytes)}`;
}

/** An opaque, URL-safe secret (session tokens, reset keys, checkout ids). */
export function newSecret(bytes = 24): string {
  return randomBytesFromPool(bytes).toString('base64url');
}
