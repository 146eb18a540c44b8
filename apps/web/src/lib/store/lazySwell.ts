import { readSessionCookie, writeSessionCookie } from './sessionCookie.ts';
import type { SwellLike } from './storeClient.ts';

// swell-js is 51 kB of gzip, and every page that shows a session (cart, sign-in, contact,
// profile, checkout) imported it with its first chunk: the browser evaluated it before the
// page could hydrate (issue #44). Its calls are all asynchronous, so the store client gets a
// stand-in whose calls load swell-js first (one dynamic import, shared by every call) and
// then call it. The session cookie is read and written as swell-js does (cookie.mjs:
// `swell-session`, path /, a week, SameSite=Lax) until it is loaded, so `token()` stays
// synchronous and the same before and after (sessionCookie.ts).

type Namespace = Exclude<keyof SwellLike, 'session'>;
const NAMESPACES: readonly Namespace[] = [
  'account',
  'card',
  'payment',
  'settings',
  'cart',
  'products',
  'invoices',
];

export interface SwellInit {
  storeId: string;
  publicKey: string;
  origin: string;
}

/** A stand-in for swell-js that loads and initialises it on its first call. */
export function lazySwell(
  init: SwellInit,
  load: () => Promise<unknown> = async () => (await import('swell-js')).default,
): { swell: SwellLike; ready: () => Promise<SwellLike> } {
  let loaded: SwellLike | null = null;
  let loading: Promise<SwellLike> | null = null;
  const ready = () =>
    (loading ??= load().then((module) => {
      const swell = module as SwellLike & {
        init(storeId: string, key: string, options: { url: string; vaultUrl: string }): void;
      };
      swell.init(init.storeId, init.publicKey, {
        url: init.origin,
        vaultUrl: `${init.origin}/vault`,
      });
      loaded = swell;
      return swell;
    }));

  const namespace = (name: Namespace) =>
    new Proxy({} as Record<string, unknown>, {
      get: (_, method) =>
        typeof method !== 'string'
          ? undefined
          : async (...args: unknown[]) => {
              const owner = (await ready())[name] as Record<string, unknown> | undefined;
              const call = owner?.[method];
              if (typeof call !== 'function') throw new Error(`swell-js has no method ${method}`);
              return (call as (...a: unknown[]) => Promise<unknown>).apply(owner, args);
            },
    });

  const swell = Object.fromEntries(NAMESPACES.map((name) => [name, namespace(name)])) as Omit<
    SwellLike,
    'session'
  >;
  return {
    swell: {
      ...swell,
      session: {
        getCookie: () => (loaded ? loaded.session.getCookie() : readSessionCookie()),
        setCookie: (value) =>
          loaded ? loaded.session.setCookie(value) : writeSessionCookie(value),
      },
    } as SwellLike,
    ready,
  };
}
