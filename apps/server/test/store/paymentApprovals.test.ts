import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/buildServer.ts';
import { adjustableClock } from '../../src/clock.ts';
import { scratchDatabase } from '../../src/db/scratchDatabase.ts';
import { releaseDueApprovals } from '../../src/payments/approvalReleases.ts';
import {
  APPROVAL_RELEASE_MINUTES,
  APPROVAL_RELEASED_MESSAGE,
  claimCapture,
} from '../../src/payments/approvals.ts';
import { makeTempDir, testConfig } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';
import { readyCart } from './readyCart.ts';
import { approvedPaypal, approveIntent, paypalIntent } from './sandboxPayments.ts';

// Issue 33: every approved payment ends in the cart's one order or is released — on the
// order, by time (a moved clock), and across processes and restarts (the database's).

const MINUTE = 60_000;
let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.reverse()) await close();
  closers = [];
});

/** Servers on one throw-away database (SQLite file, or TEST_DATABASE_URL). */
async function database() {
  const { dir, cleanup } = makeTempDir();
  const scratch = await scratchDatabase();
  const config = testConfig(dir, { ...scratch.env, LOG_LEVEL: 'error' });
  closers.push(async () => {
    await scratch.drop();
    cleanup();
  });
  return {
    async start(clock = adjustableClock()): Promise<FastifyInstance> {
      const app = await buildServer(config, { clock });
      let closed = false;
      closers.push(async () => {
        if (!closed) await app.close();
      });
      const close = app.close.bind(app);
      app.close = (async () => {
        closed = true;
        await close();
      }) as typeof app.close;
      return app;
    },
  };
}

