import { hasFieldErrors, isUnauthorized, StoreFieldErrors } from './errors.ts';
import { createRecordCache, type RecordCache } from './recordCache.ts';
import { createSerialQueue, type SerialQueue } from './serialQueue.ts';
import type {
  AccountCreateInput,
  AccountUpdateInput,
  StoreAccount,
  StoreAddress,
  StoreCardToken,
  StoreCart,
  StoreIntent,
  StoreInvoice,
  StoreSavedCard,
  StoreList,
  StoreOrder,
} from './types.ts';

type Call = (...args: never[]) => Promise<unknown>;

/**
 * The part of swell-js the shop calls (the unmodified package; see store-api.md). Typed
 * loosely on purpose: the client below narrows every answer once.
 */
export interface SwellLike {
  account: {
    get: Call;
    create: Call;
    update: Call;
    login: Call;
    logout: Call;
    recover: Call;
    listAddresses: Call;
    createAddress: Call;
    updateAddress: Call;
    deleteAddress: Call;
    listOrders: Call;
    getOrder: Call;
    listCards: Call;
    createCard: Call;
  };
  card: { createToken: Call };
  payment: { createIntent: Call; updateIntent: Call };
  settings: { payments: Call };
  cart: {
    get: Call;
    addItem: Call;
    updateItem: Call;
    removeItem: Call;
    setItems: Call;
    update: Call;
    applyCoupon: Call;
    removeCoupon: Call;
    getShippingRates: Call;
    submitOrder: Call;
    getOrder: Call;
  };
  products: { get: Call; list: Call };
  invoices: { get: Call; list: Call };
  session: { getCookie: () => string | null | undefined; setCookie: (value: string) => void };
}

export interface CartItemInput {
  product_id: string;
  quantity: number;
  variant_id?: string;
  options?: { id: string; value: string }[];
  metadata?: Record<string, unknown>;
}

export interface CardTokenInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The payment gateway the vault talks to (docs/store.md "Payment intents"). */
export const VAULT_GATEWAY = 'sandbox';

export interface StoreClientOptions {
  /** Called when an account call answers "not signed in" (status 401). */
  onUnauthorized?: () => void;
  /**
   * Called after every call that changed (or may have moved) the session's cart: item and
   * cart edits, coupons, an order, sign-in/up and sign-out (lib/cartSync tells other tabs).
   */
  onCartWrite?: () => void;
  cache?: RecordCache;
  queue?: SerialQueue;
}

