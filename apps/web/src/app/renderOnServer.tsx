/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import { isCookieSetting } from '@federkiel/machines/cookieConsent';
import { dehydrate, type Query } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DASHBOARD_QUERY_ROOT } from '../features/dashboard/api/queryKeys.ts';
import { isAdminApiError } from '../features/dashboard/api/adminFetch.ts';
import { loginPath } from '../features/dashboard/returnTo.ts';
import { setAppFetchResolver } from '../lib/appFetch.ts';
import { setAppConfig, type AppConfig } from '../lib/config/appConfig.ts';
import { DEFAULT_LANGUAGE, i18n, initI18n, START_NAMESPACES } from '../lib/i18n/i18n.ts';
import { loadAllResources } from '../lib/i18n/resources.ts';
import { setKnownSession } from '../lib/store/sessionSeed.ts';
import { ServerHeadContext, type ServerHead } from '../lib/serverHead.ts';
import { PAGE_SCRIPTS_ID } from '../lib/pageScripts.ts';
import { scriptSafeJson, serverStateScript, type ServerState } from '../lib/serverState.ts';
import { WIDE_SCREEN_QUERY } from '../lib/screenWidths.ts';
import { AppProviders } from './App.tsx';
import { createQueryClient } from './queryClient.ts';
import {
  cssOf,
  ENTRY,
  manifestKey,
  readManifest,
  scriptsOf,
  type Manifest,
} from './renderManifest.ts';
import { routeModules } from './routeModules.ts';
import { routes } from './router.tsx';
import { findSession, isStoreQuery, sessionRedirect, withStore } from './renderSession.ts';

export { cssOf, manifestKey, scriptsOf } from './renderManifest.ts';

// The server render of a page (issue #13), behind src/entry-server.tsx (see there why).
// The browser hydrates the page with the same routes and components (app/start.tsx).

export interface RenderInput {
  /** The request's path and query, e.g. `/products?filter=g_3`. */
  url: string;
  /** The CMS's JSON answer for a CMS path with query as the web app builds it (`cmsRequestPath`). */
  cmsFetch: (path: string) => Promise<unknown>;
  /** The same object as /app-config.json. */
  appConfig: unknown;
  /** The `fk_consent` cookie: the visitor's cookie choice, or null before they made one. */
  consent: string | null;
  /**
   * A GET of the shop's own API in the server's process with the request's cookies (issue
   * #44): the dashboard's queries (the staff session, its lists) are answered by it. Without
   * it those pages render as the browser's first screen does (the session being checked).
   */
  apiFetch?: (path: string, headers?: Record<string, string>) => Promise<Response>;
  /**
   * The `swell-session` cookie (the store session swell-js keeps), or null. With `apiFetch`
   * the customer's pages are rendered from it (issue #44): signed in or out, the cart, the
   * account's addresses and orders (app/renderSession.ts).
   */
  storeSession?: string | null;
}

export interface RenderResult {
  html: string;
  head: string;
  state: string;
  status: number;
  /** Where to send the browser instead (a staff page without a staff session: the login). */
  redirect?: string;
}

export interface RenderOptions {
  /** The client build's manifest (dist/.vite/manifest.json): the page's CSS files. */
  manifestUrl?: URL;
}

/** The configurator's page and its first texts (loaded by its route on a wide screen). */
const CONFIGURATOR_PAGE = [
  'src/features/configurator/components/ConfiguratorPage.tsx',
  'src/features/configurator/locales/de.json',
  'src/features/configurator/wunderlink/locales/de.json',
  'src/features/configurator/drafts/locales/de.json',
];
/** Everything the configurator's first step runs, from its routes on (issue #27: entry < 1 s). */
const CONFIGURATOR_CODE = [
  'src/features/mobile-notice/routes/desktopOnly.route.tsx',
  'src/features/configurator/routes/configurator.route.tsx',
  ...CONFIGURATOR_PAGE,
];

