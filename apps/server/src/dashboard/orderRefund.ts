import type { RefundBody } from '@federkiel/machines/fulfilment/dashboardApi';
import type { FastifyInstance } from 'fastify';
import { ClientError } from '../http/errors.ts';
import { issueCreditNote } from '../invoices/issueInvoice.ts';
import { sendRefundMail } from '../mail/refundMail.ts';
import { formatEuros } from '../store/money.ts';
import type { Staff } from './staffSessions.ts';
import { recordEvent } from './timeline.ts';
import { announceOrderEvents } from '../business/webhooks/orderHooks.ts';

// Money back for a canceled, paid order (issue 28): all of the charged payment or a part of
// it, through the payment gateway, once. The refund event is written first with the
// order's `once_key` 'refund' — the database refuses a second one even when two staff
// members click at the same moment — and is taken back if the gateway refuses. Gift cards
// that paid get their balance back (issue 39; an order paid by gift card alone has no gateway
// charge at all). Money that went back gets its credit note (issue 29) against the order's
// invoice, naming where it went (BG-16); the timeline's refund names it.

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
  const payments = await app.db
    .selectFrom('payments')
    .select(['method', 'amount_cents', 'transaction_id'])
    .where('order_id', '=', orderId)
    .where('transaction_id', 'is not', null)
    .where('amount_cents', '>', 0)
    .orderBy('date_created')
    .execute();
  const charge = payments.find((p) => p.method !== 'giftcard');
  const giftcards = payments.filter((p) => p.method === 'giftcard');
  const chargeCents = charge?.amount_cents ?? 0;
  const refundable = chargeCents + giftcards.reduce((s, g) => s + g.amount_cents, 0);
  if (refundable <= 0) {
    throw new ClientError(409, 'refund_refused', 'Für diese Bestellung wurde nichts bezahlt.');
  }
  const cents = body.amount === undefined ? refundable : Math.round(body.amount * 100);
  if (cents > refundable) {
    throw new ClientError(
      400,
      'invalid_amount',
      `Höchstens ${formatEuros(refundable)} lassen sich erstatten.`,
      'amount',
    );
  }
  // The charged payment goes back first (money the customer can spend anywhere), the rest to
  // the gift cards that paid, in the order they paid (docs/invoices.md, Corrections).
  const toCharge = Math.min(cents, chargeCents);
  let rest = cents - toCharge;
  const toGiftcards = giftcards
    .map((g) => {
      const back = Math.min(rest, g.amount_cents);
      rest -= back;
      return { id: g.transaction_id ?? '', cents: back };
    })
    .filter((g) => g.cents > 0);
  const giftcardCents = cents - toCharge;
  const note = body.note?.trim() || null;
  const full = cents === refundable;
  const data = {
    amount_cents: cents,
    gross: true,
    full,
    method: toCharge > 0 && charge ? charge.method : 'giftcard',
    giftcard_cents: giftcardCents,
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
  if (toCharge > 0 && charge?.transaction_id) {
    try {
      await app.store.gateway.refund(charge.transaction_id, toCharge);
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
  }
  if (toGiftcards.length > 0) await returnToGiftcards(app, toGiftcards);
  const refundedTo = [
    ...(toCharge > 0 && charge ? [{ method: charge.method, amountCents: toCharge }] : []),
    ...(giftcardCents > 0 ? [{ method: 'giftcard', amountCents: giftcardCents }] : []),
  ];
  await creditRefund(
    app,
    orderId,
    { cents, reason: note ?? (full ? 'Storno' : 'Teilerstattung'), refundedTo },
    data,
  );
  await sendRefundMail(app, orderId, staff);
  // Issue 43: the account's webhooks hear of the refund (business/webhooks/orderHooks.ts).
  await announceOrderEvents(app, orderId, ['order.refunded']);
}

/**
 * The credit note for money the gateway gave back. The refund stands either way: an order
 * from before invoices (or one whose invoice is credited already) gets none, which the log
 * says and the timeline shows by its missing number.
 */
async function creditRefund(
  app: FastifyInstance,
  orderId: string,
  refund: { cents: number; reason: string; refundedTo: { method: string; amountCents: number }[] },
  data: Record<string, string | number | boolean | null>,
): Promise<void> {
  try {
    const creditNote = await issueCreditNote(
      app.db,
      orderId,
      refund.cents,
      refund.reason,
      app.store.clock.now(),
      refund.refundedTo,
    );
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

/**
 * Puts the refunded amounts back on the gift cards that paid (their balance; a card that has
 * expired meanwhile keeps it too — staff can pay it out). One transaction: all or none.
 */
async function returnToGiftcards(
  app: FastifyInstance,
  back: readonly { id: string; cents: number }[],
): Promise<void> {
  const at = app.store.clock.now().toISOString();
  await app.db.transaction().execute(async (trx) => {
    for (const g of back) {
      await trx
        .updateTable('giftcards')
        .set((eb) => ({ balance_cents: eb('balance_cents', '+', g.cents), date_updated: at }))
        .where('id', '=', g.id)
        .execute();
    }
  });
}
