import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

// The web app's server-rendering entry (issue #13): Vite's SSR build writes it to
// `<WEB_DIST>/server/entry-server.js` (apps/web). It is imported once and kept; a new build
// (another modification time) is imported afresh, so `npm run build` while the server runs
// works as it does for index.html. Without the file every page is the plain shell.

export const RENDER_ENTRY = 'server/entry-server.js';

export interface RenderInput {
  /** The request's path and query, e.g. `/products?group=danke`. */
  url: string;
  /** The CMS's JSON answer for a CMS path with query (`/api/text-contents?…`), cached. */
  cmsFetch: (path: string) => Promise<unknown>;
  /** The same object as /app-config.json. */
  appConfig: unknown;
  /** The `fk_consent` cookie (the visitor's cookie choice), or null: the page then has the prompt. */
  consent: string | null;
  /** A GET of the server's own API in-process with the request's cookies (the dashboard's data). */
  apiFetch?: (path: string, headers?: Record<string, string>) => Promise<Response>;
  /** The `swell-session` cookie: the customer's pages are rendered from the store session. */
  storeSession?: string | null;
}

/** `zod` because the module is built separately: a mismatch must not reach the page. */
const renderResult = z
  .object({
    html: z.string(),
    head: z.string(),
    // A ready `<script>` element (a JSON data block: the CSP allows no inline script).
    state: z.string(),
    status: z.number().int().min(200).max(599),
    /** A page the visitor may not see (a staff page without a staff session): where instead. */
    redirect: z
      .string()
      .regex(/^\/(?!\/)/, 'a path of this site')
      .optional(),
  })
  .nullable();

export type RenderResult = NonNullable<z.infer<typeof renderResult>>;
/** null: this route is not server-rendered (the shell is served). */
export type Render = (input: RenderInput) => Promise<RenderResult | null>;

export interface RenderModuleLog {
  warn: (obj: object, message: string) => void;
}

export class RenderModule {
  private version: string | null = null;
  private loaded: Promise<Render | null> = Promise.resolve(null);
  private readonly file: string;
  private readonly log: RenderModuleLog;

  constructor(file: string, log: RenderModuleLog) {
    this.file = file;
    this.log = log;
  }

  /** The module's `render`, or null when there is no (usable) SSR build. */
  current(): Promise<Render | null> {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      this.version = null;
      return Promise.resolve(null);
    }
    const version = `${stat.mtimeMs}-${stat.size}`;
    if (version !== this.version) {
      this.version = version;
      this.loaded = this.load(version);
    }
    return this.loaded;
  }

  private async load(version: string): Promise<Render | null> {
    // The query makes a rebuilt file a new module for Node's module cache.
    const url = `${pathToFileURL(this.file).href}?v=${encodeURIComponent(version)}`;
    try {
      const module = (await import(url)) as { render?: unknown };
      if (typeof module.render !== 'function') {
        this.log.warn({ file: this.file }, 'the SSR entry exports no render(); serving the shell');
        return null;
      }
      const render = module.render as (input: RenderInput) => Promise<unknown>;
      return async (input) => renderResult.parse(await render(input));
    } catch (error) {
      this.log.warn(
        { err: error, file: this.file },
        'the SSR entry failed to load; serving the shell',
      );
      return null;
    }
  }
}
