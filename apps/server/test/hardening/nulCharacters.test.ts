import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';

// Issue #32, item 3: a NUL (U+0000) in a JSON string, a key, a query string or a path
// parameter gave 500 on PostgreSQL (its `text` refuses it) — after charging the card, when
// it sat in a guest's e-mail. It is refused at the boundary, on both databases alike, with
// a German message naming the field. (hostileBodies.test.ts sends it to every route.)

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
});
afterAll(async () => server.close());

const refusal = (message: string, param?: string) => ({
  code: 'forbidden_character',
  message,
  ...(param === undefined ? {} : { param }),
});

describe('U+0000 in requests', () => {
  it('refuses a guest e-mail with a NUL before the cart stores it', async () => {
    const client = new StoreClient(server.app);
    const res = await client.put('/cart', { account: { email: 'gast\u0000@example.de' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(
      refusal(
        'Das Feld „account.email“ enthält ein unzulässiges Steuerzeichen (U+0000).',
        'account.email',
      ),
    );
    const cart = await client.get('/cart');
    expect(JSON.stringify(cart.body ?? null)).not.toContain('gast');
  });

  it.each([
    ['{"email":"a\\u0000"}', 'Das Feld „email“', 'email'],
    [
      '{"items":[{"metadata":{"note":"x\\u0000y"}}]}',
      'Das Feld „items.0.metadata.note“',
      'items.0.metadata.note',
    ],
    ['{"metadata":{"a\\u0000b":1}}', 'Der Name des Felds „metadata.a␀b“', 'metadata.a␀b'],
    ['"\\u0000"', 'Der Inhalt der Anfrage', undefined],
  ])('body %s → 400 naming the field', async (body, subject, param) => {
    const res = await new StoreClient(server.app).put('/cart', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(
      refusal(`${subject} enthält ein unzulässiges Steuerzeichen (U+0000).`, param),
    );
  });

  it('keeps an escaped backslash before "u0000", which is no NUL', async () => {
    const client = new StoreClient(server.app);
    const res = await client.put('/cart', '{"comments":"C:\\\\u0000"}');
    expect(res.status).toBe(200);
    expect(res.body.comments).toBe('C:\\u0000');
  });

  it('refuses a NUL in a query string, naming the parameter', async () => {
    const res = await new StoreClient(server.app).get('/products?search=karte%00&limit=5');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(
      refusal('Der Parameter „search“ enthält ein unzulässiges Steuerzeichen (U+0000).', 'search'),
    );
  });

  it('refuses a NUL in a nested (bracket-form) query key', async () => {
    const res = await new StoreClient(server.app).get('/products?where[na%00me]=1');
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('where.na␀me');
  });

  it('refuses a NUL in a path parameter, naming it', async () => {
    const res = await new StoreClient(server.app).get('/products/karte%00');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(
      refusal('Der Adressteil „id“ enthält ein unzulässiges Steuerzeichen (U+0000).', 'id'),
    );
  });
});
