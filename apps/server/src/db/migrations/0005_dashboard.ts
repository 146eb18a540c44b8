import { sql, type Kysely } from 'kysely';

// The order dashboard (issue 9): what the order list filters, sorts and searches on as
// columns (never by parsing each order's JSON), the history of staff changes and notes,
// and staff sessions. Existing orders get their columns filled from their stored JSON here;
// new orders get them when they are placed (store/orders/orderColumns.ts). This file keeps
// its own small reader on purpose: a migration must do the same thing forever.

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
    grand_total_cents: number;
    card_count: number;
    template_name: string;
    shipping_date: string | null;
    billing_name: string;
    search_text: string;
    payment_status: string;
    client_comment: string;
  };
  configurations: { id: string; data: string };
  payments: { order_id: string; amount_cents: number; status: string };
}

async function backfill(db: Kysely<BackfillDb>): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'number', 'email', 'data', 'grand_total_cents'])
    .execute();
  for (const order of orders as {
    id: string;
    number: string;
    email: string;
    data: string;
    grand_total_cents: number;
  }[]) {
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
      const rows = (await db
        .selectFrom('configurations')
        .select(['id', 'data'])
        .where('id', 'in', configurationIds)
        .execute()) as { id: string; data: string }[];
      const byId = new Map(rows.map((row) => [row.id, row.data]));
      const first = byId.get(configurationIds[0] as string);
      for (const id of configurationIds) {
        try {
          const data = JSON.parse(byId.get(id) ?? 'null') as {
            template?: { name?: string };
            shipping?: { date?: string };
          } | null;
          const date = data?.shipping?.date;
          if (date && (shippingDate === null || date < shippingDate)) shippingDate = date;
          if (id === configurationIds[0] && first)
            templateName = text(data?.template?.name) || templateName;
        } catch {
          // Keep what the product name says.
        }
      }
    }
    if (items.length > 1) templateName = `${templateName} (+${items.length - 1})`;
    const billingName = personName(stored.billing) || personName(stored.shipping);
    const paid = (await db
      .selectFrom('payments')
      .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('paid'))
      .where('order_id', '=', order.id)
      .where('status', '=', 'success')
      .executeTakeFirst()) as { paid: number } | undefined;
    const paidCents = Number(paid?.paid ?? 0);
    await db
      .updateTable('orders')
      .set({
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
        client_comment: text(stored.comments),
      })
      .where('id', '=', order.id)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'integer' | 'text', unknown][] = [
    ['card_count', 'integer', 0],
    ['template_name', 'text', ''],
    ['billing_name', 'text', ''],
    ['search_text', 'text', ''],
    ['payment_status', 'text', 'unpaid'],
    ['client_comment', 'text', ''],
    ['additional_comment', 'text', ''],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await db.schema.alterTable('orders').addColumn('shipping_date', 'text').execute();
  for (const column of [
    'date_created',
    'shipping_date',
    'grand_total_cents',
    'status',
    'production_status',
  ]) {
    await db.schema.createIndex(`orders_${column}`).on('orders').column(column).execute();
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
  for (const column of [
    'date_created',
    'shipping_date',
    'grand_total_cents',
    'status',
    'production_status',
  ]) {
    await db.schema.dropIndex(`orders_${column}`).execute();
  }
  for (const column of [
    'card_count',
    'template_name',
    'billing_name',
    'search_text',
    'payment_status',
    'client_comment',
    'additional_comment',
    'shipping_date',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
