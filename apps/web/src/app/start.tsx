// First: before any module below builds a zod schema (see there).
import '../lib/zodJitless.ts';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { activePreview } from '../lib/cms/cmsPreview.ts';
import { setAppConfig } from '../lib/config/appConfig.ts';
import { initI18n, isLanguage, storedLanguage } from '../lib/i18n/i18n.ts';
import { endEarlyCookieChoice } from '../features/cookie-consent/earlyChoice.ts';
import { prefetchNext } from '../lib/prefetchNext.ts';
import { readServerState, type ServerState } from '../lib/serverState.ts';
import { setKnownSession } from '../lib/store/sessionSeed.ts';
import { yieldToMain } from '../lib/yieldToMain.ts';
import { App } from './App.tsx';
import { bootstrap } from './bootstrap.tsx';
import { createQueryClient } from './queryClient.ts';
import { routesOfModules } from './routeModules.ts';
import { createAppRouter, routes } from './router.tsx';

// The app's start in the browser (loaded by main.tsx right after the first paint, issue #13).
// A server-rendered page (its state element present, lib/serverState.ts) is hydrated: the
// same routes, texts and query cache as on the server, so the first render matches its
// HTML. The page is rendered afresh instead when it cannot match: another language
// remembered, or an editor's preview of drafts (the server renders the published content).
// Without server HTML the app starts as it always did (bootstrap.tsx).

/**
 * Loads the lazy route modules the location matches, as the server had them: the routes the
 * server names (`ServerState.routes`), or — from a server that did not — the ones matching
 * `location` (react-router ranks every route for that: ~30 ms on a phone).
 */
export async function resolveLazyRoutes(
  routeList: RouteObject[],
  location: { pathname: string; search?: string },
  serverRoutes?: readonly string[],
): Promise<void> {
  const matched = serverRoutes
    ? routesOfModules(serverRoutes, routeList)
    : (matchRoutes(routeList, location) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

function canHydrate(state: ServerState): boolean {
  return state.language === storedLanguage() && activePreview() === null;
}

/** Starts the app in `container`; resolves with its React root once the first render is under way. */
export async function start(container: HTMLElement): Promise<Root> {
  // Not in the task that evaluated the app's modules (see the steps below).
  await yieldToMain();
  const state = readServerState();
  if (!state) {
    await initI18n();
    const root = createRoot(container);
    await bootstrap(root);
    return root;
  }
  const hydrating = canHydrate(state);
  setAppConfig(state.appConfig);
  // The login the page was rendered with: the session machine starts from it (issue #44).
  if (hydrating && state.session) setKnownSession(state.session);
  const language = hydrating && isLanguage(state.language) ? state.language : storedLanguage();
  // Requesting the route modules (the server names them) and setting up i18next: in tasks of
  // their own, the route modules' download started first.
  const lazyRoutes = resolveLazyRoutes(
    routes,
    window.location,
    hydrating ? state.routes : undefined,
  );
  lazyRoutes.catch(() => {}); // awaited below, which reports it
  await yieldToMain();
  // The texts the page was rendered with come with it: no chunk to load per namespace.
  const texts = hydrating ? state.texts : undefined;
  await Promise.all([
    initI18n(language, { namespaces: state.namespaces, ...(texts ? { resources: texts } : {}) }),
    lazyRoutes,
  ]);
  // Each step in a task of its own: together they would block a slow phone for longer
  // than a tap may wait (total blocking time, issue #13).
  await yieldToMain();
  const queryClient = createQueryClient();
  // Drafts must not be answered from the published copy.
  if (activePreview() === null) hydrate(queryClient, state.queries);
  const router = createAppRouter({ serverRendered: true });
  await yieldToMain();
  // From here the app's own cookie prompt answers (a choice made before: earlyChoice.ts).
  endEarlyCookieChoice();
  const app = (
    <StrictMode>
      <App
        router={router}
        queryClient={queryClient}
        consent={hydrating ? { promptInServerHtml: state.consent === null } : undefined}
      />
    </StrictMode>
  );
  if (hydrating) {
    // In a transition React hydrates in slices and lets the browser in between (clicks,
    // paints): no single long task on a slow phone (total blocking time, issue #13).
    let root!: Root;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    prefetchNext(state.prefetch ?? []);
    return root;
  }
  // Replaces the server's HTML when React commits, without an empty moment in between.
  const root = createRoot(container);
  root.render(app);
  return root;
}
