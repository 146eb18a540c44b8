import { afterEach, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/buildServer.ts';
import { startTestServer, STORE_AUTH, type TestServer } from './helpers.ts';

let server: TestServer;
afterEach(async () => server.close());

// A route that exists only in these tests, to see what handlers receive.
async function withEchoRoute(): Promise<TestServer> {
  server = await startTestServer();
  server.app.post('/test/echo', async (request) => ({ body: request.body ?? null }));
  server.app.post(
    '/test/validated',
    {
      schema: {
        body: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
      },
    },
    async () => ({ ok: true }),
  );
  server.app.get('/test/crash', async () => {
    throw new Error('secret internal detail');
  });
  return server;
}

describe('request bodies and errors', () => {
  it('accepts an empty body sent as application/json (swell-js does that)', async () => {
    const { app } = await withEchoRoute();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const url = method === 'POST' ? '/test/echo' : '/api/cart/coupon';
      const res = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, method).not.toBe(400);
    }
    const res = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: null });
  });

  it('still parses ordinary JSON', async () => {
    const { app } = await withEchoRoute();
    const res = await app.inject({ method: 'POST', url: '/test/echo', payload: { a: 1 } });
    expect(res.json()).toEqual({ body: { a: 1 } });
  });

  it('answers bad JSON with 400', async () => {
    const { app } = await withEchoRoute();
    const res = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { message: 'The request body is not valid JSON.', code: 'invalid_json' },
    });
  });

  it('refuses prototype poisoning with 400', async () => {
    const { app } = await withEchoRoute();
    const res = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers an oversized body with 413', async () => {
    const { app } = await withEchoRoute();
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'content-type': 'application/json', ...STORE_AUTH },
      payload: JSON.stringify({ note: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers schema validation errors with 400 and the field', async () => {
    const { app } = await withEchoRoute();
    const wrongType = await app.inject({
      method: 'POST',
      url: '/test/validated',
      payload: { email: { a: 1 } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      error: { message: 'body/email must be string', code: 'invalid_request', param: 'email' },
    });
    const missing = await app.inject({ method: 'POST', url: '/test/validated', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: {
        message: "body must have required property 'email'",
        code: 'invalid_request',
        param: 'email',
      },
    });
  });

  it('answers unexpected errors with 500 and no internals', async () => {
    const { app } = await withEchoRoute();
    const res = await app.inject({ method: 'GET', url: '/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: { code: 'internal_error' } });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });
});
