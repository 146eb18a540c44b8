import { randomBytes } from 'node:crypto';

// Tests run once on SQLite and once on PostgreSQL (issue 16). TEST_DATABASE_URL names a
// throwaway PostgreSQL cluster (scripts/test.ts starts one); every test server then gets
// a database of its own, created here and dropped when the test closes it, so test files
// running in parallel never see each other's rows. Without TEST_DATABASE_URL the caller
// keeps its SQLite file and nothing happens here.

export interface ScratchDatabase {
  /** Environment for loadConfig: `{ DATABASE_URL }` on PostgreSQL, `{}` on SQLite. */
  env: Record<string, string>;
  /** 'postgres' when TEST_DATABASE_URL is set. */
  kind: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

const onSqlite: ScratchDatabase = { env: {}, kind: 'sqlite', drop: async () => {} };

/** The PostgreSQL server tests use, or null for SQLite. */
export function testDatabaseUrl(): string | null {
  return process.env.TEST_DATABASE_URL || null;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh empty database on the test PostgreSQL server, or SQLite when none is set. */
export async function scratchDatabase(adminUrl = testDatabaseUrl()): Promise<ScratchDatabase> {
  if (!adminUrl) return onSqlite;
  // Lower-case letters and digits only, so the name needs no quoting rules beyond "…".
  const name = `fk_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    env: { DATABASE_URL: url.toString() },
    kind: 'postgres',
    async drop() {
      if (dropped) return;
      dropped = true;
      // The server's pool may still be closing its connections: killing them (FORCE) makes
      // the closing client report "terminating connection" as an uncaught error. So wait
      // for them to go, and only then force out what a failed test left open.
      for (let attempt = 0; attempt < 40; attempt++) {
        try {
          await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}"`);
          return;
        } catch (error) {
          // 55006: object_in_use (other sessions are using the database)
          if ((error as { code?: string }).code !== '55006') throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
