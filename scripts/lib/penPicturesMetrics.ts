import { strokeOf } from '@federkiel/machines/pen/pipeline';
import { countKinks, kinksPer100Mm } from '@federkiel/machines/pen/testing/kinks';
import { lineInkGaps } from '@federkiel/machines/pen/testing/lineInkGap';
import type { SideOutcome } from './penPicturesCard.ts';

// What scripts/pen-pictures.ts measures on each written side, the same way for both versions
// and with the issue's own test helpers: the closest approach of neighbouring lines' ink
// (centre to centre, lineInkGap.ts) and the visible kinks per 100 mm of ink (kinks.ts).

/** Issue 38: no ink of a line within this of the next line's (centre to centre). */
export const CLEARANCE_MM = 0.45;

export interface SideMeasures {
  /** Closest ink of two neighbouring lines, mm, and the characters that come that close. */
  closestMm: number;
  closestChars: string;
  /** Neighbouring line pairs with ink, and how many of them come within `CLEARANCE_MM`. */
  linePairs: number;
  pairsTooClose: number;
  lineHeightMm: number;
  kinksPer100Mm: number;
  inkMm: number;
}

/** Farther than this every pair of neighbouring lines is listed (all of them, in practice). */
const LOOK_MM = 20;

export function measureSide(side: SideOutcome): SideMeasures | null {
  if ('error' in side) return null;
  const strokes = side.strokes.map(({ glyph, char, points }) => strokeOf(glyph, char, points));
  const gaps = lineInkGaps(strokes, LOOK_MM);
  const closest = gaps.reduce<(typeof gaps)[number] | null>(
    (best, gap) => (!best || gap.distanceMm < best.distanceMm ? gap : best),
    null,
  );
  const kinks = countKinks(side.strokes.map((stroke) => stroke.points));
  return {
    closestMm: closest ? closest.distanceMm : Infinity,
    closestChars: closest ? `„${closest.upperChar}“ over „${closest.lowerChar}“` : '',
    linePairs: gaps.length,
    pairsTooClose: gaps.filter((gap) => gap.distanceMm < CLEARANCE_MM).length,
    lineHeightMm: side.lineHeightMm,
    kinksPer100Mm: kinksPer100Mm(kinks),
    inkMm: kinks.inkMm,
  };
}
