import type { CheckoutAddress, CheckoutUser } from '@federkiel/machines';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreFieldErrors } from '../../../lib/store/errors.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import type { StoreAccount, StoreCart, StoreOrder } from '../../../lib/store/types.ts';
import { createValueStore } from '../../../lib/valueStore.ts';
import { installFakeStore, testAccount } from '../../../test/fakeStore.ts';
import { cartMocks, settle } from '../testing/checkoutStore.ts';
import { lastBusinessOrder } from '../testing/lastBusinessOrder.ts';
import { createCheckoutRequests } from './checkoutRequests.ts';

afterEach(() => {
  resetSession();
  setStore(null);
});

const user: CheckoutUser = {
  id: 'acc_1',
  email: 'ada@example.de',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

const item = { id: 'itm_1', quantity: 60 };

const cartAddress = {
  name: 'Grace Hopper',
  address1: 'Cartweg 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

const accountAddress = {
  first_name: 'Ada',
  last_name: 'Byron',
  company: 'Analytical Engines',
  address1: 'Kontoweg 2',
  zip: '1010',
  city: 'Wien',
  country: 'AT',
};

const address: CheckoutAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address1: 'Musterstraße 1',
  address2: '',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '',
  vatId: 'DE123',
};

function setup({
  cart = { id: 'cart_1', items: [item] } as StoreCart | null,
  account = testAccount as StoreAccount | null,
} = {}) {
  const store = installFakeStore({ signedIn: true });
  store.account.get.mockResolvedValue(account);
  const carts = cartMocks(store);
  carts.get.mockResolvedValue(cart);
  const outcome = {
    cart: createValueStore<StoreCart | null>(null),
    order: createValueStore<StoreOrder | null>(null),
  };
  return { store, carts, outcome, requests: createCheckoutRequests(outcome) };
}

describe('loadCheckout', () => {
  it('starts from the cart’s address over the account’s', async () => {
    const { requests } = setup({
      cart: { id: 'cart_1', items: [item], shipping: cartAddress },
      account: { ...testAccount, shipping: accountAddress },
    });
    const data = await requests.loadCheckout(user);
    expect(data.delivery).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      address1: 'Cartweg 1',
      city: 'Berlin',
    });
  });

  it('takes the account’s address when the cart has none', async () => {
    const { requests } = setup({
      cart: { id: 'cart_1', items: [item], shipping: { country: 'DE' } },
      account: { ...testAccount, shipping: accountAddress },
    });
    const data = await requests.loadCheckout(user);
    expect(data.delivery).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      company: 'Analytical Engines',
      address1: 'Kontoweg 2',
      address2: '',
      zip: '1010',
      city: 'Wien',
      country: 'AT',
      phone: '',
      vatId: '',
    });
  });

  describe('a returning customer: the addresses of the last order (issue #27 item 3)', () => {
    const lastOrder = lastBusinessOrder;

    function withLastOrder(account: StoreAccount) {
      const fixture = setup({ cart: { id: 'cart_1', items: [item] }, account });
      fixture.store.account.listOrders.mockResolvedValue({
        count: 1,
        page: 1,
        results: [lastOrder],
      });
      return fixture;
    }

    it('prefills delivery, company and USt-IdNr. from the last order', async () => {
      const { store, requests } = withLastOrder({
        ...testAccount,
        shipping: accountAddress,
        date_updated: '2026-10-01T10:00:00.000Z',
      } as StoreAccount);
      const data = await requests.loadCheckout(user);
      expect(store.account.listOrders).toHaveBeenCalledWith({ limit: 1 });
      expect(data.delivery).toMatchObject({
        company: 'Tinte & Co. GmbH',
        address1: 'Auftragsweg 3',
        city: 'München',
      });
      expect(data.billing).toMatchObject({ company: 'Tinte & Co. GmbH', vatId: 'DE123456788' });
    });

    it('the account’s addresses when they were changed after the last order', async () => {
      const { requests } = withLastOrder({
        ...testAccount,
        shipping: accountAddress,
        date_updated: '2026-11-20T10:00:00.000Z',
      } as StoreAccount);
      const data = await requests.loadCheckout(user);
      expect(data.delivery).toMatchObject({ address1: 'Kontoweg 2', city: 'Wien' });
      // The account has no billing address of its own: the last order's.
      expect(data.billing).toMatchObject({ vatId: 'DE123456788' });
    });

    it('a guest asks for no orders; failing orders leave the account’s addresses', async () => {
      const guest = setup();
      await guest.requests.loadCheckout(null);
      expect(guest.store.account.listOrders).not.toHaveBeenCalled();
      const failing = setup({
        cart: { id: 'cart_1', items: [item] },
        account: { ...testAccount, shipping: accountAddress },
      });
      failing.store.account.listOrders.mockRejectedValue(new Error('offline'));
      expect((await failing.requests.loadCheckout(user)).delivery).toMatchObject({
        address1: 'Kontoweg 2',
      });
    });
  });

  it('else starts from the user’s name', async () => {
    const { requests } = setup({
      cart: { id: 'cart_1', items: [item], shipping: null },
      account: { ...testAccount, first_name: 'Augusta', shipping: {} },
    });
    const data = await requests.loadCheckout({ ...user, firstName: 'Ada', lastName: 'King' });
    expect(data.delivery).toEqual({
      firstName: 'Ada',
      lastName: 'King',
      company: '',
      address1: '',
      address2: '',
      zip: '',
      city: '',
      country: 'DE',
      phone: '',
      vatId: '',
    });
  });

  it('billing: the cart’s, else the account’s, else null (same as delivery)', async () => {
    const withCart = setup({
      cart: { id: 'cart_1', items: [item], billing: { ...cartAddress, method: 'card' } },
      account: { ...testAccount, billing: accountAddress },
    });
    expect((await withCart.requests.loadCheckout(user)).billing).toMatchObject({
      firstName: 'Grace',
      address1: 'Cartweg 1',
    });

    const fromAccount = setup({
      // A billing with only the payment on it is no address.
      cart: { id: 'cart_1', items: [item], billing: { method: 'card' } },
      account: { ...testAccount, billing: accountAddress },
    });
    expect((await fromAccount.requests.loadCheckout(user)).billing).toMatchObject({
      lastName: 'Byron',
      address1: 'Kontoweg 2',
    });

    const none = setup({
      // Null even with a delivery address: billing is then the same as delivery.
      cart: { id: 'cart_1', items: [item], shipping: cartAddress, billing: { method: 'card' } },
      account: { ...testAccount, billing: {} },
    });
    expect((await none.requests.loadCheckout(user)).billing).toBeNull();
  });

  it('answers cart, saved cards, settings and wallets, and keeps the full cart', async () => {
    const cart = { id: 'cart_1', items: [item], grand_total: 99 };
    const { store, outcome, requests } = setup({ cart });
    store.account.listCards.mockResolvedValue([{ id: 'card_1', brand: 'Visa', last4: '4242' }]);
    const data = await requests.loadCheckout(user);
    expect(data.cart).toMatchObject({ id: 'cart_1', itemCount: 60, captureTotal: 99 });
    expect(data.savedCards).toEqual([{ id: 'card_1', brand: 'Visa', last4: '4242' }]);
    expect(data.settings).toEqual({ card: { enabled: true }, paypal: { enabled: true } });
    // No wallet sheets in this app: Google and Apple Pay are never offered.
    expect(data.wallets).toEqual({ applePay: false, googlePay: false });
    expect(outcome.cart.get()).toBe(cart);
  });

  it('an empty or missing cart is null; failing saved cards are none', async () => {
    const empty = setup({ cart: { id: 'cart_1', items: [] } });
    empty.store.account.listCards.mockRejectedValue(new Error('offline'));
    const data = await empty.requests.loadCheckout(user);
    expect(data.cart).toBeNull();
    expect(data.savedCards).toEqual([]);
    expect((await setup({ cart: null }).requests.loadCheckout(user)).cart).toBeNull();
  });
});

