import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/http/jsonDepth.ts';
import { startTestServer, STORE_AUTH, TEST_ADMIN_KEY, type TestServer } from './helpers.ts';

// Every route that takes a body gets the same hostile JSON bodies (issue #17): deep
// nesting, prototype keys, huge strings and values of the wrong type. The routes come from
// the server's own route table, so a route added later is covered without touching this
// file. The answer is never a 500: the parser refuses nesting and prototype keys for every
// route alike, and whatever reaches a handler is a 2xx or a 4xx in the error shape.
// (store/badInput.test.ts checks the store's answers to bad input field by field.)

let server: TestServer;
let session: string;

beforeAll(async () => {
  // Limits off: this test is about bodies, and it sends many to the limited routes.
  server = await startTestServer({ RATE_LIMITS: 'off' });
  await server.app.ready();
  // A signed-in session, so the account's routes (drafts, lists, addresses) read the bodies too.
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/account',
    headers: STORE_AUTH,
    payload: { email: 'feind@example.de', password: 'geheim123', first_name: 'F', last_name: 'F' },
  });
  expect(res.json().email).toBe('feind@example.de');
  session = String(res.headers['x-session']);
});
afterAll(async () => server.close());

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface BodyRoute {
  method: string;
  url: string;
  bodyLimit: number;
}

/** The routes that take a body; logging out comes last, so the others run signed in. */
function bodyRoutes(): BodyRoute[] {
  return server.app.routeTable
    .filter((route) => BODY_METHODS.has(route.method))
    .toSorted((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')))
    .map((route) => ({
      method: route.method,
      // Parameters get a plausible id of nobody's record; wildcards a plain name.
      url: route.url.replace(/:[A-Za-z_]+/g, 'x0hostile0id').replace(/\*/g, 'x'),
      bodyLimit: route.bodyLimit,
    }));
}

/** `{"a":{"a":…}}` nested `depth` deep, written as text (JSON.stringify would overflow). */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
}

/** Bodies the parser refuses on every route, whatever the route does. */
const REFUSED: [label: string, body: string | ((route: BodyRoute) => string), code: string][] = [
  [`nesting ${MAX_JSON_DEPTH + 1} deep`, nested(MAX_JSON_DEPTH + 1), 'json_too_deep'],
  ['nesting 5,000 deep', nested(5_000), 'json_too_deep'],
  ['nesting 20,000 deep', nested(20_000), 'json_too_deep'],
  ['arrays 20,000 deep', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, 'json_too_deep'],
  ['__proto__', '{"__proto__":{"isAdmin":true}}', 'forbidden_key'],
  ['constructor.prototype', '{"a":{"constructor":{"prototype":{"x":1}}}}', 'forbidden_key'],
  ['broken JSON', '{"a": ', 'invalid_json'],
  [
    "a body over the route's limit",
    (route) => JSON.stringify({ a: 'x'.repeat(route.bodyLimit) }),
    'payload_too_large',
  ],
];

// 26 fields of 30,000 characters stay below the 1 MiB limit, so the body reaches the handler.
const HUGE = 'x'.repeat(30_000);
/** Bodies that reach the handlers: each route refuses or ignores them, never with a 500. */
const HANDLED: [label: string, body: string][] = [
  ['a huge string in every usual field', JSON.stringify(withEveryField(HUGE))],
  ['numbers where strings belong', JSON.stringify(withEveryField(1e308))],
  ['objects where strings belong', JSON.stringify(withEveryField({ $ne: null }))],
  ['arrays where strings belong', JSON.stringify(withEveryField(['a', 1, null]))],
  ['null in every field', JSON.stringify(withEveryField(null))],
  ['a top-level array', '[1,"a",{"b":null}]'],
  ['a top-level string of 900,000 characters', JSON.stringify('ü'.repeat(450_000))],
  ['a top-level number', '-1e400'],
  ['a top-level null', 'null'],
  ['an empty object', '{}'],
];

/** One object carrying `value` under the field names the routes read. */
function withEveryField(value: unknown): Record<string, unknown> {
  const fields = [
    'product_id',
    'quantity',
    'metadata',
    'items',
    'code',
    'email',
    'password',
    'first_name',
    'last_name',
    'locale',
    'currency',
    'shipping',
    'billing',
    'account',
    'comments',
    'name',
    'message',
    'recipients',
    'configuration',
    'state',
    'status',
    'note',
    'text',
    'key',
    'order_id',
    'token',
  ];
  return Object.fromEntries(fields.map((field) => [field, value]));
}

function send(route: BodyRoute, body: string) {
  return server.app.inject({
    method: route.method as 'POST',
    url: route.url,
    headers: {
      ...STORE_AUTH,
      'content-type': 'application/json',
      'x-session': session,
      'x-admin-key': TEST_ADMIN_KEY,
      origin: 'http://localhost:8080',
    },
    payload: body,
  });
}

/** The `error` of a JSON answer, if it is one. */
function errorOf(text: string): { code?: unknown; message?: unknown } | undefined {
  try {
    return (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
  } catch {
    return undefined;
  }
}

describe('hostile JSON bodies on every route that takes a body', () => {
  it('finds the routes in the route table', () => {
    const urls = bodyRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/cart/items',
        'PUT /api/cart',
        'POST /swell/upload',
        'POST /swell/configurations',
        'POST /swell/admin/login',
      ]),
    );
    expect(urls.length).toBeGreaterThan(30);
  });

  it.each(REFUSED)('%s → 400/413 on every route', async (_label, body, code) => {
    const wrong: string[] = [];
    for (const route of bodyRoutes()) {
      const res = await send(route, typeof body === 'string' ? body : body(route));
      if (res.statusCode >= 500 || errorOf(res.body)?.code !== code) {
        wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(HANDLED)('%s → never a 500, errors in the error shape', async (_label, body) => {
    const wrong: string[] = [];
    for (const route of bodyRoutes()) {
      const res = await send(route, body);
      const error = errorOf(res.body);
      const badError =
        res.statusCode >= 400 &&
        !(typeof error?.code === 'string' && typeof error.message === 'string');
      if (res.statusCode >= 500 || badError) {
        wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
