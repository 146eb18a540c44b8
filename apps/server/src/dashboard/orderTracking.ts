import { CARRIER_LABELS, type TrackingBody } from '@federkiel/machines/fulfilment/tracking';
import type { FastifyInstance } from 'fastify';
import type { OrdersTable } from '../db/schema.ts';
import { ClientError } from '../http/errors.ts';
import type { Staff } from './staffSessions.ts';
import { recordEvent } from './timeline.ts';

// The parcel's tracking number (issue 28). Only parcels „an mich“ have one: cards sent to
// the recipients go as single letters. The timeline keeps the old and the new number.

export async function setOrderTracking(
  app: FastifyInstance,
  order: OrdersTable,
  body: TrackingBody,
  staff: Staff,
): Promise<void> {
  const snapshot = JSON.parse(order.data) as { shipping?: { service?: string | null } };
  if (snapshot.shipping?.service !== 'to_customer') {
    throw new ClientError(
      409,
      'no_parcel',
      'Diese Bestellung geht direkt an die Empfänger – es gibt kein Paket mit Sendungsnummer.',
    );
  }
  const label = (carrier: string | null | undefined, number: string | null | undefined) =>
    carrier && number
      ? `${CARRIER_LABELS[carrier as TrackingBody['carrier']] ?? carrier} ${number}`
      : null;
  const before = label(order.tracking_carrier, order.tracking_number);
  const after = body.number ? label(body.carrier, body.number) : null;
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
}
