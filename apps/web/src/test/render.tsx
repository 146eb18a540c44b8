import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../app/queryClient.ts';

export interface RenderWithRouterOptions {
  /** Where the memory router starts. */
  path?: string;
  /** Extra routes next to the one rendering `ui` (which matches every path). */
  routes?: RouteObject[];
  /** A query client prepared by the test (answers already cached, as after another page). */
  queryClient?: QueryClient;
  /** Collects every address the router lands on (path and query), from the first. */
  visited?: string[];
}

/** Renders `ui` inside a memory data router and a query client. */
export function renderWithRouter(
  ui: ReactElement,
  {
    path = '/',
    routes = [],
    queryClient = createQueryClient(),
    visited,
  }: RenderWithRouterOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], {
    initialEntries: [path],
  });
  if (visited)
    router.subscribe(({ location }) => visited.push(location.pathname + location.search));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** A controllable `window.matchMedia` for tests of responsive behaviour. */
export function mockMatchMedia(matches: (query: string) => boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  let decide = matches;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return decide(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    change(next: (query: string) => boolean) {
      decide = next;
      for (const listener of listeners) listener();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
