import type { WritableArea } from '../../configurator/canvasGeometry.ts';
import { characterAdvances, xHeightUnits } from '../../configurator/fontMetrics.ts';
import { createRandom } from '../../configurator/handwriting.ts';
import type { TextLayout } from '../../configurator/textLayout.ts';
import { chooseOccurrence, formBasis, type Occurrence } from './allographs.ts';
import { letterJoining, pairJoins, pullEntry, pushForGap } from './letterJoins.ts';
import {
  type Box,
  DEG,
  emptyBox,
  horizontalSpread,
  inkBox,
  keepInBand,
  keepLegible,
  letterShape,
  letterSpread,
  placeStrokeXY,
  shapeScratch,
  spread,
} from './letterPlacement.ts';
import { LetterPoints } from './letterPoints.ts';
import { LineStrokes } from './lineStrokes.ts';
import { fitShift, grow, growXY, type LineDraw, squeeze } from './lineFit.ts';
import { penLayoutFont } from '../layout/layoutFont.ts';
import type { PenFont, Point } from './penFont.ts';
import { LineCandidates } from './variationGuard.ts';

export type { PenStroke, PenVariation } from '../types/variationTypes.ts';
import type { PenStroke, PenVariation } from '../types/variationTypes.ts';

// Natural variation of the pen's writing (issue 30, issue 38). A single-stroke font draws
// every "e" identically on a ruler-straight baseline; a hand does not. Each occurrence of a
// letter gets its own seeded form (allographs.ts: a wider or narrower bowl, a rounder eye,
// taller ascenders, a bowed stem, a longer exit stroke — never the same form twice in a row,
// and chosen to stand apart from the letter's earlier occurrences on the page), a smooth warp
// of its stroke points, a size and a slant; each word its own size, slant and baseline,
// drifting from word to word; each word and letter a small shift along the line, each line a
// gently waving and drifting baseline and a left margin a little in or out. No point of a
// letter moves more than `LEGIBILITY_LIMIT` x-heights relative to its centre (checked per
// letter, letterPlacement.ts). Joined scripts stay joined and the letters of print fonts do
// not touch (letterJoins.ts). The same seed gives the same strokes, so a re-export is
// byte-identical; preview and production call this same code.
//
// The variation never carries ink out of the writable area nor into the next line: a letter
// that would reach out of its line box gives up as much of its variation as it must; each
// line is drawn, and when its varied ink passes the area (or the line's own unvaried ink,
// where the glyphs already stand out of it) it is moved back as a whole; a line too wide for
// that is drawn again with half the variation, then a quarter, then none, and last without
// the letters' extra air. So every layout the fit check accepts can be written with
// variation, without the fit check laying out on a smaller area (which would change the line
// breaks of orders already placed).

export const DEFAULT_PEN_VARIATION: PenVariation = {
  warp: 0.1,
  size: 0.07,
  slantDeg: 6,
  rotationDeg: 0.8,
  letterSpacingMm: 0.08,
  wordSpacingMm: 0.3,
  letterBaselineMm: 0.08,
  baselineWaveMm: 0.25,
  lineSlopeDeg: 0.35,
  lineDriftMm: 0.3,
  marginMm: 1.2,
  forms: 1,
  wordSize: 0.04,
  wordSlantDeg: 2.5,
  wordBaselineMm: 0.2,
  letterGapMm: 0.5,
};

/** Typeset: every glyph exactly where the layout put it. */
export const NO_VARIATION: PenVariation = {
  warp: 0,
  size: 0,
  slantDeg: 0,
  rotationDeg: 0,
  letterSpacingMm: 0,
  wordSpacingMm: 0,
  letterBaselineMm: 0,
  baselineWaveMm: 0,
  lineSlopeDeg: 0,
  lineDriftMm: 0,
  marginMm: 0,
  forms: 0,
  wordSize: 0,
  wordSlantDeg: 0,
  wordBaselineMm: 0,
  letterGapMm: 0,
};

/** Ink keeps this far inside its line box: half a 0.4 mm pen line, so lines do not touch. */
export const LINE_CLEARANCE_MM = 0.2;

/**
 * The legibility guard (issue 30, issue 38): no point of a letter moves more than this share
 * of the x-height relative to the letter's centre (letterPlacement.ts, `keepLegible`); the
 * tests hold every font below a fifth. In a joined script the guard keeps 0.02 x-height of
 * it for the pull that lets a letter start where the previous one ended.
 */
