import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock } from '../clock.ts';
import { startTestServer, type TestServer } from '../../test/helpers.ts';
import { ORIGIN } from '../../test/dashboard/dashboardSupport.ts';
import { RESET_REQUESTED } from '../routes/admin/passwordReset.ts';
import { adminCall, STAFF_PASSWORD, staffLogin, staffWithRole } from './staffTestSupport.ts';

// Issue 40: staff reset their own password by e-mail — the same answer whether or not the
// address has an account, a single-use link valid for an hour, and every session of the
// account ends with the new password.

let server: TestServer;
const clock = adjustableClock(new Date('2026-12-04T10:00:00Z'));
const NEW_PASSWORD = 'Neue-Feder-2027-xyz';

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: ORIGIN }, { clock });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

function resetMails(to: string): string[] {
  const outbox = path.join(server.dir, 'outbox');
  return fs
    .readdirSync(outbox)
    .filter((f) => f.includes('staff-password-reset'))
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((m) => m.includes(`To: ${to}`));
}

const tokenOf = (mail: string | undefined) =>
  /\/dashboard\/passwort#([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];

const forgot = (email: string) => adminCall(server.app, 'POST', '/password/forgot', {}, { email });
const reset = (token: string | undefined, password: string) =>
  adminCall(server.app, 'POST', '/password/reset', {}, { token, password });

describe('„Passwort vergessen?“', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const member = await staffWithRole(server.app, 'office', 'Olga Office');
    const known = await forgot(member.email.toUpperCase());
    const unknown = await forgot('niemand@federkiel.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: RESET_REQUESTED });
    expect(resetMails('niemand@federkiel.test')).toHaveLength(0);
    expect(resetMails(member.email)).toHaveLength(1);
  });

  it('sets the new password once and ends every session of the account', async () => {
    const member = await staffWithRole(server.app, 'production', 'Pia Packtisch');
    const other = await staffLogin(server.app, member.email);
    await forgot(member.email);
    const token = tokenOf(resetMails(member.email).at(-1));
    expect(token).toBeDefined();

    const foreign = await adminCall(
      server.app,
      'POST',
      '/password/reset',
      { origin: 'https://evil.example' },
      { token, password: NEW_PASSWORD },
    );
    expect(foreign.statusCode).toBe(403);
    expect((await reset(token, 'kurz')).statusCode).toBe(400);
    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);

    for (const cookie of [member.cookie, other]) {
      expect((await adminCall(server.app, 'GET', '/orders', { cookie })).statusCode).toBe(401);
    }
    const old = await adminCall(
      server.app,
      'POST',
      '/login',
      {},
      { email: member.email, password: STAFF_PASSWORD },
    );
    expect(old.statusCode).toBe(401);
    await staffLogin(server.app, member.email, NEW_PASSWORD);
    const again = await reset(token, 'Noch-ein-Passwort-123');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/^Dieser Link gilt nicht \(mehr\)/);
  });

  it('lets a link expire after an hour and sends at most three mails an hour', async () => {
    const member = await staffWithRole(server.app, 'office', 'Udo Unterwegs');
    await forgot(member.email);
    const token = tokenOf(resetMails(member.email).at(-1));
    clock.advance(61 * 60_000);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(404);
    for (let i = 0; i < 4; i++) expect((await forgot(member.email)).statusCode).toBe(202);
    // The budget counts real time: five requests within it, three mails.
    expect(resetMails(member.email)).toHaveLength(3);
  });
});
