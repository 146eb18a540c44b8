import type {
  OrderList,
  OrderListQuery,
  OrderRow,
} from '@federkiel/machines/fulfilment/dashboardApi';
import type { OrderStatus, ProductionStatus } from '@federkiel/machines/fulfilment/statuses';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { toEuros } from '../store/money.ts';
import { unwritableCounts } from '../production/unwritableCards.ts';
import { campaignsOf } from '../wunderlinks/wunderlinkRecords.ts';

// The order list: filtered, searched, sorted and paged in the database, on the columns the
// dashboard migration added (indexes on each sort and filter column), never by reading an
// order's JSON.

const LIST_COLUMNS = [
  'order_id',
  'number',
  'date_created',
  'card_count',
  'template_name',
  'status',
  'production_status',
  'grand_total_cents',
  'shipping_date',
  'billing_name',
  'email',
  'payment_status',
  'wunderlink_id',
] as const;

type ListColumns = { [K in (typeof LIST_COLUMNS)[number]]: unknown };

export function orderRow(row: ListColumns): OrderRow {
  return {
    id: String(row.order_id),
    number: String(row.number),
    date_created: String(row.date_created),
    cards: Number(row.card_count),
    template: String(row.template_name),
    status: row.status as OrderStatus,
    production_status: row.production_status as ProductionStatus,
    grand_total: toEuros(Number(row.grand_total_cents)),
    shipping_date: row.shipping_date === null ? null : String(row.shipping_date),
    billing_name: String(row.billing_name),
    email: String(row.email),
    payment_status: row.payment_status as OrderRow['payment_status'],
    // The campaign is filled in by `withWunderlinks` (one query per page).
    wunderlink:
      row.wunderlink_id === null || row.wunderlink_id === undefined
        ? null
        : { id: String(row.wunderlink_id), campaign: '' },
  };
}

/**
 * Fills in the campaign of the rows' WunderLinks (the list marks those orders), with one
 * query for all distinct links of the rows, none when no row has one.
 */
export async function withWunderlinks(db: Db, rows: OrderRow[]): Promise<OrderRow[]> {
  const ids = rows.flatMap((row) => (row.wunderlink ? [row.wunderlink.id] : []));
  if (ids.length === 0) return rows;
  const campaigns = await campaignsOf(db, ids);
  for (const row of rows) {
    if (row.wunderlink) row.wunderlink.campaign = campaigns.get(row.wunderlink.id) ?? '';
  }
  return rows;
}

/** Marks the rows whose orders have cards the robot cannot write (issue 26), in one query. */
export async function withUnwritable(db: Db, rows: OrderRow[]): Promise<OrderRow[]> {
  const counts = await unwritableCounts(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const count = counts.get(row.id);
    if (count) row.unwritable_cards = count;
  }
  return rows;
}

/** The list's marks: WunderLink campaigns and unwritable cards. */
async function withMarks(db: Db, rows: OrderRow[]): Promise<OrderRow[]> {
  return withUnwritable(db, await withWunderlinks(db, rows));
}

const SORT_COLUMNS = {
  date: 'date_created',
  shipping_date: 'shipping_date',
  value: 'grand_total_cents',
} as const;

/** `%` and `_` typed into the search are literal characters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Everything that starts with `prefix`, as a range an index can answer. */
const prefixEnd = (prefix: string) => `${prefix}\uffff`;

type Filters = Omit<OrderListQuery, 'page' | 'limit' | 'sort' | 'dir'>;

/**
 * How a search is answered: an order number (or its digits) and an e-mail address from its
 * start are ranges on their indexes; anything else is a substring of number, billing name
 * and e-mail (a scan of the narrow rows).
 */
function searchKind(raw: string): { column: 'number' | 'email'; prefix: string } | null {
  const search = raw.toLowerCase();
  const digits = /^(?:fk-?)?(\d{3,})$/.exec(search)?.[1];
  if (digits) return { column: 'number', prefix: `FK-${digits}` };
  if (search.includes('@') && !search.startsWith('@')) return { column: 'email', prefix: search };
  return null;
}

function filtered(db: Db, query: Filters) {
  let q = db.selectFrom('order_rows');
  if (query.status) q = q.where('status', '=', query.status);
  if (query.production_status) q = q.where('production_status', '=', query.production_status);
  if (query.shipping_from) q = q.where('shipping_date', '>=', query.shipping_from);
  if (query.shipping_to) q = q.where('shipping_date', '<=', query.shipping_to);
  if (query.open) {
    q = q
      .where('status', 'not in', ['canceled', 'complete'])
      .where('production_status', '!=', 'sent_out');
  }
  if (query.search) {
    const kind = searchKind(query.search);
    if (kind) {
      q = q.where(kind.column, '>=', kind.prefix).where(kind.column, '<', prefixEnd(kind.prefix));
    } else {
      q = q.where(
        sql<boolean>`search_text like ${likePattern(query.search.toLowerCase())} escape '\\'`,
      );
    }
  }
  return q;
}

export async function listOrders(db: Db, query: OrderListQuery): Promise<OrderList> {
  const base = filtered(db, query);
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  const count = Number(counted?.count ?? 0);
  const column = SORT_COLUMNS[query.sort];
  // Orders without a shipping date (no configured line) come first going up, last going
  // down — SQLite's own order, named so PostgreSQL sorts the same and the index is used.
  const results = await base
    .select([...LIST_COLUMNS])
    .orderBy(
      sql.raw(
        column === 'shipping_date'
          ? `shipping_date ${query.dir} nulls ${query.dir === 'asc' ? 'first' : 'last'}`
          : `${column} ${query.dir}`,
      ),
    )
    .orderBy('order_id', query.dir)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return {
    count,
    page: query.page,
    pages: Math.max(1, Math.ceil(count / query.limit)),
    limit: query.limit,
    results: await withMarks(db, results.map(orderRow)),
  };
}

/** Every order the filters match (the XLSX export of the list), newest first, capped. */
export const EXPORT_MAX_ROWS = 50_000;
export async function allFilteredOrders(db: Db, query: OrderListQuery): Promise<OrderRow[]> {
  const column = SORT_COLUMNS[query.sort];
  const rows = await filtered(db, query)
    .select([...LIST_COLUMNS])
    .orderBy(column, query.dir)
    .orderBy('order_id', query.dir)
    .limit(EXPORT_MAX_ROWS)
    .execute();
  return withMarks(db, rows.map(orderRow));
}

export async function rowsWhere(
  db: Db,
  where: { status?: OrderStatus; dueUntil?: string; ids?: readonly string[] },
  limit: number,
): Promise<OrderRow[]> {
  let q = db.selectFrom('order_rows').select([...LIST_COLUMNS]);
  if (where.ids) {
    if (where.ids.length === 0) return [];
    q = q
      .where('order_id', 'in', [...where.ids])
      .where('status', '!=', 'canceled')
      .orderBy('date_created', 'asc');
  }
  if (where.status) q = q.where('status', '=', where.status).orderBy('date_created', 'asc');
  if (where.dueUntil) {
    q = q
      .where('status', 'not in', ['canceled', 'complete', 'hold'])
      .where('production_status', '!=', 'sent_out')
      .where('shipping_date', '<=', where.dueUntil)
      .orderBy('shipping_date', 'asc');
  }
  return withMarks(db, (await q.limit(limit).execute()).map(orderRow));
}
