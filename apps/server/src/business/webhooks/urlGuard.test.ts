import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from './post.ts';
import { checkWebhookUrl, isForbiddenAddress, WebhookUrlRefused } from './urlGuard.ts';

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.178.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '224.0.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2a00:1450:4001:81b::200e', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );
});

describe('checkWebhookUrl', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address }));

  it('accepts https to a name with only public addresses', async () => {
    const url = await checkWebhookUrl(
      'https://crm.example.com/hook',
      false,
      resolvesTo('93.184.216.34'),
    );
    expect(url.hostname).toBe('crm.example.com');
  });

  it.each([
    ['http://crm.example.com/hook', /https/],
    ['ftp://crm.example.com/hook', /https/],
    ['kein url', /vollständige URL/],
    ['https://user:pw@crm.example.com/hook', /Benutzername/],
    ['https://127.0.0.1/hook', /internes oder privates Netz/],
    ['https://[::1]/hook', /internes oder privates Netz/],
    ['https://[::ffff:a9fe:a9fe]/hook', /internes oder privates Netz/],
    ['https://169.254.169.254/latest/meta-data', /internes oder privates Netz/],
  ])('refuses %s', async (url, message) => {
    await expect(checkWebhookUrl(url, false, resolvesTo('93.184.216.34'))).rejects.toThrow(message);
  });

  it('refuses a name when any of its addresses is private, and a name that does not resolve', async () => {
    await expect(
      checkWebhookUrl(
        'https://rebind.example/hook',
        false,
        resolvesTo('93.184.216.34', '10.0.0.5'),
      ),
    ).rejects.toBeInstanceOf(WebhookUrlRefused);
    await expect(
      checkWebhookUrl('https://nowhere.example/hook', false, () => Promise.reject(new Error('x'))),
    ).rejects.toThrow(/lässt sich nicht auflösen/);
  });

  it('with the flag on, allows http and private addresses (local development)', async () => {
    const url = await checkWebhookUrl('http://127.0.0.1:9/hook', true, resolvesTo('127.0.0.1'));
    expect(url.protocol).toBe('http:');
  });
});

describe('postWebhook', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits += 1;
      req.resume();
      res.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = (allowPrivate: boolean) => ({ allowPrivate, timeoutMs: 5_000, keepChars: 500 });

  it('never connects to a private address without the flag — by IP or by a name that resolves to one', async () => {
    await expect(
      postWebhook(`http://127.0.0.1:${port}/hook`, {}, '{}', options(false)),
    ).rejects.toThrow();
    // http is refused before any lookup; the name check runs inside the socket's lookup.
    await expect(
      postWebhook(`https://localhost:${port}/hook`, {}, '{}', options(false)),
    ).rejects.toThrow(/internes oder privates Netz/);
    expect(hits).toBe(0);
  });

  it('delivers to a local receiver with the flag on', async () => {
    const answer = await postWebhook(`http://127.0.0.1:${port}/hook`, {}, '{}', options(true));
    expect(answer).toEqual({ status: 200, body: 'ok' });
    expect(hits).toBe(1);
  });
});
