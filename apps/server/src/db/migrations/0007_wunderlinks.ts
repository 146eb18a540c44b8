import type { Kysely } from 'kysely';

// Issue 11: WunderLinks, promotional links that grant free cards (docs/wunderlink.md).
// A link's status is never stored: it follows from `deactivated_at`, `redemptions`,
// `max_redemptions` and the validity window at the moment it is asked. The CMS names of the
// allowed template or group are kept as they were when the link was made, so opening a link
// never waits for the CMS.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wunderlinks')
    // 22 characters of base64url from 16 random bytes: the link's only secret.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign', 'text', (c) => c.notNull())
    .addColumn('free_cards', 'integer', (c) => c.notNull())
    .addColumn('template_id', 'text')
    .addColumn('template_slug', 'text')
    .addColumn('template_name', 'text')
    .addColumn('group_id', 'text')
    .addColumn('group_slug', 'text')
    .addColumn('group_name', 'text')
    // ISO-8601 instants (UTC, `toISOString()`): they compare as text on both databases.
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('max_redemptions', 'integer', (c) => c.notNull())
    .addColumn('redemptions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('postage_included', 'integer', (c) => c.notNull())
    .addColumn('deactivated_at', 'text')
    .addColumn('deactivated_by', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wunderlinks_date')
    .on('wunderlinks')
    .column('date_created')
    .execute();

  // One redemption per account and link; the database itself refuses a second one.
  await db.schema
    .createTable('wunderlink_redemptions')
    .addColumn('link_id', 'text', (c) => c.notNull().references('wunderlinks.id'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wunderlink_redemptions_pk', ['link_id', 'account_id'])
    .execute();

  // Which link an order redeemed (null for every other order); the list row carries it too
  // so the dashboard marks WunderLink orders without reading the order.
  await db.schema.alterTable('orders').addColumn('wunderlink_id', 'text').execute();
  await db.schema.alterTable('order_rows').addColumn('wunderlink_id', 'text').execute();
  await db.schema.createIndex('orders_wunderlink').on('orders').column('wunderlink_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_wunderlink').execute();
  await db.schema.alterTable('order_rows').dropColumn('wunderlink_id').execute();
  await db.schema.alterTable('orders').dropColumn('wunderlink_id').execute();
  await db.schema.dropTable('wunderlink_redemptions').execute();
  await db.schema.dropTable('wunderlinks').execute();
}
