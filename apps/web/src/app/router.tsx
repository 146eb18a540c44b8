import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ComingSoonHandle } from '../features/coming-soon/screens.ts';
import type { CookiePromptHandle } from '../features/cookie-consent/CookiePrompt.tsx';
import { lazyWithReload } from '../lib/chunkReload.ts';
import { RootHydrateFallback, RootLayout } from './layout/RootLayout.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary.tsx';

// Every screen is a lazy route module (`Component`, optionally `ErrorBoundary`, `loader`…).
// `lazyWithReload` reloads the page once when a chunk of an older deploy is gone.
const landing = lazyWithReload(() => import('../features/landing/routes/landing.route.tsx'));
const products = lazyWithReload(() => import('../features/products/routes/products.route.tsx'));
const comingSoon = lazyWithReload(
  () => import('../features/coming-soon/routes/comingSoon.route.tsx'),
);
const desktopOnly = lazyWithReload(
  () => import('../features/mobile-notice/routes/desktopOnly.route.tsx'),
);
const impressum = lazyWithReload(() => import('../features/legal/routes/impressum.route.tsx'));
const datenschutz = lazyWithReload(() => import('../features/legal/routes/datenschutz.route.tsx'));
const notFound = lazyWithReload(() => import('../features/not-found/routes/notFound.route.tsx'));

/** A screen of spec §2 that is not built yet: the "Kommt bald" page naming it. */
function soon(path: string, screen: ComingSoonHandle['screen']): RouteObject {
  const handle: ComingSoonHandle = { screen };
  return { path, handle, lazy: comingSoon };
}

const legalHandle: CookiePromptHandle = { cookiePrompt: 'inline' };

/** The routes of spec §2 (plus the configurator, Impressum and Datenschutz). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        // Pathless: errors of any screen render inside the layout.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, lazy: landing },
          { path: 'products', lazy: products },
          soon('contact', 'contact'),
          soon('signin', 'signin'),
          soon('signup', 'signup'),
          soon('signout', 'signout'),
          soon('profile', 'profile'),
          soon('profile/:section', 'profile'),
          soon('profile/:section/:id', 'profile'),
          soon('forgot/:key', 'passwordReset'),
          soon('order/complete', 'orderComplete'),
          soon('order/wunderlink-complete', 'wunderlinkComplete'),
          soon('order/:id', 'orderDetail'),
          soon('dashboard', 'dashboard'),
          soon('dashboard/login', 'dashboardLogin'),
          soon('dashboard/orders', 'dashboardOrders'),
          soon('dashboard/orders/:id', 'dashboardOrderDetail'),
          soon('wunderlink/:link', 'wunderlink'),
          {
            // Desktop-only screens (spec §1 mobile notice): the configurator, later checkout.
            lazy: desktopOnly,
            children: [
              soon('configurator', 'configurator'),
              soon('configurator/:step', 'configurator'),
            ],
          },
          { path: 'impressum', handle: legalHandle, lazy: impressum },
          { path: 'datenschutz', handle: legalHandle, lazy: datenschutz },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
