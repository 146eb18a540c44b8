import { vi } from 'vitest';
import { resetSession } from '../lib/store/session.ts';
import { setStore } from '../lib/store/store.ts';
import type { StoreClient } from '../lib/store/storeClient.ts';
import type { StoreAccount } from '../lib/store/types.ts';

export const testAccount: StoreAccount = {
  id: 'acc_1',
  email: 'ada@example.de',
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  shipping: {},
  billing: {},
};

/** A store client whose every call is a `vi.fn` (signed out, empty lists by default). */
export function createFakeStore() {
  let token: string | null = null;
  const store = {
    account: {
      get: vi.fn<StoreClient['account']['get']>(async () => null),
      login: vi.fn<StoreClient['account']['login']>(async () => testAccount),
      create: vi.fn<StoreClient['account']['create']>(async () => testAccount),
      update: vi.fn<StoreClient['account']['update']>(async (input) => ({
        ...testAccount,
        ...input,
      })),
      logout: vi.fn<StoreClient['account']['logout']>(async () => {}),
      recover: vi.fn<StoreClient['account']['recover']>(async () => {}),
      resetPassword: vi.fn<StoreClient['account']['resetPassword']>(async () => {}),
      listAddresses: vi.fn<StoreClient['account']['listAddresses']>(async () => []),
      createAddress: vi.fn<StoreClient['account']['createAddress']>(async (a) => ({
        id: 'adr_new',
        ...a,
      })),
      updateAddress: vi.fn<StoreClient['account']['updateAddress']>(async (id, a) => ({
        id,
        ...a,
      })),
      deleteAddress: vi.fn<StoreClient['account']['deleteAddress']>(async () => {}),
      listOrders: vi.fn<StoreClient['account']['listOrders']>(async () => ({
        count: 0,
        page: 1,
        results: [],
      })),
      getOrder: vi.fn<StoreClient['account']['getOrder']>(async () => null),
      listCards: vi.fn<StoreClient['account']['listCards']>(async () => []),
      createCard: vi.fn<StoreClient['account']['createCard']>(async () => ({
        id: 'card_new',
        brand: 'Visa',
        last4: '4242',
      })),
    },
    card: {
      createToken: vi.fn<StoreClient['card']['createToken']>(async (input) => ({
        token: 'tok_1',
        brand: 'Visa',
        last4: input.number.replace(/\D/g, '').slice(-4),
      })),
    },
    payment: {
      createIntent: vi.fn<StoreClient['payment']['createIntent']>(async () => ({
        id: 'pi_1',
        status: 'requires_capture',
        client_secret: 'pi_1_secret',
      })),
      getIntent: vi.fn<StoreClient['payment']['getIntent']>(async () => ({
        id: 'pi_1',
        status: 'requires_capture',
      })),
    },
    settings: {
      payments: vi.fn<StoreClient['settings']['payments']>(async () => ({
        card: { enabled: true },
        paypal: { enabled: true },
      })),
    },
    cart: {
      get: vi.fn(async () => null),
      addItem: vi.fn(async () => ({ id: 'cart_1' })),
      updateItem: vi.fn(async () => ({ id: 'cart_1' })),
      removeItem: vi.fn(async () => ({ id: 'cart_1' })),
      update: vi.fn(async () => ({ id: 'cart_1' })),
      applyCoupon: vi.fn(async () => ({ id: 'cart_1' })),
      removeCoupon: vi.fn(async () => ({ id: 'cart_1' })),
      getShippingRates: vi.fn(async () => null),
      submitOrder: vi.fn(async () => ({ id: 'ord_1' })),
      getOrder: vi.fn(async () => null),
    },
    products: { get: vi.fn(async () => null) },
    invoices: {
      list: vi.fn<StoreClient['invoices']['list']>(async () => ({
        count: 0,
        page: 1,
        results: [],
      })),
    },
    session: {
      token: vi.fn(() => token),
      restoreToken: vi.fn((value: string) => {
        token ??= value;
      }),
    },
  } satisfies StoreClient;
  return store;
}

export type FakeStore = ReturnType<typeof createFakeStore>;

/**
 * Installs a fake store and a fresh session. `signedIn` makes the store answer the account
 * fetch at start with `testAccount` (and remembers it in localStorage like a returning user).
 */
export function installFakeStore({ signedIn = false }: { signedIn?: boolean } = {}): FakeStore {
  const store = createFakeStore();
  if (signedIn) {
    store.account.get.mockResolvedValue(testAccount);
    window.localStorage.setItem(
      'userInfo',
      JSON.stringify({
        token: 'sess_1',
        user: { id: 'acc_1', email: 'ada@example.de', firstName: 'Ada', lastName: 'Lovelace' },
      }),
    );
  }
  resetSession();
  setStore(store as unknown as StoreClient);
  return store;
}
