import type { FitSettings, PageIndex } from '@federkiel/machines';
import { DEFAULT_PEN_WIDTH_MM } from '@federkiel/machines/pen/writers/svg';
import { OVERFLOW_INK } from '../preview/SheetText.tsx';
import type { PartialPenPage } from './partialWriting.ts';
import type { PenPreviewPage } from './penPreview.ts';
import { parsePenSvg, PenSvgPage, type ParsedPenSvg } from './PenSvg.tsx';

export interface PenWritingPages {
  pages: (Omit<PenPreviewPage, 'svg'> & { parsed: ParsedPenSvg })[];
  /** The robot's estimate for the card (sum of the pages' `data-writing-seconds`). */
  seconds: number;
  strokes: number;
}

/** The robot's page SVGs ready to draw; null when one of them cannot be read. */
export function penWritingPages(pages: PenPreviewPage[]): PenWritingPages | null {
  const parsed: PenWritingPages['pages'] = [];
  let seconds = 0;
  let strokes = 0;
  for (const page of pages) {
    const svg = parsePenSvg(page.svg);
    if (!svg) return null;
    seconds += Number(svg.root['data-writing-seconds'] ?? 0) || 0;
    strokes += Number(svg.root['data-strokes'] ?? 0) || 0;
    parsed.push({
      page: page.page,
      offsetXMm: page.offsetXMm,
      offsetYMm: page.offsetYMm,
      parsed: svg,
    });
  }
  return { pages: parsed, seconds, strokes };
}

/** The pen's strokes on the preview's inside sheet (user unit = 1 mm), page by page. */
export function PenWriting({
  writing,
  canvas,
}: {
  writing: PenWritingPages;
  canvas: FitSettings['canvas'];
}) {
  return (
    <g data-pen-drawing="" data-writing-seconds={writing.seconds.toFixed(1)}>
      {writing.pages.map((page) => (
        <PenSvgPage
          key={page.page satisfies PageIndex}
          parsed={page.parsed}
          xMm={page.offsetXMm}
          yMm={page.offsetYMm}
          widthMm={canvas.widthMm}
          heightMm={canvas.heightMm}
        />
      ))}
    </g>
  );
}

/**
 * A card the pen cannot write as a whole, still in its strokes (`partialPenPages`): the
 * written lines in ink, the lines past the area's end in red with the limit dashed.
 */
export function PartialPenWriting({ pages }: { pages: PartialPenPage[] }) {
  return (
    <g data-pen-drawing="" data-partial="">
      {pages.map((page) => (
        <g
          key={page.page satisfies PageIndex}
          transform={`translate(${page.offsetXMm} ${page.offsetYMm})`}
          fill="none"
          strokeWidth={DEFAULT_PEN_WIDTH_MM}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {/* The robot's SVG draws in black too. */}
          <g stroke="#000">
            {page.written.map((d, i) => (
              <path key={i} d={d} />
            ))}
          </g>
          <g stroke={OVERFLOW_INK} data-overflow="">
            {page.overflow.map((d, i) => (
              <path key={i} d={d} />
            ))}
          </g>
          {page.limitYMm === null ? null : (
            <line
              stroke={OVERFLOW_INK}
              strokeDasharray="2 1.2"
              x1={page.area.xMm - 3}
              x2={page.area.xMm + page.area.widthMm + 3}
              y1={page.limitYMm}
              y2={page.limitYMm}
            />
          )}
        </g>
      ))}
    </g>
  );
}
