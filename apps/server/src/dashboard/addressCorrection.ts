import {
  PRODUCTION_STATUS_LABELS,
  type ProductionStatus,
} from '@federkiel/machines/fulfilment/statuses';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OrdersTable } from '../db/schema.ts';
import { ClientError } from '../http/errors.ts';
import { forgetOrderCards } from './orderCards.ts';
import { forgetSummary } from '../production/orderProduction.ts';
import type { Staff } from './staffSessions.ts';
import { recordEvent, type EventData } from './timeline.ts';

// What both address corrections share (issue 28): they are allowed only while nothing has
// been made yet („Bestellung eingegangen“), the order is written only if nobody changed it
// in between, and the timeline keeps the old and the new value and who did it — nothing
// the order had is lost (the old design stays stored, the old address is in the event).

const BEFORE_PRODUCTION: ProductionStatus = 'order_received';

/** Field problems of a correction (400), each in German at its field. */
export class AddressRefused extends ClientError {
  constructor(readonly errors: Record<string, string>) {
    const [param, message] = Object.entries(errors)[0] ?? ['', 'Die Adresse ist unvollständig.'];
    super(400, 'invalid_address', message, param || undefined);
    this.name = 'AddressRefused';
  }
}

/** 409 unless the order is still waiting for its production (and neither canceled nor done). */
export function assertBeforeProduction(order: Pick<OrdersTable, 'status' | 'production_status'>) {
  if (order.status === 'canceled' || order.status === 'complete') {
    throw new ClientError(
      409,
      'order_closed',
      order.status === 'canceled'
        ? 'Die Bestellung ist storniert – ihre Adressen werden nicht mehr geändert.'
        : 'Die Bestellung ist abgeschlossen – ihre Adressen werden nicht mehr geändert.',
    );
  }
  if (order.production_status !== BEFORE_PRODUCTION) {
    const now = PRODUCTION_STATUS_LABELS[order.production_status as ProductionStatus];
    throw new ClientError(
      409,
      'production_started',
      `Die Produktion hat schon begonnen („${now ?? order.production_status}“) – Adressen lassen sich nur korrigieren, solange die Bestellung auf „${PRODUCTION_STATUS_LABELS[BEFORE_PRODUCTION]}“ steht.`,
    );
  }
}

/** One line of an address for the timeline: „Anna Muster, Hauptstraße 1, 10115 Berlin“. */
export function addressText(lines: readonly string[]): string {
  return lines.filter((line) => line.trim() !== '').join(', ');
}

export interface AddressChange {
  /** The order's new snapshot (`orders.data`). */
  data: string;
  /** Further writes in the same transaction (a new design, the list's row). */
  write?: (trx: Transaction<Database>) => Promise<void>;
  event: EventData;
}

/**
 * Stores the corrected order and its timeline event in one transaction, only if the order is
 * still as it was read and still before production (another tab may have moved it on).
 */
export async function storeAddressChange(
  app: FastifyInstance,
  order: OrdersTable,
  change: AddressChange,
  staff: Staff,
): Promise<void> {
  const at = app.store.clock.now().toISOString();
  const stored = await app.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({ data: change.data, date_updated: at })
      .where('id', '=', order.id)
      .where('data', '=', order.data)
      .where('production_status', '=', BEFORE_PRODUCTION)
      .where('status', 'not in', ['canceled', 'complete'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await change.write?.(trx);
    await recordEvent(trx, {
      orderId: order.id,
      kind: 'address_changed',
      at,
      staff,
      data: change.event,
    });
    return true;
  });
  if (!stored) {
    throw new ClientError(
      409,
      'order_changed',
      'Die Bestellung wurde gerade von jemand anderem geändert. Bitte die Seite neu laden und die Adresse noch einmal prüfen.',
    );
  }
  // This process's composed cards and production totals; other processes see the new
  // snapshot (`orders.data`) and compose again on their own.
  forgetOrderCards(order.id);
  forgetSummary(order.id);
}
