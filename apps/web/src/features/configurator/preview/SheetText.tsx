import type { DrawnPage } from './cardDrawing.ts';

export const INK = '#1c2b5a';
export const OVERFLOW_INK = '#b42318';

const mm = (value: number) => Math.round(value * 1000) / 1000;

/**
 * One page's lines as SVG text: one `<text>` per line with a position and tilt per glyph
 * (`x`, `y`, `rotate` lists), so it stays real, selectable text in the handwriting font.
 */
export function SheetText({ page, family }: { page: DrawnPage; family: string | null }) {
  const left = page.offsetXMm + page.area.xMm;
  const top = page.offsetYMm + page.area.yMm;
  return (
    <g fontFamily={family ? `"${family}", cursive` : 'cursive'} data-page={page.index}>
      {page.lines.map(({ line, glyphs }, i) =>
        glyphs.length === 0 ? null : (
          <text
            key={i}
            xmlSpace="preserve"
            style={{ whiteSpace: 'pre' }}
            fontSize={mm(line.fontSizeMm)}
            fill={line.fits ? INK : OVERFLOW_INK}
            data-overflow={line.fits ? undefined : true}
            x={glyphs.map((g) => mm(left + g.xMm)).join(' ')}
            y={glyphs.map((g) => mm(top + g.baselineMm)).join(' ')}
            rotate={glyphs.map((g) => Math.round(g.rotationDeg * 100) / 100).join(' ')}
          >
            {glyphs.map((g) => g.char).join('')}
          </text>
        ),
      )}
    </g>
  );
}
