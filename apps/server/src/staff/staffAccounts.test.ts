import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../../tests/support/outbox.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../../test/helpers.ts';
import { BEARER, ORIGIN, placeOrder, staffCookie } from '../../test/dashboard/dashboardSupport.ts';
import { startFakeCms, type FakeCms } from '../../test/swell/swellHelpers.ts';
import { adminCall, STAFF_PASSWORD, staffLogin, staffWithRole } from './staffTestSupport.ts';

// Personal staff accounts (issue 28): invitation by e-mail, password, login, what the
// production floor sees, who the history names, removal, and the admin key's switch.

let server: TestServer | undefined;
let cms: FakeCms | undefined;
afterEach(async () => {
  await server?.close();
  await cms?.close();
  server = undefined;
  cms = undefined;
});

async function start(env: Record<string, string> = {}) {
  cms = await startFakeCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN, ...env });
  outboxDir = path.join(server.dir, 'outbox');
  return server.app;
}
let outboxDir = '';

describe('invitation and login', () => {
  it('invites by e-mail, sets the password once, signs in with e-mail and password', async () => {
    const app = await start();
    const res = await adminCall(app, 'POST', '/staff', BEARER, {
      email: ' Jana@Federkiel.Test ',
      name: 'Jana Büro',
      role: 'office',
    });
    expect(res.statusCode).toBe(201);
    const { member, link } = res.json();
    expect(member).toMatchObject({
      email: 'jana@federkiel.test',
      role: 'office',
      state: 'invited',
    });
    expect(link).toMatch(/^http:\/\/localhost:8080\/dashboard\/invitation#[\w-]{40,}$/);
    const [mail] = await readOutbox(outboxDir);
    expect(mail).toMatchObject({ to: 'jana@federkiel.test' });
    expect(mail?.subject).toBe('Einladung ins Federkiel-Dashboard');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('mit der Rolle „Büro“');

    const token = link.split('#')[1];
    const preview = await adminCall(app, 'GET', `/invitations/${token}`, {});
    expect(preview.json()).toEqual({
      email: 'jana@federkiel.test',
      name: 'Jana Büro',
      role: 'office',
    });

    // Not a member yet: the invitation has no password to sign in with.
    const early = await adminCall(
      app,
      'POST',
      '/login',
      {},
      { email: 'jana@federkiel.test', password: 'x' },
    );
    expect(early.statusCode).toBe(401);

    const short = await adminCall(
      app,
      'POST',
      '/invitations/accept',
      {},
      { token, password: 'kurz' },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(/mindestens 10 Zeichen/);
    // Like every other staff write: only from the shop's own pages (issue 40).
    for (const origin of [{ origin: 'https://evil.example' }, { origin: '' }]) {
      const foreign = await adminCall(app, 'POST', '/invitations/accept', origin, {
        token,
        password: STAFF_PASSWORD,
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error.code).toBe('bad_origin');
    }
    const accepted = await adminCall(
      app,
      'POST',
      '/invitations/accept',
      {},
      { token, password: STAFF_PASSWORD },
    );
    expect(accepted.json()).toMatchObject({ state: 'active' });
    const again = await adminCall(
      app,
      'POST',
      '/invitations/accept',
      {},
      { token, password: STAFF_PASSWORD },
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/^Diese Einladung gilt nicht/);

    const wrong = await adminCall(
      app,
      'POST',
      '/login',
      {},
      {
        email: 'jana@federkiel.test',
        password: 'falsch-falsch',
      },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('E-Mail-Adresse oder Passwort stimmen nicht.');

    const cookie = await staffLogin(app, 'JANA@federkiel.test');
    const session = await adminCall(app, 'GET', '/session', { cookie });
    expect(session.json()).toEqual({
      authenticated: true,
      staff: { id: member.id, name: 'Jana Büro', role: 'office' },
    });
    // Hashed like the customers' passwords, never stored as typed.
    const row = await app.db.selectFrom('staff_accounts').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(STAFF_PASSWORD);
  });

  it('refuses a second account for the same e-mail address', async () => {
    const app = await start();
    await staffWithRole(app, 'office');
    const { email } = await staffWithRole(app, 'production');
    const res = await adminCall(app, 'POST', '/staff', BEARER, { email, name: 'X', role: 'owner' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/gibt es schon ein Mitarbeiterkonto/);
  });
});

describe('the production role', () => {
  it('sees the cards but no customer e-mail, address or amounts', async () => {
    const app = await start();
    const order = await placeOrder(app);
    const { cookie } = await staffWithRole(app, 'production');
    const list = await adminCall(app, 'GET', '/orders', { cookie });
    const detail = await adminCall(app, 'GET', `/orders/${order.id}`, { cookie });
    const overview = await adminCall(app, 'GET', '/overview', { cookie });
    for (const res of [list, detail, overview]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(order.email);
      expect(res.body).not.toMatch(
        /"(grand_total|sub_total|tax_total|price_total|shipment_total)"/,
      );
    }
    expect(detail.body).not.toContain('Hauptstraße 1');
    expect(detail.json()).toMatchObject({
      number: order.number,
      cards: 3,
      email: '',
      shipping: null,
      payment: null,
      billing: { name: 'Zora Summe', address1: '', city: '', phone: '' },
    });
    expect(list.json().results[0]).toMatchObject({ email: '', billing_name: 'Zora Summe' });
    expect(overview.json().revenue30Days).toEqual({ orders: expect.any(Number) });
    // The same answers for the office keep everything.
    const office = await staffWithRole(app, 'office');
    const full = await adminCall(app, 'GET', `/orders/${order.id}`, { cookie: office.cookie });
    expect(full.json()).toMatchObject({ email: order.email, billing: expect.any(Object) });
    expect(full.json().grand_total).toBeGreaterThan(0);
    // The cards (what the robot writes, with the recipients' addresses) stay whole.
    const cards = await adminCall(app, 'GET', `/orders/${order.id}/cards`, { cookie });
    expect(cards.json().count).toBe(3);
  });
});

describe('the history', () => {
  it('records the account (id and name) of every move and note, not a typed name', async () => {
    const app = await start();
    const order = await placeOrder(app);
    const production = await staffWithRole(app, 'production', 'Paul Produktion');
    const office = await staffWithRole(app, 'office', 'Berta Büro');
    const move = await adminCall(
      app,
      'POST',
      `/orders/${order.id}/production-status`,
      {
        cookie: production.cookie,
      },
      { to: 'material_ordered' },
    );
    expect(move.statusCode, move.body).toBe(200);
    const note = await adminCall(
      app,
      'POST',
      `/orders/${order.id}/notes`,
      { cookie: office.cookie },
      {
        text: 'Kundin ruft zurück',
      },
    );
    expect(note.statusCode).toBe(201);
    const events = await app.db
      .selectFrom('order_events')
      .select(['staff_id', 'staff_name', 'kind'])
      .where('order_id', '=', order.id)
      .orderBy('at')
      .execute();
    expect(events).toEqual([
      { staff_id: production.id, staff_name: 'Paul Produktion', kind: 'production' },
      { staff_id: office.id, staff_name: 'Berta Büro', kind: 'note' },
    ]);
  });
});

describe('managing accounts', () => {
  it('ends a removed account’s sessions at once and applies a new role to the next request', async () => {
    const app = await start();
    const office = await staffWithRole(app, 'office');
    const second = await staffLogin(app, office.email);
    expect(
      (await adminCall(app, 'GET', '/wunderlinks', { cookie: office.cookie })).statusCode,
    ).toBe(200);

    const demoted = await adminCall(app, 'PUT', `/staff/${office.id}/role`, BEARER, {
      role: 'production',
    });
    expect(demoted.json()).toMatchObject({ role: 'production' });
    expect(
      (await adminCall(app, 'GET', '/wunderlinks', { cookie: office.cookie })).statusCode,
    ).toBe(403);

    const removed = await adminCall(app, 'POST', `/staff/${office.id}/remove`, BEARER, {});
    expect(removed.statusCode).toBe(204);
    for (const cookie of [office.cookie, second]) {
      const res = await adminCall(app, 'GET', '/orders', { cookie });
      expect(res.statusCode).toBe(401);
      // Told why (issue 40), not „Sitzung abgelaufen“.
      expect(res.json().error).toMatchObject({
        code: 'account_removed',
        message: expect.stringMatching(/^Ihr Zugang wurde entfernt\./),
      });
    }
    const login = await adminCall(
      app,
      'POST',
      '/login',
      {},
      { email: office.email, password: STAFF_PASSWORD },
    );
    expect(login.statusCode).toBe(401);
  });

  it('keeps the last owner account', async () => {
    const app = await start();
    const owner = await staffWithRole(app, 'owner');
    const remove = await adminCall(
      app,
      'POST',
      `/staff/${owner.id}/remove`,
      { cookie: owner.cookie },
      {},
    );
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error.message).toMatch(/letzte Inhaber-Konto/);
    const demote = await adminCall(app, 'PUT', `/staff/${owner.id}/role`, BEARER, {
      role: 'office',
    });
    expect(demote.statusCode).toBe(409);
    const bad = await adminCall(app, 'PUT', `/staff/${owner.id}/role`, BEARER, { role: 'chef' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Inhaber, Büro oder Produktion/);
  });
});

describe('ADMIN_KEY_LOGIN=off', () => {
  const keyLogin = (app: Awaited<ReturnType<typeof start>>) =>
    adminCall(app, 'POST', '/login', {}, { key: TEST_ADMIN_KEY, name: 'Greta' });

  it('keeps the key on while no owner account exists, turns it off once one does', async () => {
    const app = await start({ ADMIN_KEY_LOGIN: 'off' });
    expect((await keyLogin(app)).statusCode).toBe(200);
    const keySession = await staffCookie(app);
    await staffWithRole(app, 'office');
    expect((await keyLogin(app)).statusCode).toBe(200);

    const owner = await staffWithRole(app, 'owner');
    const refused = await keyLogin(app);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toMatch(/Admin-Schlüssel ist abgeschaltet/);
    expect((await adminCall(app, 'GET', '/orders', BEARER)).statusCode).toBe(401);
    expect((await adminCall(app, 'GET', '/orders', { cookie: keySession })).statusCode).toBe(401);
    const list = await adminCall(app, 'GET', '/staff', { cookie: owner.cookie });
    expect(list.json().key_login).toBe(false);
  });

  it('leaves the key on by default', async () => {
    const app = await start();
    await staffWithRole(app, 'owner');
    expect((await keyLogin(app)).statusCode).toBe(200);
  });
});
