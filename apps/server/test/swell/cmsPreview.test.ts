import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';

// GET /swell/preview (issue #20): the shop's server checks the CMS's preview links before the
// page shows drafts. The token is signed as cms/src/lib/preview.ts signs it.

const SECRET = 'preview-secret-for-tests-0123';

function token(secret: string, expiresInSeconds: number): string {
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const mac = crypto.createHmac('sha256', secret).update(`preview:${expires}`).digest('base64url');
  return `${expires}.${mac}`;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CMS_PREVIEW_SECRET: SECRET });
});
afterAll(async () => {
  await server.close();
});

const check = (value: string) =>
  server.app.inject({ method: 'GET', url: `/swell/preview?token=${encodeURIComponent(value)}` });

describe('GET /swell/preview', () => {
  it('accepts a link the CMS signed, with its expiry', async () => {
    const res = await check(token(SECRET, 600));
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json<{ expires: string }>().expires)).toBeGreaterThan(Date.now());
  });

  it('refuses an expired link, another secret and a made-up token with the German message', async () => {
    for (const bad of [token(SECRET, -1), token('another-secret-0123456789', 600), 'abc.def']) {
      const res = await check(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(/Vorschau-Link/);
    }
  });

  it('refuses unknown parameters', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/swell/preview?token=x&admin=1' });
    expect(res.statusCode).toBe(401);
  });

  it('without a secret no link is valid', async () => {
    const plain = await startTestServer();
    const res = await plain.app.inject({
      method: 'GET',
      url: `/swell/preview?token=${token(SECRET, 600)}`,
    });
    expect(res.statusCode).toBe(401);
    await plain.close();
  });
});
