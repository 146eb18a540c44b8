import { PEN_CHARACTER_SET } from './charset.ts';
import { type GlyphSet, type Strokes, box } from './glyphGeometry.ts';
import type { Point } from '../types/penTypes.ts';

// Marks on capitals as type designers place them (issue 38): a capital has no room above it
// the way a lower-case letter has (its mark would stand in the line above), so fonts draw
// the mark flatter and closer, and lower the capital itself very slightly where that is not
// enough — Ä Ö Ü Å É Č … The hersheytext fonts instead put full-size marks well above their
// capitals (EMS Allure's Å reaches 3.1 x-heights, 0.5 mm higher than its tallest letter
// without a mark), and their dots landed in the line above. Here every capital of the set
// with one mark above — the font's own glyph or a composed one — is redrawn: the mark
// flattened to at most MARK_HEIGHT x-heights (dots keep their round shape), set GAP above
// the capital (the ring of Å sits on the A), and the capital lowered by at most 10 % so that
// the whole stays below the font's ascender or the line box top, whichever is higher.

/** Combining marks that stand above the letter. */
const ABOVE = new Set([
  '\u0300',
  '\u0301',
  '\u0302',
  '\u0303',
  '\u0304',
  '\u0306',
  '\u0307',
  '\u0308',
  '\u030a',
  '\u030b',
  '\u030c',
]);
const ROUND = new Set(['\u0307', '\u0308']);
const RING = '\u030a';

/** Height of a flattened mark on a capital, in x-heights. */
const MARK_HEIGHT = 0.22;
/** Gap between the capital's top and its mark, in x-heights (at most: a closer one is kept). */
const GAP = 0.08;
/**
 * Top of the line box above the baseline, in x-heights, at the smallest text size
 * (configurator/canvasGeometry.ts TEXT_SIZE_METRICS with BASELINE_RATIO 0.72:
 * 0.72 × 6.2 / 2.4 = 1.86).
 */
const LINE_BOX_TOP = 1.86;
/** The capital is lowered by at most this share. */
const MIN_CAPITAL_SCALE = 0.9;

const EPSILON = 1e-6;

const sameStroke = (a: readonly Point[], b: readonly Point[]) =>
  a.length === b.length &&
  a.every(
    (p, i) =>
      Math.abs(p.x - (b[i] as Point).x) < EPSILON && Math.abs(p.y - (b[i] as Point).y) < EPSILON,
  );

/** Redraws the marks above capitals (see the file comment). Run after every glyph is there. */
export function fitCapitalMarks(g: GlyphSet) {
  const { xHeight: xh, ascender, slant } = g.m;
  const ceiling = Math.max(ascender, LINE_BOX_TOP * xh);
  for (const char of PEN_CHARACTER_SET) {
    const [baseChar, combining, ...rest] = char.normalize('NFD');
    if (!baseChar || !combining || rest.length > 0 || !ABOVE.has(combining)) continue;
    if (baseChar === baseChar.toLowerCase()) continue;
    const glyph = g.get(char);
    const base = g.get(baseChar);
    const baseBox = base && box(base.strokes);
    if (!glyph || !base || !baseBox) continue;
    const baseTop = baseBox.top;
    const mark: Strokes = [];
    const body: Strokes = [];
    for (const stroke of glyph.strokes) {
      const low = Math.min(...stroke.map((p) => p.y));
      const own = base.strokes.some((b) => sameStroke(b, stroke));
      (low > baseTop - 0.08 * xh && !own ? mark : body).push(stroke);
    }
    const markBox = box(mark);
    const bodyBox = box(body);
    // The mark could not be told from the letter: leave the glyph as the font draws it.
    if (!markBox || !bodyBox || bodyBox.top < baseTop - 0.15 * xh) continue;
    const height = markBox.top - markBox.bottom;
    const round = ROUND.has(combining);
    const ring = combining === RING;
    const fy = round
      ? 1
      : Math.min(1, (ring ? 0.3 : MARK_HEIGHT) * (xh / Math.max(height, EPSILON)));
    const fx = round || ring ? fy : Math.max(fy, 0.85);
    const gap = ring ? 0 : Math.min(GAP * xh, Math.max(0, markBox.bottom - bodyBox.top));
    const scale = Math.max(
      MIN_CAPITAL_SCALE,
      Math.min(1, (ceiling - gap - height * fy) / bodyBox.top),
    );
    const top = bodyBox.top * scale;
    const lowered = body.map((stroke) =>
      stroke.map((p) => ({ x: p.x + slant * (p.y * scale - p.y), y: p.y * scale })),
    );
    const cx = (markBox.left + markBox.right) / 2;
    const dy = top + gap - markBox.bottom;
    const placed = mark.map((stroke) =>
      stroke.map((p) => {
        const y = markBox.bottom + (p.y - markBox.bottom) * fy + dy;
        return { x: cx + (p.x - cx) * fx + slant * (y - p.y), y };
      }),
    );
    g.glyphs.set(char, {
      ...glyph,
      strokes: [...lowered, ...placed],
      composedFrom: glyph.composedFrom ?? `${baseChar}+mark fitted`,
    });
  }
}
