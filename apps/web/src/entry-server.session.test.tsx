import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from './app/start.tsx';
import { render, type RenderInput } from './entry-server.tsx';
import { SERVER_RENDER_APP_CONFIG, textOf } from './test/serverRenderKit.ts';

import { createFakeCms, FAKE_CMS_URL } from './lib/cms/testing/fakeCms.ts';
import { resetSession } from './lib/store/session.ts';
import { setKnownSession } from './lib/store/sessionSeed.ts';

// Issue #44: the customer's pages are rendered from the store session of the request (the
// `swell-session` cookie): the cart, the account's orders, the sign-in form; the browser's
// session machine starts from the login the server found, without asking the store again.

const TOKEN = 'tok_0123456789abcdefghij';
const ACCOUNT = { id: 'acc_1', email: 'ada@example.com', first_name: 'Ada', last_name: 'L' };
const CART = {
  id: 'cart_1',
  item_quantity: 2,
  items: [
    {
      id: 'itm_1',
      product_id: 'prd_a6',
      product_name: 'A6 Postkarte',
      quantity: 2,
      price: 2.9,
      price_total: 5.8,
    },
  ],
  sub_total: 5.8,
  grand_total: 12.73,
};
const ORDERS = {
  count: 1,
  page: 1,
  results: [
    {
      id: 'ord_1',
      number: 'FK-100002',
      status: 'delivery_pending',
      date_created: '2026-11-21T06:14:30.634Z',
      currency: 'EUR',
      item_quantity: 60,
      grand_total: 212.3,
      items: [],
    },
  ],
};

/** The shop's store API as the render reaches it: answers by path, the requests noted. */
function storeApi(signedIn: boolean) {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const apiFetch = async (path: string, headers: Record<string, string> = {}) => {
    calls.push({ path, headers });
    const route = path.split('?')[0];
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (route === '/api/account')
      return signedIn ? json(ACCOUNT) : json({ error: { code: 'unauthorized' } }, 401);
    if (route === '/api/cart') return json(CART);
    if (route === '/api/account/orders') return json(ORDERS);
    return json(null);
  };
  return { calls, apiFetch };
}

function inputFor(url: string, api: ReturnType<typeof storeApi>, session: string | null) {
  const cms = createFakeCms({});
  const input: RenderInput = {
    url,
    consent: 'restricted',
    appConfig: SERVER_RENDER_APP_CONFIG,
    cmsFetch: async (path) => (await cms.fetch(`${FAKE_CMS_URL}${path}`)).json(),
    apiFetch: api.apiFetch,
    storeSession: session,
  };
  return input;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.cookie = 'swell-session=; max-age=0; path=/';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  setKnownSession(null);
  resetSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('server render from the customer session (issue #44)', () => {
  it("renders the cart's lines with the store session swell-js would send", async () => {
    const api = storeApi(false);
    const result = await render(inputFor('/cart', api, TOKEN));
    expect(result?.status).toBe(200);
    expect(textOf(result?.html ?? '')).toContain('A6 Postkarte');
    const cartCall = api.calls.find((call) => call.path.startsWith('/api/cart'));
    expect(cartCall?.headers).toEqual({
      Authorization: `Basic ${btoa('pk_test')}`,
      'X-Session': TOKEN,
    });
  });

  it('renders the sign-in form, not the loader, without a store session, and asks nothing', async () => {
    const api = storeApi(false);
    const result = await render(inputFor('/signin', api, null));
    expect(result?.status).toBe(200);
    expect(result?.html).toContain('type="password"');
    expect(textOf(result?.html ?? '')).not.toContain('Seite wird geladen');
    expect(api.calls).toEqual([]);
  });

  it('sends a visitor without a login from the profile to the sign-in, and a signed-in one away from it', async () => {
    const out = await render(inputFor('/profile/orders', storeApi(false), TOKEN));
    expect(out?.status).toBe(302);
    expect(out?.redirect).toBe(`/signin?returnTo=${encodeURIComponent('/profile/orders')}`);
    const signedIn = await render(inputFor('/signin?returnTo=%2Fcart', storeApi(true), TOKEN));
    expect(signedIn?.redirect).toBe('/cart');
  });

  it('renders the order list signed in and hydrates it without asking for the account again', async () => {
    const api = storeApi(true);
    const result = await render(inputFor('/profile/orders', api, TOKEN));
    expect(result?.status).toBe(200);
    expect(textOf(result?.html ?? '')).toContain('FK-100002');
    if (!result) return;

    window.localStorage.setItem('cookieSettings', 'restricted');
    document.cookie = `swell-session=${TOKEN}; path=/`;
    window.history.replaceState(null, '', '/profile/orders');
    document.body.innerHTML = `<div id="root">${result.html}</div>${result.state}`;
    const container = document.getElementById('root') as HTMLElement;
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) => {
        requests.push(String(url instanceof Request ? url.url : url));
        return new Response('null', { headers: { 'content-type': 'application/json' } });
      }),
    );
    const consoleErrors = vi.spyOn(console, 'error');
    await act(async () => {
      root = await start(container);
    });
    await act(async () => {});
    expect(consoleErrors.mock.calls).toEqual([]);
    expect(textOf(container.innerHTML)).toContain('FK-100002');
    expect(requests.filter((url) => /\/api\/account(\?|$|\/orders)/.test(url))).toEqual([]);
  });
});
