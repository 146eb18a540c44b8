import type { FontRef } from '@federkiel/machines';
import { queryOptions } from '@tanstack/react-query';
import { parse as parseFont, type Font } from 'opentype.js';
import { fetchFont } from '../../../lib/cms/api/fonts.ts';
import { mediaFileUrl } from '../../../lib/cms/media.ts';
import { isSvgMedia, penFontMedia } from '../pen/penFontFile.ts';
import { fontFamilyOf, registerFontFace } from './fontFaces.ts';

// One font, downloaded once: the web font file (opentype.js measures it; the browser draws
// the preview with the very same bytes) and where its pen font is (docs/pen-fonts.md; loaded
// by `penFontQueryOptions`). A font with a pen font is measured with the pen font — the fit
// check the server runs. A pen-only font has no web font: its `file` is the pen SVG, which is
// never handed to opentype.js or the FontFace API; the preview draws it from its strokes.

export interface LoadedFont {
  /** The web font, or null for a pen-only font. */
  font: Font | null;
  /** The web font file (the fit check's worker parses its own copy); null for a pen-only font. */
  bytes: ArrayBuffer | null;
  /** The CSS family the preview draws with; null for a pen-only font. */
  family: string | null;
  /** The pen font's media URL (`penFont`, or the SVG `file` of a pen-only font), or null. */
  penFontUrl: string | null;
}

export class FontFileError extends Error {
  override readonly name = 'FontFileError';
}

export async function loadFontFile(fontId: string, signal?: AbortSignal): Promise<LoadedFont> {
  const { data } = await fetchFont(fontId, signal);
  const pen = penFontMedia(data);
  const penFontUrl = pen ? mediaFileUrl(pen) : null;
  if (!data.file?.url || isSvgMedia(data.file)) {
    if (penFontUrl) return { font: null, bytes: null, family: null, penFontUrl };
    throw new FontFileError(`font ${fontId} has no file`);
  }
  const response = await fetch(mediaFileUrl(data.file), { signal });
  if (!response.ok) throw new FontFileError(`font file answered ${response.status}`);
  const bytes = await response.arrayBuffer();
  let font: Font;
  try {
    font = parseFont(bytes);
  } catch (error) {
    throw new FontFileError(`font ${fontId} is not readable`, { cause: error });
  }
  const family = fontFamilyOf(data.slug);
  await registerFontFace(family, bytes);
  return { font, bytes, family, penFontUrl };
}

export function fontFileQueryOptions(font: Pick<FontRef, 'id'> | null | undefined) {
  const id = font?.id ?? null;
  return queryOptions({
    queryKey: ['configurator', 'font-file', id] as const,
    queryFn: ({ signal }) => loadFontFile(id as string, signal),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
