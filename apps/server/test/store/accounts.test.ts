import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adjustableClock } from '../../src/clock.ts';
import { issueKey, LOGIN_TOKEN_VALID_MS } from '../../src/store/accounts/oneTimeKeys.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { readOutbox } from '../../../../tests/support/outbox.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import { addDesignedCards } from './designedCards.ts';

let server: TestServer;
afterEach(async () => server.close());

const ANNA = {
  email: 'Anna@Example.de',
  password: 'geheim123',
  first_name: 'Anna',
  last_name: 'Muster',
};

async function signedUp(extra: Record<string, unknown> = {}): Promise<StoreClient> {
  const client = new StoreClient(server.app);
  const res = await client.post('/account', { ...ANNA, ...extra });
  expect(res.body.errors).toBeUndefined();
  return client;
}

const outbox = () => readOutbox(path.join(server.dir, 'outbox'));

/** The key in the reset link of the newest recovery mail. */
async function resetKeyFromOutbox(): Promise<string> {
  const mail = (await outbox()).filter((m) => m.subject === 'Passwort zurücksetzen').at(-1);
  const match = /\/forgot\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${JSON.stringify(mail)}`);
  return match[1];
}

describe('accounts', () => {
  it('creates an account, logs the session in and sends a welcome mail in the chosen form', async () => {
    server = await startTestServer();
    const client = await signedUp({ address_form: 'sie' });
    const account = (await client.get('/account')).body;
    expect(account).toMatchObject({
      email: 'anna@example.de',
      first_name: 'Anna',
      name: 'Anna Muster',
      address_form: 'sie',
    });
    expect(account).not.toHaveProperty('password_hash');
    const [welcome] = await outbox();
    expect(welcome).toMatchObject({ to: 'anna@example.de', subject: 'Willkommen bei Federkiel' });
    expect(welcome?.text).toMatch(/^Guten Tag Anna,\n\nvielen Dank für Ihre Registrierung/);
    const stored = await server.app.db
      .selectFrom('accounts')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    server = await startTestServer();
    await signedUp();
    const res = await new StoreClient(server.app).post('/account', {
      ...ANNA,
      email: 'ANNA@example.de',
    });
    expect(res.body.errors.email).toMatchObject({
      code: 'UNIQUE',
      message: expect.stringMatching(/schon ein Konto/),
    });
  });

  it('logs in with the password, answers null otherwise, and keeps the cart', async () => {
    server = await startTestServer();
    await signedUp();
    const client = new StoreClient(server.app);
    expect((await client.get('/account')).status).toBe(401);
    await addDesignedCards(server.app, client, { product_id: 'prd_a4_brief', quantity: 3 });
    expect(
      (await client.post('/account/login', { email: ANNA.email, password: 'falsch123' })).body,
    ).toBeNull();
    expect(
      (await client.post('/account/login', { email: 'nobody@example.de', password: 'x' })).body,
    ).toBeNull();
    const account = (
      await client.post('/account/login', { email: 'anna@example.de', password: 'geheim123' })
    ).body;
    expect(account.email).toBe('anna@example.de');
    const cart = (await client.get('/cart')).body;
    expect(cart).toMatchObject({
      account_id: account.id,
      account_logged_in: true,
      guest: false,
      item_quantity: 3,
    });
    expect((await client.post('/account/logout')).body).toEqual({ success: true });
    expect((await client.get('/account')).status).toBe(401);
    expect((await client.get('/cart')).body).toBeNull();
  });

  it('logs in once with a password token', async () => {
    server = await startTestServer();
    const client = await signedUp();
    const id = (await client.get('/account')).body.id;
    const token = await issueKey(
      server.app.db,
      'login_tokens',
      id,
      new Date(),
      LOGIN_TOKEN_VALID_MS,
    );
    const other = new StoreClient(server.app);
    expect(
      (await other.post('/account/login', { email: ANNA.email, password_token: token })).body.id,
    ).toBe(id);
    const again = new StoreClient(server.app);
    expect(
      (await again.post('/account/login', { email: ANNA.email, password_token: token })).body,
    ).toBeNull();

    // Presented with someone else's e-mail, a token is refused and used up.
    const second = await issueKey(
      server.app.db,
      'login_tokens',
      id,
      new Date(),
      LOGIN_TOKEN_VALID_MS,
    );
    const login = (email: string) =>
      again.post('/account/login', { email, password_token: second });
    expect((await login('ben@example.de')).body).toBeNull();
    expect((await login(ANNA.email)).body).toBeNull();
  });

  it('updates name, form of address, addresses and password; keeps e-mails unique', async () => {
    server = await startTestServer();
    await new StoreClient(server.app).post('/account', {
      ...ANNA,
      email: 'ben@example.de',
      first_name: 'Ben',
    });
    const client = await signedUp();
    const updated = (
      await client.put('/account', {
        first_name: 'Annette',
        address_form: 'sie',
        shipping: {
          name: 'Annette Muster',
          address1: 'Weg 2',
          zip: '80331',
          city: 'München',
          country: 'de',
        },
      })
    ).body;
    expect(updated).toMatchObject({
      first_name: 'Annette',
      address_form: 'sie',
      shipping: { country: 'DE', zip: '80331' },
    });
    expect((await client.put('/account', { email: 'ben@example.de' })).body.errors.email.code).toBe(
      'UNIQUE',
    );
    expect((await client.put('/account', { password: '123' })).body.errors.password.code).toBe(
      'TOO_SHORT',
    );
    expect(
      (await client.put('/account', { shipping: { zip: 'ABCDE', country: 'DE' } })).body.errors[
        'shipping.zip'
      ].code,
    ).toBe('INVALID');
    expect(
      (await client.put('/account', { first_name: 'x'.repeat(60), last_name: 'y'.repeat(60) })).body
        .errors.last_name.code,
    ).toBe('TOO_LONG');
    await client.put('/account', { password: 'neuesPasswort' });
    await client.post('/account/logout');
    expect(
      (await client.post('/account/login', { email: ANNA.email, password: 'neuesPasswort' })).body,
    ).not.toBeNull();
  });

  it('keeps addresses and saved cards per account', async () => {
    server = await startTestServer();
    const anna = await signedUp();
    const address = (
      await anna.post('/account/addresses', {
        name: 'Oma Erna',
        address1: 'Lindenweg 3',
        address2: 'Hinterhaus',
        zip: '01067',
        city: 'Dresden',
      })
    ).body;
    expect(address).toMatchObject({ name: 'Oma Erna', zip: '01067', address2: 'Hinterhaus' });
    expect(
      (await anna.post('/account/addresses', { name: 'Ohne Straße' })).body.errors.address1.code,
    ).toBe('REQUIRED');
    expect(
      (await anna.put(`/account/addresses/${address.id}`, { city: 'Dresden-Neustadt' })).body.city,
    ).toBe('Dresden-Neustadt');
    // Clearing an optional field removes it; fields not sent stay as they were.
    const cleared = (await anna.put(`/account/addresses/${address.id}`, { address2: '' })).body;
    expect(cleared.address2 ?? null).toBeNull();
    expect(cleared).toMatchObject({ city: 'Dresden-Neustadt', address1: 'Lindenweg 3' });
    expect((await anna.get('/account/addresses')).body.count).toBe(1);

    const token = (
      await server.app.inject({
        method: 'GET',
        url: vaultUrl('/tokens', 'post', {
          number: '5555 5555 5555 4444',
          exp_month: '7',
          exp_year: '2031',
          cvc: '999',
        }),
      })
    ).json().$data.token;
    const card = (await anna.post('/account/cards', { token })).body;
    expect(card).toMatchObject({
      brand: 'MasterCard',
      last4: '4444',
      exp_month: 7,
      exp_year: 2031,
    });
    expect(
      JSON.stringify(await server.app.db.selectFrom('account_cards').selectAll().execute()),
    ).not.toContain('5555555555554444');
    expect((await anna.post('/account/cards', { token: 'tok_nope' })).body.errors.token.code).toBe(
      'INVALID',
    );

    const ben = new StoreClient(server.app);
    await ben.post('/account', { ...ANNA, email: 'ben@example.de' });
    expect((await ben.get('/account/addresses')).body.count).toBe(0);
    expect((await ben.put(`/account/addresses/${address.id}`, { city: 'Hack' })).body).toBeNull();
    expect((await ben.delete(`/account/addresses/${address.id}`)).body).toBeNull();
    expect((await ben.delete(`/account/cards/${card.id}`)).body).toBeNull();

    // A saved card pays at checkout.
    await addDesignedCards(server.app, anna, { product_id: 'prd_din_lang', quantity: 4 });
    const cart = (await anna.put('/cart', { billing: { account_card_id: card.id } })).body;
    expect(cart.billing).toMatchObject({
      method: 'card',
      account_card_id: card.id,
      card: { last4: '4444' },
    });
    expect(
      (await ben.put('/cart', { billing: { account_card_id: card.id } })).body.errors[
        'billing.account_card_id'
      ].code,
    ).toBe('NOT_FOUND');

    expect((await anna.delete(`/account/addresses/${address.id}`)).body.id).toBe(address.id);
    expect((await anna.delete(`/account/cards/${card.id}`)).body.id).toBe(card.id);
    expect((await anna.get('/account/cards')).body.count).toBe(0);
  });

  it('lists only the account’s own orders', async () => {
    server = await startTestServer();
    const anna = await signedUp();
    await addDesignedCards(server.app, anna, { product_id: 'prd_a6_postkarte', quantity: 5 });
    await anna.put('/cart', { shipping: { service: 'to_recipients' } });
    await anna.post('/cart/giftcards', { code: 'GESCHENK-100-DEMO' });
    const order = (await anna.post('/cart/order')).body;
    expect(order.account_id).toBe((await anna.get('/account')).body.id);
    const list = (await anna.get('/account/orders')).body;
    expect(list).toMatchObject({
      count: 1,
      page: 1,
      results: [{ id: order.id, number: 'FK-100001' }],
    });
    expect((await anna.get(`/account/orders/${order.id}`)).body.number).toBe('FK-100001');
    expect((await anna.get('/account/orders/FK-100001')).body.id).toBe(order.id);

    const ben = new StoreClient(server.app);
    await ben.post('/account', { ...ANNA, email: 'ben@example.de' });
    expect((await ben.get('/account/orders')).body.count).toBe(0);
    const foreign = await ben.get(`/account/orders/${order.id}`);
    expect(foreign.status).toBe(200);
    expect(foreign.body).toBeNull();
    expect((await new StoreClient(server.app).get('/account/orders')).status).toBe(401);
  });

  it('recovers a password through the e-mailed link, once, within the hour', async () => {
    const clock = adjustableClock();
    server = await startTestServer({ PUBLIC_URL: 'https://shop.example.de' }, { clock });
    await signedUp();
    const client = new StoreClient(server.app);
    const unknown = await client.post('/account/recover', {
      email: 'niemand@example.de',
      reset_url: 'https://evil/',
    });
    const known = await client.post('/account/recover', {
      email: ANNA.email,
      reset_url: 'https://evil.example/{key}',
    });
    expect(unknown.body).toEqual({ success: true });
    expect(known.body).toEqual({ success: true });
    const mail = (await outbox()).at(-1);
    expect(mail?.to).toBe('anna@example.de');
    expect(mail?.text).toContain('https://shop.example.de/forgot/');
    expect(mail?.text).toMatch(/^Hallo Anna,\n\ndu möchtest ein neues Passwort/);
    expect(mail?.text).not.toContain('evil');

    const key = await resetKeyFromOutbox();
    expect(
      (await client.post('/account/recover', { reset_key: key, password: '123' })).body.errors
        .password.code,
    ).toBe('TOO_SHORT');
    expect(
      (await client.post('/account/recover', { reset_key: key, password: 'brandneu1' })).body,
    ).toEqual({ success: true });
    expect(
      (await client.post('/account/recover', { reset_key: key, password: 'nochmal12' })).body.errors
        .reset_key.code,
    ).toBe('USED');
    expect(
      (await client.post('/account/login', { email: ANNA.email, password: 'brandneu1' })).body,
    ).not.toBeNull();

    await client.post('/account/recover', { email: ANNA.email });
    const late = await resetKeyFromOutbox();
    clock.advance(61 * 60 * 1000);
    expect(
      (await client.post('/account/recover', { reset_key: late, password: 'zuspaet1' })).body.errors
        .reset_key,
    ).toMatchObject({
      code: 'EXPIRED',
      message: expect.stringMatching(/abgelaufen/),
    });
    expect(
      (await client.post('/account/recover', { reset_key: 'erfunden', password: 'zuspaet1' })).body
        .errors.reset_key.code,
    ).toBe('INVALID');
  });
});
