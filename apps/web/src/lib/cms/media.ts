import { getAppConfig } from '../config/appConfig.ts';
import type { MediaFormatName, StrapiMedia } from './types.ts';

/** `'original'` skips the resized formats and uses the uploaded file itself. */
export type MediaFormatChoice = MediaFormatName | 'original';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Resolves a media url: absolute (`http(s):`, `data:`, `blob:`, `//…`) stays, relative gets the CMS base. */
export function resolveMediaUrl(url: string, base?: string): string {
  if (ABSOLUTE.test(url)) return url;
  const root = (base ?? getAppConfig().cmsUrl).replace(/\/+$/, '');
  return `${root}${url.startsWith('/') ? '' : '/'}${url}`;
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
  return resolveMediaUrl(chosen || media.url, base);
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
      candidates.set(format.width, resolveMediaUrl(format.url, base));
  }
  if (media.width) candidates.set(media.width, resolveMediaUrl(media.url, base));
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
