import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CanWrite } from '@federkiel/machines/configurator/similarLetters';
import { penLayoutFont } from '@federkiel/machines/pen/pipeline';
import { fontFileQueryOptions } from '../api/fontFile.ts';
import { penFontQueryOptions } from '../pen/penFontFile.ts';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';

/**
 * Which characters the chosen hand writes, for marking cards while the customer types: the
 * pen font's glyphs when the font has one (what the robot draws), else the web font's. Null
 * while loading or without a font. The queries are the preview's, so nothing loads twice.
 */
export function usePenCoverage(): CanWrite | null {
  const fontRef = useConfiguratorSelector((s) => s.context.draft.font);
  const font = useQuery(fontFileQueryOptions(fontRef));
  const penUrl = font.data?.penFontUrl ?? null;
  const pen = useQuery(penFontQueryOptions(penUrl));
  const penFont = pen.data?.font ?? null;
  const webFont = font.data?.font ?? null;
  const penFailed = pen.isError;
  return useMemo(() => {
    // A pen font that cannot be loaded: the web font still marks what it lacks (the summary's
    // check and the server refuse the rest).
    const measuring = penFont ? penLayoutFont(penFont) : penUrl && !penFailed ? null : webFont;
    if (!measuring) return null;
    const known = new Map<string, boolean>();
    return (char: string) => {
      let writable = known.get(char);
      if (writable === undefined) {
        writable = /\s/u.test(char) || measuring.charToGlyph(char).index !== 0;
        known.set(char, writable);
      }
      return writable;
    };
  }, [penFont, penUrl, penFailed, webFont]);
}
