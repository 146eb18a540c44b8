import type { LayoutFont } from '@federkiel/machines/configurator/fontMetrics';
import { parsePenFont, type PenFont, penLayoutFont } from '@federkiel/machines/pen/pipeline';
import opentype from 'opentype.js';
import { z } from 'zod';
import { ClientError } from '../http/errors.ts';

// The handwriting fonts for the server's fit check, loaded from the CMS like the browser
// loads them: `GET {CMS_URL}/api/fonts/{id}?populate=*` → `data.file.url` (a WOFF) → bytes →
// `opentype.parse`. Parsed fonts are kept in memory by id (a font file hardly ever changes;
// after FONT_TTL_MS the CMS is asked again). A CMS that cannot be reached or answers with an
// error is a 503 for the customer ("try again shortly"), never a 500.
//
// A font may also carry a pen font (`penFont`: a single-stroke SVG font, docs/pen-fonts.md),
// what the robot really writes. It is loaded the same way, and then the fit check runs on it
// (`font` is its layout font), as the browser does. A pen-only font's web face may be an SVG
// too; it is not parsed as a web font (`file` is then empty).

export const FONT_TTL_MS = 60 * 60 * 1000;
const MAX_CACHED_FONTS = 50;
const MAX_FONT_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

export interface LoadedFont {
  id: string;
  slug: string;
  name: string;
  /** null = a font for everybody; otherwise the account it belongs to (spec §7). */
  accountId: string | null;
  /** What the fit check measures with: the pen font's layout when there is one, else the web font. */
  font: LayoutFont;
  /** The web font file as the CMS served it (the production sheet embeds it); empty when none. */
  file: Buffer;
  /** The font's pen font (`penFont` media), or null when the CMS has none. */
  pen: PenFont | null;
}

export type FontLookup =
  { status: 'found'; font: LoadedFont } | { status: 'missing' } | { status: 'unreadable' };

export class CmsUnavailableError extends ClientError {
  constructor(readonly detail: string) {
    super(
      503,
      'cms_unavailable',
      'Die Handschriften können gerade nicht geladen werden, deshalb kann der Text nicht geprüft werden. Bitte versuche es in ein paar Minuten noch einmal.',
    );
    this.name = 'CmsUnavailableError';
  }
}

const fontAnswer = z.object({
  data: z.object({
    id: z.union([z.number(), z.string()]),
    name: z.string(),
    slug: z.string(),
    accountId: z.string().nullish(),
    file: z.object({ url: z.string().min(1), mime: z.string().nullish() }).nullish(),
    penFont: z.object({ url: z.string().min(1) }).nullish(),
  }),
});

/** The `data` of the CMS's answer to `GET /api/fonts/{id}?populate=*`. */
export type FontAnswer = z.output<typeof fontAnswer>['data'];

/** The font's record from the CMS's JSON answer, or null when the answer is not one. */
export function parseFontAnswer(json: unknown): FontAnswer | null {
  const parsed = fontAnswer.safeParse(json);
  return parsed.success ? parsed.data.data : null;
}

/** Fetches the font files a font record names (web font, pen font) from the CMS. */
export interface MediaFetcher {
  /** Relative media URLs hang off the CMS; absolute http(s) URLs are kept (spec §3). */
  url(url: string): string | null;
  /** A media file's bytes; null when it is gone or too large (the font is then unreadable). */
  download(url: string): Promise<ArrayBuffer | null>;
}

