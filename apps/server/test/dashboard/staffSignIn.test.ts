import { beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock } from '../../src/clock.ts';
import { TEST_ADMIN_KEY } from '../helpers.ts';
import {
  BEARER,
  ORIGIN,
  placeOrder,
  staffCookie,
  type PlacedOrder,
  staffApi,
  dashboardStack,
} from './dashboardSupport.ts';

// Staff sign-in to the dashboard's API (issue 7): the admin key, the session cookie, Origin
// checks, logout and the idle timeout — on a server of its own, since the idle test moves the
// clock by a day and a half (dashboard.test.ts counts due orders on its own clock).

const clock = adjustableClock();
const stack = dashboardStack(clock);
let first: PlacedOrder;

beforeAll(async () => {
  first = await placeOrder(stack.server.app, { name: 'Zora Summe' });
});

const get = (url: string, headers?: Record<string, string>) =>
  staffApi(stack.server.app).get(url, headers);
const post = (url: string, payload: unknown, headers?: Record<string, string>) =>
  staffApi(stack.server.app).post(url, payload, headers);

describe('staff sign-in', () => {
  it('refuses a wrong key with the German message and sets no cookie', async () => {
    const res = await post('/swell/admin/login', { key: 'falsch-falsch-falsch', name: 'Eve' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'invalid_admin_key',
      message: 'Der Admin-Schlüssel ist ungültig.',
    });
    expect(res.cookies).toHaveLength(0);
  });

  it('opens an httpOnly, SameSite=Strict session that answers the staff name', async () => {
    const res = await post(
      '/swell/admin/login',
      { key: TEST_ADMIN_KEY, name: 'Greta' },
      { origin: ORIGIN },
    );
    expect(res.statusCode).toBe(200);
    // On `/`: the dashboard's pages are rendered on the server from it (issue #44); the copy
    // an older login left under `/swell/admin` is cleared.
    const cookie = res.cookies.find((c) => c.name === 'fk_staff' && c.value !== '');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(res.cookies.find((c) => c.name === 'fk_staff' && c.value === '')).toMatchObject({
      path: '/swell/admin',
    });
    expect(res.body).not.toContain(TEST_ADMIN_KEY);
    const session = await get('/swell/admin/session', { cookie: `fk_staff=${cookie?.value}` });
    expect(session.json()).toEqual({
      authenticated: true,
      staff: { id: null, name: 'Greta', role: 'owner' },
    });
  });

  it('refuses requests without a session or key, and made-up cookies', async () => {
    expect((await get('/swell/admin/orders', {})).statusCode).toBe(401);
    expect((await get('/swell/admin/orders', { cookie: 'fk_staff=erfunden' })).statusCode).toBe(
      401,
    );
  });

  it('bad login bodies are 400, not 500', async () => {
    for (const body of [
      {},
      { key: 'x' },
      { key: TEST_ADMIN_KEY, name: '' },
      { key: 1, name: 'A' },
      { key: 'x', name: 'A', extra: 1 },
    ]) {
      expect((await post('/swell/admin/login', body, {})).statusCode).toBe(400);
    }
  });

  it('checks the Origin of cookie writes, not of bearer-key scripts', async () => {
    const cookie = await staffCookie(stack.server.app);
    const note = { text: 'Origin-Test' };
    const url = `/swell/admin/orders/${first.id}/notes`;
    expect((await post(url, note, { cookie })).statusCode).toBe(403);
    expect((await post(url, note, { cookie, origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await post(url, note, { cookie, origin: ORIGIN })).statusCode).toBe(201);
    expect((await post(url, note, BEARER)).statusCode).toBe(201);
  });

  it('logout revokes the session at once', async () => {
    const cookie = await staffCookie(stack.server.app);
    expect((await get('/swell/admin/session', { cookie })).statusCode).toBe(200);
    const out = await post('/swell/admin/logout', {}, { cookie, origin: ORIGIN });
    expect(out.statusCode).toBe(204);
    expect((await get('/swell/admin/session', { cookie })).statusCode).toBe(401);
  });

  it('ends a session after 12 idle hours', async () => {
    const cookie = await staffCookie(stack.server.app);
    clock.advance(11 * 60 * 60 * 1000);
    expect((await get('/swell/admin/session', { cookie })).statusCode).toBe(200);
    // Being active keeps it open …
    clock.advance(11 * 60 * 60 * 1000);
    expect((await get('/swell/admin/session', { cookie })).statusCode).toBe(200);
    // … 12 hours without a request ends it.
    clock.advance(12 * 60 * 60 * 1000 + 1000);
    expect((await get('/swell/admin/session', { cookie })).statusCode).toBe(401);
  });
});
