import { parsePenFont, type PenFont } from '@federkiel/machines/pen/pipeline';
import { queryOptions } from '@tanstack/react-query';
import { resolveMediaUrl } from '../../../lib/cms/media.ts';
import type { StrapiMedia } from '../../../lib/cms/types.ts';

// The pen font (docs/pen-fonts.md): the single-stroke SVG font the robot writes with. Loaded
// from its CMS media URL as text and parsed once per URL (`parsePenFont`, the same pure code
// the server runs); the fit check measures with it and the stroke preview draws with it.

/** Pen fonts are small (the hersheytext fonts are 20–120 KB); anything far larger is refused. */
const MAX_PEN_FONT_CHARS = 5 * 1024 * 1024;

export class PenFontFileError extends Error {
  override readonly name = 'PenFontFileError';
}

/** An SVG media file (by MIME type or name): a pen font, never a web font. */
export function isSvgMedia(media: Pick<StrapiMedia, 'url' | 'mime'> | null | undefined): boolean {
  if (!media?.url) return false;
  return /svg/i.test(media.mime ?? '') || /\.svg(?:[?#]|$)/i.test(media.url);
}

/**
 * Where a CMS font's pen font is: its `penFont`, else — a pen-only font whose web `file` is
 * the pen SVG — that file. Null when the font has none (the fit check uses the web font).
 */
export function penFontMedia(font: {
  file?: StrapiMedia | null;
  penFont?: StrapiMedia | null;
}): StrapiMedia | null {
  if (font.penFont?.url) return font.penFont;
  return isSvgMedia(font.file) ? (font.file ?? null) : null;
}

export interface LoadedPenFont {
  font: PenFont;
  /** The file's text (the fit check's worker parses its own copy). */
  svg: string;
}

export async function loadPenFont(url: string, signal?: AbortSignal): Promise<LoadedPenFont> {
  const response = await fetch(resolveMediaUrl(url), { signal });
  if (!response.ok) throw new PenFontFileError(`pen font answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_PEN_FONT_CHARS) throw new PenFontFileError('pen font is too large');
  let font: PenFont;
  try {
    font = parsePenFont(text);
  } catch (error) {
    throw new PenFontFileError('pen font is not readable', { cause: error });
  }
  if (font.glyphs.size === 0) throw new PenFontFileError('pen font has no glyphs');
  return { font, svg: text };
}

/** One pen font by its media URL, kept for the page's life; skipped without URL. */
export function penFontQueryOptions(url: string | null | undefined) {
  return queryOptions({
    queryKey: ['configurator', 'pen-font', url ?? null] as const,
    queryFn: ({ signal }) => loadPenFont(url as string, signal),
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
