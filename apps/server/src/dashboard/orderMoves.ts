import { applyMove, type Move } from '@federkiel/machines/fulfilment/moves';
import type { OrderStatus, ProductionStatus } from '@federkiel/machines/fulfilment/statuses';
import type { FastifyInstance } from 'fastify';
import { ClientError } from '../http/errors.ts';
import { trackingOf, type TrackingBody } from '@federkiel/machines/fulfilment/tracking';
import { sendOrderMail } from '../mail/orderMail.ts';
import { sentOutMail } from '../mail/templates.ts';
import { addressForm } from '../store/accounts/accountRecords.ts';
import { productionHold } from '../production/unwritableCards.ts';
import { newId } from '../store/ids.ts';
import { announceOrderMove } from '../business/webhooks/orderHooks.ts';
import type { Staff } from './staffSessions.ts';
import { recordEvent } from './timeline.ts';
import { isParcel, trackingLabel } from './orderTracking.ts';

// A staff member's status change: the fulfilment machine decides (the same machine the
// dashboard offers its choices from), the database stores it only if nobody changed the
// order meanwhile, the history records who did it, and the machine's `notifySentOut`
// becomes the customer's e-mail once the change is stored. A parcel „an mich“ goes out only
// with its tracking number (issue 40): stored before, or typed in the „Versendet“ step and
// stored with the move.

export type MoveOutcome =
  | { ok: true; status: OrderStatus; production: ProductionStatus }
  | { ok: false; status: 404 | 409; code: string; message: string };

export async function moveOrder(
  app: FastifyInstance,
  orderId: string,
  move: Move,
  staff: Staff,
  /** The parcel's number typed in the „Versendet“ step. */
  tracking?: TrackingBody,
): Promise<MoveOutcome> {
  // A card the robot cannot write keeps production at its first step until staff decide
  // (issue 26); checked before the transaction, since it draws the order's cards.
  const hold = await productionHold(app, orderId, move);
  if (hold) return { ok: false, status: 409, code: 'cards_not_writable', message: hold };
  const at = app.store.clock.now().toISOString();
  const outcome = await app.db
    .transaction()
    .execute(async (trx): Promise<MoveOutcome & { actions?: string[]; changes?: string[] }> => {
      const order = await trx
        .selectFrom('orders')
        .select([
          'id',
          'status',
          'production_status',
          'data',
          'tracking_number',
          'tracking_carrier',
        ])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) {
        return {
          ok: false,
          status: 404,
          code: 'not_found',
          message: 'Diese Bestellung gibt es nicht.',
        };
      }
      const current = {
        status: order.status as OrderStatus,
        production: order.production_status as ProductionStatus,
      };
      const parcel = isParcel(order.data);
      if (tracking && !parcel) {
        return {
          ok: false,
          status: 409,
          code: 'no_parcel',
          message:
            'Diese Bestellung geht direkt an die Empfänger – es gibt kein Paket mit Sendungsnummer.',
        };
      }
      const result = applyMove(
        current,
        move.kind === 'production'
          ? { ...move, parcel, tracking: Boolean(tracking?.number || order.tracking_number) }
          : move,
      );
      if (!result.ok) {
        return { ok: false, status: 409, code: 'transition_refused', message: result.reason };
      }
      const updated = await trx
        .updateTable('orders')
        .set({
          status: result.status,
          production_status: result.production,
          date_updated: at,
          ...(tracking
            ? { tracking_carrier: tracking.carrier, tracking_number: tracking.number }
            : {}),
        })
        .where('id', '=', orderId)
        .where('status', '=', current.status)
        .where('production_status', '=', current.production)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        return {
          ok: false,
          status: 409,
          code: 'order_changed',
          message: 'Die Bestellung wurde gerade von jemand anderem geändert. Bitte neu laden.',
        };
      }
      await trx
        .updateTable('order_rows')
        .set({ status: result.status, production_status: result.production })
        .where('order_id', '=', orderId)
        .execute();
      const before = trackingLabel(order.tracking_carrier, order.tracking_number);
      const after = tracking ? trackingLabel(tracking.carrier, tracking.number) : before;
      if (after !== before) {
        await recordEvent(trx, {
          orderId,
          kind: 'tracking',
          at,
          staff,
          data: { from: before, to: after },
        });
      }
      const note = move.note?.trim() || null;
      const events = [];
      if (result.production !== current.production) {
        events.push({ kind: 'production', from: current.production, to: result.production });
      }
      if (result.status !== current.status) {
        events.push({ kind: 'status', from: current.status, to: result.status });
      }
      await trx
        .insertInto('order_events')
        .values(
          events.map((event, index) => ({
            id: newId('oev'),
            order_id: orderId,
            at,
            staff_name: staff.name,
            staff_id: staff.accountId ?? null,
            kind: event.kind,
            from_value: event.from,
            to_value: event.to,
            // The note explains the move staff asked for, not the follow-on change.
            note: index === 0 ? note : null,
          })),
        )
        .execute();
      return {
        ok: true,
        status: result.status,
        production: result.production,
        actions: result.actions,
        changes: events.map((e) => e.kind),
      };
    });
  if (outcome.ok && outcome.actions?.includes('notifySentOut')) {
    await notifySentOut(app, orderId, at, staff);
  }
  if (!outcome.ok) return outcome;
  // Issue 43: the account's webhooks hear of the change (business/webhooks/orderHooks.ts).
  await announceOrderMove(app, orderId, outcome);
  return { ok: true, status: outcome.status, production: outcome.production };
}

