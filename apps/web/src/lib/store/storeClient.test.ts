import { describe, expect, it, vi } from 'vitest';
import { StoreFieldErrors } from './errors.ts';
import { createRecordCache } from './recordCache.ts';
import { createStoreClient, type SwellLike } from './storeClient.ts';

const account = { id: 'acc_1', email: 'ada@example.de', first_name: 'Ada', last_name: 'L' };

function unauthorized() {
  return Object.assign(new Error('Bitte melde dich zuerst an.'), {
    status: 401,
    code: 'unauthorized',
  });
}

/** A fake swell-js whose calls log when they start and end and answer after `delay` ms. */
function fakeSwell() {
  const log: string[] = [];
  const slow = (name: string, answer: (...args: unknown[]) => unknown = () => ({ id: 'cart_1' })) =>
    vi.fn(async (...args: unknown[]) => {
      const delay =
        typeof args[1] === 'object' && args[1]
          ? Number((args[1] as { delay?: number }).delay ?? 0)
          : 0;
      log.push(`start ${name}${args[0] !== undefined ? ` ${JSON.stringify(args[0])}` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      log.push(`end ${name}`);
      return answer(...args);
    });
  let cookie: string | null = null;
  const swell = {
    account: {
      get: vi.fn(async () => account),
      create: vi.fn(async () => account),
      update: vi.fn(async (input: object) => ({ ...account, ...input })),
      login: slow('login', () => account),
      logout: slow('logout', () => ({ success: true })),
      recover: vi.fn(async () => ({ success: true })),
      listAddresses: vi.fn(async () => ({ count: 0, page: 1, results: [] })),
      createAddress: vi.fn(async (a: object) => ({ id: 'adr_1', ...a })),
      updateAddress: vi.fn(async (id: string, a: object) => ({ id, ...a })),
      deleteAddress: vi.fn(async () => null),
      listOrders: vi.fn(async () => ({ count: 0, page: 1, results: [] })),
      getOrder: vi.fn(async (id: string) => ({ id, number: 'FK-1' })),
    },
    cart: {
      get: slow('get'),
      addItem: slow('addItem'),
      updateItem: slow('updateItem'),
      removeItem: slow('removeItem'),
      setItems: slow('setItems'),
      update: slow('update'),
      applyCoupon: slow('applyCoupon'),
      removeCoupon: slow('removeCoupon'),
      getShippingRates: slow('getShippingRates'),
      submitOrder: slow('submitOrder', () => ({ id: 'ord_1', number: 'FK-1' })),
      getOrder: slow('getOrder', () => ({ id: 'ord_1' })),
    },
    products: {
      get: vi.fn(async (id: string) => ({ id, name: 'A6 Postkarte' })),
      list: vi.fn(async () => ({ count: 0, page: 1, results: [] })),
    },
    invoices: {
      get: vi.fn(async () => null),
      list: vi.fn(async (query: { order_id?: string }) => ({
        count: 1,
        page: 1,
        results: [{ id: 'inv_1', number: 'RE-2026-000001', order_id: query.order_id }],
      })),
    },
    session: {
      getCookie: () => cookie,
      setCookie: (value: string) => {
        cookie = value;
      },
    },
  };
  return { swell, log };
}

function clientWithClock() {
  const { swell, log } = fakeSwell();
  let time = 0;
  const cache = createRecordCache({ now: () => time });
  const onUnauthorized = vi.fn();
  const client = createStoreClient(swell as unknown as SwellLike, { cache, onUnauthorized });
  return { client, swell, log, onUnauthorized, advance: (ms: number) => (time += ms) };
}

describe('store client: cart calls one at a time (spec §4)', () => {
  it('runs concurrent cart calls strictly one after another, in call order', async () => {
    const { client, log } = clientWithClock();
    const item = (id: string, delay: number) => ({ product_id: id, quantity: 1, delay });
    await Promise.all([
      client.cart.addItem(item('p1', 30)),
      client.cart.addItem(item('p2', 1)),
      client.cart.applyCoupon('WILLKOMMEN10'),
      client.cart.submitOrder(),
    ]);
    const calls = log.map((line) => line.replace(/ \{.*\}$/, '').replace(/ "[^"]*"$/, ''));
    expect(calls).toEqual([
      'start addItem',
      'end addItem',
      'start addItem',
      'end addItem',
      'start applyCoupon',
      'end applyCoupon',
      'start submitOrder',
      'end submitOrder',
    ]);
    expect(log[0]).toContain('"product_id":"p1"');
    expect(log[2]).toContain('"product_id":"p2"');
  });

  it('a failed cart call does not block the next one', async () => {
    const { client, swell } = clientWithClock();
    swell.cart.addItem.mockRejectedValueOnce(new Error('offline'));
    const failed = client.cart.addItem({ product_id: 'p1', quantity: 1 });
    const next = client.cart.get();
    await expect(failed).rejects.toThrow('offline');
    await expect(next).resolves.toEqual({ id: 'cart_1' });
  });

  it('login and logout wait for cart calls in flight (they move the cart)', async () => {
    const { client, log } = clientWithClock();
    await Promise.all([
      client.cart.addItem({ product_id: 'p1', quantity: 1, delay: 20 } as never),
      client.account.login('ada@example.de', 'geheim1'),
      client.cart.get(),
      client.account.logout(),
    ]);
    expect(log.filter((line) => line.startsWith('start')).map((l) => l.split(' ')[1])).toEqual([
      'addItem',
      'login',
      'get',
      'logout',
    ]);
    expect(log.filter((_, i) => i % 2 === 1).every((line) => line.startsWith('end'))).toBe(true);
  });

  it('throws the contract`s {errors} answer as StoreFieldErrors', async () => {
    const { client, swell } = clientWithClock();
    swell.cart.applyCoupon.mockResolvedValueOnce({
      errors: { code: { code: 'INVALID', message: 'Dieser Gutscheincode ist ungültig.' } },
    });
    const error = await client.cart.applyCoupon('NOPE').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreFieldErrors);
    expect((error as StoreFieldErrors).codeOf('code')).toBe('INVALID');
    expect((error as Error).message).toBe('Dieser Gutscheincode ist ungültig.');
  });
});

