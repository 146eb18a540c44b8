import type { Kysely } from 'kysely';

// Issue 28: the timeline's events record the staff account that caused them (a download,
// a refund, a tracking number, the e-mail a move sent), as the order's moves and notes do
// since 0010. The name stays in `actor`: it is what the timeline shows, also after the
// account is gone. Null for the admin key and for what the shop does on its own.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_timeline').addColumn('staff_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_timeline').dropColumn('staff_id').execute();
}
