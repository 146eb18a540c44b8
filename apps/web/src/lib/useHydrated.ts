import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * false on the server and while React hydrates the server's HTML, true otherwise (issue #13).
 * Parts that depend on the browser (localStorage, window size, the cookie choice) render
 * only when it is true, so the first client render matches the server's and React does not
 * warn; a plain client render (no server HTML) shows them at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
