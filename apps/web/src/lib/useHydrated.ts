import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * false on the server and while React hydrates the server's HTML, true otherwise (issue #13).
 * Parts that depend on the browser (localStorage, window size, the cookie choice) render
 * only when it is true, so the first client render matches the server's and React does not
 * warn; a plain client render (no server HTML) shows them at once.
 *
 * It changes right after the hydration, so each user renders again — synchronously, in the
 * task that finishes the hydration (React never time-slices a store update). Where the
 * server's value usually is the browser's too, `useServerValueUntilHydrated` avoids that.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}

/**
 * `server` on the server and while React hydrates its HTML, `client` otherwise. Unlike a
 * choice on `useHydrated()`, the hydration's end renders the component again only when the
 * two differ (React compares the values), not every time (issue #44).
 */
export function useServerValueUntilHydrated<T>(server: T, client: T): T {
  return useSyncExternalStore(
    subscribe,
    () => client,
    () => server,
  );
}

/**
 * Whether this component was first rendered from the server's HTML (on the server, or
 * hydrated); false when it mounted in the browser. It never changes, so the hydration's end
 * renders nothing again (`!useHydrated()` in a `useState` did, issue #44). React asks the
 * server's value only while rendering on the server or hydrating: the component remembers
 * having been asked, and answers that from then on.
 */
export function useMountedFromServerHtml(): boolean {
  const [mount] = useState(() => ({ fromServer: false }));
  return useSyncExternalStore(
    subscribe,
    () => mount.fromServer,
    () => {
      mount.fromServer = true;
      return true;
    },
  );
}
