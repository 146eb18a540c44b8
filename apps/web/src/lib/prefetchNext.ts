import { WIDE_SCREEN_QUERY } from './screenWidths.ts';
import { whenIdle } from './whenIdle.ts';

// Issue #27: from /products or the landing page most visitors go on to the configurator,
// whose code then arrived only after the click (~40 chunks, then its texts). The server
// names those scripts in the page's state (app/renderOnServer.tsx); once the page is
// hydrated and the browser idle they are fetched into the HTTP cache with
// `<link rel="prefetch">` — downloaded at the lowest priority, neither parsed nor run, so
// the page's own work is not slowed (total blocking time, issue #32). Only on a wide screen:
// a phone is shown the mobile notice instead and never runs that code.

/** Adds a prefetch hint per script once the browser is idle; returns a cancel. */
export function prefetchNext(files: readonly string[], doc: Document = document): () => void {
  const win = doc.defaultView;
  if (files.length === 0 || !win?.matchMedia?.(WIDE_SCREEN_QUERY).matches) return () => {};
  return whenIdle(() => {
    for (const file of files) {
      const href = `/${file}`;
      if (doc.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      // Module scripts are fetched in CORS mode: the same mode finds the cached copy.
      link.crossOrigin = 'anonymous';
      link.href = href;
      doc.head.append(link);
    }
  });
}
