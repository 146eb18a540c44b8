import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from './app/start.tsx';
import { render, type RenderInput } from './entry-server.tsx';
import type { AppConfig } from './lib/config/appConfig.ts';
import {
  canvas,
  createFakeCms,
  FAKE_CMS_URL,
  font,
  group,
  template,
  textContent,
} from './lib/cms/testing/fakeCms.ts';
import { acceptEarlyCookieChoice } from './features/cookie-consent/earlyChoice.ts';
import { readServerState, scriptSafeJson } from './lib/serverState.ts';
import { mockMatchMedia } from './test/render.tsx';
import { MOBILE_SCREEN_QUERY } from './lib/screenWidths.ts';

// Issue #13: the server render of `/`, `/products` and the configurator entry, and its hydration in the browser
// without a single warning (the browser tests check the same against the real server).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const APP_CONFIG: AppConfig = {
  cmsUrl: FAKE_CMS_URL,
  storeId: 'federkiel',
  publicKey: 'pk_test',
  publicUrl: 'http://shop.test',
  trackingId: null,
};

const HERO_IMAGE = {
  url: '/uploads/hero.jpg',
  width: 1200,
  height: 800,
  mime: 'image/jpeg',
  formats: {
    small: { url: '/uploads/small_hero.jpg', width: 500, height: 333 },
    medium: { url: '/uploads/medium_hero.jpg', width: 750, height: 500 },
  },
};

