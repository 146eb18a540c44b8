import { sql, type Kysely } from 'kysely';

// The order dashboard (issue 9): `order_rows`, one narrow row per order with what the list
// shows, filters, sorts and searches on (never by parsing each order's JSON: a table scan
// for a search then reads a few hundred bytes per order, not its whole snapshot), the
// history of staff changes and notes, staff sessions, and the two comment columns of an
// order. Existing orders get their row from their stored JSON here; new orders when they
// are placed (store/orders/orderColumns.ts). This file keeps its own small reader on
// purpose: a migration must do the same thing forever.

interface StoredItem {
  quantity?: number;
  product?: { name?: string };
  metadata?: { configurationId?: unknown } | null;
}
interface StoredOrder {
  items?: StoredItem[];
  billing?: { name?: string; first_name?: string; last_name?: string };
  shipping?: { name?: string; first_name?: string; last_name?: string };
  comments?: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const personName = (a: StoredOrder['billing']) =>
  text(a?.name) || [text(a?.first_name), text(a?.last_name)].filter(Boolean).join(' ');

/** The tables as this migration sees them (the app's schema.ts may move on). */
interface BackfillDb {
  orders: {
    id: string;
    number: string;
    email: string;
    data: string;
    status: string;
    production_status: string;
    grand_total_cents: number;
    date_created: string;
    client_comment: string;
  };
  order_rows: {
    order_id: string;
    number: string;
    email: string;
    status: string;
    production_status: string;
    grand_total_cents: number;
    date_created: string;
    card_count: number;
    template_name: string;
    shipping_date: string | null;
    billing_name: string;
    search_text: string;
    payment_status: string;
  };
  configurations: { id: string; data: string };
  payments: { order_id: string; amount_cents: number; status: string };
}

async function backfill(db: Kysely<BackfillDb>): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'email',
      'data',
      'status',
      'production_status',
      'grand_total_cents',
      'date_created',
    ])
    .execute();
  for (const order of orders) {
    let stored: StoredOrder = {};
    try {
      stored = JSON.parse(order.data) as StoredOrder;
    } catch {
      // An unreadable snapshot keeps the defaults; the order still lists by number.
    }
    const items = stored.items ?? [];
    const configurationIds = items
      .map((item) => item.metadata?.configurationId)
      .filter((id): id is string => typeof id === 'string');
    let templateName = text(items[0]?.product?.name);
    let shippingDate: string | null = null;
    if (configurationIds.length > 0) {
      const rows = await db
        .selectFrom('configurations')
        .select(['id', 'data'])
        .where('id', 'in', configurationIds)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row.data]));
      for (const id of configurationIds) {
        try {
          const data = JSON.parse(byId.get(id) ?? 'null') as {
            template?: { name?: string };
            shipping?: { date?: string };
          } | null;
          const date = data?.shipping?.date;
          if (date && (shippingDate === null || date < shippingDate)) shippingDate = date;
          if (id === configurationIds[0]) templateName = text(data?.template?.name) || templateName;
        } catch {
          // Keep what the product name says.
        }
      }
    }
    if (items.length > 1) templateName = `${templateName} (+${items.length - 1})`;
    const billingName = personName(stored.billing) || personName(stored.shipping);
    const paid = await db
      .selectFrom('payments')
      .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('paid'))
      .where('order_id', '=', order.id)
      .where('status', '=', 'success')
      .executeTakeFirst();
    const paidCents = Number(paid?.paid ?? 0);
    await db
      .insertInto('order_rows')
      .values({
        order_id: order.id,
        number: order.number,
        email: order.email,
        status: order.status,
        production_status: order.production_status,
        grand_total_cents: order.grand_total_cents,
        date_created: order.date_created,
        card_count: items.reduce((sum, item) => sum + (Number(item.quantity) || 0), 0),
        template_name: templateName,
        shipping_date: shippingDate,
        billing_name: billingName,
        search_text: [order.number, billingName, order.email].join(' ').toLowerCase(),
        payment_status:
          order.grand_total_cents === 0
            ? 'free'
            : paidCents >= order.grand_total_cents
              ? 'paid'
              : 'unpaid',
      })
      .execute();
    await db
      .updateTable('orders')
      .set({ client_comment: text(stored.comments) })
      .where('id', '=', order.id)
      .execute();
  }
}

const ROW_INDEXES: [string, string[]][] = [
  ['date', ['date_created']],
  ['shipping_date', ['shipping_date']],
  ['value', ['grand_total_cents']],
  ['status', ['status', 'date_created']],
  ['production', ['production_status', 'date_created']],
  // The overview counts per production status and status from this index alone.
  ['production_status', ['production_status', 'status']],
  ['number', ['number']],
  ['email', ['email']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['client_comment', 'additional_comment']) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }

  await db.schema
    .createTable('order_rows')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // Kept equal to orders.status / production_status in the same transaction.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('production_status', 'text', (c) => c.notNull())
    .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('card_count', 'integer', (c) => c.notNull())
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('shipping_date', 'text')
    .addColumn('billing_name', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .execute();
  for (const [name, columns] of ROW_INDEXES) {
    await db.schema.createIndex(`order_rows_${name}`).on('order_rows').columns(columns).execute();
  }

  // Every staff change and note, newest last; the order page shows them as its history.
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    // 'status' | 'production' | 'note' | 'additional_comment'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('order_events_order')
    .on('order_events')
    .columns(['order_id', 'at'])
    .execute();

  // Staff sessions: the cookie holds a random token, the table its SHA-256 only.
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await backfill(db as unknown as Kysely<BackfillDb>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropTable('order_rows').execute();
  for (const column of ['client_comment', 'additional_comment']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
