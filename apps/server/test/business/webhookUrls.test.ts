import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { swell } from '../swell/accountHelpers.ts';
import { businessCustomer } from './businessSupport.ts';

// The SSRF guard at registration, with the shop's default configuration (the flag off):
// only https URLs to public addresses are stored.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('webhook URLs (SSRF guard)', { timeout: 30_000 }, () => {
  it.each([
    ['http://203.0.113.10/hook', 'https://'],
    ['https://127.0.0.1:8080/hook', 'internes oder privates Netz'],
    ['https://[::ffff:10.0.0.1]/hook', 'internes oder privates Netz'],
    ['https://169.254.169.254/latest/meta-data/', 'internes oder privates Netz'],
    ['https://localhost/hook', 'internes oder privates Netz'],
  ])('refuses %s with 400 and a German message', async (url, message) => {
    const customer = await businessCustomer(server.app, false);
    const res = await swell(server.app, 'POST', '/business/webhooks', customer.session, {
      url,
      events: ['order.placed'],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string; param: string } };
    expect(body.error.code).toBe('webhook_url_refused');
    expect(body.error.param).toBe('url');
    expect(body.error.message).toContain(message);
    const list = await swell(server.app, 'GET', '/business/webhooks', customer.session);
    expect(list.json()).toEqual({ results: [] });
  });

  it('stores an https URL on a public address', async () => {
    const customer = await businessCustomer(server.app, false);
    const res = await swell(server.app, 'POST', '/business/webhooks', customer.session, {
      url: 'https://93.184.216.34/hook',
      events: ['order.placed'],
    });
    expect(res.statusCode).toBe(201);
  });
});
