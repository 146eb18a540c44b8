import type { Kysely } from 'kysely';

// Issue 41: the sandbox's Amazon Pay page keeps what the buyer did there per checkout session
// (one intent): signed in with the test account, the delivery address and the payment
// instrument chosen from the account's. The shop reads the address at the return, as it
// reads a real Amazon checkout session's; nothing here is the shop's own data.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_amazon_sessions')
    .addColumn('intent_id', 'text', (c) => c.primaryKey())
    .addColumn('signed_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address_id', 'text')
    .addColumn('instrument_id', 'text')
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_amazon_sessions').execute();
}
