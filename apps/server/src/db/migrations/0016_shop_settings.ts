import type { Kysely } from 'kysely';

// Issue 38: the shop owner's settings for the shop itself (not production) — first the
// postage and delivery times per destination (Germany, EU, world) that cart totals use.
// One row per settings group, its value JSON; no row means the defaults
// (machines' pricing/postage.ts `DEFAULT_SHIPPING_RATES`).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_settings').execute();
}
