import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../helpers.ts';

// Issue #32, item 4: the dashboard's Origin check (cookie writes and the login) allowed the
// origin made of the request's own Host header, which whoever sends the request chooses. It
// compares with PUBLIC_URL and CORS_EXTRA_ORIGINS only.

const PUBLIC_URL = 'https://shop.federkiel.test';
const EXTRA = 'https://federkiel.example';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL, CORS_EXTRA_ORIGINS: EXTRA });
});
afterAll(async () => server.close());

function login(headers: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: '/swell/admin/login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { key: TEST_ADMIN_KEY, name: 'Greta Werkstatt' },
  });
}

async function staffCookie(): Promise<string> {
  const res = await login({ origin: PUBLIC_URL });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'fk_staff');
  return `fk_staff=${cookie?.value}`;
}

function logout(headers: Record<string, string>) {
  return server.app.inject({ method: 'POST', url: '/swell/admin/logout', headers });
}

describe('the staff Origin check', () => {
  it('refuses a login whose Origin only matches its own Host header', async () => {
    const res = await login({ host: 'evil.example', origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('bad_origin');
  });

  it('refuses a cookie write whose Origin only matches its own Host header', async () => {
    const cookie = await staffCookie();
    const res = await logout({ cookie, host: 'evil.example', origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('bad_origin');
  });

  it('accepts PUBLIC_URL and CORS_EXTRA_ORIGINS as the Origin, whatever the Host', async () => {
    expect((await login({ host: 'evil.example', origin: EXTRA })).statusCode).toBe(200);
    const cookie = await staffCookie();
    expect((await logout({ cookie, host: 'evil.example', origin: PUBLIC_URL })).statusCode).toBe(
      204,
    );
  });
});