describe('store client: records cached for 5 s (spec §4)', () => {
  it('account: one request within 5 s, a new one after', async () => {
    const { client, swell, advance } = clientWithClock();
    await client.account.get();
    advance(4_999);
    await client.account.get();
    expect(swell.account.get).toHaveBeenCalledTimes(1);
    advance(1);
    await client.account.get();
    expect(swell.account.get).toHaveBeenCalledTimes(2);
  });

  it('an update answers the next read; login and logout start over', async () => {
    const { client, swell } = clientWithClock();
    await client.account.get();
    await client.account.update({ first_name: 'Augusta' });
    expect(await client.account.get()).toMatchObject({ first_name: 'Augusta' });
    expect(swell.account.get).toHaveBeenCalledTimes(1);
    await client.account.logout();
    swell.account.get.mockRejectedValueOnce(unauthorized());
    expect(await client.account.get()).toBeNull();
    expect(swell.account.get).toHaveBeenCalledTimes(2);
    await client.account.login('ada@example.de', 'geheim1');
    expect(await client.account.get()).toEqual(account);
    expect(swell.account.get).toHaveBeenCalledTimes(2);
  });

  it('orders and products by id', async () => {
    const { client, swell, advance } = clientWithClock();
    await client.account.getOrder('ord_1');
    await client.account.getOrder('ord_1');
    await client.account.getOrder('ord_2');
    expect(swell.account.getOrder).toHaveBeenCalledTimes(2);
    await client.products.get('a6-postkarte');
    advance(3_000);
    await client.products.get('a6-postkarte');
    expect(swell.products.get).toHaveBeenCalledTimes(1);
    advance(2_000);
    await client.products.get('a6-postkarte');
    expect(swell.products.get).toHaveBeenCalledTimes(2);
  });
});

