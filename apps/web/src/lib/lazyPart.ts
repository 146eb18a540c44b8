import { lazy, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './whenIdle.ts';

// Parts of a page that its first screen does not show (a later step, a dialog, a payment
// method's fields) load apart from the route's chunk (issue #44): the route hydrates with
// less code, and the part arrives when the browser is idle or the visitor asks for it — in
// time for the click that shows it, never in the task that hydrates the page.

export interface LazyPart<P extends object> {
  /** Renders the part (inside a `<Suspense>`); loads it first if it is not there yet. */
  Component: ComponentType<P>;
  /** Starts loading the part (once); call it on intent (hover, focus) or when idle. */
  preload: () => Promise<unknown>;
}

/** A component from `load` (a dynamic import), with a `preload` for intent and idle time. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    // A failed load is tried again on the next render or intent, not remembered.
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { Component: lazy(preload), preload };
}

/**
 * Loads `parts` once the browser is idle after the page has rendered — one part per idle
 * period: each load adds its chunk's preload links to the page, and all of them in one
 * callback made a task of 80 ms at 4× CPU (issue #44).
 */
export function usePreloadWhenIdle(...parts: { preload: () => Promise<unknown> }[]): void {
  useEffect(
    () => {
      let cancel = () => {};
      const next = (index: number) => {
        const part = parts[index];
        if (!part) return;
        cancel = whenIdle(() => {
          void part.preload().catch(() => undefined);
          next(index + 1);
        });
      };
      next(0);
      return () => cancel();
    },
    // The parts are module constants: once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

/**
 * Whether `part` has loaded: it starts loading once the browser is idle after the page has
 * rendered. For a part that must be in the page before it is needed (a live region) but
 * would otherwise load in the very render that mounts it — `<part.Component>` loads at once.
 */
export function useLoadedWhenIdle(part: { preload: () => Promise<unknown> }): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      part.preload().then(
        () => {
          if (live) setLoaded(true);
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [part]);
  return loaded;
}