async function intentStatus(app: FastifyInstance, id: string): Promise<string> {
  const row = await app.db
    .selectFrom('sandbox_intents')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

function payWith(client: StoreClient, intentId: string) {
  return client.put('/cart', {
    billing: { method: 'paypal', intent: { sandbox: { id: intentId } } },
  });
}

describe('payment approvals', () => {
  it('releases every other approval of the cart when the order is placed', async () => {
    const app = await (await database()).start();
    const client = await readyCart(app);
    const first = await approvedPaypal(app, client);
    const second = await approvedPaypal(app, client);
    expect((await client.get('/cart/payment-approval')).body).toMatchObject({
      intent_id: second,
      approved: true,
      status: 'open',
    });

    await payWith(client, second);
    const order = (await client.post('/cart/order')).body;
    expect(order.errors).toBeUndefined();

    expect(await intentStatus(app, second)).toBe('succeeded');
    expect(await intentStatus(app, first)).toBe('canceled');
    const rows = await app.db
      .selectFrom('payment_approvals')
      .select(['intent_id', 'status', 'order_id'])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { intent_id: first, status: 'released', order_id: null },
        { intent_id: second, status: 'captured', order_id: order.id },
      ]),
    );
    // A reload after the order finds it by the approval.
    expect((await client.get('/cart/payment-approval')).body).toMatchObject({
      intent_id: second,
      status: 'captured',
      order: { id: order.id, number: order.number },
    });
  });

  it('releases an approval that waited too long and says so on a late return', async () => {
    const clock = adjustableClock();
    const app = await (await database()).start(clock);
    const client = await readyCart(app);
    const intentId = await approvedPaypal(app, client);

    clock.advance((APPROVAL_RELEASE_MINUTES - 1) * MINUTE);
    expect(await releaseDueApprovals(app)).toBe(0);
    expect(await intentStatus(app, intentId)).toBe('requires_capture');

    clock.advance(2 * MINUTE);
    expect(await releaseDueApprovals(app)).toBe(1);
    expect(await intentStatus(app, intentId)).toBe('canceled');

    await payWith(client, intentId);
    const late = (await client.post('/cart/order')).body;
    expect(late.errors.billing).toEqual({
      code: 'approval_released',
      message: APPROVAL_RELEASED_MESSAGE,
    });
    expect((await client.get('/cart/payment-approval')).body).toMatchObject({
      status: 'released',
      approved: false,
      message: APPROVAL_RELEASED_MESSAGE,
    });
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
  });

  it('releases an approval no cart ever claimed, after the same time', async () => {
    const clock = adjustableClock();
    const app = await (await database()).start(clock);
    const client = await readyCart(app);
    const cart = (await client.get('/cart')).body;
    // The customer approved at PayPal but the shop never heard of the intent (tab closed
    // before the return reached it): no row in payment_approvals.
    const intent = await paypalIntent(app, cart.capture_total);
    await approveIntent(app, intent);
    expect(await intentStatus(app, intent.id)).toBe('requires_capture');

    clock.advance((APPROVAL_RELEASE_MINUTES - 1) * MINUTE);
    expect(await releaseDueApprovals(app)).toBe(0);
    clock.advance(2 * MINUTE);
    expect(await releaseDueApprovals(app)).toBe(1);
    expect(await intentStatus(app, intent.id)).toBe('canceled');
  });

  it('releases after a restart, once across two processes', async () => {
    const db = await database();
    const clock = adjustableClock();
    const first = await db.start(clock);
    const client = await readyCart(first);
    const intentId = await approvedPaypal(first, client);
    await first.close();

    clock.advance((APPROVAL_RELEASE_MINUTES + 1) * MINUTE);
    const a = await db.start(clock);
    const b = await db.start(clock);
    const [ra, rb] = await Promise.all([releaseDueApprovals(a), releaseDueApprovals(b)]);
    // The servers' own start-up runs may have taken it first; nobody released it twice.
    expect(ra + rb).toBeLessThanOrEqual(1);
    expect(await intentStatus(a, intentId)).toBe('canceled');
    const row = await a.db
      .selectFrom('payment_approvals')
      .select('status')
      .where('intent_id', '=', intentId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('released');
  });

  it('captures once when several returns race, also on two processes', async () => {
    const db = await database();
    const a = await db.start();
    const b = await db.start();
    const client = await readyCart(a);
    const intents = [
      await approvedPaypal(a, client),
      await approvedPaypal(a, client),
      await approvedPaypal(a, client),
    ];
    const other = new StoreClient(b, client.session);
    const answers = await Promise.all(
      intents.map(async (id, i) => {
        const tab = i % 2 === 0 ? client : other;
        await payWith(tab, id);
        return (await tab.post('/cart/order')).body;
      }),
    );

    const orders = await a.db.selectFrom('orders').select('id').execute();
    expect(orders).toHaveLength(1);
    const charges = await a.db
      .selectFrom('sandbox_charges')
      .select('id')
      .where('status', '=', 'succeeded')
      .execute();
    expect(charges).toHaveLength(1);
    for (const answer of answers) {
      // Each return ends on the one order or is told it is being placed elsewhere.
      if (answer.errors) expect(answer.errors.billing.code).toBe('capture_in_progress');
      else expect(answer.id).toBe(orders[0]?.id);
    }
    const statuses = await Promise.all(intents.map((id) => intentStatus(a, id)));
    expect(statuses.filter((s) => s === 'succeeded')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'requires_capture')).toHaveLength(0);
  });

  it('shows the placed order to a tab that comes back from its payment page later', async () => {
    const app = await (await database()).start();
    const client = await readyCart(app);
    const [first, second] = [await approvedPaypal(app, client), await approvedPaypal(app, client)];
    await payWith(client, first);
    const order = (await client.post('/cart/order')).body;
    expect(order.id).toMatch(/^ord_/);

    // The second tab's return arrives after the order: its PUT lands on a new, empty cart.
    await payWith(client, second);
    const late = (await client.post('/cart/order')).body;
    expect(late.errors).toBeUndefined();
    expect(late.id).toBe(order.id);
    expect(await intentStatus(app, second)).toBe('canceled');
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
  });

  it('releases at once an authorisation that arrives after the cart was ordered, opening no cart (issue #40)', async () => {
    const clock = adjustableClock();
    const app = await (await database()).start(clock);
    const client = await readyCart(app);
    const total = (await client.get('/cart')).body.capture_total as number;
    const first = await approvedPaypal(app, client);
    // The losing tab's authorisation: approved at the gateway, not yet known to the shop
    // (a card's intent is first seen with its PUT /cart).
    const losing = await paypalIntent(app, total);
    await approveIntent(app, losing);
    expect(await intentStatus(app, losing.id)).toBe('requires_capture');
    await payWith(client, first);
    const order = (await client.post('/cart/order')).body;
    expect(order.id).toMatch(/^ord_/);
    const carts = await app.db.selectFrom('carts').select('id').execute();

    const late = await payWith(client, losing.id);
    expect(late.status).toBe(200);
    expect(late.body.items ?? []).toEqual([]);
    // Released at once, and written down for the ordered cart; no new cart for it.
    expect(await intentStatus(app, losing.id)).toBe('canceled');
    expect(await app.db.selectFrom('carts').select('id').execute()).toEqual(carts);
    expect((await client.get('/cart/payment-approval')).body).toMatchObject({
      order: { id: order.id },
    });
    // The tab submits and is shown the order.
    expect((await client.post('/cart/order')).body.id).toBe(order.id);
    expect(await intentStatus(app, first)).toBe('succeeded');
    // A tab opened much later with an empty cart is not shown yesterday's order.
    clock.advance(16 * MINUTE);
    expect((await client.get('/cart/payment-approval')).body).toBeNull();
  });

  it('lets the database refuse a second capture of a cart', async () => {
    const app = await (await database()).start();
    const client = await readyCart(app);
    const [x, y] = [await approvedPaypal(app, client), await approvedPaypal(app, client)];
    const cartId = (await client.get('/cart')).body.id as string;
    const ref = { cartId, method: 'paypal' as const, gateway: 'sandbox' };
    const now = new Date();
    const claims = await Promise.all([
      claimCapture(app.db, { ...ref, intentId: x }, now),
      claimCapture(app.db, { ...ref, intentId: y }, now),
    ]);
    expect(claims.sort()).toEqual(['ours', 'taken']);
  });
});
