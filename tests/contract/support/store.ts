import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adjustableClock, buildServer, loadConfig } from '@federkiel/server';
import { scratchDatabase } from '@federkiel/server/scratch-database';
import swell from 'swell-js';
import type { SwellClient } from 'swell-js';
import { cardDesign } from '../../support/cardDesign.ts';
import { freePort } from '../../support/freePort.ts';
import { readOutbox, type Eml } from '../../support/outbox.ts';

// Starts the real server in-process on a free port, with a temporary SQLite file, outbox
// and (empty) web build folder, and an adjustable clock. Tests then talk to it only through
// swell-js, each simulated browser with its own cookie jar (swell-js has no cookies in Node).

export const STORE_ID = 'federkiel';
export const PUBLIC_KEY = 'pk_contract_test';

export interface TestStore {
  url: string;
  app: Awaited<ReturnType<typeof buildServer>>;
  clock: ReturnType<typeof adjustableClock>;
  /** A new shopper: its own swell-js instance and cookie jar. */
  shopper(): SwellClient;
  /** Mails written so far, oldest first. */
  outbox(): Promise<Eml[]>;
  close(): Promise<void>;
}

export async function startStore(): Promise<TestStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federkiel-contract-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // TEST_DATABASE_URL set: a PostgreSQL database of its own instead of the SQLite file.
  const database = await scratchDatabase();
  const config = loadConfig(
    {
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: url,
      SQLITE_FILE: 'store.db',
      OUTBOX_DIR: 'outbox',
      WEB_DIST: 'web',
      UPLOAD_DIR: 'uploads',
      STORE_PUBLIC_KEY: PUBLIC_KEY,
      ...database.env,
    },
    dir,
  );
  fs.mkdirSync(path.join(dir, 'web', 'assets'), { recursive: true });
  const clock = adjustableClock();
  const app = await buildServer(config, { clock });
  await app.listen({ port, host: '127.0.0.1' });

  const outboxDir = path.join(dir, 'outbox');
  return {
    url,
    app,
    clock,
    shopper() {
      const jar = new Map<string, string>();
      return swell.create(STORE_ID, PUBLIC_KEY, {
        url,
        vaultUrl: `${url}/vault`,
        getCookie: (name) => jar.get(name),
        setCookie: (name, value) => {
          jar.set(name, value);
        },
      });
    },
    outbox: () => readOutbox(outboxDir),
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface WithErrors {
  errors: Record<string, { code: string; message: string } | undefined>;
}

function hasErrors(value: unknown): value is WithErrors {
  return typeof value === 'object' && value !== null && 'errors' in value;
}

/** The value of a call that must succeed (throws with the field errors otherwise). */
export function ok<T>(value: T | WithErrors | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a record, got null');
  if (hasErrors(value))
    throw new Error(`expected success, got errors: ${JSON.stringify(value.errors)}`);
  return value as T;
}

/** The field errors of a call that must be refused. */
export function errorsOf(value: unknown): WithErrors['errors'] {
  if (!hasErrors(value)) throw new Error(`expected errors, got ${JSON.stringify(value)}`);
  return value.errors;
}

/** What swell-js throws, with the fields it sets. */
export async function thrown(
  promise: Promise<unknown>,
): Promise<Error & { code?: string; status?: number; param?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string; status?: number; param?: string };
  }
  throw new Error('expected the call to throw');
}

/**
 * Adds `quantity` cards of a product with a stored design behind the line, as the
 * configurator does (`metadata.configurationId`): every product is a card the robot writes,
 * so an order needs a design (issue 26). The design is stored as POST /swell/configurations
 * would (that call needs the CMS for its font check; tested in apps/server).
 */
export async function addDesignedCards(
  store: TestStore,
  swell: SwellClient,
  item: { product_id: string; quantity: number },
) {
  if (!swell.session.getCookie()) await swell.cart.get();
  const session = swell.session.getCookie();
  const product = await store.app.db
    .selectFrom('products')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', item.product_id), eb('slug', '=', item.product_id)]))
    .executeTakeFirstOrThrow();
  if (!session) throw new Error('swell-js has no session cookie');
  const at = new Date().toISOString();
  const id = `cfg_contract_${Math.random().toString(16).slice(2, 14)}`;
  await store.app.db
    .insertInto('configurations')
    .values({
      id,
      session_id: session,
      account_id: null,
      product_id: product.id,
      card_count: item.quantity,
      data: JSON.stringify(
        cardDesign(product, item.quantity, {
          template: { id: '21', name: 'Konfetti-Geburtstag' },
          font: { id: '11', slug: 'caveat', name: 'Caveat' },
          date: '2030-06-03',
        }),
      ),
      date_created: at,
      date_updated: at,
    })
    .execute();
  return swell.cart.addItem({ ...item, product_id: product.id, metadata: { configurationId: id } });
}