describe('cart requests', () => {
  it('a refusal (StoreFieldErrors) becomes {ok:false, problem} with the store’s German text', async () => {
    const { carts, outcome, requests } = setup();
    carts.update.mockRejectedValue(
      new StoreFieldErrors({
        shipping: undefined,
        'shipping.service': { code: 'INVALID', message: 'Diese Versandart gibt es nicht.' },
      }),
    );
    await expect(requests.chooseShipping('by_dove')).resolves.toEqual({
      ok: false,
      problem: {
        field: 'shipping.service',
        code: 'INVALID',
        message: 'Diese Versandart gibt es nicht.',
      },
    });
    expect(carts.update).toHaveBeenCalledWith({ shipping: { service: 'by_dove' } });
    expect(outcome.cart.get()).toBeNull();
  });

  it('a network error is rethrown (the machine shows "not reachable")', async () => {
    const { carts, requests } = setup();
    const offline = new TypeError('Failed to fetch');
    carts.update.mockRejectedValue(offline);
    await expect(requests.chooseShipping('to_customer')).rejects.toBe(offline);
    await requests.loadCheckout(user);
    await expect(
      requests.saveAddresses({ delivery: address, billing: address, email: null }),
    ).rejects.toBe(offline);
  });

  it('too many coupon attempts are a refusal with the store’s words, not “unreachable”', async () => {
    const { carts, requests } = setup();
    const message = 'Zu viele Versuche. Bitte in ein paar Minuten erneut versuchen.';
    carts.applyCoupon.mockRejectedValue(
      Object.assign(new Error(message), { code: 'rate_limited', status: 429 }),
    );
    await expect(requests.applyCoupon('RATEN')).resolves.toEqual({
      ok: false,
      problem: { field: 'rate_limited', code: 'rate_limited', message },
    });
  });

  it('an answer is kept as the full cart and mapped for the machine', async () => {
    const { carts, outcome, requests } = setup();
    const next = { id: 'cart_1', items: [item], coupon_code: 'HERBST' };
    carts.applyCoupon.mockResolvedValue(next);
    await expect(requests.applyCoupon('HERBST')).resolves.toMatchObject({
      ok: true,
      cart: { couponCode: 'HERBST' },
    });
    expect(outcome.cart.get()).toBe(next);
  });

  it('submitOrder answers the order (number, else id) or the store’s refusal', async () => {
    const { carts, outcome, requests } = setup();
    const order = { id: 'ord_1', number: 'FK-100001' };
    carts.submitOrder.mockResolvedValueOnce(order);
    await expect(requests.submitOrder()).resolves.toEqual({
      ok: true,
      order: { id: 'ord_1', number: 'FK-100001' },
    });
    expect(outcome.order.get()).toBe(order);

    carts.submitOrder.mockResolvedValueOnce({ id: 'ord_2' });
    await expect(requests.submitOrder()).resolves.toEqual({
      ok: true,
      order: { id: 'ord_2', number: 'ord_2' },
    });

    carts.submitOrder.mockRejectedValueOnce(
      new StoreFieldErrors({ billing: { code: 'DECLINED', message: 'Karte abgelehnt.' } }),
    );
    await expect(requests.submitOrder()).resolves.toEqual({
      ok: false,
      problem: { field: 'billing', code: 'DECLINED', message: 'Karte abgelehnt.' },
    });
  });
});

