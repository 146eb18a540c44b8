import type { DashboardOverview } from '@federkiel/machines/fulfilment/dashboardApi';
import {
  ORDER_STATUSES,
  PRODUCTION_STATUSES,
  type OrderStatus,
  type ProductionStatus,
} from '@federkiel/machines/fulfilment/statuses';
import { addWorkingDays, isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';
import type { Db } from '../db/database.ts';
import { toEuros } from '../store/money.ts';
import { flaggedOrderIds } from '../production/unwritableCards.ts';
import { rowsWhere } from './orderRows.ts';

// The dashboard's start page: where the orders are, what must ship soon, what is stuck.

/** "Due soon" = shipping date within this many working days from today (or overdue). */
export const DUE_WORKING_DAYS = 5;
const LIST_LIMIT = 50;

export async function dashboardOverview(
  db: Db,
  now: Date,
  cmsUrl: string,
): Promise<DashboardOverview> {
  const production = Object.fromEntries(PRODUCTION_STATUSES.map((s) => [s, 0])) as Record<
    ProductionStatus,
    number
  >;
  const status = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  // One grouped count over an index of (production_status, status). Canceled orders are
  // not in the workshop: they count under their status only.
  const counts = await db
    .selectFrom('order_rows')
    .select(['production_status', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['production_status', 'status'])
    .execute();
  for (const row of counts) {
    const count = Number(row.count);
    if (row.status in status) status[row.status as OrderStatus] += count;
    if (row.status !== 'canceled' && row.production_status in production)
      production[row.production_status as ProductionStatus] += count;
  }

  const today = isoDateInBerlin(now);
  const dueUntil = addWorkingDays(today, DUE_WORKING_DAYS);
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
  const revenue = await db
    .selectFrom('order_rows')
    .select([
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('grand_total_cents'), eb.lit(0)).as('cents'),
      (eb) => eb.fn.countAll<number>().as('orders'),
    ])
    .where('date_created', '>=', since)
    .where('status', '!=', 'canceled')
    .executeTakeFirst();

  return {
    production,
    status,
    dueSoon: await rowsWhere(db, { dueUntil }, LIST_LIMIT),
    onHold: await rowsWhere(db, { status: 'hold' }, LIST_LIMIT),
    // Cards the robot cannot write wait for staff (issue 26).
    unwritable: (await rowsWhere(db, { ids: await flaggedOrderIds(db) }, LIST_LIMIT)).filter(
      (row) => row.production_status === 'order_received',
    ),
    revenue30Days: {
      total: toEuros(Number(revenue?.cents ?? 0)),
      orders: Number(revenue?.orders ?? 0),
    },
    dueUntil,
    links: { cms: `${cmsUrl.replace(/\/$/, '')}/admin` },
  };
}
