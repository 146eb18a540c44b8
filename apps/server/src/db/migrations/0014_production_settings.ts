import type { Kysely } from 'kysely';

// Issue 30: the production settings staff edit in the dashboard — first the pen plotter's
// (pen lift, feeds, pauses, ink per pen) that the G-code files and the writing-time estimate
// use. One row per settings group, its value JSON; no row means the defaults.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('production_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('production_settings').execute();
}
