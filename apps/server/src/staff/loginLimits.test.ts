import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../http/rateLimits.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../../test/helpers.ts';
import { ORIGIN, placeOrder } from '../../test/dashboard/dashboardSupport.ts';
import { startFakeCms, type FakeCms } from '../../test/swell/swellHelpers.ts';
import { retryMessage, STAFF_ACCOUNT_LIMIT } from './loginLimits.ts';
import { STAFF_PASSWORD, staffWithRole, type TestStaff } from './staffTestSupport.ts';

// Issue 40: wrong staff logins are limited per account and per address, and the limit never
// touches the requests of sessions that are signed in already.

let server: TestServer;
let cms: FakeCms;
let orderId: string;
const OFFICE_IP = '198.51.100.7';
const HOME_IP = '203.0.113.99';
const MINUTE = 60_000;

beforeAll(async () => {
  cms = await startFakeCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN });
  orderId = (await placeOrder(server.app)).id;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await cms?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function login(remoteAddress: string, body: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: '/swell/admin/login',
    remoteAddress,
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

function asSession(remoteAddress: string, cookie: string, method: 'GET' | 'POST', url: string) {
  return server.app.inject({
    method,
    url: `/swell/admin${url}`,
    remoteAddress,
    headers: {
      cookie,
      origin: ORIGIN,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { payload: JSON.stringify({ text: 'Karton 3 gepackt' }) } : {}),
  });
}

function expectLimited(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode, res.body).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  const until = new Date(Date.now() + seconds * 1000);
  expect(res.json().error).toEqual({
    code: 'rate_limited',
    message: retryMessage(until),
    param: null,
  });
}

describe('failed staff logins', () => {
  let colleague: TestStaff;
  beforeAll(async () => {
    colleague = await staffWithRole(server.app, 'production', 'Pia Packtisch');
  });

  it('leave the signed-in sessions at the same address working', async () => {
    const res = await login(OFFICE_IP, { email: colleague.email, password: STAFF_PASSWORD });
    const cookie = `fk_staff=${res.cookies.find((c) => c.name === 'fk_staff')?.value}`;
    for (let i = 0; i < 11; i++) {
      const wrong = await login(OFFICE_IP, { key: `falsch-${i}`, name: 'Gast' });
      expect(wrong.statusCode).toBe(401);
    }
    for (let i = 0; i < 11; i++) {
      const wrong = await login(OFFICE_IP, { email: 'chef@federkiel.test', password: `x${i}` });
      expect([401, 429]).toContain(wrong.statusCode);
    }
    expect((await asSession(OFFICE_IP, cookie, 'GET', '/orders')).statusCode).toBe(200);
    expect((await asSession(OFFICE_IP, cookie, 'GET', `/orders/${orderId}`)).statusCode).toBe(200);
    // The colleague's own account still signs in: its budget is its own.
    const again = await login(OFFICE_IP, { email: colleague.email, password: STAFF_PASSWORD });
    expect(again.statusCode).toBe(200);
  });

  it('lock the account from everywhere, the right password too, until the lock ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-04T18:27:00Z') });
    const victim = await staffWithRole(server.app, 'office', 'Olga Office');
    for (let i = 0; i < 25; i++) {
      const res = await login(HOME_IP, { email: victim.email, password: `rate-${i}` });
      if (i < STAFF_ACCOUNT_LIMIT.max) expect(res.statusCode).toBe(401);
      else expectLimited(res);
    }
    const right = await login(OFFICE_IP, {
      email: victim.email.toUpperCase(),
      password: STAFF_PASSWORD,
    });
    expectLimited(right);
    expect(right.json().error.message).toBe(
      'Zu viele Fehlversuche. Bitte versuchen Sie es um 19:42 Uhr erneut.',
    );
    vi.setSystemTime(Date.now() + STAFF_ACCOUNT_LIMIT.firstLockMs + 1000);
    const later = await login(OFFICE_IP, { email: victim.email, password: STAFF_PASSWORD });
    expect(later.statusCode, later.body).toBe(200);

    // The next lock lasts twice as long.
    for (let i = 0; i < STAFF_ACCOUNT_LIMIT.max; i++) {
      await login(HOME_IP, { email: victim.email, password: `again-${i}` });
    }
    vi.setSystemTime(Date.now() + STAFF_ACCOUNT_LIMIT.firstLockMs + MINUTE);
    expectLimited(await login(OFFICE_IP, { email: victim.email, password: STAFF_PASSWORD }));
    vi.setSystemTime(Date.now() + STAFF_ACCOUNT_LIMIT.firstLockMs);
    expect(
      (await login(OFFICE_IP, { email: victim.email, password: STAFF_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('lock an address after the per-address limit, not its neighbours', async () => {
    const ip = '192.0.2.50';
    const member = await staffWithRole(server.app, 'office', 'Udo Unterwegs');
    for (let i = 0; i < RATE_LIMITS.staffLogin.max; i++) {
      // A new e-mail every few tries: each account stays under its own limit.
      const email = `gast${Math.floor(i / 5)}@federkiel.test`;
      expect((await login(ip, { email, password: `p${i}` })).statusCode).toBe(401);
    }
    expectLimited(await login(ip, { email: member.email, password: STAFF_PASSWORD }));
    expectLimited(await login(ip, { key: TEST_ADMIN_KEY, name: 'Chefin' }));
    expect(
      (await login('192.0.2.51', { email: member.email, password: STAFF_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
