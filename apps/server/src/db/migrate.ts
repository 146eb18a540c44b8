import {
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResult,
} from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

// Migrations are listed in code (not read from a folder at run time) so they work the
// same under tsx, vitest and any bundler, and a typo is a type error instead of a
// silently skipped file.
class InCodeMigrationProvider implements MigrationProvider {
  constructor(
    private readonly list: Record<string, Migration>,
    private readonly wrapInTransaction: boolean,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    if (!this.wrapInTransaction) return this.list;
    return Object.fromEntries(
      Object.entries(this.list).map(([name, migration]) => [name, inTransaction(migration)]),
    );
  }
}

// Kysely runs migrations in a transaction only where its adapter claims transactional DDL
// (PostgreSQL). SQLite has it too, so on SQLite each migration is wrapped here: a failing
// migration then leaves no half-created tables behind. The migrator runs everything on one
// connection, so BEGIN and COMMIT reach the same connection as the migration's statements.
function inTransaction(migration: Migration): Migration {
  const wrap =
    (step: (db: Kysely<unknown>) => Promise<void>) =>
    async (db: Kysely<unknown>): Promise<void> => {
      await sql`begin`.execute(db);
      try {
        await step(db);
      } catch (error) {
        await sql`rollback`.execute(db);
        throw error;
      }
      await sql`commit`.execute(db);
    };
  return { up: wrap(migration.up), ...(migration.down ? { down: wrap(migration.down) } : {}) };
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResult[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * Brings the schema up to date. Safe to run at every start: Kysely records applied
 * migrations in `kysely_migration` and, on PostgreSQL, holds an advisory lock so two
 * processes cannot migrate at once (SQLite's own write lock serialises them there).
 */
export async function migrateToLatest(
  db: Db,
  list: Record<string, Migration> = migrations,
): Promise<MigrationResult[]> {
  const wrap = !db.getExecutor().adapter.supportsTransactionalDdl;
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(list, wrap) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Database migration ${failed} failed: ${String(error)}`, results, {
      cause: error,
    });
  }
  return results;
}
