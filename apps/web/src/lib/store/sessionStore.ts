import { createRecordCache } from './recordCache.ts';
import { createSerialQueue } from './serialQueue.ts';
import { createStoreClient, type StoreClient, type SwellLike } from './storeClient.ts';

// The store as the server render reads it for one page request (issue #44): the same client
// as in the browser (storeClient.ts), over a stand-in for swell-js that sends the requests
// swell-js would send — `/api/…`, the public key, the `swell-session` token as `X-Session`
// — to the shop's own server in its process (app/renderOnServer.tsx). Reading only: a
// render never changes a cart or an account, so every other call fails.

/** A GET of the shop's own server with the headers swell-js would send. */
export type StoreGet = (path: string, headers: Record<string, string>) => Promise<Response>;

const base64 = (text: string) =>
  typeof btoa === 'function' ? btoa(text) : Buffer.from(text).toString('base64');

/** swell-js's query string for flat parameters (`limit=100&page=2`). */
function queryOf(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** swell-js's reading of an answer: `{error}` and failed statuses throw, with the status. */
async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  let result: unknown = null;
  try {
    result = text ? JSON.parse(text) : null;
  } catch {
    result = text;
  }
  const failure = (result as { error?: { message?: string; code?: string } | string } | null)
    ?.error;
  if (failure || !response.ok) {
    const message = typeof failure === 'string' ? failure : failure?.message;
    const error = new Error(message ?? `store answered ${response.status}`) as Error & {
      status?: number;
      code?: string;
    };
    error.status = response.status;
    if (typeof failure === 'object') error.code = failure.code;
    throw error;
  }
  return result;
}

export function createSessionStore(
  get: StoreGet,
  publicKey: string,
  token: string | null,
): StoreClient {
  const headers: Record<string, string> = {
    Authorization: `Basic ${base64(publicKey)}`,
    ...(token ? { 'X-Session': token } : {}),
  };
  const read =
    (path: string) =>
    async (idOrQuery?: unknown, query?: unknown): Promise<unknown> => {
      const id = typeof idOrQuery === 'string' ? `/${encodeURIComponent(idOrQuery)}` : '';
      const params = typeof idOrQuery === 'string' ? query : idOrQuery;
      return answerOf(await get(`/api${path}${id}${queryOf(params)}`, headers));
    };
  const refuse = (name: string) => () =>
    Promise.reject(new Error(`${name} is not called during a server render`));
  const refuseAll = <K extends string>(owner: string, names: K[]) =>
    Object.fromEntries(names.map((name) => [name, refuse(`${owner}.${name}`)])) as Record<
      K,
      () => Promise<never>
    >;

  const swell: SwellLike = {
    account: {
      ...refuseAll('account', [
        'create',
        'update',
        'login',
        'logout',
        'recover',
        'createAddress',
        'updateAddress',
        'deleteAddress',
        'createCard',
      ]),
      get: read('/account'),
      listAddresses: read('/account/addresses'),
      listOrders: read('/account/orders'),
      getOrder: read('/account/orders'),
      listCards: read('/account/cards'),
    },
    card: refuseAll('card', ['createToken']),
    payment: refuseAll('payment', ['createIntent', 'updateIntent']),
    settings: { payments: read('/settings/payments') },
    cart: {
      ...refuseAll('cart', [
        'addItem',
        'updateItem',
        'removeItem',
        'setItems',
        'update',
        'applyCoupon',
        'removeCoupon',
        'getShippingRates',
        'submitOrder',
        'getOrder',
      ]),
      get: read('/cart'),
    },
    products: { get: read('/products'), list: read('/products') },
    invoices: { get: read('/invoices'), list: read('/invoices') },
    session: { getCookie: () => token, setCookie: () => {} },
  };
  // Its own cache and queue: nothing of one request reaches another's.
  return createStoreClient(swell, { cache: createRecordCache(), queue: createSerialQueue() });
}