/**
 * What some pages add to their route modules: the landing page and the product list name where
 * their main links lead (`next`: fetched ahead, idle and on a wide screen, `prefetch`); the
 * configurator's entry, whose first screen is the mobile notice on a phone and the page loader
 * on a wide screen (features/mobile-notice/DesktopOnly.tsx), what its route loads on a wide
 * screen (`wide`). These three paint their content first and load the app afterwards
 * (main.tsx), so their images keep the bandwidth: no modulepreload in their head. The landing
 * page and the product list name their scripts for after the paint like every other page
 * (`PAGE_SCRIPTS_ID`): the route's chunks then arrive with the app, and the import that
 * needs them finds them hinted (it hinted ten in one task, 7–11 ms at full speed, issue #44).
 */
const PAGE_EXTRAS: {
  path: RegExp;
  /** Loaded by the route itself on a wide screen only. */
  wide?: string[];
  /** Where the page's main links lead: fetched ahead, idle and on a wide screen (`prefetch`). */
  next?: string[];
}[] = [
  { path: /^\/$/, next: CONFIGURATOR_CODE },
  { path: /^\/products$/, next: CONFIGURATOR_CODE },
  // What the route loads on a wide screen once it runs (configurator.route.tsx): the page
  // and its first texts (issue #27: without the hints they started ~0.5 s after the HTML).
  { path: /^\/configurator(\/[^/]+)?$/, wide: CONFIGURATOR_PAGE },
];

/**
 * Paths the server leaves to the browser (the shell is served): an editor's preview of drafts
 * (the browser renders it afresh anyway), the sign-out (an action, nothing to show), the
 * developers' machine viewer, and the staff's invitation and password links — their token is
 * in the fragment (`#…`), which never reaches the server, so a render there could only show
 * „invalid link“ and the browser would hydrate a different page. Every other route of the
 * spec is rendered (issue #44).
 */
const CLIENT_ONLY =
  /^\/(vorschau|signout|dev\/machines|dashboard\/invitation|dashboard\/passwort)(\/|$)/;

/** Renders until no new CMS query turns up (a section may ask only once another has data). */
const MAX_PASSES = 4;

/**
 * The scripts of where the page at `pathname` mainly leads (its `next`) that its own app and
 * route do not already load: fetched ahead when idle (lib/prefetchNext.ts).
 */
export function prefetchedScripts(manifest: Manifest, pathname: string): string[] {
  const served = PAGE_EXTRAS.find((page) => page.path.test(pathname));
  if (!served?.next) return [];
  const own = scriptsOf(manifest, [
    ...(manifest[ENTRY]?.dynamicImports ?? []),
    ...routeModules(pathname).map((file) => manifestKey(manifest, file)),
  ]);
  return scriptsOf(manifest, served.next).filter((file) => !own.includes(file));
}

/** The request whose render is running: `appFetch` answers through its `apiFetch`. */
const requestFetch = new AsyncLocalStorage<(path: string) => Promise<Response>>();
setAppFetchResolver(() => {
  const current = requestFetch.getStore();
  return async (input, init) => {
    // Only reading, and only the shop's own paths: a render never changes anything.
    if (!current || (init?.method ?? 'GET') !== 'GET' || !input.startsWith('/'))
      throw new Error(`no ${init?.method ?? 'GET'} ${input} during a server render`);
    return current(input);
  };
});

/** The dashboard's queries are answered by the request's `apiFetch` (see RenderInput). */
const isDashboardQuery = (query: Query) => query.queryKey[0] === DASHBOARD_QUERY_ROOT;

let manifest: Manifest | null = null;
let ready: Promise<I18n> | null = null;

