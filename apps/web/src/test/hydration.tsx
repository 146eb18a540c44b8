import { act, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';

// Test-only: what the hydration tests share — a component's HTML as the server sends it, put
// on the page, then hydrated by React (or rendered afresh) under `act`. The root is unmounted
// and the page emptied after each test.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** `element`'s server HTML in a container on the page. */
export function serverHtml(element: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** Hydrates the server's HTML in `container` with `element`. */
export function hydrate(container: Element, element: ReactElement): void {
  act(() => {
    root = hydrateRoot(container, element);
  });
}

/** Renders `element` afresh in a new container on the page (no server HTML). */
export function clientRender(element: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
  return container;
}
