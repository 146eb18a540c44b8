import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDesignedCards,
  errorsOf,
  ok,
  startStore,
  thrown,
  type TestStore,
} from './support/store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(async () => store.close());

const CARD = { exp_month: 10, exp_year: new Date().getFullYear() + 2, cvc: '321' };

function resetKeyFrom(text: string): string {
  const key = new RegExp(`${store.url}/forgot/([\\w-]+)`).exec(text)?.[1];
  if (!key) throw new Error(`no reset link in ${text}`);
  return key;
}

describe('accounts through swell-js', () => {
  it('creates an account, logs out and in, and refuses a taken e-mail', async () => {
    const swell = store.shopper();
    const account = ok(
      await swell.account.create({
        email: 'clara@example.de',
        password: 'geheim123',
        first_name: 'Clara',
        last_name: 'Feder',
      }),
    );
    expect(account).toMatchObject({ email: 'clara@example.de', first_name: 'Clara' });
    expect((await swell.account.get())?.id).toBe(account.id);
    expect((await store.outbox()).find((m) => m.to === 'clara@example.de')?.subject).toBe(
      'Willkommen bei Federkiel',
    );

    const session = swell.session.getCookie();
    await swell.account.logout();
    expect(swell.session.getCookie()).toBe(session);
    const loggedOut = await thrown(swell.account.get());
    expect(loggedOut.status).toBe(401);

    expect(await swell.account.login('clara@example.de', 'falsch')).toBeNull();
    expect((await swell.account.login('CLARA@example.de', 'geheim123'))?.id).toBe(account.id);

    const other = store.shopper();
    const taken = await other.account.create({
      email: 'clara@example.de',
      password: 'anders123',
      first_name: 'C',
      last_name: 'F',
    });
    expect(errorsOf(taken).email?.code).toBe('UNIQUE');
    const short = await other.account.create({
      email: 'neu@example.de',
      password: '12345',
      first_name: 'N',
      last_name: 'N',
    });
    expect(errorsOf(short).password?.message).toBe(
      'Das Passwort muss mindestens 6 Zeichen lang sein.',
    );
  });

  it('updates the account and keeps addresses and cards', async () => {
    const swell = store.shopper();
    ok(
      await swell.account.create({
        email: 'dora@example.de',
        password: 'geheim123',
        first_name: 'Dora',
        last_name: 'Tinte',
      }),
    );
    const updated = ok(
      await swell.account.update({
        first_name: 'Dorothea',
        billing: {
          name: 'Dorothea Tinte',
          address1: 'Am Markt 5',
          zip: '50667',
          city: 'Köln',
          country: 'DE',
        },
      }),
    );
    expect(updated).toMatchObject({ first_name: 'Dorothea', billing: { city: 'Köln' } });

    const address = ok(
      await swell.account.createAddress({
        name: 'Opa Karl',
        address1: 'Birkenweg 1',
        zip: '20095',
        city: 'Hamburg',
        country: 'DE',
      }),
    );
    ok(
      await swell.account.updateAddress(address.id as string, {
        address1: 'Birkenweg 1',
        address2: '2. Stock',
      }),
    );
    const addresses = await swell.account.listAddresses();
    expect(addresses.results).toEqual([
      expect.objectContaining({ name: 'Opa Karl', address2: '2. Stock' }),
    ]);
    expect(
      errorsOf(await swell.account.createAddress({ name: 'X', address1: 'Y 1', zip: '999' })).zip
        ?.code,
    ).toBe('INVALID');

    const token = await swell.card.createToken({ number: '4242424242424242', ...CARD });
    const card = ok(await swell.account.createCard({ token: token.token as string }));
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect((await swell.account.listCards()).results).toHaveLength(1);

    await swell.account.deleteAddress(address.id as string);
    await swell.account.deleteCard(card.id as string);
    expect((await swell.account.listAddresses()).count).toBe(0);
    expect((await swell.account.listCards()).count).toBe(0);
  });

  it('shows the account its orders and not another account’s', async () => {
    const erik = store.shopper();
    ok(
      await erik.account.create({
        email: 'erik@example.de',
        password: 'geheim123',
        first_name: 'Erik',
        last_name: 'Kiel',
      }),
    );
    ok(await addDesignedCards(store, erik, { product_id: 'prd_a4_brief', quantity: 2 }));
    ok(await erik.cart.update({ shipping: { service: 'to_recipients' } }));
    const token = await erik.card.createToken({ number: '5555555555554444', ...CARD });
    const saved = ok(await erik.account.createCard({ token: token.token as string }));
    ok(await erik.cart.update({ billing: { account_card_id: saved.id } }));
    const order = await erik.cart.submitOrder();
    expect(order.paid).toBe(true);

    const orders = await erik.account.listOrders();
    expect(orders.results.map((o) => o.id)).toEqual([order.id]);
    expect((await erik.account.getOrder(order.id as string))?.number).toBe(order.number);

    const fiona = store.shopper();
    ok(
      await fiona.account.create({
        email: 'fiona@example.de',
        password: 'geheim123',
        first_name: 'Fiona',
        last_name: 'Bogen',
      }),
    );
    expect((await fiona.account.listOrders()).count).toBe(0);
    expect(await fiona.account.getOrder(order.id as string)).toBeNull();
  });

  it('recovers the password through the e-mailed link; the key works once', async () => {
    const swell = store.shopper();
    ok(
      await swell.account.create({
        email: 'gerd@example.de',
        password: 'altesPasswort',
        first_name: 'Gerd',
        last_name: 'Schreiber',
      }),
    );
    await swell.account.logout();

    expect(
      await swell.account.recover({
        email: 'gerd@example.de',
        reset_url: 'https://elsewhere.example/{key}',
      }),
    ).toEqual({
      success: true,
    });
    expect(await swell.account.recover({ email: 'niemand@example.de' })).toEqual({ success: true });
    const mail = (await store.outbox()).filter(
      (m) => m.to === 'gerd@example.de' && m.subject === 'Passwort zurücksetzen',
    );
    expect(mail).toHaveLength(1);
    const key = resetKeyFrom(mail[0]?.text ?? '');

    expect(await swell.account.recover({ reset_key: key, password: 'neuesPasswort' })).toEqual({
      success: true,
    });
    const reused = await swell.account.recover({ reset_key: key, password: 'nochEinsNeu' });
    expect(errorsOf(reused).reset_key).toEqual({
      code: 'USED',
      message: 'Dieser Link gilt nicht mehr: Das Passwort wurde inzwischen neu gesetzt.',
    });
    expect(await swell.account.login('gerd@example.de', 'altesPasswort')).toBeNull();
    expect((await swell.account.login('gerd@example.de', 'neuesPasswort'))?.email).toBe(
      'gerd@example.de',
    );
  });

  it('answers "key expired" for a link older than an hour', async () => {
    const swell = store.shopper();
    ok(
      await swell.account.create({
        email: 'hanna@example.de',
        password: 'geheim123',
        first_name: 'Hanna',
        last_name: 'Papier',
      }),
    );
    await swell.account.recover({ email: 'hanna@example.de' });
    const mail = (await store.outbox()).find(
      (m) => m.to === 'hanna@example.de' && m.subject === 'Passwort zurücksetzen',
    );
    const key = resetKeyFrom(mail?.text ?? '');

    store.clock.advance(61 * 60 * 1000);
    const late = await swell.account.recover({ reset_key: key, password: 'zuSpaet123' });
    expect(errorsOf(late).reset_key).toEqual({
      code: 'EXPIRED',
      message:
        'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordere einen neuen an.',
    });
    expect((await swell.account.login('hanna@example.de', 'geheim123'))?.email).toBe(
      'hanna@example.de',
    );
  });
});
