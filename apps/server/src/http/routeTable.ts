import type { FastifyInstance } from 'fastify';

// Every route the server registers, as it is registered (an onRoute hook on the root
// instance sees the routes of every plugin). The bad-input suite feeds hostile bodies to
// each route that takes one, so a route added later is covered without being listed.

export interface RouteEntry {
  method: string;
  /** The full path with its prefix, parameters as `:name`. */
  url: string;
  /** The most bytes the route reads as a body (its own bodyLimit or the server's). */
  bodyLimit: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered so far (http/routeTable.ts). */
    routeTable: readonly RouteEntry[];
  }
}

/** Call before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const bodyLimit = route.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      routes.push({ method, url: route.url, bodyLimit });
    }
  });
}