function cmsInput(url: string, consent: string | null = null) {
  const a6 = canvas(1, 'A6 Postkarte', 148, 105, true);
  const thanks = group(3, 'Danke', true);
  const cms = createFakeCms({
    textContents: [
      textContent('hero.title', 'Handgeschrieben vom Roboter </script><!--'),
      textContent('hero.title@sie', 'Handgeschrieben für Sie'),
      textContent('hero.text', 'Mit echtem Stift.\u2028Zeile'),
      textContent('hero.image', '', HERO_IMAGE),
      textContent('faq1.question', 'Wie lange dauert es?'),
      textContent('faq1.answer', 'Drei Tage.'),
    ],
    fonts: [font(1, 'Caveat'), font(2, 'Homemade')],
    groups: [thanks],
    canvases: [a6],
    templates: [1, 2, 3].map((id) =>
      template(id, `Vorlage ${id}`, { canvas: a6, groups: [thanks], previewImage: HERO_IMAGE }),
    ),
  });
  const paths: string[] = [];
  const input: RenderInput = {
    url,
    consent,
    appConfig: APP_CONFIG,
    cmsFetch: async (path) => {
      paths.push(path);
      const response = await cms.fetch(`${FAKE_CMS_URL}${path}`);
      if (!response.ok) throw new Error(`CMS answered ${response.status}`);
      return response.json();
    },
  };
  return { cms, input, paths };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('render (server)', () => {
  it('renders the landing page from the CMS with its title, state and status', async () => {
    const { input, paths } = cmsInput('/');
    const result = await render(input);
    expect(result).not.toBeNull();
    if (!result) return;
    expect(result.status).toBe(200);
    expect(result.html).toContain('Handgeschrieben vom Roboter &lt;/script&gt;&lt;!--');
    expect(result.html).toContain('srcSet="http://cms.test/uploads/small_hero.jpg 500w');
    expect(result.head).toContain('<title>');
    expect(paths).toEqual([
      '/api/text-contents?populate=*&sort=key:asc&pagination[pageSize]=100&status=published',
      '/api/fonts?fields[0]=name&fields[1]=slug&populate[file]=true&sort=name:asc&pagination[pageSize]=100&filters[accountId][$null]=true',
    ]);
    // The state element: JSON that cannot end the script element early.
    expect(result.state).toMatch(/^<script type="application\/json" id="fk-ssr-state">/);
    expect(result.state.match(/<\/script>/g)).toHaveLength(1);
    expect(result.state).not.toContain('<!--');
    expect(result.state).not.toContain('\u2028');
    document.body.innerHTML = result.state;
    const state = readServerState();
    expect(state?.language).toBe('de');
    expect(state?.namespaces).toEqual(expect.arrayContaining(['common', 'landing']));
    expect(state?.appConfig).toEqual(APP_CONFIG);
    expect(state?.queries.queries.map((q) => q.queryKey[1])).toEqual(['text-contents', 'fonts']);
    // The lazy route it matched: the browser loads it without matching the routes (issue #44).
    expect(state?.routes).toEqual(['src/features/landing/routes/landing.route.tsx']);
    // The texts it was rendered with, for the browser's start (issue #44): its namespaces'.
    expect(Object.keys(state?.texts ?? {})).toEqual(['de']);
    expect(Object.keys(state?.texts?.de ?? {})).toEqual(
      expect.arrayContaining(['common', 'forms', 'prices', 'landing']),
    );
    expect(state?.texts?.de?.common).toHaveProperty('nav.products');
  });

  it('renders the product list of the URL (filter, sort, page)', async () => {
    const { input, paths } = cmsInput('/products?filter=g_3&sort=name');
    const result = await render(input);
    expect(result?.html).toContain('Vorlage 2');
    expect(paths[0]).toBe(
      '/api/templates?populate=*&sort[0]=name:asc&sort[1]=order:asc&pagination[page]=1&pagination[pageSize]=6&filter=g_3&status=published',
    );
  });

  it('puts the cookie prompt into the page only for a visitor without a choice', async () => {
    const first = await render(cmsInput('/').input);
    expect(first?.html).toContain('role="dialog"');
    expect(first?.html).toContain('Alle Cookies akzeptieren');
    const chosen = await render(cmsInput('/', 'restricted').input);
    expect(chosen?.html).not.toContain('role="dialog"');
    // Anything else in the cookie is no choice.
    expect((await render(cmsInput('/', 'yes<b>').input))?.html).toContain('role="dialog"');
  });

  it('answers null for routes it does not render', async () => {
    for (const url of ['/vorschau', '/signout', '/dev/machines']) {
      expect(await render(cmsInput(url).input), url).toBeNull();
    }
  });

  it('renders the configurator entry with the mobile notice and the page loader for CSS to pick', async () => {
    const result = await render(cmsInput('/configurator?template=1').input);
    expect(result?.status).toBe(200);
    const html = result?.html ?? '';
    expect(html).toMatch(/class="narrowOnly"><div class="notice">/);
    expect(html).toContain('Noch nicht für Mobilgeräte');
    expect(html).toMatch(/class="wideOnly"><div class="loader" role="status"/);
    // Neither screen names the page: the notice is not what a wide screen shows.
    expect(result?.head).not.toContain('Mobilgeräte');
    expect(await render(cmsInput('/configurator/texte').input)).not.toBeNull();
  });

  it('answers null when the CMS fails (the shell asks the CMS itself)', async () => {
    const { cms, input } = cmsInput('/');
    cms.fail('/api/text-contents');
    expect(await render(input)).toBeNull();
  });
});

describe('scriptSafeJson', () => {
  it('escapes what could end or confuse a script element', () => {
    const text = scriptSafeJson({ a: '</script><!-- & \u2028\u2029' });
    expect(text).toBe('{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029"}');
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028\u2029' });
  });
});

describe('start (browser) on a server-rendered page', () => {
  /** Renders on the "server", then sets up the browser's storage (which the server never sees). */
  async function hydrateFromServer(
    url: string,
    browser: () => void = () => {},
    consentCookie: string | null = null,
    beforeStart: () => void = () => {},
  ) {
    const { input } = cmsInput(url, consentCookie);
    const result = await render(input);
    if (!result) throw new Error('not rendered');
    browser();
    window.history.replaceState(null, '', url);
    document.body.innerHTML = `<div id="root">${result.html}</div>${result.state}`;
    const container = document.getElementById('root') as HTMLElement;
    beforeStart();
    // React reports a hydration mismatch as an uncaught error (window `error`), warnings
    // on the console: both count.
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => {
      uncaught.push(String(event.message || event.error));
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    const consoleErrors = vi.spyOn(console, 'error');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const serverHtml = container.innerHTML;
    await act(async () => {
      root = await start(container);
    });
    window.removeEventListener('error', onError);
    const errors = {
      all: () => [
        ...uncaught,
        ...consoleErrors.mock.calls.map((call) => call.map(String).join(' ')),
      ],
    };
    return { container, errors, fetchSpy, serverHtml };
  }

  it.each(['/', '/products'])(
    'hydrates %s without a warning and without asking again',
    async (url) => {
      const { container, errors, fetchSpy } = await hydrateFromServer(
        url,
        () => window.localStorage.setItem('cookieSettings', 'restricted'),
        'restricted',
      );
      expect(errors.all()).toEqual([]);
      // The data came with the page: no CMS request, no app-config request.
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(container.querySelector('h1')).not.toBeNull();
      // Hydrated: React handles the clicks (the menu button opens the menu).
      const toggle = container.querySelector<HTMLButtonElement>(
        'button[aria-controls="fk-site-menu"]',
      );
      await act(async () => toggle?.click());
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    },
  );

  it('keeps the server-rendered cookie prompt of a first visit through hydration', async () => {
    const { errors, serverHtml } = await hydrateFromServer('/');
    expect(serverHtml).toContain('role="dialog"');
    expect(errors.all()).toEqual([]);
    const dialog = await vi.waitFor(() => document.querySelector('[role="dialog"]'));
    expect(dialog).not.toBeNull();
    // On screen since the first paint: neither the server's nor the app's dialog fades in.
    expect(serverHtml).toMatch(/class="backdrop still"/);
    expect(dialog?.parentElement).toHaveClass('still');
    // Hydrated where the server put it, then the page behind it is made inert.
    expect(document.getElementById('root')).toContainElement(dialog as HTMLElement);
    await vi.waitFor(() => expect(document.querySelector('header')).toHaveAttribute('inert'));
    expect(dialog?.closest('[inert]')).toBeNull();
  });

  it("hydrates the configurator entry on a phone: the server's notice stays, the loader goes", async () => {
    const media = mockMatchMedia((query) => query === MOBILE_SCREEN_QUERY);
    try {
      const { container, errors } = await hydrateFromServer('/configurator?template=1', () =>
        window.localStorage.setItem('cookieSettings', 'restricted'),
      );
      const serverHeading = container.querySelector('h1');
      expect(errors.all()).toEqual([]);
      await vi.waitFor(() => expect(container.querySelector('.wideOnly')).toBeNull());
      // The same element as painted from the server's HTML: nothing new to paint or shift.
      expect(container.querySelector('h1')).toBe(serverHeading);
      expect(serverHeading).toHaveTextContent('Noch nicht für Mobilgeräte');
      expect(document.title).toContain('Noch nicht für Mobilgeräte');
    } finally {
      media.restore();
    }
  });

  it('hydrates the configurator entry on a wide screen: the notice goes', async () => {
    const media = mockMatchMedia(() => false);
    try {
      const { container, errors } = await hydrateFromServer('/configurator?template=1', () =>
        window.localStorage.setItem('cookieSettings', 'restricted'),
      );
      expect(errors.all()).toEqual([]);
      const notice = Array.from(container.querySelectorAll('h1')).find((heading) =>
        heading.textContent?.includes('Noch nicht für Mobilgeräte'),
      );
      // Hidden while the configurator's code loads, then gone.
      await vi.waitFor(() => expect(notice).not.toBeVisible());
    } finally {
      media.restore();
    }
  });

  it('shows the prompt after hydration when the cookie says chosen but the browser forgot', async () => {
    const { errors, serverHtml } = await hydrateFromServer('/', () => {}, 'restricted');
    expect(serverHtml).not.toContain('role="dialog"');
    expect(errors.all()).toEqual([]);
    expect(await vi.waitFor(() => document.querySelector('[role="dialog"]'))).not.toBeNull();
  });

  it("takes a choice made in the server's prompt before the app has loaded", async () => {
    document.cookie = 'fk_consent=; Max-Age=0; Path=/';
    const { errors, serverHtml } = await hydrateFromServer(
      '/',
      () => {},
      null,
      () => {
        // The entry script (main.tsx) listens while the app loads; the visitor clicks.
        acceptEarlyCookieChoice();
        const accept = Array.from(document.querySelectorAll('button')).find(
          (button) => button.textContent === 'Alle Cookies akzeptieren',
        );
        accept?.click();
      },
    );
    expect(serverHtml).toContain('role="dialog"');
    expect(errors.all()).toEqual([]);
    expect(window.localStorage.getItem('cookieSettings')).toBe('unrestricted');
    expect(document.cookie).toContain('fk_consent=unrestricted');
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    // Nothing of the prompt is left behind: the page is usable.
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('drops the prompt after hydration for a choice made before the cookie existed', async () => {
    document.cookie = 'fk_consent=; Max-Age=0; Path=/';
    const { errors, serverHtml } = await hydrateFromServer('/', () =>
      window.localStorage.setItem('cookieSettings', 'unrestricted'),
    );
    expect(serverHtml).toContain('role="dialog"');
    expect(errors.all()).toEqual([]);
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    // The server learns the choice for the next page.
    expect(document.cookie).toContain('fk_consent=unrestricted');
  });

  it('switches to the remembered form of address right after hydration', async () => {
    const { reloadAddress } = await import('./lib/i18n/address.ts');
    const { container, errors, serverHtml } = await hydrateFromServer('/', () => {
      window.localStorage.setItem('cookieSettings', 'restricted');
      window.localStorage.setItem('fk.address', 'sie');
      reloadAddress();
    });
    expect(serverHtml).toContain('Handgeschrieben vom Roboter');
    expect(errors.all()).toEqual([]);
    expect(container.querySelector('h1')).toHaveTextContent('Handgeschrieben für Sie');
  });
});
