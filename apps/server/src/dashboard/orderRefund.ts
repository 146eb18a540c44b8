import type { RefundBody } from '@federkiel/machines/fulfilment/dashboardApi';
import type { FastifyInstance } from 'fastify';
import { ClientError } from '../http/errors.ts';
import { issueCreditNote } from '../invoices/issueInvoice.ts';
import { sendRefundMail } from '../mail/refundMail.ts';
import { formatEuros } from '../store/money.ts';
import type { Staff } from './staffSessions.ts';
import { recordEvent } from './timeline.ts';
import { notifyOrderEvent } from '../business/webhooks/queue.ts';

// Money back for a canceled, paid order (issue 28): all of the charged payment or a part of
// it, through the payment gateway, once. The refund event is written first with the
// order's `once_key` 'refund' — the database refuses a second one even when two staff
// members click at the same moment — and is taken back if the gateway refuses. Money that
// went back gets its credit note (Gutschrift, issue 29) against the order's invoice; the
// timeline's refund names it.

export async function refundOrder(
  app: FastifyInstance,
  orderId: string,
  body: RefundBody,
  staff: Staff,
): Promise<void> {
  const order = await app.db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.status !== 'canceled') {
    throw new ClientError(
      409,
      'refund_refused',
      'Erstatten lässt sich nur eine stornierte Bestellung. Bitte erst stornieren.',
    );
  }
  const charge = await app.db
    .selectFrom('payments')
    .select(['method', 'amount_cents', 'transaction_id', 'gateway'])
    .where('order_id', '=', orderId)
    .where('method', '!=', 'giftcard')
    .where('transaction_id', 'is not', null)
    .executeTakeFirst();
  if (!charge?.transaction_id || charge.amount_cents <= 0) {
    throw new ClientError(409, 'refund_refused', 'Für diese Bestellung wurde nichts bezahlt.');
  }
  const cents = body.amount === undefined ? charge.amount_cents : Math.round(body.amount * 100);
  if (cents > charge.amount_cents) {
    throw new ClientError(
      400,
      'invalid_amount',
      `Höchstens ${formatEuros(charge.amount_cents)} lassen sich erstatten.`,
      'amount',
    );
  }
  const note = body.note?.trim() || null;
  const full = cents === charge.amount_cents;
  const data = {
    amount_cents: cents,
    gross: true,
    full,
    method: charge.method,
    note,
  };
  const claimed = await recordEvent(app.db, {
    orderId,
    kind: 'refunded',
    at: app.store.clock.now().toISOString(),
    staff,
    data,
    onceKey: 'refund',
  });
  if (!claimed) {
    throw new ClientError(409, 'already_refunded', 'Diese Bestellung wurde bereits erstattet.');
  }
  try {
    await app.store.gateway.refund(charge.transaction_id, cents);
  } catch (error) {
    await app.db
      .deleteFrom('order_timeline')
      .where('order_id', '=', orderId)
      .where('once_key', '=', 'refund')
      .execute();
    app.log.error({ err: error, orderId }, 'refund refused by the gateway');
    throw new ClientError(
      502,
      'refund_failed',
      'Der Zahlungsdienst hat die Erstattung abgelehnt. Bitte später erneut versuchen.',
    );
  }
  await creditRefund(app, orderId, cents, note ?? (full ? 'Storno' : 'Teilerstattung'), data);
  await sendRefundMail(app, orderId, staff);
  // Issue 43: the business API's webhooks hear of the refund.
  await notifyOrderEvent(app, orderId, 'order.refunded');
}

/**
 * The credit note for money the gateway gave back. The refund stands either way: an order
 * from before invoices (or one whose invoice is credited already) gets none, which the log
 * says and the timeline shows by its missing number.
 */
async function creditRefund(
  app: FastifyInstance,
  orderId: string,
  cents: number,
  reason: string,
  data: Record<string, string | number | boolean | null>,
): Promise<void> {
  try {
    const creditNote = await issueCreditNote(app.db, orderId, cents, reason, app.store.clock.now());
    await app.db
      .updateTable('order_timeline')
      .set({ data: JSON.stringify({ ...data, credit_note: creditNote.number }) })
      .where('order_id', '=', orderId)
      .where('once_key', '=', 'refund')
      .execute();
  } catch (error) {
    app.log.error({ err: error, orderId }, 'no credit note for the refund');
  }
}