export function createMediaFetcher(options: {
  cmsUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): MediaFetcher & { get(url: string): Promise<Response> } {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  async function get(url: string): Promise<Response> {
    try {
      return await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new CmsUnavailableError(`${url}: ${String(error)}`);
    }
  }

  return {
    get,
    url(url) {
      if (/^https?:\/\//i.test(url)) return url;
      if (url.startsWith('/') && !url.startsWith('//')) return `${options.cmsUrl}${url}`;
      return null;
    },
    async download(url) {
      const file = await get(url);
      if (file.status === 404) return null;
      if (!file.ok) throw new CmsUnavailableError(`${url}: HTTP ${file.status}`);
      const declared = Number(file.headers.get('content-length') ?? 0);
      if (declared > MAX_FONT_BYTES) return null;
      let bytes: ArrayBuffer;
      try {
        bytes = await file.arrayBuffer();
      } catch (error) {
        throw new CmsUnavailableError(`${url}: ${String(error)}`);
      }
      return bytes.byteLength > MAX_FONT_BYTES ? null : bytes;
    },
  };
}

/** The font a CMS record describes, with its files downloaded and parsed (not cached). */
export async function fontFromAnswer(
  id: string,
  data: FontAnswer,
  media: MediaFetcher,
): Promise<FontLookup> {
  const fileUrl = data.file ? media.url(data.file.url) : null;
  const penUrl = data.penFont ? media.url(data.penFont.url) : null;
  if (data.penFont && !penUrl) return { status: 'unreadable' };

  let pen: PenFont | null = null;
  if (penUrl) {
    const bytes = await media.download(penUrl);
    if (!bytes) return { status: 'unreadable' };
    try {
      pen = parsePenFont(Buffer.from(bytes).toString('utf8'));
    } catch {
      return { status: 'unreadable' };
    }
    if (pen.glyphs.size === 0) return { status: 'unreadable' };
  }

  // The web face: an SVG (a pen-only font drawn from its strokes) is not a web font here.
  const svgFace =
    !!data.file && (/\.svg$/i.test(data.file.url) || /svg/i.test(data.file.mime ?? ''));
  let web: LayoutFont | null = null;
  let file = Buffer.alloc(0);
  if (fileUrl && !svgFace) {
    const bytes = await media.download(fileUrl);
    if (bytes) {
      try {
        web = opentype.parse(bytes) as unknown as LayoutFont;
        file = Buffer.from(bytes);
      } catch {
        web = null;
      }
    }
  }
  const font = pen ? penLayoutFont(pen) : web;
  if (!font) return { status: 'unreadable' };
  return {
    status: 'found',
    font: {
      id,
      slug: data.slug,
      name: data.name,
      accountId: data.accountId ?? null,
      font,
      file,
      pen,
    },
  };
}

export interface FontLoaderOptions {
  cmsUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export interface FontLoader {
  load(id: string): Promise<FontLookup>;
}

export function createFontLoader(options: FontLoaderOptions): FontLoader {
  const now = options.now ?? Date.now;
  const media = createMediaFetcher(options);
  const cache = new Map<string, { at: number; font: LoadedFont }>();
  const inFlight = new Map<string, Promise<FontLookup>>();

  async function fetchFont(id: string): Promise<FontLookup> {
    const metaUrl = `${options.cmsUrl}/api/fonts/${encodeURIComponent(id)}?populate=*`;
    const meta = await media.get(metaUrl);
    if (meta.status === 404) return { status: 'missing' };
    if (!meta.ok) throw new CmsUnavailableError(`${metaUrl}: HTTP ${meta.status}`);
    let json: unknown;
    try {
      json = await meta.json();
    } catch {
      throw new CmsUnavailableError(`${metaUrl}: invalid JSON`);
    }
    const data = parseFontAnswer(json);
    if (!data) throw new CmsUnavailableError(`${metaUrl}: unexpected answer`);
    const lookup = await fontFromAnswer(id, data, media);
    if (lookup.status !== 'found') return lookup;
    if (cache.size >= MAX_CACHED_FONTS) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(id, { at: now(), font: lookup.font });
    return lookup;
  }

  return {
    async load(id) {
      const cached = cache.get(id);
      if (cached && now() - cached.at < FONT_TTL_MS) return { status: 'found', font: cached.font };
      // Concurrent checks of the same font share one download.
      let pending = inFlight.get(id);
      if (!pending) {
        pending = fetchFont(id).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return pending;
    },
  };
}
