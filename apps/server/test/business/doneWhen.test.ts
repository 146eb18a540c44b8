import { describe, expect, it } from 'vitest';
import { deliverDue, webhooksIdle } from '../../src/business/webhooks/queue.ts';
import { verify } from '../../src/business/webhooks/signature.ts';
import { swell } from '../swell/accountHelpers.ts';
import { startFakeCms } from '../swell/swellHelpers.ts';
import {
  useBusinessStack,
  api,
  businessCustomer,
  newKey,
  orderBody,
  staff,
  startReceiver,
  TO_SENT_OUT,
} from './businessSupport.ts';
import { loadContract } from './contract.ts';

// Issue 43's "Done when", as one run through the real server: a test key prices an order
// for 3 recipients and answers the same order for the same Idempotency-Key; a live key's
// order is in the dashboard's list, paid once at the sandbox gateway, and a local webhook
// receiver gets „placed“, „paid“ and — after staff move it to sent out with tracking —
// „sent“, each signed; a receiver that answers 500 at first gets every event once it
// recovers, the retry driven by the server's clock. Every answer matches the document.

const stack = useBusinessStack(startFakeCms);
const { clock } = stack;

describe('business API: done when', { timeout: 90_000 }, () => {
  it('test key prices and repeats; live key orders, pays once, and signed webhooks follow', async () => {
    const app = stack.server.app;
    const matchesContract = await loadContract(app);
    const customer = await businessCustomer(app);

    // Test key: the priced order for 3 recipients, the same one for the same key.
    const testKey = await newKey(app, customer.session, 'test');
    const body = orderBody(app, 3);
    const idem = { 'idempotency-key': 'crm-deal-4711' };
    const priced = await api(app, 'POST', '/orders', testKey.secret, body, idem);
    expect(priced.statusCode, priced.body).toBe(201);
    expect(priced.json()).toMatchObject({ mode: 'test', status: 'test', card_count: 3 });
    expect(priced.json().totals.grand_total).toBeGreaterThan(0);
    matchesContract('/orders', 'post', 201, priced.json());
    const repeated = await api(app, 'POST', '/orders', testKey.secret, body, idem);
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json()).toEqual(priced.json());
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(0);

    // Live key, with two receivers: one up, one down at first.
    const liveKey = await newKey(app, customer.session, 'live');
    const receiver = await startReceiver();
    const flaky = await startReceiver();
    flaky.state.status = 500;
    try {
      const secrets: string[] = [];
      for (const url of [receiver.url, flaky.url]) {
        const hook = await swell(app, 'POST', '/business/webhooks', customer.session, {
          url,
          events: ['order.placed', 'order.paid', 'order.sent'],
        });
        expect(hook.statusCode, hook.body).toBe(201);
        secrets.push(hook.json().secret as string);
      }
      const liveIdem = { 'idempotency-key': 'shop-order-77' };
      const placed = await api(app, 'POST', '/orders', liveKey.secret, body, liveIdem);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json();
      expect(order).toMatchObject({ mode: 'live', source: 'api', status: 'delivery_pending' });
      matchesContract('/orders', 'post', 201, order);
      const again = await api(app, 'POST', '/orders', liveKey.secret, body, liveIdem);
      expect(again.json().id).toBe(order.id);

      // In the dashboard's order list, paid once.
      const list = await staff(app)('GET', '/orders');
      expect(list.statusCode, list.body).toBe(200);
      const rows = list.json().results as { id: string; number: string }[];
      const shopOrder = rows.find((r) => r.number === order.number);
      expect(shopOrder).toBeDefined();
      const charges = await app.db.selectFrom('sandbox_charges').selectAll().execute();
      expect(charges).toHaveLength(1);
      expect(charges[0]?.amount_cents).toBe(Math.round(order.totals.grand_total * 100));

      await webhooksIdle(app);
      expect(receiver.events()).toEqual(['order.placed', 'order.paid']);
      const placedEvent = JSON.parse(String(receiver.received[0]?.body));
      expect(placedEvent.data.order).toMatchObject({ id: order.id, number: order.number });

      // Staff: the production steps, the last with the parcel's tracking number.
      for (const to of TO_SENT_OUT) {
        const moved = await staff(app)(
          'POST',
          `/orders/${String(shopOrder?.id)}/production-status`,
          to === 'sent_out'
            ? { to, tracking: { carrier: 'dhl', number: '00340434161094042557' } }
            : { to },
        );
        expect(moved.statusCode, moved.body).toBe(200);
      }
      await webhooksIdle(app);
      expect(receiver.events()).toEqual(['order.placed', 'order.paid', 'order.sent']);
      const sent = JSON.parse(String(receiver.received[2]?.body));
      expect(sent.data.order.tracking).toEqual({ carrier: 'dhl', number: '00340434161094042557' });
      for (const r of receiver.received)
        expect(verify(secrets[0] as string, r.signature, r.body)).toBe(true);
      // Each endpoint has its own secret.
      const first = receiver.received[0];
      expect(verify(secrets[1] as string, String(first?.signature), String(first?.body))).toBe(
        false,
      );

      // The flaky receiver answered 500 to each event once; nothing is due before the backoff.
      expect(flaky.received).toHaveLength(3);
      flaky.state.status = 200;
      expect(await deliverDue(app)).toBe(0);
      clock.advance(31_000);
      expect(await deliverDue(app)).toBe(3);
      const recovered = flaky.received.slice(3).map((r) => JSON.parse(r.body).type as string);
      expect(recovered).toEqual(['order.placed', 'order.paid', 'order.sent']);
      for (const r of flaky.received)
        expect(verify(secrets[1] as string, r.signature, r.body)).toBe(true);

      const fetched = await api(app, 'GET', `/orders/${order.id}`, liveKey.secret);
      expect(fetched.json()).toMatchObject({ production_status: 'sent_out' });
      matchesContract('/orders/{id}', 'get', 200, fetched.json());
    } finally {
      await receiver.close();
      await flaky.close();
    }
  });
});
