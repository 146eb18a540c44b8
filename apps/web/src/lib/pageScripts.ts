// Issue #44: a server-rendered page is painted from its HTML before any of its code runs
// (main.tsx). Its app and route chunks used to be `<link rel="modulepreload">` hints in the
// head, fetched with the HTML: on a phone's connection they took the bandwidth the page's
// first paint needed (Lighthouse mobile: LCP 2.4–3.6 s on every such page, 1.1 s where the
// hints were left out). The server now names them in a data block (`<script type="application/json">`,
// app/renderOnServer.tsx) instead, and the
// entry adds the hints once the page has painted — all at once, so the code still arrives
// together instead of chunk after chunk as the imports find each other.

export const PAGE_SCRIPTS_ID = 'fk-page-scripts';

/** The scripts the server named for this page; none when the block is missing or unreadable. */
export function readPageScripts(doc: Document = document): string[] {
  const text = doc.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds a `modulepreload` hint per named script not hinted yet; returns how many it added. */
export function preloadPageScripts(doc: Document = document): number {
  let added = 0;
  for (const file of readPageScripts(doc)) {
    const href = `/${file}`;
    if (doc.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // Module scripts are fetched in CORS mode: the import then finds this request.
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
    added += 1;
  }
  return added;
}
