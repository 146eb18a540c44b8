import type { PenFont } from '@federkiel/machines/pen/pipeline';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { penFontQueryOptions } from './penFontFile.ts';

// The font picker's sample for a pen-only font (no web font; docs/pen-fonts.md): the sample
// words drawn from the pen font's strokes. Until the font is loaded (or if it cannot be) the
// plain text stands in, never a broken font.

const r = (value: number) => Math.round(value * 10) / 10;

/** The text as stroke paths in font units (y down), on one line from x = 0. */
export function sampleStrokes(font: PenFont, text: string): { d: string; width: number } {
  let x = 0;
  let d = '';
  for (const char of text) {
    const glyph = font.glyphs.get(char) ?? font.missingGlyph;
    for (const stroke of glyph.strokes)
      stroke.forEach((point, i) => {
        d += `${i === 0 ? 'M' : 'L'}${r(x + point.x)} ${r(-point.y)}`;
      });
    x += glyph.advance;
  }
  return { d, width: x };
}

export function PenFontSample({ url, text }: { url: string; text: string }) {
  const pen = useQuery(penFontQueryOptions(url));
  const font = pen.data?.font ?? null;
  const sample = useMemo(() => (font ? sampleStrokes(font, text) : null), [font, text]);
  if (!font || !sample || sample.d === '') return <>{text}</>;
  const height = font.ascent - font.descent;
  const em = 1.6;
  return (
    <svg
      role="img"
      aria-label={text}
      data-pen-sample=""
      viewBox={`0 ${-font.ascent} ${r(sample.width)} ${height}`}
      style={{ height: `${em}em`, width: `${(em * sample.width) / height}em`, overflow: 'visible' }}
    >
      <path
        d={sample.d}
        fill="none"
        stroke="currentColor"
        strokeWidth={font.unitsPerEm * 0.035}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
