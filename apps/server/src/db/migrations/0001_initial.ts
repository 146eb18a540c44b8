import { sql, type Kysely } from 'kysely';

// First schema: facts about the installation itself, and the sessions every store call
// hangs its cart, account and last order off (store-api.md "Sessions"). Later issues add
// their columns and tables in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Lets operators (and support) tell when this database was first set up.
  const now = new Date().toISOString();
  await sql`insert into app_meta (key, value, updated_at) values ('created_at', ${now}, ${now})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('app_meta').execute();
}
