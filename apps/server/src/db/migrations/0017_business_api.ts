import type { Kysely } from 'kysely';

// Issue 43: the business API. API keys (only the SHA-256 of the secret is kept), the orders
// placed with a key (a test key's order has no shop order behind it, only its priced answer),
// the Idempotency-Key records, and webhooks with their delivery queue in the database, so a
// restart loses no delivery (business/webhooks/*.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'test' | 'live'
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('business_api_keys_account')
    .on('business_api_keys')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('business_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('api_key_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    // The shop order (live mode); null for a test order.
    .addColumn('order_id', 'text', (c) => c.unique())
    .addColumn('configuration_id', 'text', (c) => c.notNull())
    // JSON: the priced answer at the time it was placed.
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_orders_account')
    .on('business_orders')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('business_idempotency')
    .addColumn('api_key_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    // Null while the first request is still running.
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_idempotency_pk', ['api_key_id', 'key'])
    .execute();
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    // JSON array of event names.
    .addColumn('events', 'text', (c) => c.notNull())
    // Kept in the clear: the server signs with it (shown to the customer once).
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // 'pending' | 'delivered' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_account')
    .on('webhook_deliveries')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
  await db.schema.dropTable('business_idempotency').execute();
  await db.schema.dropTable('business_orders').execute();
  await db.schema.dropTable('business_api_keys').execute();
}
