import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from './app/start.tsx';
import { render, type RenderInput } from './entry-server.tsx';
import { SERVER_RENDER_APP_CONFIG, textOf } from './test/serverRenderKit.ts';
import {
  installAdminApi,
  orderList,
  orderRow,
  overview,
  SESSION,
  sessionAs,
} from './features/dashboard/testing/fakeAdminApi.ts';

import { createFakeCms, FAKE_CMS_URL, textContent } from './lib/cms/testing/fakeCms.ts';

// Issue #44: every route of the spec is rendered on the server with its real layout and
// text; what needs the customer's session renders as the browser's first screen does (the
// login being checked); the dashboard's pages are rendered from the staff session the
// request carries, and without one the server sends the browser to the login.

function inputFor(url: string, apiFetch?: (path: string) => Promise<Response>): RenderInput {
  const cms = createFakeCms({ textContents: [textContent('hero.title', 'Handgeschrieben')] });
  return {
    url,
    consent: 'restricted',
    appConfig: SERVER_RENDER_APP_CONFIG,
    cmsFetch: async (path) => (await cms.fetch(`${FAKE_CMS_URL}${path}`)).json(),
    ...(apiFetch ? { apiFetch } : {}),
  };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('server render of every route (issue #44)', () => {
  it.each([
    ['/cart', 'Warenkorb'],
    ['/contact', 'Kontakt'],
    ['/forgot', 'Passwort'],
    ['/impressum', 'Impressum'],
    ['/datenschutz', 'Datenschutz'],
    ['/dashboard/login', 'Dashboard-Anmeldung'],
  ])('renders %s with its own heading', async (url, heading) => {
    const result = await render(inputFor(url));
    expect(result?.status).toBe(200);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(result?.html ?? '')?.[1] ?? '';
    expect(textOf(h1)).toContain(heading);
  });

  it.each(['/profile/orders', '/signin', '/signup'])(
    'renders %s without a store to ask as the check of the login the browser starts with',
    async (url) => {
      const result = await render(inputFor(url));
      expect(result?.status).toBe(200);
      expect(textOf(result?.html ?? '')).toContain('Seite wird geladen');
      expect(result?.html).toContain('<footer');
    },
  );

  it('renders /checkout as the skeleton of its steps (the checkout runs in the browser)', async () => {
    const result = await render(inputFor('/checkout'));
    expect(result?.status).toBe(200);
    const text = textOf(result?.html ?? '');
    expect(text).toContain('Kasse');
    expect(text).toContain('Prüfen und bestellen');
    expect(text).not.toContain('Seite wird geladen');
  });

  it('sends a visitor without a staff session from a staff page to the login', async () => {
    installAdminApi({
      'GET /swell/admin/session': { status: 401, body: { error: { code: 'unauthorized' } } },
    });
    for (const url of ['/dashboard/orders?page=2', '/dashboard', '/dashboard/staff']) {
      const result = await render(inputFor(url, (path) => fetch(path)));
      expect(result?.status, url).toBe(302);
      expect(result?.html, url).toBe('');
      expect(result?.redirect, url).toBe(`/dashboard/login?returnTo=${encodeURIComponent(url)}`);
    }
  });

  it("renders the order list from the staff session's data and hydrates it without asking again", async () => {
    const api = installAdminApi({
      'GET /swell/admin/session': { body: SESSION },
      'GET /swell/admin/overview': { body: overview() },
      'GET /swell/admin/orders': {
        body: orderList([
          orderRow(),
          orderRow({ id: 'ord_2', number: 'FK-100043', billing_name: 'Grace Hopper' }),
        ]),
      },
    });
    const result = await render(inputFor('/dashboard/orders', (path) => fetch(path)));
    expect(result?.status).toBe(200);
    const html = result?.html ?? '';
    expect(textOf(html)).toContain('Grete');
    expect(textOf(html)).toContain('FK-100043');
    expect(textOf(html)).toContain('Grace Hopper');
    if (!result) return;

    // The browser: the same HTML, hydrated from the page's state without a request.
    window.localStorage.setItem('cookieSettings', 'restricted');
    window.history.replaceState(null, '', '/dashboard/orders');
    document.body.innerHTML = `<div id="root">${result.html}</div>${result.state}`;
    const container = document.getElementById('root') as HTMLElement;
    const asked = api.calls('GET', '/swell/admin/orders').length;
    const consoleErrors = vi.spyOn(console, 'error');
    await act(async () => {
      root = await start(container);
    });
    await act(async () => {});
    expect(consoleErrors.mock.calls).toEqual([]);
    expect(textOf(container.innerHTML)).toContain('FK-100043');
    expect(api.calls('GET', '/swell/admin/orders')).toHaveLength(asked);
  });

  it('renders an owner-only page for the office as the browser does, without asking for its data', async () => {
    const calls: string[] = [];
    const result = await render(
      inputFor('/dashboard/shipping', async (path) => {
        calls.push(path);
        // The owner's settings are refused to the office, as the server does.
        if (path.includes('/settings/'))
          return new Response('{"error":{"code":"forbidden"}}', { status: 403 });
        const body = path.endsWith('/session') ? sessionAs('office', 'Bea') : overview();
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    // Before, the render asked for the owner's rates (a query the page keeps disabled for
    // the office), failed with 403 and left the page to the browser: LCP 4.3 s, CLS 0.3.
    expect(result?.status).toBe(200);
    expect(textOf(result?.html ?? '')).toContain('nicht für deine Rolle');
    expect(calls.filter((path) => path.includes('/settings/shipping'))).toEqual([]);
  });

  it('leaves the staff links with a token in the fragment to the browser', async () => {
    // The server never sees `#token`: rendered there, the page said „invalid link“ and the
    // browser, which has the token, hydrated another page (React error 418).
    for (const url of ['/dashboard/invitation', '/dashboard/passwort'])
      expect(await render(inputFor(url, () => Promise.reject(new Error('no API'))))).toBeNull();
    const forgot = await render(inputFor('/dashboard/passwort-vergessen'));
    expect(forgot?.status).toBe(200);
  });

  it('keeps a render from writing: the dashboard may only read', async () => {
    const calls: string[] = [];
    const result = await render(
      inputFor('/dashboard/orders', async (path) => {
        calls.push(path);
        const body = path.endsWith('/session')
          ? SESSION
          : path.endsWith('/overview')
            ? overview()
            : orderList([]);
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    expect(result?.status).toBe(200);
    expect(calls.every((path) => path.startsWith('/swell/admin/'))).toBe(true);
  });
});
