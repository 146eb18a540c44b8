import type { FontRef } from '@federkiel/machines';
import { queryOptions } from '@tanstack/react-query';
import { parse as parseFont, type Font } from 'opentype.js';
import { fetchFont } from '../../../lib/cms/api/fonts.ts';
import { resolveMediaUrl } from '../../../lib/cms/media.ts';
import { fontFamilyOf, registerFontFace } from './fontFaces.ts';

// One font file, downloaded once: opentype.js measures it for the layout (the same fit check
// the server runs), and the browser draws the preview with the very same bytes.

export interface LoadedFont {
  font: Font;
  /** The file itself (the fit check's worker parses its own copy). */
  bytes: ArrayBuffer;
  /** The CSS family the preview draws with. */
  family: string;
}

export class FontFileError extends Error {
  override readonly name = 'FontFileError';
}

export async function loadFontFile(fontId: string, signal?: AbortSignal): Promise<LoadedFont> {
  const { data } = await fetchFont(fontId, signal);
  if (!data.file?.url) throw new FontFileError(`font ${fontId} has no file`);
  const response = await fetch(resolveMediaUrl(data.file.url), { signal });
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
  return { font, bytes, family };
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
