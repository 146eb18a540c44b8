import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readServerState, SERVER_STATE_ID } from '../lib/serverState.ts';
import { routeModules, routesOfModules } from './routeModules.ts';
import { routes } from './router.tsx';

// Issue #44: a server-rendered page names the lazy routes it matched (`ServerState.routes`), so
// the browser loads them before hydrating without ranking every route itself (start.tsx).

const PATHS = [
  '/',
  '/products',
  '/configurator',
  '/cart',
  '/checkout',
  '/signin',
  '/contact',
  '/profile/orders',
  '/profile/orders/ord_1',
  '/dashboard/login',
  '/dashboard/orders',
  '/dashboard/orders/ord_1',
  '/impressum',
  '/gibt-es-nicht',
];

describe('routesOfModules', () => {
  it('finds the lazy routes the path matches, outermost first, from their module files', () => {
    for (const path of PATHS) {
      const matched = (matchRoutes(routes, path) ?? [])
        .map(({ route }) => route)
        .filter((route) => typeof route.lazy === 'function');
      expect(routesOfModules(routeModules(path)), path).toEqual(matched);
    }
    expect(routesOfModules(routeModules('/products')).length).toBeGreaterThan(0);
  });

  it('reads the server’s list only when it is a list of module files', () => {
    const state = (routes: unknown) => {
      document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(
        {
          version: 1,
          language: 'de',
          namespaces: [],
          appConfig: {},
          queries: { queries: [], mutations: [] },
          consent: null,
          routes,
        },
      )}</script>`;
      return readServerState();
    };
    expect(state(['src/features/products/routes/products.route.tsx'])?.routes).toEqual([
      'src/features/products/routes/products.route.tsx',
    ]);
    expect(state('src/x.tsx')?.routes).toBeUndefined();
    expect(state([1, 2])?.routes).toBeUndefined();
  });
});
