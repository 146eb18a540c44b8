import { sql, type Kysely } from 'kysely';

// Issue 33: every approved payment (an intent the customer confirmed at the bank, PayPal,
// Klarna …) is known to the server by its cart until it is settled: captured for the
// cart's one order, or released at the gateway (payments/approvals.ts). The row outlives
// restarts, so the release job (payments/approvalReleases.ts) finds what is still open.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_approvals')
    .addColumn('intent_id', 'text', (c) => c.primaryKey())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    // open → capturing → captured, or open → releasing → released (approvals.ts).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    // ISO-8601 instants (UTC, `toISOString()`): they compare as text on both databases.
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // A process releasing the row holds it until then; after that another may take it over.
    .addColumn('claimed_until', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_settled', 'text')
    .execute();
  await db.schema
    .createIndex('payment_approvals_cart')
    .on('payment_approvals')
    .column('cart_id')
    .execute();
  await db.schema
    .createIndex('payment_approvals_due')
    .on('payment_approvals')
    .columns(['status', 'expires_at'])
    .execute();
  // The guard that a cart is captured at most once, whatever the processes do: of all its
  // approvals only one may ever enter `capturing` (partial unique index, SQLite and
  // PostgreSQL alike).
  await db.schema
    .createIndex('payment_approvals_one_capture')
    .unique()
    .on('payment_approvals')
    .column('cart_id')
    .where(sql.ref('status'), 'in', sql`('capturing', 'captured')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_approvals').execute();
}
