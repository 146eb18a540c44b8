import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED_MESSAGE, RATE_LIMITS, type RateLimitName } from '../src/http/rateLimits.ts';
import { startTestServer, STORE_AUTH, TEST_ADMIN_KEY, type TestServer } from './helpers.ts';

// Per-IP limits on the routes that take guesses (src/http/rateLimits.ts). The tests run up to
// the real limits — inject() is cheap and most requests are refused early as bad input, which
// counts all the same. Each client is a documentation address (RFC 5737) of its own.

let server: TestServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

function app() {
  if (!server) throw new Error('start the test server first');
  return server.app;
}

const SHOPPER = '203.0.113.10';
const NEIGHBOUR = '203.0.113.20';

function windowSeconds(name: RateLimitName): number {
  return RATE_LIMITS[name].windowMs / 1000;
}

/** A store call (public key, JSON) from `remoteAddress`. */
function send(remoteAddress: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  return app().inject({
    ...options,
    remoteAddress,
    headers: { ...STORE_AUTH, 'content-type': 'application/json', ...options.headers },
  });
}

/** Sends `count` requests and checks that none of them was limited. */
async function sendAllowed(count: number, request: () => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < count; i++) {
    const res = await request();
    expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
    expect(res.body, `request ${i + 1}`).not.toContain('rate_limited');
    expect(res.body, `request ${i + 1}`).not.toContain(RATE_LIMITED_MESSAGE);
  }
}

function expectStoreLimited(res: LightMyRequestResponse, name: RateLimitName) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    error: { message: RATE_LIMITED_MESSAGE, code: 'rate_limited', param: null },
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds(name));
}

const STORE_ROUTES: {
  label: string;
  name: RateLimitName;
  request: InjectOptions;
}[] = [
  {
    label: 'POST /api/account/login',
    name: 'login',
    request: {
      method: 'POST',
      url: '/api/account/login',
      body: { email: 'kunde@example.de', password: 'falsch-geraten' },
    },
  },
  {
    label: 'POST /api/account/recover',
    name: 'recover',
    request: {
      method: 'POST',
      url: '/api/account/recover',
      body: { email: 'kunde@example.de', reset_url: 'https://shop.example.de/reset' },
    },
  },
  {
    label: 'PUT /api/cart/coupon',
    name: 'codes',
    request: { method: 'PUT', url: '/api/cart/coupon', body: { code: 'GERATEN1' } },
  },
  {
    label: 'POST /api/cart/giftcards',
    name: 'codes',
    request: { method: 'POST', url: '/api/cart/giftcards', body: { code: 'GERATEN2' } },
  },
];

describe('store API rate limits', () => {
  it.each(STORE_ROUTES)(
    '$label: 429 rate_limited with Retry-After after the limit, for that address only',
    async ({ name, request }) => {
      server = await startTestServer();
      await sendAllowed(RATE_LIMITS[name].max, () => send(SHOPPER, request));

      const limited = await send(SHOPPER, {
        ...request,
        headers: { origin: 'http://localhost:8080' },
      });
      expectStoreLimited(limited, name);
      // swell-js can read the error and keeps its session.
      expect(limited.headers['access-control-allow-origin']).toBe('http://localhost:8080');
      expect(limited.headers['x-session']).toEqual(expect.any(String));

      const neighbour = await send(NEIGHBOUR, request);
      expect(neighbour.statusCode).not.toBe(429);
    },
  );

  it('counts every try, wrong input included, before the body is read', async () => {
    server = await startTestServer();
    const login = { method: 'POST', url: '/api/account/login', body: {} } as const;
    await sendAllowed(RATE_LIMITS.login.max, async () => {
      const res = await send(SHOPPER, login);
      expect(res.statusCode).toBe(400);
      return res;
    });
    expectStoreLimited(await send(SHOPPER, login), 'login');
  });

  it('behind a trusted proxy counts the client it reports; an untrusted peer cannot choose one', async () => {
    const PROXY = '10.0.0.5';
    server = await startTestServer({ TRUST_PROXY: '10.0.0.0/8' });
    const login = { method: 'POST', url: '/api/account/login', body: {} } as const;
    const via = (peer: string, client: string) =>
      send(peer, { ...login, headers: { 'x-forwarded-for': client } });

    // Through the proxy: one budget per reported client, not one for the proxy.
    await sendAllowed(RATE_LIMITS.login.max, () => via(PROXY, SHOPPER));
    expectStoreLimited(await via(PROXY, SHOPPER), 'login');
    expect((await via(PROXY, NEIGHBOUR)).statusCode).not.toBe(429);

    // A peer that is not the proxy: its X-Forwarded-For is ignored, it counts as itself.
    const stranger = '198.51.100.7';
    let claimed = 0;
    await sendAllowed(RATE_LIMITS.login.max, () => via(stranger, `192.0.2.${(claimed += 1)}`));
    expectStoreLimited(await via(stranger, '198.51.100.99'), 'login');
  });

  it('with a hop count trusts that many proxies in front', async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    const login = { method: 'POST', url: '/api/account/login', body: {} } as const;
    const via = (client: string) =>
      send('10.0.0.5', { ...login, headers: { 'x-forwarded-for': client } });
    await sendAllowed(RATE_LIMITS.login.max, () => via(SHOPPER));
    expectStoreLimited(await via(SHOPPER), 'login');
    expect((await via(NEIGHBOUR)).statusCode).not.toBe(429);
  });

  it('gives coupons and gift cards one budget, which a coupon in a cart update uses too', async () => {
    server = await startTestServer();
    const { max } = RATE_LIMITS.codes;
    const coupon = { method: 'PUT', url: '/api/cart/coupon', body: { code: 'A' } } as const;
    const giftcard = { method: 'POST', url: '/api/cart/giftcards', body: { code: 'B' } } as const;
    const cartUpdate = { method: 'PUT', url: '/api/cart', body: { coupon_code: 'C' } } as const;
    await sendAllowed(max / 2, () => send(SHOPPER, coupon));
    await sendAllowed(max / 2 - 1, () => send(SHOPPER, giftcard));
    await sendAllowed(1, () => send(SHOPPER, cartUpdate));

    expectStoreLimited(await send(SHOPPER, giftcard), 'codes');
    expectStoreLimited(await send(SHOPPER, coupon), 'codes');
    expectStoreLimited(await send(SHOPPER, cartUpdate), 'codes');

    // Updates without a coupon code, removing codes and the rest of the store are not limited.
    const plainUpdate = await send(SHOPPER, {
      method: 'PUT',
      url: '/api/cart',
      body: { comments: 'Bitte sorgfältig verpacken.' },
    });
    expect(plainUpdate.statusCode).toBe(200);
    expect((await send(SHOPPER, { method: 'DELETE', url: '/api/cart/coupon' })).statusCode).toBe(
      200,
    );
    expect((await send(SHOPPER, { method: 'GET', url: '/api/products' })).statusCode).toBe(200);
  });

  it('lets an address try again once its window is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server = await startTestServer();
    const login = { method: 'POST', url: '/api/account/login', body: {} } as const;
    await sendAllowed(RATE_LIMITS.login.max, () => send(SHOPPER, login));
    expectStoreLimited(await send(SHOPPER, login), 'login');

    vi.setSystemTime(Date.now() + RATE_LIMITS.login.windowMs - 1000);
    const almost = await send(SHOPPER, login);
    expectStoreLimited(almost, 'login');
    expect(almost.headers['retry-after']).toBe('1');

    vi.setSystemTime(Date.now() + 1000);
    await sendAllowed(RATE_LIMITS.login.max, () => send(SHOPPER, login));
    expectStoreLimited(await send(SHOPPER, login), 'login');
  });

  it('limits nothing with RATE_LIMITS=off', async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
    for (const { name, request } of STORE_ROUTES) {
      await sendAllowed(RATE_LIMITS[name].max * 2 + 1, () => send(SHOPPER, request));
    }
  });
});

