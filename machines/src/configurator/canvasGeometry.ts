import type { Canvas, PageIndex } from './schema.ts';
import type { CanvasKind, ImageSlot, TextSize } from './vocabulary.ts';

// Where the robot writes on each canvas kind, and how big. All sizes in millimetres. The
// canvas size is the front in writing orientation, for folded cards the closed card
// (docs/cms.md); a folded card's inside is two pages of that size side by side.

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Distance of the writing from the paper's edge: the pen holder needs room, and it looks right. */
export const MARGINS_MM: Record<CanvasKind, Margins> = {
  postcard: { top: 10, right: 10, bottom: 10, left: 10 },
  folded_card: { top: 12, right: 12, bottom: 12, left: 12 },
  // DIN 5008-like: wider left margin (filing), less at the bottom.
  letter: { top: 25, right: 20, bottom: 20, left: 25 },
};

/** Page names per kind (spec §3: heading/body "left/right or first/second page"). */
export const PAGE_LABELS: Record<CanvasKind, readonly string[]> = {
  postcard: ['Rückseite'],
  folded_card: ['Innen links', 'Innen rechts'],
  letter: ['Seite 1', 'Seite 2'],
};

/** The page a template's text goes to; folded cards are classically written on the right. */
export const PRIMARY_PAGE: Record<CanvasKind, PageIndex> = {
  postcard: 0,
  folded_card: 1,
  letter: 0,
};

/** The logo is printed at the top of the primary page; this band is kept free for it. */
export const LOGO_BOX_MM = { width: 60, height: 16 };
export const LOGO_GAP_MM = 3;

/** The writing pages of a canvas kind, in order. */
export function pageIndexes(kind: CanvasKind): PageIndex[] {
  return kind === 'postcard' ? [0] : [0, 1];
}

export interface WritableArea {
  /** Offset of the area from the page's top-left corner. */
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

type CanvasSize = Pick<Canvas, 'kind' | 'widthMm' | 'heightMm'>;

/** The rectangle the text may fill on one page (minus the logo band where a logo is). */
export function writableArea(canvas: CanvasSize, page: PageIndex, hasLogo = false): WritableArea {
  const m = MARGINS_MM[canvas.kind];
  const logo = hasLogo && page === PRIMARY_PAGE[canvas.kind] ? LOGO_BOX_MM.height + LOGO_GAP_MM : 0;
  return {
    xMm: m.left,
    yMm: m.top + logo,
    widthMm: Math.max(0, canvas.widthMm - m.left - m.right),
    heightMm: Math.max(0, canvas.heightMm - m.top - m.bottom - logo),
  };
}

export interface TextSizeMetrics {
  /**
   * Height of a lower-case "x" in mm. Handwriting fonts differ wildly in proportions (Homemade
   * Apple's x is 0.59 em, Dancing Script's 0.33 em); sizing by x-height makes "medium" look
   * medium in every font.
   */
  xHeightMm: number;
  /** Baseline-to-baseline distance, the same for every font so the line count is predictable. */
  lineHeightMm: number;
}

export const TEXT_SIZE_METRICS: Record<TextSize, TextSizeMetrics> = {
  small: { xHeightMm: 2.4, lineHeightMm: 6.2 },
  medium: { xHeightMm: 2.8, lineHeightMm: 7.3 },
  large: { xHeightMm: 3.3, lineHeightMm: 8.6 },
};

/** Headings are written this much larger than the body, centred. */
export const HEADING_SCALE = 1.35;
/** Space between heading and body, in body lines. */
export const HEADING_GAP_LINES = 0.5;

/**
 * The printed size of an image slot, or null where the canvas has no such surface (a letter
 * has no outside). Backgrounds cover the whole surface; a folded card's inner background
 * covers the open spread. The logo is fitted into `LOGO_BOX_MM` keeping its aspect ratio.
 */
export function imagePrintSizeMm(
  canvas: CanvasSize,
  slot: ImageSlot,
  imageAspect = 1,
): { widthMm: number; heightMm: number } | null {
  switch (slot) {
    case 'logo': {
      const byWidth = { widthMm: LOGO_BOX_MM.width, heightMm: LOGO_BOX_MM.width / imageAspect };
      return byWidth.heightMm <= LOGO_BOX_MM.height
        ? byWidth
        : { widthMm: LOGO_BOX_MM.height * imageAspect, heightMm: LOGO_BOX_MM.height };
    }
    case 'outerBackground':
      return canvas.kind === 'letter'
        ? null
        : { widthMm: canvas.widthMm, heightMm: canvas.heightMm };
    case 'innerBackground':
      return canvas.kind === 'folded_card'
        ? { widthMm: canvas.widthMm * 2, heightMm: canvas.heightMm }
        : { widthMm: canvas.widthMm, heightMm: canvas.heightMm };
  }
}
