import type { FitSettings, PageIndex, Recipient } from '@federkiel/machines';
import {
  penPipeline,
  type PenFont,
  type PenStroke,
  strokePoints,
  writtenSides,
} from '@federkiel/machines/pen/pipeline';
import { pageOffset } from '../preview/cardDrawing.ts';

// A card the pen cannot write as a whole (the text runs past the writing area, or a letter
// is missing) is still shown in the pen's strokes (issue 38): the lines that fit as the pen
// writes them, the lines past the area's end marked. Before, the preview fell back to a
// browser font, which for a pen-only font was a serif with gaps inside the words — a font
// the pen does not write. The same pipeline as the written card (`penPipeline`: same layout,
// same seeded variation), with `partial`: no refusal, strokes in reading order.

const round = (value: number) => Math.round(value * 1000) / 1000;

/** A stroke's points as SVG path data (mm, 1 µm), like the robot's SVG. */
export function strokePath(stroke: Pick<PenStroke, 'xy'>): string {
  return strokePoints(stroke)
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`)
    .join('');
}

export interface PartialPenPage {
  page: PageIndex;
  offsetXMm: number;
  offsetYMm: number;
  /** Strokes of the lines inside the writing area. */
  written: string[];
  /** Strokes of the lines past the area's end (the pen would not write them). */
  overflow: string[];
  /** Where the writing area ends (page coordinates), when the page overflows. */
  limitYMm: number | null;
  area: { xMm: number; widthMm: number };
}

/** Every page with writing, its strokes split into written and overflowing lines. */
export function partialPenPages(
  font: PenFont,
  settings: FitSettings,
  recipient: Recipient,
  seed: string,
): PartialPenPage[] {
  return writtenSides({ font, settings, recipient, seed, partial: true }).map((side) => {
    const { area, layout, strokes } = penPipeline(side);
    const written: string[] = [];
    const overflow: string[] = [];
    for (const stroke of strokes) {
      const line = layout.lines[Number(stroke.glyph.split('.')[0])];
      (line?.fits === false ? overflow : written).push(strokePath(stroke));
    }
    const offset = pageOffset(settings, side.page);
    return {
      page: side.page,
      offsetXMm: offset.x,
      offsetYMm: offset.y,
      written,
      overflow,
      limitYMm: layout.fits ? null : area.yMm + area.heightMm,
      area: { xMm: area.xMm, widthMm: area.widthMm },
    };
  });
}
