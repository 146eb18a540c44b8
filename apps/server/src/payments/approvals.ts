import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PaymentGateway, PaymentMethod } from './gateway.ts';

// Issue 33: an approved payment always ends in the cart's one order or is released.
//
// Every intent the shop starts for a cart is written down here (`payment_approvals`, keyed
// by the intent, with its cart) — when the customer leaves for the approval page, when the
// approval goes on the cart and at the latest when the order is submitted. A row moves
//   open → capturing → captured   (the order's payment; at most one per cart, see below)
//   open → releasing → released   (voided at the gateway: nothing is charged)
// with conditional UPDATEs only, so two processes never both move the same row.
// - "At most one capture per cart" is the database's: a partial unique index lets only one
//   approval of a cart be `capturing` or `captured` (migration 0011). A second return
//   racing the first fails that index and is told the order is being placed.
// - When an order is placed, every other open approval of its cart is released at once.
// - What is not turned into an order within APPROVAL_RELEASE_MINUTES is released by the job
//   in approvalReleases.ts, which finds the rows in the database after any restart.

/** How long an approval may wait for its order before the server releases it. */
export const APPROVAL_RELEASE_MINUTES = 30;
/** How long a process holds a row it is releasing before another may take it over. */
export const RELEASE_CLAIM_MS = 2 * 60 * 1000;

export const APPROVAL_RELEASED_MESSAGE =
  'Die Freigabe ist abgelaufen und wurde aufgehoben – es wurde nichts berechnet. Bitte bezahle erneut.';
export const CAPTURE_IN_PROGRESS_MESSAGE =
  'Diese Bestellung wird gerade in einem anderen Fenster bezahlt. Bitte lade die Seite gleich neu.';

type Db = Kysely<Database>;

export interface ApprovalRef {
  intentId: string;
  cartId: string;
  method: PaymentMethod;
  gateway: string;
}

/** Writes the approval down for its cart; an intent already known keeps its first cart. */
export async function registerApproval(db: Db, ref: ApprovalRef, now: Date): Promise<void> {
  await db
    .insertInto('payment_approvals')
    .values({
      intent_id: ref.intentId,
      cart_id: ref.cartId,
      method: ref.method,
      gateway: ref.gateway,
      status: 'open',
      order_id: null,
      expires_at: new Date(now.getTime() + APPROVAL_RELEASE_MINUTES * 60_000).toISOString(),
      claimed_until: null,
      date_created: now.toISOString(),
      date_settled: null,
    })
    .onConflict((oc) => oc.column('intent_id').doNothing())
    .execute();
}

export type CaptureClaim =
  /** This submission may capture the intent. */
  | 'ours'
  /** Another approval of the cart is being captured (or was). */
  | 'taken'
  /** The approval was released (too late, or the cart was ordered with another). */
  | 'released'
  /** The intent belongs to another cart. */
  | 'foreign';

/**
 * Takes the cart's one capture for `ref.intentId`. A retry of the same intent gets 'ours'
 * again: the gateway's idempotency key then answers the first charge.
 */
export async function claimCapture(db: Db, ref: ApprovalRef, now: Date): Promise<CaptureClaim> {
  await registerApproval(db, ref, now);
  const row = await db
    .selectFrom('payment_approvals')
    .select(['cart_id', 'status'])
    .where('intent_id', '=', ref.intentId)
    .executeTakeFirstOrThrow();
  if (row.cart_id !== ref.cartId) return 'foreign';
  if (row.status === 'capturing' || row.status === 'captured') return 'ours';
  if (row.status !== 'open') return 'released';
  try {
    const moved = await db
      .updateTable('payment_approvals')
      .set({ status: 'capturing' })
      .where('intent_id', '=', ref.intentId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) return 'ours';
  } catch (error) {
    // The unique index refused a second capture of the cart.
    if (await captureOfCart(db, ref.cartId)) return 'taken';
    throw error;
  }
  // The release job took the row between our read and our update.
  return 'released';
}

async function captureOfCart(db: Db, cartId: string): Promise<string | null> {
  const row = await db
    .selectFrom('payment_approvals')
    .select('intent_id')
    .where('cart_id', '=', cartId)
    .where('status', 'in', ['capturing', 'captured'])
    .executeTakeFirst();
  return row?.intent_id ?? null;
}

