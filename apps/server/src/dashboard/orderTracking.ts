import {
  CARRIER_LABELS,
  trackingOf,
  type TrackingBody,
} from '@federkiel/machines/fulfilment/tracking';
import type { FastifyInstance } from 'fastify';
import type { OrdersTable } from '../db/schema.ts';
import { ClientError } from '../http/errors.ts';
import { sendOrderMail } from '../mail/orderMail.ts';
import type { Staff } from './staffSessions.ts';
import { recordEvent } from './timeline.ts';
import { trackingChangedMail } from './trackingMail.ts';

// The parcel's tracking number (issue 28). Only parcels „an mich“ have one: cards sent to
// the recipients go as single letters. The timeline keeps the old and the new number.
// Issue 40: a canceled order takes none; once the parcel is sent out the number can be
// corrected but not removed, and the customer is e-mailed the new one (the „versendet“
// e-mail named the old).

/** Whether the order (its stored snapshot) goes as one parcel to the customer. */
export function isParcel(data: string): boolean {
  const snapshot = JSON.parse(data) as { shipping?: { service?: string | null } };
  return snapshot.shipping?.service === 'to_customer';
}

/** „DHL 0034…“, the timeline's way of naming a number; null without one. */
export function trackingLabel(
  carrier: string | null | undefined,
  number: string | null | undefined,
): string | null {
  return carrier && number
    ? `${CARRIER_LABELS[carrier as TrackingBody['carrier']] ?? carrier} ${number}`
    : null;
}

export async function setOrderTracking(
  app: FastifyInstance,
  order: OrdersTable,
  body: TrackingBody,
  staff: Staff,
): Promise<void> {
  if (!isParcel(order.data)) {
    throw new ClientError(
      409,
      'no_parcel',
      'Diese Bestellung geht direkt an die Empfänger – es gibt kein Paket mit Sendungsnummer.',
    );
  }
  if (order.status === 'canceled') {
    throw new ClientError(
      409,
      'order_canceled',
      'Die Bestellung ist storniert – sie geht nicht auf die Reise und bekommt keine Sendungsnummer.',
    );
  }
  const sent = order.production_status === 'sent_out';
  if (sent && !body.number) {
    throw new ClientError(
      409,
      'tracking_required',
      'Das Paket ist versendet: Die Sendungsnummer lässt sich korrigieren, aber nicht entfernen.',
      'number',
    );
  }
  const before = trackingLabel(order.tracking_carrier, order.tracking_number);
  const after = body.number ? trackingLabel(body.carrier, body.number) : null;
  if (before === after) return;
  const at = app.store.clock.now().toISOString();
  await app.db
    .updateTable('orders')
    .set({
      tracking_carrier: body.number ? body.carrier : null,
      tracking_number: body.number || null,
      date_updated: at,
    })
    .where('id', '=', order.id)
    .execute();
  await recordEvent(app.db, {
    orderId: order.id,
    kind: 'tracking',
    at,
    staff,
    data: { from: before, to: after },
  });
  const tracking = trackingOf(body.carrier, body.number);
  if (sent && tracking) {
    const mail = await trackingChangedMail(app, order, tracking);
    // The number is stored; a mail server hiccup must not turn it into an error for staff.
    await sendOrderMail(app, order.id, mail, staff);
  }
}
