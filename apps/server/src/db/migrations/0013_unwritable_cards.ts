import type { Kysely } from 'kysely';

// Issue 26: a paid card is never missing. When an order's production files are made (the
// order detail, the production summary, the ZIP) and a card cannot be drawn — e.g. its font
// changed in the CMS after the order — the order is flagged here: the dashboard's overview,
// list and detail show it, and its production waits at „Bestellung eingegangen“ until staff
// decide. One row per checked order; `cards` is JSON, the first cards with their reason.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_unwritable_cards')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('cards', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_unwritable_cards').execute();
}