export const LEGIBILITY_LIMIT = 0.19;

/** Candidates per occurrence of a letter with forms (allographs.ts, `pickOccurrence`). */
const CANDIDATES = 10;

/**
 * Least distance between the centre lines of the last letter of a word and the first of the
 * next, as a share of the space between them (slanted and grown letters could otherwise
 * close the gap to a reader's eye).
 */
const WORD_GAP = 0.9;

/** How much of a letter's change of width its neighbours make room for (optical spacing). */
const OPTICAL = 0.85;

/**
 * The letter being placed, the one before it and the last letter before the spaces, flat
 * (letterPoints.ts); they trade places as the line goes on (`draw` is never re-entered).
 */
let letter = new LetterPoints();
let before = new LetterPoints();
let wordLast = new LetterPoints();
/** The letter being placed's deformation (letterPlacement.ts), filled in for each letter. */
const scratchShape = shapeScratch();

/**
 * Every glyph of a laid-out page as page strokes, in reading order (not yet ordered), with
 * the natural variation seeded by `seed` and `page`. Each line has its own random stream
 * (seeded with its text), so editing one line leaves the others' letters as they were
 * (except which form a letter takes, which follows the form its previous occurrence took);
 * the drift between lines and the margin come from a stream of their own.
 */
export function variedStrokes(
  font: PenFont,
  layout: Pick<TextLayout, 'lines'>,
  area: Pick<WritableArea, 'xMm' | 'yMm' | 'widthMm' | 'heightMm'>,
  seed: string,
  page: number,
  variation: PenVariation = DEFAULT_PEN_VARIATION,
): PenStroke[] {
  const layoutFont = penLayoutFont(font);
  const xHeight = xHeightUnits(layoutFont);
  const joining = letterJoining(font);
  const lineRandom = createRandom(`${seed}:${page}:lines`);
  const strokes: PenStroke[] = [];
  // Every occurrence of each letter with forms so far on this page (allographs.ts): the
  // next one takes another form than the last and stands far from all of them.
  const history = new Map<string, Occurrence[]>();
  let drift = 0;
  layout.lines.forEach((line, l) => {
    drift = drift / 2 + spread(lineRandom, variation.lineDriftMm / 2);
    const margin = lineRandom() * variation.marginMm;
    const scale = line.fontSizeMm / font.unitsPerEm;
    const xHeightMm = xHeight * scale;
    const advances = characterAdvances(layoutFont, line.text);
    const chars = [...line.text];
    const nominal = emptyBox();
    let x = 0;
    chars.forEach((char, i) => {
      const glyph = font.glyphs.get(char);
      const box = glyph ? inkBox(glyph) : null;
      if (box) {
        const ox = area.xMm + line.xMm + x;
        const oy = area.yMm + line.baselineMm;
        grow(nominal, { x: ox + box.minX * scale, y: oy - box.maxY * scale });
        grow(nominal, { x: ox + box.maxX * scale, y: oy - box.minY * scale });
      }
      x += (advances[i] ?? 0) * scale;
    });
    if (nominal.minX === Infinity) return;
    // Across: the area. Up and down: the line's own box (the layout's pitch keeps boxes
    // apart), so a line never reaches into the next one. Where the unvaried ink already
    // stands out of either, that much is allowed.
    const lineTop = area.yMm + line.topMm + LINE_CLEARANCE_MM;
    const lineBottom = area.yMm + line.topMm + line.heightMm - LINE_CLEARANCE_MM;
    const allowed: Box = {
      minX: Math.min(area.xMm, nominal.minX),
      minY: Math.min(Math.max(area.yMm, lineTop), nominal.minY),
      maxX: Math.max(area.xMm + area.widthMm, nominal.maxX),
      maxY: Math.max(Math.min(area.yMm + area.heightMm, lineBottom), nominal.maxY),
    };
    // (Map.forEach: no iterator and no [key, value] pair per entry, line after line.)
    const lengthsBefore = new Map<Occurrence[], number>();
    history.forEach((list) => lengthsBefore.set(list, list.length));
    const baseline = area.yMm + line.baselineMm;
    const draw = (k: number, gap: number): LineDraw => {
      history.forEach((list) => {
        list.length = lengthsBefore.get(list) ?? 0;
      });
      const random = createRandom(`${seed}:${page}:${l}:${line.text}`);
      const v = variation;
      const slope = Math.tan(spread(random, v.lineSlopeDeg * k) * DEG);
      const wavelength = 60 + random() * 60;
      const phase = random() * 2 * Math.PI;
      const drawnLine = new LineStrokes();
      const box = emptyBox();
      // Per word: spacing (not accumulated), and size, slant and baseline drifting from word
      // to word (half the last plus a new one, so they wander but never run away).
      const spaces: number[] = [];
      let spaceCount = 0;
      let spaceMm = Infinity;
      // (Plain locals, not set by a closure: a number a closure sets is a new heap object on
      // every change.)
      let word = spread(random, v.wordSpacingMm * k);
      let wordSize = spread(random, (v.wordSize * k) / 2);
      let wordShear = spread(random, (v.wordSlantDeg * k) / 2);
      let wordBaseline = spread(random, (v.wordBaselineMm * k) / 2);
      let along = 0;
      // How far the letters were pushed apart in this word and the words before (mm); each
      // space takes up to a fifth of its width of it back, so lines keep their length.
      let pushed = 0;
      // The previous letter of the word (its points in `before`), or null.
      let previous: string | null = null;
      // How far the previous letter's varied ink ends right of its unvaried ink (mm).
      let edge = 0;
      // The last letter before the space(s) and how wide they are: the next word keeps a
      // word's distance from it (`WORD_GAP` of the space) whatever the letters' slant and size.
      let wordEnd = false;
      let space = 0;
      const candidates = new LineCandidates(
        { forms: k * v.forms, size: v.size * k, slantDeg: v.slantDeg * k },
        scale,
        scratchShape,
        (LEGIBILITY_LIMIT - (joining === 'joined' ? 0.02 : 0)) * xHeightMm,
      );
      for (let i = 0; i < chars.length; i += 1) {
        const char = chars[i] as string;
        const advance = (advances[i] ?? 0) * scale;
        if (/\s/.test(char)) {
          if (drawnLine.count > 0) spaceCount += 1;
          spaceMm = Math.min(spaceMm, advance);
          word = spread(random, v.wordSpacingMm * k);
          wordSize = wordSize / 2 + spread(random, (v.wordSize * k) / 2);
          wordShear = wordShear / 2 + spread(random, (v.wordSlantDeg * k) / 2);
          wordBaseline = wordBaseline / 2 + spread(random, (v.wordBaselineMm * k) / 2);
          pushed =
            pushed > 0 ? Math.max(0, pushed - advance / 3) : Math.min(0, pushed + advance / 3);
          if (previous !== null) {
            [wordLast, before] = [before, wordLast];
            wordEnd = true;
          }
          space += advance;
          previous = null;
          along += advance;
          continue;
        }
        const glyph = font.glyphs.get(char);
        const ink = glyph ? inkBox(glyph) : null;
        const shape = letterShape(random, v, xHeightMm, k, scratchShape);
        const dx = spread(random, v.letterSpacingMm * k);
        const dy = spread(random, v.letterBaselineMm * k);
        const forms = glyph && formBasis(char, glyph, xHeight, joining === 'joined');
        if (forms) {
          const earlier = history.get(char) ?? [];
          candidates.letter(forms, ink as Box, wordSize, wordShear);
          const chosen = chooseOccurrence(
            random,
            CANDIDATES,
            candidates.limits,
            earlier,
            forms.factor,
            candidates.written,
          );
          earlier.push(chosen);
          history.set(char, earlier);
          shape.form = chosen.parameters;
          shape.size = 1 + chosen.size;
          shape.shear = chosen.shear;
        } else {
          shape.size *= 1 + wordSize;
          shape.shear = Math.tan(Math.atan(shape.shear) + wordShear * DEG);
        }
        if (!glyph || !ink) {
          along += advance;
          continue;
        }
        shape.pivot = advance / 2;
        const ox = area.xMm + line.xMm + along + margin * k + word + dx + pushed;
        const wave = v.baselineWaveMm * k * Math.sin((2 * Math.PI * along) / wavelength + phase);
        const oy = baseline + drift * k + wave + along * slope + dy + wordBaseline;
        const source = forms ? forms.strokes : glyph.strokes;
        const points = letter;
        points.reset();
        for (let s = 0; s < source.length; s += 1) {
          const stroke = source[s] as Point[];
          points.reserve(stroke.length);
          placeStrokeXY(
            stroke,
            forms?.basis[s],
            ink,
            scale,
            shape,
            ox,
            oy,
            points.xy,
            points.count * 2,
          );
          points.endStroke(stroke.length);
        }
        const joinsPrevious =
          previous !== null && joining === 'joined' && pairJoins(font, previous, char);
        const exit = joinsPrevious ? before.last() : null;
        // A joined letter starts where the previous one ended. The guard and the line box may
        // take some of that pull back (they scale the letter towards the glyph): then it is
        // pulled once more.
        if (exit) pullEntry(points, exit, xHeightMm * 0.5);
        const limit = (LEGIBILITY_LIMIT - (joining === 'joined' ? 0.02 : 0)) * xHeightMm;
        const guarded = keepLegible(source, points, scale, ox, oy, limit) > limit;
        // A letter that would reach out of its line box gives up its variation, not the line.
        const banded = keepInBand(source, points, scale, ox, baseline, allowed.minY, allowed.maxY);
        if (exit && (guarded || banded)) {
          pullEntry(points, exit, xHeightMm * 0.5);
          // Legibility comes first: a pull that moved the letter too far is scaled back (the
          // join then opens by a few hundredths of a millimetre, under the pen's line).
          keepLegible(source, points, scale, ox, oy, LEGIBILITY_LIMIT * xHeightMm);
        }
        if (joining !== 'joined' && k > 0) {
          // Optical spacing: a wider or bigger letter takes more room and a narrower one
          // less, so the ink gaps between the letters of a word stay about as the font sets
          // them (a narrow e after a b read as a gap, a wide one as a collision).
          // The letter's sides as centre ± spread of its points, not its extreme points: the
          // extremes of a varied letter lie further out on average, and a line would grow.
          const varied = letterSpread(points);
          const typeset = horizontalSpread(source, true);
          const plain = ox - dx;
          const left = varied.centre - varied.spread;
          const plainLeft = plain + (typeset.centre - typeset.spread) * scale;
          const shift = previous !== null ? OPTICAL * (edge - (left - plainLeft)) : 0;
          if (shift !== 0)
            for (let o = 0; o < points.count * 2; o += 2)
              points.xy[o] = (points.xy[o] as number) + shift;
          pushed += shift;
          edge =
            varied.centre + varied.spread - (plain + (typeset.centre + typeset.spread) * scale);
        }
        if (previous !== null && joining === 'separate' && gap > 0)
          pushed += pushForGap(before, points, gap);
        if (previous === null && wordEnd && gap > 0)
          pushed += pushForGap(wordLast, points, Math.max(gap, space * WORD_GAP));
        if (previous === null) space = 0;
        // Done: the letter's points go to the line's.
        const name = `${l}.${i}`;
        growXY(box, points.xy, 0, points.count * 2);
        for (let s = 0; s < points.ends.length; s += 1) spaces.push(spaceCount);
        drawnLine.add(name, char, points);
        [letter, before] = [before, letter];
        previous = char;
        along += advance;
      }
      return { strokes: drawnLine.strokes(), box, spaces, spaceMm };
    };
    // Full variation, then less, until the line fits where the unvaried line may stand; as a
    // last resort the letters as laid out.
    const attempts: [number, number][] = [
      [1, variation.letterGapMm],
      [0.5, variation.letterGapMm],
      [0.25, variation.letterGapMm],
      [0, variation.letterGapMm],
      [0, 0],
    ];
    for (const [n, [k, gap]] of attempts.entries()) {
      const drawn = draw(k, gap);
      let shiftX = fitShift(drawn.box.minX, drawn.box.maxX, allowed.minX, allowed.maxX);
      if (shiftX === null && gap > 0 && squeeze(drawn, allowed.maxX - allowed.minX))
        shiftX = fitShift(drawn.box.minX, drawn.box.maxX, allowed.minX, allowed.maxX);
      const shiftY = fitShift(drawn.box.minY, drawn.box.maxY, allowed.minY, allowed.maxY);
      if (n === attempts.length - 1 || (shiftX !== null && shiftY !== null)) {
        // The points were made for this line alone: moved in place.
        const dx = shiftX ?? 0;
        const dy = shiftY ?? 0;
        for (const stroke of drawn.strokes) {
          const { xy } = stroke;
          if (dx !== 0 || dy !== 0)
            for (let o = 0; o < xy.length; o += 2) {
              xy[o] = (xy[o] as number) + dx;
              xy[o + 1] = (xy[o + 1] as number) + dy;
            }
          strokes.push(stroke);
        }
        return;
      }
    }
  });
  return strokes;
}
