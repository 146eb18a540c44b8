import { createHash } from 'node:crypto';
import { CmsFetchError, type CmsCache } from '../cms/cmsCache.ts';
import {
  CmsUnavailableError,
  createMediaFetcher,
  fontFromAnswer,
  type FontLookup,
  type LoadedFont,
  parseFontAnswer,
} from './cmsFonts.ts';

// The pen fonts as the CMS has them NOW, for re-checking stored designs when they go into the
// cart and when they are ordered (issue 26). The font's record comes through the server's CMS
// cache (cms/cmsCache.ts): answered from memory, marked outdated at once by the CMS's webhook
// when an editor changes a font, refreshed by age when a webhook was missed. The record's
// content is the font's version: the files are downloaded and parsed once per version.
//
// A CMS that cannot be reached (and no copy of the record) is `unavailable`: the caller
// decides — the design was checked with the fonts of the day it was stored.

export type CurrentFont =
  | { status: 'found'; version: string; font: LoadedFont }
  | { status: 'missing' | 'unreadable'; version: string }
  | { status: 'unavailable'; reason: string };

export interface CurrentFonts {
  current(id: string): Promise<CurrentFont>;
}

/** Parsed fonts kept (by font and version): a handful of handwritings, a few versions. */
const MAX_PARSED_FONTS = 20;

export function createCurrentFonts(options: {
  cms: Pick<CmsCache, 'get'>;
  /** Where relative media URLs point (CMS_INTERNAL_URL, else CMS_URL). */
  cmsUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): CurrentFonts {
  const media = createMediaFetcher(options);
  const parsed = new Map<string, Promise<FontLookup>>();

  function parsedFont(key: string, load: () => Promise<FontLookup>): Promise<FontLookup> {
    let font = parsed.get(key);
    if (!font) {
      font = load();
      // A failed download is tried again next time, not remembered.
      font.catch(() => parsed.delete(key));
      parsed.set(key, font);
      while (parsed.size > MAX_PARSED_FONTS) {
        const oldest = parsed.keys().next().value;
        if (oldest === undefined) break;
        parsed.delete(oldest);
      }
    }
    return font;
  }

  return {
    async current(id) {
      let answer: unknown;
      try {
        answer = await options.cms.get(`/api/fonts/${encodeURIComponent(id)}?populate=*`);
      } catch (error) {
        if (error instanceof CmsFetchError && error.status === 404) {
          return { status: 'missing', version: 'missing' };
        }
        return { status: 'unavailable', reason: String(error) };
      }
      const data = parseFontAnswer(answer);
      if (!data) return { status: 'unavailable', reason: `font ${id}: unexpected CMS answer` };
      // Every field counts (updatedAt, the media's hash and URL): a new file is a new version.
      const raw = (answer as { data: unknown }).data;
      const version = createHash('sha256').update(JSON.stringify(raw)).digest('hex').slice(0, 16);
      try {
        const lookup = await parsedFont(`${id}@${version}`, () => fontFromAnswer(id, data, media));
        return lookup.status === 'found'
          ? { status: 'found', version, font: lookup.font }
          : { status: lookup.status, version };
      } catch (error) {
        if (error instanceof CmsUnavailableError) {
          return { status: 'unavailable', reason: error.detail };
        }
        throw error;
      }
    },
  };
}