export interface StoreClient {
  account: {
    /** The signed-in account, or null (not signed in). Cached for 5 s. */
    get(): Promise<StoreAccount | null>;
    /** The account, or null for a wrong e-mail or password. */
    login(email: string, password: string): Promise<StoreAccount | null>;
    /** Creates the account and signs it in; throws StoreFieldErrors (`email: UNIQUE`, …). */
    create(input: AccountCreateInput): Promise<StoreAccount>;
    update(input: AccountUpdateInput): Promise<StoreAccount>;
    logout(): Promise<void>;
    /** Sends the recovery e-mail (the same answer whether or not the address is known). */
    recover(email: string, resetUrl: string): Promise<void>;
    /** Sets a new password with the key from the e-mail; throws StoreFieldErrors (`reset_key`). */
    resetPassword(resetKey: string, password: string): Promise<void>;
    listAddresses(): Promise<StoreAddress[]>;
    createAddress(address: StoreAddress): Promise<StoreAddress>;
    updateAddress(id: string, address: StoreAddress): Promise<StoreAddress>;
    deleteAddress(id: string): Promise<void>;
    listOrders(query?: { page?: number; limit?: number }): Promise<StoreList<StoreOrder>>;
    /** One of the account's orders (by id or number), or null. Cached for 5 s. */
    getOrder(id: string): Promise<StoreOrder | null>;
    /** The account's saved cards (brand, last 4, expiry; never the number). */
    listCards(): Promise<StoreSavedCard[]>;
    /** Saves a card token from `card.createToken` on the account. */
    createCard(token: string): Promise<StoreSavedCard>;
  };
  /** The card vault: card numbers go there, only the token comes back. */
  card: {
    createToken(card: CardTokenInput): Promise<StoreCardToken>;
  };
  /** Payment intents at the vault (3-D Secure and redirect methods). */
  payment: {
    createIntent(intent: Record<string, unknown>): Promise<StoreIntent>;
    /** Reads an intent by `id`, `client_secret` or `payment_id`. */
    getIntent(reference: Record<string, string>): Promise<StoreIntent>;
  };
  settings: {
    /** `/settings/payments`: the payment methods by store name. */
    payments(): Promise<Record<string, Record<string, unknown> | undefined>>;
  };
  /** Every cart call runs one at a time, in order (spec §4). */
  cart: {
    get(): Promise<StoreCart | null>;
    addItem(item: CartItemInput): Promise<StoreCart>;
    updateItem(id: string, item: Partial<CartItemInput>): Promise<StoreCart>;
    removeItem(id: string): Promise<StoreCart>;
    update(data: Record<string, unknown>): Promise<StoreCart>;
    applyCoupon(code: string): Promise<StoreCart>;
    removeCoupon(): Promise<StoreCart>;
    getShippingRates(): Promise<unknown>;
    submitOrder(): Promise<StoreOrder>;
    getOrder(checkoutId?: string): Promise<StoreOrder | null>;
  };
  products: {
    /** A product by id or slug. Cached for 5 s. */
    get<T = Record<string, unknown>>(idOrSlug: string): Promise<T | null>;
  };
  /**
   * Invoices and credit notes (swell-js `invoices.list`): the account's, or with `order_id`
   * one order's to whoever may see that order (a guest: the session that placed it).
   */
  invoices: {
    list(query?: {
      order_id?: string;
      page?: number;
      limit?: number;
    }): Promise<StoreList<StoreInvoice>>;
  };
  session: {
    /** The store session token (cookie `swell-session`), if there is one. */
    token(): string | null;
    /** Puts a remembered token back when the browser lost the cookie. */
    restoreToken(token: string): void;
  };
}

/** Throws the contract's `{errors}` answer as StoreFieldErrors; passes anything else on. */
function unwrap<T>(result: unknown): T {
  if (hasFieldErrors(result)) throw new StoreFieldErrors(result.errors);
  return result as T;
}