describe('card vault rate limit', () => {
  // What swell-js sends, with an incomplete card: declined (200 + errors) but tried all the same.
  const query = new URLSearchParams({
    '$jsonp[method]': 'post',
    '$jsonp[callback]': 'none',
    '$data[number]': '4242424242424242',
    $key: 'pk_federkiel_local',
  });
  const tokens = (remoteAddress: string) =>
    app().inject({ method: 'GET', url: `/vault/tokens?${query}`, remoteAddress });

  it('answers HTTP 200 with $status 429 and $error after the limit, for that address only', async () => {
    server = await startTestServer();
    await sendAllowed(RATE_LIMITS.cardTokens.max, async () => {
      const res = await tokens(SHOPPER);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ $status: 200, $data: { errors: expect.any(Object) } });
      return res;
    });

    const limited = await tokens(SHOPPER);
    // swell-js throws `$error` as the message; a bare HTTP 429 would be a connection error.
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toEqual({ $status: 429, $error: RATE_LIMITED_MESSAGE });
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds('cardTokens'));

    expect((await tokens(NEIGHBOUR)).json()).toMatchObject({ $status: 200 });
  });

  it('limits nothing with RATE_LIMITS=off', async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
    await sendAllowed(RATE_LIMITS.cardTokens.max * 2 + 1, () => tokens(SHOPPER));
  });
});

describe('admin key rate limit (scripts; logins: src/staff/loginLimits.test.ts)', () => {
  const admin = (remoteAddress: string, key?: string) =>
    app().inject({
      method: 'GET',
      url: '/swell/admin/session',
      remoteAddress,
      headers: key === undefined ? {} : { authorization: `Bearer ${key}` },
    });
  const WRONG_KEY = 'wrong-key-0123456789';

  it('counts wrong Bearer keys, then refuses Bearer requests from that address with 429', async () => {
    server = await startTestServer();
    for (let i = 0; i < RATE_LIMITS.staffLogin.max; i++) {
      expect((await admin(SHOPPER, WRONG_KEY)).statusCode, `wrong key ${i + 1}`).toBe(401);
    }
    for (const key of [WRONG_KEY, TEST_ADMIN_KEY]) {
      const limited = await admin(SHOPPER, key);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toMatch(
        /^Zu viele Fehlversuche\. Bitte versuchen Sie es um \d\d:\d\d Uhr erneut\.$/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(
        windowSeconds('staffLogin'),
      );
      expect(limited.headers['www-authenticate']).toBeUndefined();
    }
    expect((await admin(NEIGHBOUR, TEST_ADMIN_KEY)).statusCode).toBe(200);
  });

  it('does not count the right key or a missing one', async () => {
    server = await startTestServer();
    for (let i = 0; i < RATE_LIMITS.staffLogin.max * 2; i++) {
      expect((await admin(SHOPPER)).statusCode).toBe(401);
      expect((await admin(SHOPPER, TEST_ADMIN_KEY)).statusCode).toBe(200);
    }
    expect((await admin(SHOPPER, WRONG_KEY)).statusCode).toBe(401);
  });

  it('limits nothing with RATE_LIMITS=off', async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
    for (let i = 0; i < RATE_LIMITS.staffLogin.max * 2 + 1; i++) {
      expect((await admin(SHOPPER, WRONG_KEY)).statusCode).toBe(401);
    }
    expect((await admin(SHOPPER, TEST_ADMIN_KEY)).statusCode).toBe(200);
  });
});
