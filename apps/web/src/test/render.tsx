import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../app/queryClient.ts';

export interface RenderWithRouterOptions {
  /** Where the memory router starts. */
  path?: string;
  /** Extra routes next to the one rendering `ui` (which matches every path). */
  routes?: RouteObject[];
}

/** Renders `ui` inside a memory data router and a query client. */
export function renderWithRouter(
  ui: ReactElement,
  { path = '/', routes = [] }: RenderWithRouterOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
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
