import { getAppConfig } from '../config/appConfig.ts';
import type { MediaFormatName, StrapiMedia } from './types.ts';

/** `'original'` skips the resized formats and uses the uploaded file itself. */
export type MediaFormatChoice = MediaFormatName | 'original';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Resolves a media url: absolute (`http(s):`, `data:`, `blob:`, `//…`) stays, relative gets the
 * CMS base. With the file's `version` (its `updatedAt`), a relative url gets `?v=…`: Strapi keeps
 * a file's url when an editor replaces it, so the version is what lets the shop's media route
 * (`/content/uploads/…`, issue #31) answer with a year's immutable caching.
 */
export function resolveMediaUrl(url: string, base?: string, version?: string | null): string {
  if (ABSOLUTE.test(url)) return url;
  const root = (base ?? getAppConfig().cmsUrl).replace(/\/+$/, '');
  // A base on the shop's own origin (`/content`) makes resolved urls relative too: one that is
  // resolved already (a pen font's url handed on) must not get the base twice.
  if (root.startsWith('/') && url.startsWith(`${root}/`)) return url;
  const time = version ? Date.parse(version) : NaN;
  const suffix = Number.isFinite(time) && !url.includes('?') ? `?v=${time.toString(36)}` : '';
  return `${root}${url.startsWith('/') ? '' : '/'}${url}${suffix}`;
}

/** The uploaded file itself (a font, a pen font), versioned like every media url. */
export function mediaFileUrl(media: StrapiMedia): string {
  return resolveMediaUrl(media.url, undefined, media.updatedAt);
}

/**
 * The URL to show for a CMS media object (spec §3): the `large` format by default (or the
 * requested one), falling back to the original file when that format does not exist (Strapi
 * only creates formats smaller than the original). Relative urls (`/uploads/…`) are
 * prefixed with the CMS base; absolute urls are kept. `undefined` for no media.
 */
export function mediaUrl(
  media: StrapiMedia | null | undefined,
  format: MediaFormatChoice = 'large',
  base?: string,
): string | undefined {
  if (!media?.url) return undefined;
  const chosen = format === 'original' ? undefined : media.formats?.[format]?.url;
  return resolveMediaUrl(chosen || media.url, base, media.updatedAt);
}

/** A `srcset` with every resized format and the original, by width; `undefined` without widths. */
export function mediaSrcSet(
  media: StrapiMedia | null | undefined,
  base?: string,
): string | undefined {
  if (!media?.url) return undefined;
  const candidates = new Map<number, string>();
  for (const name of ['thumbnail', 'small', 'medium', 'large'] as const) {
    const format = media.formats?.[name];
    if (format?.url && format.width)
      candidates.set(format.width, resolveMediaUrl(format.url, base, media.updatedAt));
  }
  if (media.width) candidates.set(media.width, resolveMediaUrl(media.url, base, media.updatedAt));
  if (candidates.size < 2) return undefined;
  return [...candidates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

export function isVideo(media: StrapiMedia | null | undefined): boolean {
  return Boolean(media?.mime?.startsWith('video/'));
}

export function isImage(media: StrapiMedia | null | undefined): boolean {
  return Boolean(media?.mime?.startsWith('image/'));
}
