import { getAppConfig } from '../config/appConfig.ts';
import { activePreview, hasDrafts, PREVIEW_HEADER, type CmsPreview } from './cmsPreview.ts';

/** A query value in Strapi's nested bracket form (what `qs.stringify` would take). */
export type QueryValue = string | number | boolean | null | undefined | QueryObject | QueryValue[];
export interface QueryObject {
  [key: string]: QueryValue;
}

/** Spec §9: request time-out 20000 ms. */
export const CMS_TIMEOUT_MS = 20_000;

export type CmsErrorKind = 'network' | 'timeout' | 'http' | 'not_found' | 'invalid_response';

const GERMAN_MESSAGES: Record<CmsErrorKind, string> = {
  network:
    'Der Shop kann seine Inhalte gerade nicht laden – das Problem liegt bei uns. Bitte gleich noch einmal versuchen.',
  timeout:
    'Der Inhaltsserver hat nicht rechtzeitig geantwortet. Bitte gleich noch einmal versuchen.',
  http: 'Die Inhalte konnten gerade nicht geladen werden. Bitte gleich noch einmal versuchen.',
  not_found: 'Dieser Inhalt wurde nicht gefunden.',
  invalid_response: 'Der Inhaltsserver hat eine unerwartete Antwort geschickt.',
};

/**
 * Every failure of a CMS request. `message` is a German sentence that can be shown as it is;
 * `kind` lets the UI pick its own (translated, du/Sie-aware) wording; `detail` keeps the
 * technical reason for logs.
 */
export class CmsError extends Error {
  override readonly name = 'CmsError';
  readonly kind: CmsErrorKind;
  readonly status: number | null;
  readonly url: string;
  readonly detail: string | null;

  constructor(
    kind: CmsErrorKind,
    url: string,
    options: { status?: number | null; detail?: string | null; cause?: unknown } = {},
  ) {
    super(GERMAN_MESSAGES[kind], { cause: options.cause });
    this.kind = kind;
    this.url = url;
    this.status = options.status ?? null;
    this.detail = options.detail ?? null;
  }
}

export function isCmsError(error: unknown): error is CmsError {
  return error instanceof CmsError;
}

// Keep the characters Strapi's query parser reads literally readable in the URL: brackets
// and `$` in keys, `:` `,` `*` `$` in values. Everything else is percent-encoded.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%24/g, '$');
}

function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%24/g, '$');
}

function flatten(prefix: string, value: QueryValue, out: [string, string][]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(`${prefix}[${index}]`, item, out));
    return;
  }
  if (typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(prefix ? `${prefix}[${key}]` : key, child, out);
    }
    return;
  }
  out.push([prefix, String(value)]);
}

/** The ordered key/value pairs of a nested query (`{a:{b:1}}` → `[['a[b]','1']]`). */
export function flattenQuery(query: QueryObject): [string, string][] {
  const out: [string, string][] = [];
  flatten('', query, out);
  return out;
}

/**
 * Serialises a nested query into Strapi's bracket form, keeping the key order:
 * `{ filters: { accountId: { $null: true } } }` → `filters[accountId][$null]=true`.
 * `undefined` and `null` values are left out; arrays become `[0]`, `[1]`, ….
 */
export function buildQuery(query: QueryObject): string {
  return flattenQuery(query)
    .map(([key, value]) => `${encodeKey(key)}=${encodeValue(value)}`)
    .join('&');
}

/** Absolute URL of a CMS path with its query, on `base` (default: the runtime config). */
export function cmsUrl(path: string, query?: QueryObject, base = getAppConfig().cmsUrl): string {
  const root = base.replace(/\/+$/, '');
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const search = query ? buildQuery(query) : '';
  return `${root}${cleanPath}${search ? `?${search}` : ''}`;
}

// Templates and texts have drafts (issue #20): the shop asks for the published version —
// or, in an editor's preview, for the draft with the preview token.
function withStatus(path: string, query: QueryObject | undefined, preview: CmsPreview | null) {
  return hasDrafts(path)
    ? { ...query, status: query?.status ?? (preview ? 'draft' : 'published') }
    : query;
}

/**
 * The CMS path with its query exactly as `cmsFetch` asks for it, without the CMS's base
 * (`/api/text-contents?populate=*&…&status=published`). The server renders pages from its
 * cache of these (issue #13: entry-server.tsx, `meta.cmsPath` of the page's queries).
 */
export function cmsRequestPath(
  path: string,
  query?: QueryObject,
  preview: CmsPreview | null = null,
): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const full = withStatus(path, query, preview);
  const search = full ? buildQuery(full) : '';
  return `${cleanPath}${search ? `?${search}` : ''}`;
}

/** Query `meta` naming the published CMS request of a query (for server rendering). */
export function cmsQueryMeta(path: string, query?: QueryObject): { cmsPath: string } {
  return { cmsPath: cmsRequestPath(path, query) };
}

export interface CmsFetchOptions {
  query?: QueryObject;
  signal?: AbortSignal;
  timeoutMs?: number;
  init?: Omit<RequestInit, 'signal'>;
}

interface StrapiErrorBody {
  error?: { status?: number; name?: string; message?: string };
}

function combineSignals(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(present);
  const controller = new AbortController();
  for (const signal of present) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * GET (by default) a CMS path and return its parsed JSON. Throws a {@link CmsError} on
 * network failure, time-out, non-2xx answers (with Strapi's error message as `detail`) and
 * bodies that are not JSON. An abort by the caller's `signal` is passed through unchanged
 * so TanStack Query can cancel quietly.
 */
export async function cmsFetch<T>(path: string, options: CmsFetchOptions = {}): Promise<T> {
  const preview = hasDrafts(path) ? activePreview() : null;
  const url = cmsUrl(path, withStatus(path, options.query, preview));
  const timeoutMs = options.timeoutMs ?? CMS_TIMEOUT_MS;
  const timeout =
    timeoutMs > 0 && typeof AbortSignal.timeout === 'function'
      ? AbortSignal.timeout(timeoutMs)
      : undefined;
  const signal = combineSignals([options.signal, timeout]);

  let response: Response;
  try {
    const headers = new Headers(options.init?.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (preview) headers.set(PREVIEW_HEADER, preview.token);
    response = await fetch(url, { ...options.init, headers, signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout?.aborted) {
      throw new CmsError('timeout', url, {
        detail: `no answer after ${timeoutMs} ms`,
        cause: error,
      });
    }
    throw new CmsError('network', url, {
      detail: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }

  if (!response.ok) {
    let detail = `HTTP ${response.status}`;
    try {
      const body = (await response.json()) as StrapiErrorBody;
      if (body.error?.message) detail = `${detail}: ${body.error.message}`;
    } catch {
      // A body that is not JSON adds nothing to the status.
    }
    throw new CmsError(response.status === 404 ? 'not_found' : 'http', url, {
      status: response.status,
      detail,
    });
  }

  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new CmsError('invalid_response', url, {
      status: response.status,
      detail: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
}

export type CmsId = string | number;

/** Whether a by-id query has an id to ask for (by-id queries are skipped without one). */
export function hasCmsId(id: CmsId | null | undefined): id is CmsId {
  return id !== null && id !== undefined && id !== '';
}

/** The path of one entry, `/api/<collection>/<id>` with the id URL-encoded. */
export function entryPath(collection: string, id: CmsId | null | undefined): string {
  if (!hasCmsId(id)) throw new Error(`No id given for /api/${collection}`);
  return `/api/${collection}/${encodeURIComponent(String(id))}`;
}
