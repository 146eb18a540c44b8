import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/buildServer.ts';
import { scratchDatabase, type ScratchDatabase } from '../../src/db/scratchDatabase.ts';
import { RATE_LIMITS } from '../../src/http/rateLimits.ts';
import { makeTempDir, STORE_AUTH, testConfig } from '../helpers.ts';
import { ORIGIN } from '../dashboard/dashboardSupport.ts';
import { StoreClient, testCardToken } from '../storeClient.ts';
import { signedInCustomer, swell } from '../swell/accountHelpers.ts';
import { draftPayload } from '../swell/draftFixtures.ts';
import { MAX_DRAFTS_PER_ACCOUNT } from '../../src/drafts/draftRecords.ts';
import {
  createLink,
  customerWithDesign,
  redeem,
  startWunderlinkCms,
  type WunderlinkCms,
} from '../wunderlinks/wunderlinkSupport.ts';
import { addDesignedCards } from './designedCards.ts';

// Two servers on one database, as two server processes behind a proxy (issue 16). Each
// has its own in-process session queue and nothing else in common but the database, so
// every invariant here holds only through the database: the session's lock, the
// conditional updates, the shared rate limit counters. Runs on SQLite (one file, two
// connections) and, with TEST_DATABASE_URL, on PostgreSQL. The real-process version with
// SIGKILL is scripts/test-crash.ts.

interface Pair {
  a: FastifyInstance;
  b: FastifyInstance;
  bases: [string, string];
  close(): Promise<void>;
}

/** Server A for even `i`, server B for odd: the requests alternate between the two. */
function baseFor(p: Pair, i: number): string {
  return p.bases[i % 2 === 0 ? 0 : 1];
}

let pair: Pair | null = null;
let cms: WunderlinkCms | null = null;
afterEach(async () => {
  await pair?.close();
  pair = null;
  await cms?.close();
  cms = null;
});

async function startPair(env: Record<string, string> = {}): Promise<Pair> {
  const { dir, cleanup } = makeTempDir();
  const database: ScratchDatabase = await scratchDatabase();
  const config = testConfig(dir, { ...database.env, LOG_LEVEL: 'error', ...env });
  // One after the other: the second finds the schema migrated by the first.
  const a = await buildServer(config);
  const b = await buildServer(config);
  const bases: [string, string] = [
    await a.listen({ port: 0, host: '127.0.0.1' }),
    await b.listen({ port: 0, host: '127.0.0.1' }),
  ];
  return {
    a,
    b,
    bases,
    async close() {
      await a.close();
      await b.close();
      await database.drop();
      cleanup();
    },
  };
}

