import type {
  StaffRef,
  SystemEventKind,
  TimelineEntry,
} from '@federkiel/machines/fulfilment/dashboardApi';
import type { Db } from '../db/database.ts';
import { newId } from '../store/ids.ts';
import { orderHistory } from './orderHistory.ts';
import type { Staff } from './staffSessions.ts';

// An order's timeline (issue 28): the system events stored in `order_timeline` where they
// happen (e-mails, downloads, refunds, tracking, address corrections), the facts the order
// itself records when it is written (placed, each payment, the WunderLink it redeemed) and
// the staff moves and notes of `order_events` — one list, newest first.

export type EventData = TimelineEntry['data'];

export interface SystemEvent {
  orderId: string;
  kind: SystemEventKind;
  at: string;
  actor?: string | null;
  /**
   * The staff member who caused it: their name becomes the actor, their account is
   * recorded beside it (issue 28, "every event records the account").
   */
  staff?: Pick<Staff, 'name' | 'accountId'> | null;
  data?: EventData;
  /** Set for an event that may happen once per order: a second one is refused. */
  onceKey?: string | null;
}

/** Stores a system event; `false` when its `onceKey` was already used for the order. */
export async function recordEvent(db: Db, event: SystemEvent): Promise<boolean> {
  const result = await db
    .insertInto('order_timeline')
    .values({
      id: newId('oev'),
      order_id: event.orderId,
      at: event.at,
      kind: event.kind,
      actor: event.actor ?? event.staff?.name ?? null,
      staff_id: event.staff?.accountId ?? null,
      data: JSON.stringify(event.data ?? {}),
      once_key: event.onceKey ?? null,
    })
    .onConflict((oc) => oc.columns(['order_id', 'once_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

function parseData(text: string): EventData {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as EventData) : {};
  } catch {
    return {};
  }
}

const system = (
  id: string,
  at: string,
  kind: SystemEventKind,
  actor: string | null,
  data: EventData,
  staff: StaffRef | null = null,
): TimelineEntry => ({
  id,
  at,
  source: 'system',
  kind,
  actor,
  staff,
  from: null,
  to: null,
  note: null,
  data,
});

/** What the gateway gave back so far, in cents (refund events). */
export async function refundedCents(db: Db, orderId: string): Promise<number> {
  const rows = await db
    .selectFrom('order_timeline')
    .select('data')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refunded')
    .execute();
  return rows.reduce((sum, row) => sum + Number(parseData(row.data).amount_cents ?? 0), 0);
}

/**
 * Who caused a stored event: the account beside the name, or (for rows written with the
 * account in their data) that one. An event with no actor was the shop's own.
 */
function staffOf(
  row: { actor: string | null; staff_id?: string | null },
  data: EventData,
): StaffRef | null {
  if (row.actor === null) return null;
  const fromData = typeof data.staff_id === 'string' ? data.staff_id : null;
  return { id: row.staff_id ?? fromData, name: row.actor };
}

export async function orderTimeline(db: Db, orderId: string): Promise<TimelineEntry[]> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'number', 'email', 'date_created', 'grand_total_cents', 'wunderlink_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const [payments, redemption, stored, history] = await Promise.all([
    db
      .selectFrom('payments')
      .select(['id', 'method', 'amount_cents', 'date_created', 'status'])
      .where('order_id', '=', orderId)
      .execute(),
    order.wunderlink_id
      ? db
          .selectFrom('wunderlink_redemptions')
          .innerJoin('wunderlinks', 'wunderlinks.id', 'wunderlink_redemptions.link_id')
          .select(['wunderlinks.campaign', 'wunderlink_redemptions.date_created'])
          .where('wunderlink_redemptions.order_id', '=', orderId)
          .executeTakeFirst()
      : undefined,
    db.selectFrom('order_timeline').selectAll().where('order_id', '=', orderId).execute(),
    orderHistory(db, orderId),
  ]);
  const entries: TimelineEntry[] = [
    // Amounts are the gross figures the customer saw at checkout and in the confirmation.
    system(`placed_${order.id}`, order.date_created, 'placed', order.email, {
      number: order.number,
      total_cents: order.grand_total_cents,
      gross: true,
    }),
    ...payments.map((p) =>
      system(p.id, p.date_created, 'paid', order.email, {
        method: p.method,
        amount_cents: p.amount_cents,
        gross: true,
      }),
    ),
    ...(redemption
      ? [
          system(`wl_${order.id}`, redemption.date_created, 'wunderlink_redeemed', order.email, {
            campaign: redemption.campaign,
          }),
        ]
      : []),
    ...stored.map((row) => {
      const data = parseData(row.data);
      return system(
        row.id,
        row.at,
        row.kind as SystemEventKind,
        row.actor,
        data,
        staffOf(row, data),
      );
    }),
    ...history.map((h): TimelineEntry => ({
      id: h.id,
      at: h.at,
      source: 'staff',
      kind: h.kind,
      actor: h.staff.name,
      staff: h.staff,
      from: h.from,
      to: h.to,
      note: h.note,
      data: {},
    })),
  ];
  // Newest first; at the same instant the later-written event first (placed before paid).
  const rank = (e: TimelineEntry) => (e.kind === 'placed' ? 0 : e.kind === 'paid' ? 1 : 2);
  return entries.sort((a, b) => (a.at === b.at ? rank(b) - rank(a) : a.at < b.at ? 1 : -1));
}
