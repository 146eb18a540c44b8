import { matchRoutes, type RouteObject } from 'react-router';
import { moduleFileOf } from './lazyRoute.ts';
import { routes } from './router.tsx';

// Which lazy route modules a page needs (issue #44): the server names them for its
// modulepreload hints, stylesheets and state, and the browser loads them before hydrating.

/**
 * The module files of the lazy routes that `pathname` matches, outermost first (the server's
 * modulepreload hints and stylesheets: the route's code starts with the page).
 */
export function routeModules(pathname: string): string[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap(({ route }) => {
    const file = moduleFileOf(route);
    return file ? [file] : [];
  });
}

/**
 * The routes whose lazy module is one of `files` (`routeModules`' names), outermost first:
 * what a server-rendered page matched, found without ranking every route again.
 */
export function routesOfModules(
  files: readonly string[],
  list: RouteObject[] = routes,
): RouteObject[] {
  return list.flatMap((route) => {
    const file = moduleFileOf(route);
    const own = file && files.includes(file) ? [route] : [];
    return [...own, ...(route.children ? routesOfModules(files, route.children) : [])];
  });
}
