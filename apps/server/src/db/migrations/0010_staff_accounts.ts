import type { Kysely } from 'kysely';

// Issue 28: personal staff accounts with a role (owner, office, production). An account
// is invited first (`password_hash` null, an invitation token's SHA-256 with its expiry)
// and becomes active when the invitee sets a password. Sessions name their account, so
// removing an account ends its sessions on the next request; order events record the
// account's id beside the name they always kept.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Lower-case; one account per address.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'owner' | 'office' | 'production'
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('invite_token_hash', 'text', (c) => c.unique())
    .addColumn('invite_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  // The key login's sessions have no account (null).
  await db.schema.alterTable('staff_sessions').addColumn('account_id', 'text').execute();
  await db.schema
    .createIndex('staff_sessions_account')
    .on('staff_sessions')
    .column('account_id')
    .execute();
  await db.schema.alterTable('order_events').addColumn('staff_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_events').dropColumn('staff_id').execute();
  await db.schema.dropIndex('staff_sessions_account').execute();
  await db.schema.alterTable('staff_sessions').dropColumn('account_id').execute();
  await db.schema.dropTable('staff_accounts').execute();
}
