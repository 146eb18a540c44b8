import type { Kysely } from 'kysely';

// The configurator (issue 4): uploaded customer images and stored order configurations.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per stored file. Files are named by the SHA-256 of their bytes, so the same
  // image uploaded twice is one file and one row; `source_sha256` is the hash of the bytes
  // as they arrived, so an identical upload is answered without decoding it again.
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('source_sha256', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width_px', 'integer', (c) => c.notNull())
    .addColumn('height_px', 'integer', (c) => c.notNull())
    // Who uploaded it first (for support and a later clean-up of unused files).
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uploads_source_sha256')
    .on('uploads')
    .column('source_sha256')
    .execute();

  // An order configuration as the configurator sent it (JSON), owned by the session that
  // stored it and, when logged in, the account.
  await db.schema
    .createTable('configurations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('card_count', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('configurations_session')
    .on('configurations')
    .column('session_id')
    .execute();
  await db.schema
    .createIndex('configurations_account')
    .on('configurations')
    .column('account_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('configurations').execute();
  await db.schema.dropTable('uploads').execute();
}
