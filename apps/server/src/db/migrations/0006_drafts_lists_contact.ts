import type { Kysely } from 'kysely';

// Issue 10: a signed-in customer's drafts and recipient lists, and contact-form inquiries.

export async function up(db: Kysely<unknown>): Promise<void> {
  // `order_data` is the draft's JSON text as the browser sent it (spec §3); the summary
  // columns are derived from it at save so the drafts list never parses megabytes of JSON.
  await db.schema
    .createTable('drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('order_data', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text')
    .addColumn('template_name', 'text')
    .addColumn('format', 'text')
    .addColumn('card_count', 'integer', (c) => c.notNull())
    .addColumn('front_image', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('drafts_account')
    .on('drafts')
    .columns(['account_id', 'date_updated'])
    .execute();

  await db.schema
    .createTable('recipient_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_used', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .addUniqueConstraint('recipient_lists_account_name', ['account_id', 'name'])
    .execute();

  await db.schema
    .createTable('contact_inquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('account_id', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_inquiries_date')
    .on('contact_inquiries')
    .column('date_created')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_inquiries').execute();
  await db.schema.dropTable('recipient_lists').execute();
  await db.schema.dropTable('drafts').execute();
}
