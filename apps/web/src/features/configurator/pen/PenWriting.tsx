import type { FitSettings, PageIndex } from '@federkiel/machines';
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
