import type { LayoutFont } from '@federkiel/machines/configurator/fontMetrics';
import { parsePenFont, penLayoutFont } from '@federkiel/machines/pen/pipeline';
import { parse as parseFont } from 'opentype.js';

// What the fit check measures with (docs/pen-fonts.md): the pen font's metrics when the font
// has a pen font, else the web font — exactly as the server decides
// (apps/server/src/configurations/cmsFonts.ts), so the browser and the server agree.

/** A font as it crosses to the fit worker: the pen font's SVG text or the web font's bytes. */
export type FitFontSource = { kind: 'pen'; svg: string } | { kind: 'web'; bytes: ArrayBuffer };

export function layoutFontOf(source: FitFontSource): LayoutFont {
  if (source.kind === 'pen') return penLayoutFont(parsePenFont(source.svg));
  return parseFont(source.bytes);
}
