import type { RenderInput, RenderResult } from './app/renderOnServer.tsx';

// The server-rendering entry (issue #13). `vite build --ssr` writes it to
// dist/server/entry-server.js; the shop's server (apps/server/src/web) imports it — with a
// `?v=<build>` query, so that a new build is a new module — and puts `render()`'s result
// into index.html at the `<!--ssr-…-->` markers.
//
// Only this wrapper is that module. The renderer is a chunk of its own, imported without a
// query: the lazy route chunks import the shared code (i18n, the app config, the router)
// from the renderer's chunks, and had that code sat in this entry, they would import it as
// `entry-server.js` without the query — a second copy of every module, whose state (the app
// config, the texts) the render never set up.

export type { RenderInput, RenderResult };

/** The client build's manifest, beside this bundle's folder (dist/.vite/manifest.json). */
const MANIFEST_URL = new URL('../.vite/manifest.json', import.meta.url);

/** The page for `input.url`, or null for a route that is not server-rendered. */
export async function render(input: RenderInput): Promise<RenderResult | null> {
  const { renderOnServer } = await import('./app/renderOnServer.tsx');
  return renderOnServer(input, { manifestUrl: MANIFEST_URL });
}
