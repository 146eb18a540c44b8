import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { KEY_RATE_LIMIT } from '../../src/business/auth.ts';
import { deliverDue, webhooksIdle } from '../../src/business/webhooks/queue.ts';
import { swell } from '../swell/accountHelpers.ts';
import { startFakeCms } from '../swell/swellHelpers.ts';
import {
  api,
  businessCustomer,
  newKey,
  orderBody,
  startReceiver,
  useBusinessStack,
} from './businessSupport.ts';
import { loadContract } from './contract.ts';

// The business API's limits and boundaries (issue 43, "Limits and safety"): what the
// configurator offers, the rate limit per key, body size and nesting, revoked and test keys,
// one account's data against another's, the profile's „Erneut senden“, and the answers'
// language.

/**
 * A CMS with two published templates and two global fonts; `down` answers 500. Everything
 * else (font 11 for the writing check) is the shared fake CMS's.
 */
async function startCatalogueCms() {
  const fonts = await startFakeCms();
  const state = { down: false, requests: [] as string[] };
  const server = http.createServer((req, res) => {
    state.requests.push(String(req.url));
    const url = new URL(req.url ?? '/', 'http://cms');
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (state.down) return send(500, { error: { status: 500 } });
    if (url.pathname === '/api/templates') {
      return send(200, {
        data: [
          { id: 3, name: 'Danke' },
          { id: 7, name: 'Weihnachten' },
        ],
      });
    }
    if (url.pathname === '/api/fonts') {
      return send(200, {
        data: [
          { id: 11, name: 'Caveat', slug: 'caveat' },
          { id: 14, name: 'Kurrent', slug: 'kurrent' },
        ],
      });
    }
    void fetch(`${fonts.url}${String(req.url)}`).then(async (answer) => {
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      res.writeHead(answer.status, { 'content-type': type });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fonts.close();
    },
  };
}

const stack = useBusinessStack(startCatalogueCms);
const { clock } = stack;

describe('business API limits and safety', { timeout: 90_000 }, () => {
  it('templates and fonts answer what the configurator offers; a CMS outage is a 503 in the caller’s language', async () => {
    const app = stack.server.app;
    const matchesContract = await loadContract(app);
    const { session } = await businessCustomer(app, false);
    const key = await newKey(app, session, 'test');
    stack.cms.state.down = true;
    const down = await api(app, 'GET', '/fonts', key.secret, undefined, {
      'accept-language': 'en',
    });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toMatch(/^Templates and fonts are unavailable/);
    const german = await api(app, 'GET', '/templates', key.secret);
    expect(german.statusCode).toBe(503);
    expect(german.json().error.message).toMatch(/^Vorlagen und Schriften sind gerade nicht/);
    stack.cms.state.down = false;
    // As the CMS's webhook does when it is back: the failed paths are asked again at once.
    app.cmsCache.invalidateAll();

    const templates = await api(app, 'GET', '/templates', key.secret);
    expect(templates.statusCode, templates.body).toBe(200);
    matchesContract('/templates', 'get', 200, templates.json());
    expect(templates.json().templates).toEqual([
      { id: '3', name: 'Danke' },
      { id: '7', name: 'Weihnachten' },
    ]);
    // The store's card products, as the configurator's canvases.
    const products = app.store.catalogue.products();
    expect(templates.json().products.map((p: { id: string }) => p.id)).toEqual(
      products.map((p) => p.id),
    );
    expect(templates.json().products).toContainEqual(
      expect.objectContaining({ id: 'prd_a6_postkarte', width_mm: 148, height_mm: 105 }),
    );
    const fonts = await api(app, 'GET', '/fonts', key.secret);
    matchesContract('/fonts', 'get', 200, fonts.json());
    expect(fonts.json().fonts).toEqual([
      { id: '11', slug: 'caveat', name: 'Caveat' },
      { id: '14', slug: 'kurrent', name: 'Kurrent' },
    ]);
    // Asked as the configurator asks: published templates, the global fonts.
    const asked = stack.cms.state.requests.map(decodeURIComponent);
    expect(
      asked.some((r) => r.startsWith('/api/templates') && r.includes('status=published')),
    ).toBe(true);
    expect(
      asked.some((r) => r.startsWith('/api/fonts') && r.includes('filters[accountId][$null]=true')),
    ).toBe(true);
  });

  it('counts requests per key: 429 with Retry-After, another key goes on', async () => {
    const app = stack.server.app;
    const { session } = await businessCustomer(app, false);
    const busy = await newKey(app, session, 'test');
    const calm = await newKey(app, session, 'test');
    for (let i = 0; i < KEY_RATE_LIMIT.max; i += 1) {
      const res = await api(app, 'GET', '/orders', busy.secret);
      expect(res.statusCode).toBe(200);
    }
    const limited = await api(app, 'GET', '/orders', busy.secret, undefined, {
      'accept-language': 'en-US',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited' });
    expect(limited.json().error.message).toMatch(/^Too many requests/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(KEY_RATE_LIMIT.windowMs / 1000);
    expect((await api(app, 'GET', '/orders', calm.secret)).statusCode).toBe(200);
  });

  it('refuses a body past its limit and deep nesting with 4xx, never 500', async () => {
    const app = stack.server.app;
    const { session } = await businessCustomer(app, false);
    const key = await newKey(app, session, 'test');
    const post = (url: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: `/business/v1${url}`,
        headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' },
        payload,
      });
    const huge = JSON.stringify({ ...orderBody(app, 1), note: 'x'.repeat(17 * 1024 * 1024) });
    expect((await post('/orders', huge)).statusCode).toBe(413);
    const large = JSON.stringify({ note: 'x'.repeat(2 * 1024 * 1024) });
    expect((await post('/orders/bo_x/cancel', large)).statusCode).toBe(413);
    const deep = `{"product_id":${'['.repeat(200)}${']'.repeat(200)}}`;
    const nested = await post('/orders', deep);
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.code).toBeTruthy();
  });

  it('a revoked key is refused at once; a test key is never a live key', async () => {
    const app = stack.server.app;
    const customer = await businessCustomer(app);
    const key = await newKey(app, customer.session, 'test');
    const kept = await newKey(app, customer.session, 'test');
    expect((await api(app, 'GET', '/orders', key.secret)).statusCode).toBe(200);
    await swell(app, 'DELETE', `/business/keys/${key.id}`, customer.session);
    expect((await api(app, 'GET', '/orders', key.secret)).statusCode).toBe(401);
    expect((await api(app, 'GET', '/orders', kept.secret)).statusCode).toBe(200);

    // The mode is part of the key: a test key presented as live is unknown.
    const posing = kept.secret.replace(/^fk_test_/, 'fk_live_');
    const refused = await api(app, 'POST', '/orders', posing, orderBody(app, 1));
    expect(refused.statusCode).toBe(401);
    const priced = await api(app, 'POST', '/orders', kept.secret, orderBody(app, 1));
    expect(priced.json()).toMatchObject({ mode: 'test', status: 'test', documents: [] });
    expect(await app.db.selectFrom('sandbox_charges').select('id').execute()).toHaveLength(0);
    const cancel = await api(app, 'POST', `/orders/${priced.json().id}/cancel`, kept.secret);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('test_order_cancel');
  });

  it('deliveries are the account’s own; „Erneut senden“ delivers a failed one again', async () => {
    const app = stack.server.app;
    const customer = await businessCustomer(app);
    const other = await businessCustomer(app);
    const receiver = await startReceiver();
    receiver.state.status = 500;
    try {
      await swell(app, 'POST', '/business/webhooks', customer.session, {
        url: receiver.url,
        events: ['order.placed'],
      });
      const key = await newKey(app, customer.session, 'live');
      const placed = await api(app, 'POST', '/orders', key.secret, orderBody(app, 1));
      expect(placed.statusCode, placed.body).toBe(201);
      await webhooksIdle(app);
      // Retried with backoff until 24 hours after the event, then given up.
      for (let i = 0; i < 12; i += 1) {
        clock.advance(6 * 60 * 60 * 1000);
        await deliverDue(app);
      }
      const list = async (session: string) =>
        (await swell(app, 'GET', '/business/webhooks/deliveries', session)).json().results as {
          id: string;
          status: string;
          attempts: number;
          last_status_code: number | null;
        }[];
      const [failed] = await list(customer.session);
      expect(failed).toMatchObject({ status: 'failed', last_status_code: 500 });
      const tries = receiver.received.length;
      expect(failed?.attempts).toBe(tries);

      expect(await list(other.session)).toEqual([]);
      const foreign = await swell(
        app,
        'POST',
        `/business/webhooks/deliveries/${String(failed?.id)}/resend`,
        other.session,
      );
      expect(foreign.statusCode).toBe(404);
      expect(receiver.received).toHaveLength(tries);

      receiver.state.status = 200;
      const again = await swell(
        app,
        'POST',
        `/business/webhooks/deliveries/${String(failed?.id)}/resend`,
        customer.session,
      );
      expect(again.statusCode).toBe(202);
      expect(receiver.received).toHaveLength(tries + 1);
      expect(receiver.received.at(-1)?.body).toBe(receiver.received[0]?.body);
      const [delivered] = await list(customer.session);
      expect(delivered).toMatchObject({ status: 'delivered', last_status_code: 200 });
      expect(delivered?.attempts).toBe(tries + 1);

      // The other account's key does not see the order either.
      const otherKey = await newKey(app, other.session, 'test');
      const hidden = await api(app, 'GET', `/orders/${placed.json().id}`, otherKey.secret);
      expect(hidden.statusCode).toBe(404);
      expect((await api(app, 'GET', '/orders', otherKey.secret)).json().count).toBe(0);
      const cancel = await api(app, 'POST', `/orders/${placed.json().id}/cancel`, otherKey.secret);
      expect(cancel.statusCode).toBe(404);
    } finally {
      await receiver.close();
    }
  });

  it('answers in German unless Accept-Language puts English first', async () => {
    const app = stack.server.app;
    const { session } = await businessCustomer(app, false);
    const key = await newKey(app, session, 'test');
    const ask = async (language: string | null, url = '/orders/bo_unknown') => {
      const res = await api(
        app,
        'GET',
        url,
        key.secret,
        undefined,
        language ? { 'accept-language': language } : {},
      );
      return res.json().error.message as string;
    };
    expect(await ask(null)).toBe('Diese Bestellung gibt es nicht.');
    expect(await ask('de-DE,de;q=0.9,en;q=0.8')).toBe('Diese Bestellung gibt es nicht.');
    expect(await ask('en-GB,en;q=0.9')).toBe('There is no such order.');
    expect(await ask('fr-FR, en;q=0.5')).toBe('There is no such order.');
    expect(await ask('en', '/orders?colour=red')).toMatch(/^colour: unknown field/);
    expect(await ask('de', '/orders?colour=red')).toMatch(/^colour: Dieses Feld gibt es nicht/);
  });
});