describe('saveAddresses', () => {
  const shipping = {
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: '',
    address1: 'Musterstraße 1',
    address2: '',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    phone: '',
  };
  const billing = { ...shipping, vat_id: 'DE123' };

  it('puts both addresses on the cart (VAT id only on the billing address)', async () => {
    const { carts, requests } = setup();
    await requests.loadCheckout(user);
    await requests.saveAddresses({ delivery: address, billing: address, email: null });
    expect(carts.update).toHaveBeenCalledWith({ shipping, billing });
  });

  it('fills the account’s empty addresses once', async () => {
    const { store, requests } = setup({
      account: { ...testAccount, shipping: {}, billing: null },
    });
    await requests.loadCheckout(user);
    await expect(
      requests.saveAddresses({ delivery: address, billing: address, email: null }),
    ).resolves.toMatchObject({ ok: true });
    expect(store.account.update).toHaveBeenCalledTimes(1);
    expect(store.account.update).toHaveBeenCalledWith({ shipping, billing });
    await settle();
    // The account now has both: a second save leaves it alone.
    await requests.saveAddresses({ delivery: address, billing: address, email: null });
    await settle();
    expect(store.account.update).toHaveBeenCalledTimes(1);
  });

  it('fills only the empty one', async () => {
    const { store, requests } = setup({
      account: { ...testAccount, shipping: accountAddress, billing: {} },
    });
    await requests.loadCheckout(user);
    await requests.saveAddresses({ delivery: address, billing: address, email: null });
    expect(store.account.update).toHaveBeenCalledWith({ billing });
  });

  it('leaves an account with both addresses alone', async () => {
    const { store, requests } = setup({
      account: { ...testAccount, shipping: accountAddress, billing: accountAddress },
    });
    await requests.loadCheckout(user);
    await requests.saveAddresses({ delivery: address, billing: address, email: null });
    await settle();
    expect(store.account.update).not.toHaveBeenCalled();
  });

  it('does not touch the account when the cart refused the addresses', async () => {
    const { store, carts, requests } = setup();
    await requests.loadCheckout(user);
    carts.update.mockRejectedValue(
      new StoreFieldErrors({ 'shipping.zip': { code: 'INVALID', message: 'PLZ ungültig' } }),
    );
    await expect(
      requests.saveAddresses({ delivery: address, billing: address, email: null }),
    ).resolves.toMatchObject({ ok: false, problem: { field: 'shipping.zip' } });
    await settle();
    expect(store.account.update).not.toHaveBeenCalled();
  });

  it('a failing account update does not fail the checkout', async () => {
    const { store, requests } = setup();
    store.account.update.mockRejectedValue(new Error('offline'));
    await requests.loadCheckout(user);
    await expect(
      requests.saveAddresses({ delivery: address, billing: address, email: null }),
    ).resolves.toMatchObject({ ok: true });
    await settle();
  });
});
