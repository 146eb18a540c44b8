import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/http/jsonDepth.ts';
import { newKey } from './business/businessSupport.ts';
import { startTestServer, STORE_AUTH, TEST_ADMIN_KEY, type TestServer } from './helpers.ts';

// Every route that takes a body gets the same hostile JSON bodies (issue #17): deep
// nesting, prototype keys, huge strings and values of the wrong type. The routes come from
// the server's own route table, so a route added later is covered without touching this
// file. The answer is never a 500: the parser refuses nesting and prototype keys for every
// route alike, and whatever reaches a handler is a 2xx or a 4xx in the error shape.
// (store/badInput.test.ts checks the store's answers to bad input field by field.)
//
// Every route also gets a NUL (U+0000) in its body, its query string and its path parameters
// (issue #32): PostgreSQL's `text` refuses it, so it must be refused before any handler. The
// suite runs on PostgreSQL too (`npm test` runs the server project with TEST_DATABASE_URL);
// any 5xx fails it.

let server: TestServer;
let session: string;
/** A business API key of that account, so /business/v1 reads the bodies too (issue 43). */
let apiKey: string;

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
  apiKey = (await newKey(server.app, session, 'test')).secret;
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

const PROBE_METHODS = new Set(['GET', ...BODY_METHODS]);

interface AnyRoute {
  method: string;
  /** The path as registered (`/api/products/:id`). */
  url: string;
}

/** Every route (HEAD and OPTIONS answer like their GET or not at all), logging out last. */
function everyRoute(): AnyRoute[] {
  return server.app.routeTable
    .filter((route) => PROBE_METHODS.has(route.method))
    .toSorted((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')))
    .map(({ method, url }) => ({ method, url }));
}

/** The route's path with each parameter (and wildcard) filled by `fill(name)`. */
function filled(url: string, fill: (name: string) => string): string {
  return url
    .replace(/:([A-Za-z_]+)/g, (_all, name: string) => fill(name))
    .replace(/\*/g, () => fill('*'));
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
  ['a NUL in a string', '{"email":"feind\\u0000@example.de"}', 'forbidden_character'],
  [
    'a NUL deep inside',
    '{"items":[{"metadata":{"note":"a\\u0000"}}],"product_id":"x"}',
    'forbidden_character',
  ],
  ['a NUL in a key', '{"metadata":{"a\\u0000":1}}', 'forbidden_character'],
  ['a NUL as the whole body', '"\\u0000"', 'forbidden_character'],
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

const HEADERS = {
  ...STORE_AUTH,
  'x-admin-key': TEST_ADMIN_KEY,
  origin: 'http://localhost:8080',
};

/** `route` at `url`, with a harmless JSON body when it takes one. */
function probe(route: AnyRoute, url: string) {
  const withBody = BODY_METHODS.has(route.method);
  return server.app.inject({
    method: route.method as 'POST',
    url,
    headers: {
      ...HEADERS,
      'x-session': session,
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: '{}' } : {}),
  });
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
      ...(route.url.startsWith('/business/') ? { authorization: `Bearer ${apiKey}` } : {}),
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

describe('every route, every method', () => {
  it('finds the GET routes too', () => {
    const urls = everyRoute().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['GET /api/products/:id', 'GET /swell/admin/orders/:id']),
    );
  });

  it('plausible ids of nobody and odd queries → never a 500', async () => {
    const wrong: string[] = [];
    for (const route of everyRoute()) {
      const path = filled(route.url, () => 'x0hostile0id');
      for (const query of ['', '?limit=-1&page=1e400&sort=%27%3B--&search=%F0%9F%96%8B']) {
        const res = await probe(route, `${path}${query}`);
        if (res.statusCode >= 500) {
          wrong.push(
            `${route.method} ${path}${query} → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a NUL in the query string → 400 forbidden_character naming the parameter', async () => {
    const wrong: string[] = [];
    for (const route of everyRoute()) {
      const url = `${filled(route.url, () => 'x0hostile0id')}?limit=5&search=a%00b`;
      const res = await probe(route, url);
      const error = errorOf(res.body);
      if (
        res.statusCode !== 400 ||
        error?.code !== 'forbidden_character' ||
        !String(error.message).includes('„search“')
      ) {
        wrong.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a NUL in a path parameter → 400 forbidden_character naming it', async () => {
    const wrong: string[] = [];
    const withParameters = everyRoute().filter((route) => /[:*]/.test(route.url));
    expect(withParameters.length).toBeGreaterThan(10);
    for (const route of withParameters) {
      const url = filled(route.url, () => 'x0%00id');
      const res = await probe(route, url);
      const error = errorOf(res.body);
      if (res.statusCode !== 400 || error?.code !== 'forbidden_character') {
        wrong.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