/** Every text loaded once per process; each render uses its own clone (its own namespaces). */
function prepareI18n(): Promise<I18n> {
  ready ??= loadAllResources().then((resources) => initI18n(DEFAULT_LANGUAGE, { resources }));
  return ready;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The namespaces the render asked for (react-i18next reports them on the instance). */
function usedNamespaces(instance: I18n): string[] {
  const report = (instance as { reportNamespaces?: { getUsedNamespaces(): string[] } })
    .reportNamespaces;
  return report?.getUsedNamespaces() ?? [];
}

/**
 * The texts of the namespaces the render used, by language (the page's and the fallback's,
 * which i18next loads too): the browser starts from them (issue #44).
 */
function textsOf(instance: I18n, namespaces: readonly string[]): ServerState['texts'] {
  const texts: NonNullable<ServerState['texts']> = {};
  for (const language of new Set([instance.language, DEFAULT_LANGUAGE])) {
    const bundles: Record<string, Record<string, unknown>> = {};
    for (const ns of new Set([...START_NAMESPACES, ...namespaces])) {
      const bundle = instance.getResourceBundle(language, ns) as
        Record<string, unknown> | undefined;
      if (bundle) bundles[ns] = bundle;
    }
    texts[language] = bundles;
  }
  return texts;
}

/**
 * A query its component does not run yet (`enabled: false`, e.g. the owner's shipping rates
 * for an office account): the browser would not fetch it, so neither does the render — it
 * would fail the page or fill the cache with what the browser never asked for.
 */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** What TanStack Query hands a query function; the server's renders need no cancelling. */
function contextOf(query: Query) {
  return {
    queryKey: query.queryKey,
    signal: new AbortController().signal,
    meta: query.meta,
    client: undefined as never,
  };
}

function cmsPathOf(query: Query): string | null {
  const path = query.meta?.cmsPath;
  return typeof path === 'string' ? path : null;
}

export async function renderOnServer(
  input: RenderInput,
  options: RenderOptions = {},
): Promise<RenderResult | null> {
  const location = new URL(input.url, 'http://federkiel.invalid');
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  if (CLIENT_ONLY.test(pathname)) return null;
  const served = PAGE_EXTRAS.find((page) => page.path.test(pathname));
  const modules = routeModules(pathname);

  await prepareI18n();
  // The same for every request (media URLs read the CMS's base from it while rendering).
  setAppConfig(input.appConfig as AppConfig);

  // The customer's login and store (not on staff pages: they have a session of their own).
  const { apiFetch } = input;
  const session =
    apiFetch && !pathname.startsWith('/dashboard')
      ? await findSession(
          apiFetch,
          (input.appConfig as AppConfig).publicKey,
          input.storeSession ?? null,
        )
      : null;
  const sessionGoesTo = session && sessionRedirect(location, modules, session.known);
  if (sessionGoesTo) return { html: '', head: '', state: '', status: 302, redirect: sessionGoesTo };

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) return null; // a redirect: the browser follows it itself
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  const consent = isCookieSetting(input.consent) ? input.consent : null;
  const requestI18n = i18n.cloneInstance({ lng: DEFAULT_LANGUAGE });
  let title: string | null = null;
  const head: ServerHead = {
    setTitle: (text) => {
      title = text;
    },
  };
  const page = (): ReactElement => (
    <ServerHeadContext.Provider value={head}>
      <I18nextProvider i18n={requestI18n}>
        <StrictMode>
          <AppProviders
            queryClient={queryClient}
            consent={{ stored: consent, promptInServerHtml: consent === null }}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>
      </I18nextProvider>
    </ServerHeadContext.Provider>
  );

  // Each pass is synchronous: the login it renders with is set for it alone.
  const renderPass = () => {
    setKnownSession(session?.known ?? null);
    try {
      return renderToString(page());
    } finally {
      setKnownSession(null);
    }
  };

  // Render, fetch the queries the render asked for (the CMS's from the server's cache via
  // `cmsFetch`, the dashboard's through `apiFetch`, the store's from the store session),
  // render again with their data; the HTML of the last pass is the page. A staff page needs
  // the session first, then its data.
  let html = '';
  const fetched = new Set<string>();
  const storeQueries = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    html = renderPass();
    const wanted = queryClient
      .getQueryCache()
      .findAll()
      .filter(
        (query) =>
          query.state.status === 'pending' && isEnabled(query) && !fetched.has(query.queryHash),
      )
      .flatMap((query) => {
        const path = cmsPathOf(query);
        if (path !== null) return [{ query, run: () => input.cmsFetch(path) }];
        const own = query.options.queryFn;
        if (typeof own !== 'function') return [];
        if (session && isStoreQuery(query)) {
          storeQueries.add(query.queryHash);
          return [{ query, run: () => withStore(session.store, () => own(contextOf(query))) }];
        }
        if (!apiFetch || !isDashboardQuery(query)) return [];
        return [{ query, run: () => requestFetch.run(apiFetch, () => own(contextOf(query))) }];
      });
    if (wanted.length === 0) break;
    const results = await Promise.allSettled(
      wanted.map(({ query, run }) => {
        fetched.add(query.queryHash);
        return queryClient.fetchQuery({ queryKey: query.queryKey, queryFn: run, retry: false });
      }),
    );
    // A store query that failed is left to the browser: rendered as still loading.
    const failures = results.flatMap((result, index) => {
      const query = wanted[index]?.query;
      if (result.status !== 'rejected' || !query) return [];
      if (!storeQueries.has(query.queryHash)) return [result.reason as unknown];
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      return [];
    });
    // No staff session: the login, as the dashboard's layout would send the browser there.
    if (failures.some((error) => isAdminApiError(error) && error.status === 401)) {
      return { html: '', head: '', state: '', status: 302, redirect: loginPath(input.url) };
    }
    // Without the content the page would render its error state, which the browser could
    // not reproduce from the cache: the shell is better (it asks the CMS itself).
    if (failures.length > 0) return null;
    if (pass === MAX_PASSES - 1) html = renderPass();
  }

  manifest ??= readManifest(options.manifestUrl);
  // The layout's and the page's CSS: the app itself loads after the paint (main.tsx).
  const appModules = manifest[ENTRY]?.dynamicImports ?? [];
  const built = manifest;
  const moduleKeys = modules.map((file) => manifestKey(built, file));
  const stylesheets = cssOf(manifest, [...appModules, ...moduleKeys]).map(
    (file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`,
  );
  // The configurator's server page is a loader with nothing to paint: on a wide screen its
  // app and modules are fetched with the HTML instead of after each other. Not on a phone
  // (the mobile notice needs none of it, and the hints held its first paint back to 2 s in
  // Lighthouse's mobile run). Every page paints first (issue #44): fetched with the HTML, its
  // app and route chunks held its first paint back (LCP 2.4–3.6 s on a phone), so the page
  // names them in a data block and the entry hints them after the paint (lib/pageScripts.ts).
  const pageScripts = scriptsOf(manifest, [...appModules, ...moduleKeys]);
  const preload = (file: string, media?: string) =>
    `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}"${media ? ` media="${media}"` : ''}>`;
  const preloads = served?.wide
    ? [...new Set([...pageScripts, ...scriptsOf(manifest, served.wide)])].map((file) =>
        preload(file, WIDE_SCREEN_QUERY),
      )
    : pageScripts.length === 0
      ? []
      : [
          `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptSafeJson(pageScripts)}</script>`,
        ];
  const namespaces = usedNamespaces(requestI18n);
  const state: ServerState = {
    version: 1,
    language: requestI18n.language,
    namespaces,
    texts: textsOf(requestI18n, namespaces),
    appConfig: input.appConfig as AppConfig,
    queries: dehydrate(queryClient),
    consent,
    // What this page's own scripts do not already hold (lib/prefetchNext.ts).
    prefetch: prefetchedScripts(manifest, pathname),
    routes: modules,
    ...(session ? { session: session.known } : {}),
  };
  queryClient.clear();

  return {
    html,
    head: [
      title === null ? '' : `<title>${escapeHtml(title)}</title>`,
      ...stylesheets,
      ...preloads,
    ].join(''),
    state: serverStateScript(state),
    status: context.statusCode,
  };
}
