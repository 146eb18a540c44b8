import type { HistoryEntry } from '@federkiel/machines/fulfilment/dashboardApi';
import type { Db } from '../db/database.ts';

// The staff changes of one order, oldest first: read by the order detail and the timeline,
// in a file of its own so neither imports the other.

export async function orderHistory(db: Db, orderId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    staff: { id: row.staff_id ?? null, name: row.staff_name },
    kind: row.kind as HistoryEntry['kind'],
    from: row.from_value,
    to: row.to_value,
    note: row.note,
  }));
}
