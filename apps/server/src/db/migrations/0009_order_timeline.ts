import type { Kysely } from 'kysely';

// Issue 28: the order's full timeline. `order_events` keeps the staff moves and notes;
// `order_timeline` the system events (placed, paid, e-mail sent, WunderLink redeemed, file
// downloaded, refund, tracking number, address corrected), each written where it happens.
// `once_key` makes the database refuse a second event that must happen once per order (a
// refund): unique together with the order, and NULL for every event that may repeat (both
// databases let NULLs repeat in a unique index). The parcel's tracking number sits on the
// order itself, the customer's order page reads it from there.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_timeline')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // Who caused it: a staff name (or account), the customer's e-mail, or null for the shop.
    .addColumn('actor', 'text')
    // JSON object with the event's details (amounts in cents, subject, file name, …).
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('once_key', 'text')
    .execute();
  await db.schema
    .createIndex('order_timeline_order')
    .on('order_timeline')
    .columns(['order_id', 'at'])
    .execute();
  await db.schema
    .createIndex('order_timeline_once')
    .on('order_timeline')
    .columns(['order_id', 'once_key'])
    .unique()
    .execute();
  await db.schema.alterTable('orders').addColumn('tracking_carrier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('tracking_number').execute();
  await db.schema.alterTable('orders').dropColumn('tracking_carrier').execute();
  await db.schema.dropTable('order_timeline').execute();
}