/**
 * The customer hears that the cards are on their way (du or Sie as their account says), on
 * the day the move happened (`sentAt`, named in Berlin time) — not the planned date.
 */
async function notifySentOut(
  app: FastifyInstance,
  orderId: string,
  sentAt: string,
  staff: Staff,
): Promise<void> {
  const order = await app.db
    .selectFrom('orders')
    .innerJoin('order_rows', 'order_rows.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.account_id',
      'orders.data',
      'orders.number',
      'orders.email',
      'orders.tracking_carrier',
      'orders.tracking_number',
      'order_rows.card_count',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const account = order.account_id
    ? await app.db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', order.account_id)
        .executeTakeFirst()
    : undefined;
  const snapshot = JSON.parse(order.data) as {
    shipping?: { service?: string | null; first_name?: string };
  };
  const mail = sentOutMail({
    firstName: account?.first_name ?? snapshot.shipping?.first_name ?? '',
    form: addressForm(account ?? null),
    number: order.number,
    cards: order.card_count,
    shippingMode: snapshot.shipping?.service === 'to_customer' ? 'to_customer' : 'to_recipients',
    sentAt,
    tracking: trackingOf(order.tracking_carrier, order.tracking_number),
    orderUrl: `${app.config.publicUrl}/order/${order.id}`,
  });
  // The move is stored; a mail server hiccup must not turn it into an error for staff.
  await sendOrderMail(app, orderId, { to: order.email, kind: 'order-sent-out', ...mail }, staff);
}

export async function addOrderEvent(
  app: FastifyInstance,
  orderId: string,
  staff: Staff,
  event: { kind: 'note' | 'additional_comment'; note: string; from?: string | null },
): Promise<void> {
  await app.db
    .insertInto('order_events')
    .values({
      id: newId('oev'),
      order_id: orderId,
      at: app.store.clock.now().toISOString(),
      staff_name: staff.name,
      staff_id: staff.accountId ?? null,
      kind: event.kind,
      from_value: event.from ?? null,
      to_value: null,
      note: event.note,
    })
    .execute();
}

export class OrderNotFound extends ClientError {
  constructor() {
    super(404, 'not_found', 'Diese Bestellung gibt es nicht.');
  }
}
