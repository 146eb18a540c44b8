import type { RouteObject } from 'react-router';
import { lazyWithReload } from '../lib/chunkReload.ts';

// Every screen is a lazy route module (`Component`, optionally `ErrorBoundary`, `loader`…).
// `lazyWithReload` reloads the page once when a chunk of an older deploy is gone.

/** The module file of each lazy route, as the build's manifest names it (routeModules.ts). */
const moduleFiles = new WeakMap<() => Promise<unknown>, string>();

/** A lazy route module; `file` lets the server name its chunk for a modulepreload (issue #44). */
export function lazyRoute<T>(file: string, load: () => Promise<T>): () => Promise<T> {
  const lazy = lazyWithReload(load);
  moduleFiles.set(lazy, file);
  return lazy;
}

/** The module file of a route's lazy module, if it is one `lazyRoute` made. */
export function moduleFileOf(route: RouteObject): string | undefined {
  return typeof route.lazy === 'function' ? moduleFiles.get(route.lazy) : undefined;
}