describe('store client: account calls', () => {
  it('a 401 on an account call tells the session and fails the call', async () => {
    const { client, swell, onUnauthorized } = clientWithClock();
    swell.account.listOrders.mockRejectedValueOnce(unauthorized());
    await expect(client.account.listOrders()).rejects.toThrow('Bitte melde dich zuerst an.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sign-up with a registered e-mail throws the UNIQUE field error', async () => {
    const { client, swell } = clientWithClock();
    swell.account.create.mockResolvedValueOnce({
      errors: {
        email: { code: 'UNIQUE', message: 'Mit dieser E-Mail-Adresse gibt es schon ein Konto.' },
      },
    } as never);
    const error = await client.account
      .create({ email: 'ada@example.de', password: 'geheim1', first_name: 'A', last_name: 'L' })
      .catch((e: unknown) => e);
    expect((error as StoreFieldErrors).codeOf('email')).toBe('UNIQUE');
  });

  it('recovery: request with the reset link, reset with key and password', async () => {
    const { client, swell } = clientWithClock();
    await client.account.recover('ada@example.de', 'https://shop.example/forgot/{reset_key}');
    await client.account.resetPassword('key123', 'neues-passwort');
    expect(swell.account.recover.mock.calls).toEqual([
      [{ email: 'ada@example.de', reset_url: 'https://shop.example/forgot/{reset_key}' }],
      [{ reset_key: 'key123', password: 'neues-passwort' }],
    ]);
  });

  it('lists addresses and orders from the list answers', async () => {
    const { client, swell } = clientWithClock();
    swell.account.listAddresses.mockResolvedValueOnce({
      count: 1,
      page: 1,
      results: [{ id: 'adr_1', city: 'Berlin' }] as never[],
    });
    expect(await client.account.listAddresses()).toEqual([{ id: 'adr_1', city: 'Berlin' }]);
    expect(swell.account.listAddresses).toHaveBeenCalledWith({ limit: 100 });
    expect(await client.account.listOrders({ page: 2 })).toEqual({
      count: 0,
      page: 1,
      results: [],
    });
    expect(swell.account.listOrders).toHaveBeenCalledWith({ page: 2 });
  });

  it('restores a remembered session token only when the cookie is gone', () => {
    const { client } = clientWithClock();
    expect(client.session.token()).toBeNull();
    client.session.restoreToken('tok_1');
    expect(client.session.token()).toBe('tok_1');
    client.session.restoreToken('tok_2');
    expect(client.session.token()).toBe('tok_1');
  });
});

describe('store client: cart writes are announced (lib/cartSync)', () => {
  it('calls onCartWrite after each successful write, never for reads or failures', async () => {
    const { swell } = fakeSwell();
    const onCartWrite = vi.fn();
    const client = createStoreClient(swell as unknown as SwellLike, { onCartWrite });
    await client.cart.get();
    await client.cart.getShippingRates();
    expect(onCartWrite).not.toHaveBeenCalled();
    await client.cart.addItem({ product_id: 'p1', quantity: 1 });
    await client.cart.removeItem('itm_1');
    await client.cart.update({ shipping: { service: 'to_customer' } });
    expect(onCartWrite).toHaveBeenCalledTimes(3);
    swell.cart.updateItem.mockRejectedValueOnce(new Error('offline'));
    await expect(client.cart.updateItem('itm_1', { quantity: 2 })).rejects.toThrow('offline');
    swell.cart.applyCoupon.mockResolvedValueOnce({
      errors: { code: { code: 'INVALID', message: 'ungültig' } },
    });
    await expect(client.cart.applyCoupon('NOPE')).rejects.toBeInstanceOf(StoreFieldErrors);
    expect(onCartWrite).toHaveBeenCalledTimes(3);
    await client.account.login('ada@example.de', 'geheim1');
    await client.account.logout();
    await client.cart.submitOrder();
    expect(onCartWrite).toHaveBeenCalledTimes(6);
  });
});

describe('invoices', () => {
  it('lists one order’s invoices through swell-js invoices.list with order_id', async () => {
    const { client, swell } = clientWithClock();
    const list = await client.invoices.list({ order_id: 'ord_7' });
    expect(swell.invoices.list).toHaveBeenCalledWith({ order_id: 'ord_7' });
    expect(list.results.map((i) => [i.number, i.order_id])).toEqual([['RE-2026-000001', 'ord_7']]);
  });

  it('answers an empty list when swell-js answers nothing', async () => {
    const { client, swell } = clientWithClock();
    swell.invoices.list.mockResolvedValueOnce(null as never);
    expect(await client.invoices.list()).toEqual({ count: 0, page: 1, results: [] });
  });
});