interface Answer {
  status: number;
  // The store's JSON answers, inspected field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

function call(base: string, session: string, method: string, path: string, body?: unknown) {
  return fetch(`${base}/api${path}`, {
    method,
    headers: { ...STORE_AUTH, 'content-type': 'application/json', 'x-session': session },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then(async (res): Promise<Answer> => ({ status: res.status, body: await res.json() }));
}

/** A gateway that takes its time, as a real one does, so submissions overlap. */
function slowGateway(app: FastifyInstance): void {
  const gateway = app.store.gateway;
  const charge = gateway.charge.bind(gateway);
  gateway.charge = async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return charge(request);
  };
}

/** A session with a payable cart of ten A6 postcards (29 €), through server `app`. */
async function payableCart(app: FastifyInstance, session: string): Promise<void> {
  const client = new StoreClient(app, session);
  await addDesignedCards(app, client, { product_id: 'prd_a6_postkarte', quantity: 10 });
  const token = await testCardToken(app);
  const update = await client.put('/cart', {
    account: { email: 'gast@example.de' },
    shipping: { service: 'to_recipients' },
    billing: { method: 'card', card: { token } },
  });
  expect(update.status).toBe(200);
}

describe('two server processes on one database', () => {
  it('the second sees a rate limit counted by the first', async () => {
    pair = await startPair();
    const login = {
      method: 'POST',
      url: '/api/account/login',
      headers: STORE_AUTH,
      payload: {},
    } as const;
    for (let i = 0; i < RATE_LIMITS.login.max; i++) {
      expect((await pair.a.inject(login)).statusCode).not.toBe(429);
    }
    const refused = await pair.b.inject(login);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });

  it('loses no cart write when one session writes through both', async () => {
    const started = await startPair();
    pair = started;
    const session = 'two-process-session-0001';
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(baseFor(started, i), session, 'POST', '/cart/items', {
          product_id: 'prd_a6_postkarte',
          quantity: 1,
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const seen = results.map((r) => r.body.item_quantity as number).sort((x, y) => x - y);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const cart = (await new StoreClient(pair.b, session).get('/cart')).body;
    expect(cart.item_quantity).toBe(40);
  });

  it('six submissions of one cart through both make one order and one charge', async () => {
    const started = await startPair();
    pair = started;
    const session = 'two-process-session-0002';
    await payableCart(pair.a, session);
    slowGateway(pair.a);
    slowGateway(pair.b);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(baseFor(started, i), session, 'POST', '/cart/order'),
      ),
    );
    expect(results.map((r) => [r.status, r.body.error])).toEqual(Array(6).fill([200, undefined]));
    expect(new Set(results.map((r) => r.body.number)).size).toBe(1);
    const db = pair.a.db;
    expect(await db.selectFrom('orders').selectAll().execute()).toHaveLength(1);
    expect(await db.selectFrom('payments').selectAll().execute()).toHaveLength(1);
    const charges = await db.selectFrom('sandbox_charges').select('status').execute();
    expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });

  it('a coupon for one use and a gift card are never used beyond their limits', async () => {
    const started = await startPair();
    pair = started;
    const sessions = Array.from({ length: 6 }, (_, i) => `two-process-coupon-${i}`);
    for (const [i, session] of sessions.entries()) {
      const app = i % 2 ? pair.b : pair.a;
      await payableCart(app, session);
      const client = new StoreClient(app, session);
      // EINMALIG: 20 %, one use in all; GESCHENK-25-DEMO: 25 € for everyone together.
      expect((await client.put('/cart/coupon', { code: 'EINMALIG' })).status).toBe(200);
      expect((await client.post('/cart/giftcards', { code: 'GESCHENK-25-DEMO' })).status).toBe(200);
    }
    slowGateway(pair.a);
    slowGateway(pair.b);
    const results = await Promise.all(
      sessions.map((session, i) => call(baseFor(started, i), session, 'POST', '/cart/order')),
    );
    const placed = results.filter((r) => r.status === 200 && typeof r.body.number === 'string');
    const refused = results.filter((r) => r.status === 200 && r.body.errors);
    expect(placed.length + refused.length).toBe(6);
    expect(placed.length).toBe(1);

    const db = pair.a.db;
    const coupon = await db
      .selectFrom('coupons')
      .select('uses')
      .where('code', '=', 'EINMALIG')
      .executeTakeFirstOrThrow();
    expect(Number(coupon.uses)).toBe(1);
    const card = await db
      .selectFrom('giftcards')
      .select('balance_cents')
      .where('code', '=', 'GESCHENK-25-DEMO')
      .executeTakeFirstOrThrow();
    expect(Number(card.balance_cents)).toBeGreaterThanOrEqual(0);
    const giftcardPayments = await db
      .selectFrom('payments')
      .select('amount_cents')
      .where('method', '=', 'giftcard')
      .execute();
    const taken = giftcardPayments.reduce((sum, p) => sum + Number(p.amount_cents), 0);
    expect(taken).toBe(2500 - Number(card.balance_cents));
    // Refused submissions keep no charge: succeeded charges are exactly the orders' ones.
    const charges = await db
      .selectFrom('sandbox_charges')
      .select('id')
      .where('status', '=', 'succeeded')
      .execute();
    const cardPayments = await db
      .selectFrom('payments')
      .select('transaction_id')
      .where('method', '=', 'card')
      .execute();
    expect(charges.map((c) => c.id).sort()).toEqual(
      cardPayments.map((p) => p.transaction_id).sort(),
    );
  });

  it('the per-account draft limit holds for saves through both', async () => {
    const started = await startPair();
    pair = started;
    const customer = await signedInCustomer(started.a);
    const body = { orderData: JSON.stringify(draftPayload(1)) };
    for (let i = 0; i < MAX_DRAFTS_PER_ACCOUNT - 1; i++) {
      expect((await swell(started.a, 'POST', '/drafts', customer.session, body)).statusCode).toBe(
        201,
      );
    }
    // One place left, six saves at once through both servers: exactly one is stored.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        swell(i % 2 ? started.b : started.a, 'POST', '/drafts', customer.session, body),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const stored = await started.a.db.selectFrom('drafts').select('id').execute();
    expect(stored).toHaveLength(MAX_DRAFTS_PER_ACCOUNT);
  });

  it('redemptions of a WunderLink through both never pass its limit', async () => {
    cms = await startWunderlinkCms();
    const started = await startPair({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN });
    pair = started;
    const link = await createLink(started.a, { max_redemptions: 5 });
    const customers = [];
    // One after the other: sign-ups hash passwords (scrypt), slow in parallel.
    for (let i = 0; i < 16; i++) customers.push(await customerWithDesign(started.a, { cards: 1 }));
    const answers = await Promise.all(
      customers.map((c, i) =>
        redeem(i % 2 ? started.b : started.a, link.id, c.session, {
          configuration_id: c.configurationId,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 404)).toHaveLength(11);
    const stored = await started.b.db
      .selectFrom('wunderlinks')
      .select('redemptions')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.redemptions)).toBe(5);
    const orders = await started.b.db
      .selectFrom('wunderlink_redemptions')
      .select('order_id')
      .where('link_id', '=', link.id)
      .execute();
    expect(orders).toHaveLength(5);
  }, 60_000);
});
