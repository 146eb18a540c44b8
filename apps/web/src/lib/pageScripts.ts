import { yieldToMain } from './yieldToMain.ts';

// Issue #44: a server-rendered page is painted from its HTML before any of its code runs
// (main.tsx). Its app and route chunks used to be `<link rel="modulepreload">` hints in the
// head, fetched with the HTML: on a phone's connection they took the bandwidth the page's
// first paint needed (Lighthouse mobile: LCP 2.4–3.6 s on every such page, 1.1 s where the
// hints were left out). The server now names them in a data block
// (`<script type="application/json">`, app/renderOnServer.tsx), and the entry adds the hints
// once the page has painted, so the code still arrives together instead of chunk after chunk
// as the imports find each other. Starting a fetch costs the main thread ~5 ms per hint on a
// phone (30 hints measured 150–400 ms at 4× CPU in one task), so the hints go in a few per
// task and the page stays responsive in between.

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

/** Hints added per task: a few fetches' start stays well under a long task (50 ms). */
export const HINTS_PER_TASK = 4;

/**
 * Adds a `modulepreload` hint per named script not hinted yet, `HINTS_PER_TASK` per task;
 * resolves with how many it added once all are in.
 */
export async function preloadPageScripts(doc: Document = document): Promise<number> {
  let added = 0;
  let inThisTask = 0;
  for (const file of readPageScripts(doc)) {
    if (inThisTask === HINTS_PER_TASK) {
      await yieldToMain();
      inThisTask = 0;
    }
    const href = `/${file}`;
    if (doc.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // Module scripts are fetched in CORS mode: the import then finds this request.
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
    added += 1;
    inThisTask += 1;
  }
  return added;
}