/** Wraps swell-js: narrows answers, serializes cart calls, caches records for 5 s. */
export function createStoreClient(swell: SwellLike, options: StoreClientOptions = {}): StoreClient {
  const cache = options.cache ?? createRecordCache();
  const queue = options.queue ?? createSerialQueue();

  /** Account calls: a 401 means the store forgot the login; tell the session, then rethrow. */
  const guarded = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isUnauthorized(error)) options.onUnauthorized?.();
      throw error;
    }
  };
  const { account, cart, products, card, payment, settings, invoices } = swell;
  /** A call of one of swell-js's methods (they use `this`), its answer narrowed. */
  const call = async <T>(owner: object, name: string, ...args: unknown[]): Promise<T> => {
    const method = (owner as Record<string, ((...a: unknown[]) => Promise<unknown>) | undefined>)[
      name
    ];
    if (!method) throw new Error(`swell-js has no method ${name}`);
    return unwrap<T>(await method.apply(owner, args));
  };
  const serial = <T>(task: () => Promise<T>) => queue.run(task);
  /** A cart write: serialized, and announced once it succeeded. */
  const write = async <T>(task: () => Promise<T>): Promise<T> => {
    const result = await serial(task);
    options.onCartWrite?.();
    return result;
  };

  return {
    account: {
      get: () =>
        cache.get('account', async () => {
          try {
            return (await call<StoreAccount | null>(account, 'get')) ?? null;
          } catch (error) {
            // Not signed in (any more): an answer, not a failure; the session hears of it.
            if (isUnauthorized(error)) {
              options.onUnauthorized?.();
              return null;
            }
            throw error;
          }
        }),
      // Login, logout and sign-up move the cart between session and account: they wait
      // for cart calls in flight, like the cart calls themselves.
      login: (email, password) =>
        write(async () => {
          const result = await call<StoreAccount | null>(account, 'login', email, password);
          cache.clear();
          if (result) cache.set('account', result);
          return result ?? null;
        }),
      create: (input) =>
        write(async () => {
          const result = await call<StoreAccount>(account, 'create', input);
          cache.clear();
          cache.set('account', result);
          return result;
        }),
      update: (input) =>
        guarded(async () => {
          const result = await call<StoreAccount>(account, 'update', input);
          cache.set('account', result);
          return result;
        }),
      logout: () =>
        write(async () => {
          await call(account, 'logout');
          cache.clear();
        }),
      recover: async (email, resetUrl) => {
        await call(account, 'recover', { email, reset_url: resetUrl });
      },
      resetPassword: async (resetKey, password) => {
        await call(account, 'recover', { reset_key: resetKey, password });
      },
      listAddresses: () =>
        guarded(async () => {
          const list = await call<StoreList<StoreAddress> | null>(account, 'listAddresses', {
            limit: 100,
          });
          return list?.results ?? [];
        }),
      createAddress: (address) =>
        guarded(() => call<StoreAddress>(account, 'createAddress', address)),
      updateAddress: (id, address) =>
        guarded(() => call<StoreAddress>(account, 'updateAddress', id, address)),
      deleteAddress: (id) =>
        guarded(async () => {
          await call(account, 'deleteAddress', id);
        }),
      listOrders: (query = {}) =>
        guarded(async () => {
          const list = await call<StoreList<StoreOrder> | null>(account, 'listOrders', query);
          return list ?? { count: 0, page: 1, results: [] };
        }),
      getOrder: (id) =>
        guarded(() =>
          cache.get(
            `order:${id}`,
            async () => (await call<StoreOrder | null>(account, 'getOrder', id)) ?? null,
          ),
        ),
      listCards: () =>
        guarded(async () => {
          const list = await call<StoreList<StoreSavedCard> | null>(account, 'listCards', {
            limit: 100,
          });
          return list?.results ?? [];
        }),
      createCard: (token) => guarded(() => call<StoreSavedCard>(account, 'createCard', { token })),
    },
    card: {
      createToken: (input) => call<StoreCardToken>(card, 'createToken', input),
    },
    payment: {
      createIntent: (intent) =>
        call<StoreIntent>(payment, 'createIntent', { gateway: VAULT_GATEWAY, intent }),
      getIntent: (reference) =>
        call<StoreIntent>(payment, 'updateIntent', { gateway: VAULT_GATEWAY, intent: reference }),
    },
    settings: {
      payments: async () =>
        (await call<Record<string, Record<string, unknown> | undefined> | null>(
          settings,
          'payments',
        )) ?? {},
    },
    cart: {
      get: () => serial(async () => (await call<StoreCart | null>(cart, 'get')) ?? null),
      addItem: (item) => write(() => call<StoreCart>(cart, 'addItem', item)),
      updateItem: (id, item) => write(() => call<StoreCart>(cart, 'updateItem', id, item)),
      removeItem: (id) => write(() => call<StoreCart>(cart, 'removeItem', id)),
      update: (data) => write(() => call<StoreCart>(cart, 'update', data)),
      applyCoupon: (code) => write(() => call<StoreCart>(cart, 'applyCoupon', code)),
      removeCoupon: () => write(() => call<StoreCart>(cart, 'removeCoupon')),
      getShippingRates: () => serial(() => call<unknown>(cart, 'getShippingRates')),
      submitOrder: () =>
        write(async () => {
          const order = await call<StoreOrder>(cart, 'submitOrder');
          cache.invalidate('order:*');
          return order;
        }),
      getOrder: (checkoutId) =>
        serial(
          async () =>
            (await call<StoreOrder | null>(
              cart,
              'getOrder',
              ...(checkoutId ? [checkoutId] : []),
            )) ?? null,
        ),
    },
    products: {
      get: <T>(idOrSlug: string) =>
        cache.get(
          `product:${idOrSlug}`,
          async () => (await call<T | null>(products, 'get', idOrSlug)) ?? null,
        ),
    },
    invoices: {
      list: async (query = {}) =>
        (await call<StoreList<StoreInvoice> | null>(invoices, 'list', query)) ?? {
          count: 0,
          page: 1,
          results: [],
        },
    },
    session: {
      token: () => swell.session.getCookie() || null,
      restoreToken: (token) => {
        if (!swell.session.getCookie()) swell.session.setCookie(token);
      },
    },
  };
}