/** The capture went through and its order is stored. */
export async function finishCapture(db: Db, intentId: string, orderId: string, now: Date) {
  await db
    .updateTable('payment_approvals')
    .set({ status: 'captured', order_id: orderId, date_settled: now.toISOString() })
    .where('intent_id', '=', intentId)
    .where('status', '=', 'capturing')
    .execute();
}

/**
 * The capture did not happen (declined, amount changed): the approval is open again, so
 * the cart may be paid otherwise and the release job ends this one in time.
 */
export async function reopenCapture(db: Db, intentId: string) {
  await db
    .updateTable('payment_approvals')
    .set({ status: 'open' })
    .where('intent_id', '=', intentId)
    .where('status', '=', 'capturing')
    .execute();
}

/** The charge was given back (the order could not be stored): nothing is held any more. */
export async function refundedCapture(db: Db, intentId: string, now: Date) {
  await db
    .updateTable('payment_approvals')
    .set({ status: 'released', date_settled: now.toISOString() })
    .where('intent_id', '=', intentId)
    .where('status', '=', 'capturing')
    .execute();
}

/**
 * Releases one approval at the gateway — if this process gets the row (open, or left in
 * `releasing` by a process that died). Answers whether it released it.
 */
export async function releaseApproval(
  db: Db,
  gateway: PaymentGateway,
  intentId: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const claimed = await db
    .updateTable('payment_approvals')
    .set({
      status: 'releasing',
      claimed_until: new Date(now.getTime() + RELEASE_CLAIM_MS).toISOString(),
    })
    .where('intent_id', '=', intentId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'open'),
        eb.and([eb('status', '=', 'releasing'), eb('claimed_until', '<=', at)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await gateway.release(intentId);
  await db
    .updateTable('payment_approvals')
    .set({ status: 'released', date_settled: at, claimed_until: null })
    .where('intent_id', '=', intentId)
    .where('status', '=', 'releasing')
    .execute();
  return true;
}

/** Releases every open approval of the cart but `keep` (the one its order captured). */
export async function releaseOtherApprovals(
  db: Db,
  gateway: PaymentGateway,
  cartId: string,
  keep: string | null,
  now: Date,
): Promise<number> {
  let query = db
    .selectFrom('payment_approvals')
    .select('intent_id')
    .where('cart_id', '=', cartId)
    .where('status', '=', 'open');
  if (keep) query = query.where('intent_id', '!=', keep);
  let released = 0;
  for (const { intent_id } of await query.execute()) {
    if (await releaseApproval(db, gateway, intent_id, now)) released += 1;
  }
  return released;
}

/** Approvals that waited too long, and releases a died process left behind. */
export async function dueApprovals(db: Db, now: Date, limit: number): Promise<string[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('payment_approvals')
    .select('intent_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'open'), eb('expires_at', '<=', at)]),
        eb.and([eb('status', '=', 'releasing'), eb('claimed_until', '<=', at)]),
      ]),
    )
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.intent_id);
}

export interface CartApproval {
  intent_id: string;
  cart_id: string;
  method: string;
  status: 'open' | 'capturing' | 'captured' | 'releasing' | 'released';
  order_id: string | null;
  expires_at: string;
}

/** The cart's latest approval (what a reload or another tab asks about), or null. */
export async function latestApproval(db: Db, cartId: string): Promise<CartApproval | null> {
  const row = await db
    .selectFrom('payment_approvals')
    .select(['intent_id', 'cart_id', 'method', 'status', 'order_id', 'expires_at'])
    .where('cart_id', '=', cartId)
    .orderBy('date_created', 'desc')
    .orderBy('intent_id', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** The approval of one intent (a late return asks by it), or null. */
export async function approvalOf(db: Db, intentId: string): Promise<CartApproval | null> {
  const row = await db
    .selectFrom('payment_approvals')
    .select(['intent_id', 'cart_id', 'method', 'status', 'order_id', 'expires_at'])
    .where('intent_id', '=', intentId)
    .executeTakeFirst();
  return row ?? null;
}

/** Of these intents, the ones no cart has written down in `payment_approvals`. */
export async function unclaimedIntents(db: Db, intentIds: readonly string[]): Promise<string[]> {
  if (intentIds.length === 0) return [];
  const known = await db
    .selectFrom('payment_approvals')
    .select('intent_id')
    .where('intent_id', 'in', [...intentIds])
    .execute();
  const claimed = new Set(known.map((row) => row.intent_id));
  return intentIds.filter((id) => !claimed.has(id));
}
