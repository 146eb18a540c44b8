import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers.ts';
import { validConfiguration } from '../../test/swell/configurationFixtures.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { insertConfiguration } from './configurationRecords.ts';
import { loadConfigurations } from './configurationSummary.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrated SQLite database and a counter of the queries sent through `counted`. */
async function openDb(): Promise<{ db: Db; counted: Db; queries: () => number }> {
  const { dir, cleanup } = makeTempDir();
  cleanups.push(cleanup);
  const db = await createDatabase({ kind: 'sqlite', file: path.join(dir, 'summary.db') });
  cleanups.push(() => db.destroy());
  await migrateToLatest(db);
  let count = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db, counted: db.withPlugin(counter), queries: () => count };
}

const OWNER = { sessionId: 'session-owner-0000000001', accountId: null };
const now = new Date('2030-01-01T10:00:00Z');

describe('loadConfigurations', () => {
  it('asks the database nothing when no line has a configuration', async () => {
    const { counted, queries } = await openDb();
    const configurationOf = await loadConfigurations(counted, [
      { metadata: null },
      { metadata: { configuration_id: 'cfg_other_key' } },
    ]);
    expect(queries()).toBe(0);
    expect(configurationOf({ metadata: null }, OWNER)).toBeNull();
  });

  it('reads the owners, then the stored data once per configuration, and shows each to its owner only', async () => {
    const { db, counted, queries } = await openDb();
    const first = await insertConfiguration(db, {
      configuration: validConfiguration(2),
      productId: 'prd_a6_postkarte',
      owner: OWNER,
      now,
    });
    const second = await insertConfiguration(db, {
      configuration: validConfiguration(4),
      productId: 'prd_a6_postkarte',
      owner: { sessionId: 'session-other-00000000001', accountId: 'acc_1' },
      now,
    });
    await db
      .insertInto('configurations')
      .values({ ...first, id: 'cfg_broken', data: '{"canvas":null}' })
      .execute();

    const lines = [first.id, second.id, first.id, 'cfg_broken', 'cfg_missing'].map((id) => ({
      metadata: { configurationId: id },
    }));
    const configurationOf = await loadConfigurations(counted, [
      ...lines,
      { metadata: { configurationId: 42 } },
    ]);
    // The owners, then the data of the configurations not summarised before.
    expect(queries()).toBe(2);

    const shown = lines.map((line) => configurationOf(line, OWNER));
    expect(shown[0]).toMatchObject({ id: first.id, card_count: 2, recipient_count: 2 });
    expect(shown[1]).toBeNull(); // another session's, no shared account
    expect(shown[2]).toEqual(shown[0]);
    expect(shown[3]).toBeNull(); // stored data of an unexpected shape
    expect(shown[4]).toBeNull();
    expect(configurationOf({ metadata: { configurationId: 42 } }, OWNER)).toBeNull();
    expect(
      configurationOf(lines[1] as (typeof lines)[number], { sessionId: 'x', accountId: 'acc_1' }),
    ).toMatchObject({ id: second.id, card_count: 4, recipient_count: 4 });

    // A stored configuration never changes: the next answer reads only the owners.
    const again = await loadConfigurations(counted, lines);
    expect(queries()).toBe(3);
    expect(again(lines[0] as (typeof lines)[number], OWNER)).toEqual(shown[0]);
    expect(
      again(lines[0] as (typeof lines)[number], { sessionId: 'x', accountId: null }),
    ).toBeNull();
  });
});
