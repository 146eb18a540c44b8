import { type MarkKind, placeMark, smoothCurve } from './diacritics.ts';
import type { Point } from './pathData.ts';
import type { PenGlyph } from './penFont.ts';
import { PEN_CHARACTER_SET } from './charset.ts';
import { addLigatureGlyphs } from './ligatureGlyphs.ts';

// Letters and signs a pen font lacks, composed when the font is parsed (issue 26): a base
// glyph of the font plus diacritic strokes (diacritics.ts) placed on the base's ink, two
// glyphs side by side (æ œ ĳ ŀ ŉ), or a few strokes drawn to the font's proportions (ß ẞ ſ
// Þ þ ¶ ¤ ¬ ¯). Every size is taken from the font's own x-height ('x'), capital height
// ('H') and ascender ('l'), so a mark is as large in a small font as in a wide one.

type Strokes = Point[][];

interface Metrics {
  xHeight: number;
  capHeight: number;
  ascender: number;
  /** Italic slant: x moves by `slant` per unit of y (0 for upright fonts). */
  slant: number;
}

/** Combining marks (NFD) → the mark drawn above or below the base. */
const COMBINING: Record<string, MarkKind | 'dot' | 'diaeresis' | 'commaBelow'> = {
  '\u0300': 'grave',
  '\u0301': 'acute',
  '\u0302': 'circumflex',
  '\u0303': 'tilde',
  '\u0304': 'macron',
  '\u0306': 'breve',
  '\u0307': 'dot',
  '\u0308': 'diaeresis',
  '\u030a': 'ring',
  '\u030b': 'doubleAcute',
  '\u030c': 'caron',
  '\u0326': 'commaBelow',
  '\u0327': 'cedilla',
  '\u0328': 'ogonek',
};

/** Latvian and Livonian letters whose "cedilla" is written as a comma below. */
const COMMA_BELOW_CEDILLA = new Set([...'ĶķĻļŅņŖŗ']);

/**
 * Fonts whose own ß is a capital B in disguise (it read "groBer" on the cards): their ß is
 * replaced by a drawn one. Checked by eye on the hersheytext files.
 */
const SHARP_S_LOOKS_LIKE_B = new Set(['EMS Tech', 'EMS Elfin', 'EMS Allure']);

interface Box {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

function box(strokes: Strokes): Box | null {
  let left = Infinity;
  let right = -Infinity;
  let bottom = Infinity;
  let top = -Infinity;
  for (const stroke of strokes)
    for (const { x, y } of stroke) {
      left = Math.min(left, x);
      right = Math.max(right, x);
      bottom = Math.min(bottom, y);
      top = Math.max(top, y);
    }
  return left === Infinity ? null : { left, right, bottom, top };
}

/** Points along the strokes at most `step` apart (straight segments can be long). */
function densePoints(strokes: Strokes, step: number): Point[] {
  const points: Point[] = [];
  for (const stroke of strokes)
    for (let i = 0; i < stroke.length; i += 1) {
      const b = stroke[i] as Point;
      const a = stroke[i - 1];
      if (a) {
        const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step);
        for (let k = 1; k < n; k += 1)
          points.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n });
      }
      points.push(b);
    }
  return points;
}

/** Left and right end of the ink between two heights, or null when there is none. */
function inkBetween(strokes: Strokes, low: number, high: number, step: number) {
  let left = Infinity;
  let right = -Infinity;
  for (const { x, y } of densePoints(strokes, step))
    if (y >= low && y <= high) {
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  return left === Infinity ? null : { left, right, centre: (left + right) / 2 };
}

const move = (strokes: Strokes, dx: number, dy: number): Strokes =>
  strokes.map((stroke) => stroke.map((q) => ({ x: q.x + dx, y: q.y + dy })));

const scaleAbout = (strokes: Strokes, k: number, origin: Point): Strokes =>
  strokes.map((stroke) =>
    stroke.map((q) => ({ x: origin.x + (q.x - origin.x) * k, y: origin.y + (q.y - origin.y) * k })),
  );

const shear = (strokes: Strokes, slant: number): Strokes =>
  strokes.map((stroke) => stroke.map((q) => ({ x: q.x + q.y * slant, y: q.y })));

const isCapital = (char: string) => char !== char.toLowerCase() && char === char.toUpperCase();

function topOf(glyphs: Map<string, PenGlyph>, char: string, fallback: number): number {
  const glyph = glyphs.get(char);
  const b = glyph && box(glyph.strokes);
  return b && b.top > 0 ? b.top : fallback;
}

function fontMetrics(glyphs: Map<string, PenGlyph>, unitsPerEm: number): Metrics {
  const xHeight = topOf(glyphs, 'x', unitsPerEm * 0.45);
  const capHeight = topOf(glyphs, 'H', xHeight * 1.45);
  const ascender = Math.max(topOf(glyphs, 'l', capHeight), xHeight * 1.3);
  let slant = 0;
  const l = glyphs.get('l')?.strokes;
  if (l) {
    const step = xHeight / 40;
    const low = inkBetween(l, ascender * 0.1, ascender * 0.3, step);
    const high = inkBetween(l, ascender * 0.7, ascender * 0.9, step);
    if (low && high) slant = (high.centre - low.centre) / (ascender * 0.6);
  }
  return { xHeight, capHeight, ascender, slant: Math.min(0.45, Math.max(0, slant)) };
}

class Composer {
  private readonly m: Metrics;
  private readonly step: number;

  constructor(
    private readonly glyphs: Map<string, PenGlyph>,
    unitsPerEm: number,
  ) {
    this.m = fontMetrics(glyphs, unitsPerEm);
    this.step = this.m.xHeight / 40;
  }

  private get(char: string): PenGlyph | undefined {
    return this.glyphs.get(char);
  }

  private add(char: string, strokes: Strokes, advance: number, from: string) {
    if (strokes.length === 0) return;
    this.glyphs.set(char, { advance, strokes, composedFrom: from });
  }

  /** The font's full stop, centred on (0, 0) — the dot of ı, ż, ä in the font's own style. */
  private dot(): Strokes {
    const stop = this.get('.')?.strokes;
    const b = stop && box(stop);
    if (!stop || !b) {
      const r = this.m.xHeight * 0.02;
      return [
        [
          { x: -r, y: 0 },
          { x: r, y: 0 },
        ],
      ];
    }
    return move(stop, -(b.left + b.right) / 2, -(b.bottom + b.top) / 2);
  }

  /** The base glyph with a mark above or below, placed on its ink. */
  composeMark(char: string, baseChar: string, mark: string): boolean {
    const base = this.get(baseChar);
    const b = base && box(base.strokes);
    if (!base || !b) return false;
    const { xHeight: xh, capHeight } = this.m;
    const capital = isCapital(baseChar);
    const ref = capital ? capHeight : xh;
    const size = capital ? xh * 0.24 : xh * 0.3;
    const widthScale = capital ? 1.2 : 1;
    const top = Math.max(b.top, ref);
    const crown = inkBetween(base.strokes, b.top - ref * 0.3, b.top, this.step) ?? {
      centre: (b.left + b.right) / 2,
      left: b.left,
      right: b.right,
    };
    const foot = inkBetween(base.strokes, b.bottom, b.bottom + ref * 0.2, this.step) ?? crown;
    const above = { x: crown.centre, y: top + (capital ? xh * 0.1 : xh * 0.14) };
    let strokes: Strokes;
    switch (mark) {
      case 'dot':
        strokes = move(this.dot(), above.x, above.y + size * 0.25);
        break;
      case 'diaeresis': {
        const dot = this.dot();
        const dx = size * 0.5 * widthScale;
        strokes = [
          ...move(dot, above.x - dx, above.y + size * 0.25),
          ...move(dot, above.x + dx, above.y + size * 0.25),
        ];
        break;
      }
      case 'commaBelow': {
        const comma = this.get(',')?.strokes;
        const c = comma && box(comma);
        if (!comma || !c) return false;
        strokes = move(comma, foot.centre - (c.left + c.right) / 2, b.bottom - xh * 0.1 - c.top);
        break;
      }
      case 'ogonek':
        strokes = placeMark('ogonek', { x: foot.right - xh * 0.12, y: b.bottom + xh * 0.03 }, size);
        break;
      case 'cedilla':
        strokes = placeMark('cedilla', { x: foot.centre, y: b.bottom + xh * 0.02 }, size);
        break;
      default:
        strokes = placeMark(mark as MarkKind, above, size, widthScale);
    }
    this.add(char, [...base.strokes, ...strokes], base.advance, `${baseChar}+${mark}`);
    return true;
  }

  /** ď ť ľ Ľ: the caron of a letter with an ascender is written as an apostrophe after it. */
  composeApostropheCaron(char: string, baseChar: string): boolean {
    const base = this.get(baseChar);
    const apostrophe = this.get("'")?.strokes ?? this.get('’')?.strokes;
    const b = base && box(base.strokes);
    const a = apostrophe && box(apostrophe);
    if (!base || !b || !apostrophe || !a) return false;
    const xh = this.m.xHeight;
    const top = isCapital(baseChar) ? this.m.capHeight : Math.max(b.top, xh * 1.3);
    const stem = inkBetween(base.strokes, top - xh * 0.35, top + 1, this.step);
    const left = (stem?.right ?? b.right) + xh * 0.08;
    const small = scaleAbout(apostrophe, 0.8, { x: a.left, y: a.top });
    const strokes = move(small, left - a.left, top - a.top);
    const right = box(strokes)?.right ?? left;
    const advance = Math.max(base.advance, right + xh * 0.12);
    this.add(char, [...base.strokes, ...strokes], advance, `${baseChar}+apostrophe`);
    return true;
  }

  /** A bar across a stem: ł Ł (slanted), đ ħ Ħ ŧ Ŧ Đ (level). */
  composeBar(char: string, baseChar: string, kind: 'slash' | 'bar'): boolean {
    const base = this.get(baseChar);
    const b = base && box(base.strokes);
    if (!base || !b) return false;
    const { xHeight: xh, capHeight: ch } = this.m;
    const capital = isCapital(baseChar);
    let y: number;
    let from: number;
    let to: number;
    if (kind === 'slash') {
      y = capital ? ch * 0.42 : b.top * 0.5;
      const band = inkBetween(base.strokes, y - xh * 0.1, y + xh * 0.1, this.step);
      if (!band) return false;
      // The stem of L is the leftmost ink at that height.
      const x = capital ? Math.min(band.centre, band.left + xh * 0.06) : band.centre;
      this.add(
        char,
        [
          ...base.strokes,
          [
            { x: x - xh * 0.22, y: y - xh * 0.14 },
            { x: x + xh * 0.24, y: y + xh * 0.16 },
          ],
        ],
        base.advance,
        `${baseChar}+stroke`,
      );
      return true;
    }
    if (baseChar === 'H') {
      y = ch * 0.76;
      const band = inkBetween(base.strokes, ch * 0.6, ch * 0.9, this.step) ?? b;
      from = band.left - xh * 0.08;
      to = band.right + xh * 0.08;
    } else {
      const [low, high] =
        baseChar === 'd' || baseChar === 'h'
          ? [xh * 1.1, b.top - xh * 0.05]
          : baseChar === 't'
            ? [xh * 0.15, xh * 0.6]
            : [ch * 0.3, ch * 0.6];
      y =
        baseChar === 'd' || baseChar === 'h'
          ? (xh + b.top) / 2 + xh * 0.05
          : baseChar === 't'
            ? xh * 0.42
            : ch * 0.47;
      const band = inkBetween(base.strokes, low, high, this.step);
      if (!band) return false;
      const x =
        baseChar === 'D'
          ? band.left + xh * 0.04
          : band.centre + (y - (low + high) / 2) * this.m.slant;
      const half = capital ? xh * 0.24 : xh * 0.2;
      from = x - half;
      to = x + half;
    }
    this.add(
      char,
      [
        ...base.strokes,
        [
          { x: from, y },
          { x: to, y },
        ],
      ],
      base.advance,
      `${baseChar}+bar`,
    );
    return true;
  }

  /** Two glyphs side by side; `overlap` > 0 lets their ink touch (æ œ), else by advance. */
  composePair(char: string, first: string, second: string, overlap: number | null): boolean {
    const a = this.get(first);
    const b = this.get(second);
    const ab = a && box(a.strokes);
    const bb = b && box(b.strokes);
    if (!a || !b) return false;
    const shift =
      overlap === null || !ab || !bb ? a.advance : ab.right - bb.left - overlap * this.m.xHeight;
    this.add(
      char,
      [...a.strokes, ...move(b.strokes, shift, 0)],
      shift + b.advance,
      `${first}+${second}`,
    );
    return true;
  }

  /** The glyph without its highest stroke: ı from i, ȷ from j. */
  composeDotless(char: string, baseChar: string): boolean {
    const base = this.get(baseChar);
    if (!base || base.strokes.length < 2) return false;
    const lowest = (stroke: Point[]) => Math.min(...stroke.map((q) => q.y));
    const dot = base.strokes.reduce((best, stroke) =>
      lowest(stroke) > lowest(best) ? stroke : best,
    );
    if (lowest(dot) < this.m.xHeight * 0.8) return false;
    this.add(
      char,
      base.strokes.filter((stroke) => stroke !== dot),
      base.advance,
      `${baseChar}-dot`,
    );
    return true;
  }

  /** A glyph drawn from strokes; `width` is the ink's width, margins come from the font. */
  drawn(char: string, strokes: Strokes, width: number) {
    const margin = this.m.xHeight * 0.14;
    this.add(char, shear(move(strokes, margin, 0), this.m.slant), width + 2 * margin, 'drawn');
  }

  /** A smooth stroke through points given in units of `unit`. */
  curve(points: [number, number][], unit: number): Point[] {
    return smoothCurve(points.map(([x, y]) => ({ x: x * unit, y: y * unit })));
  }

  composeAll(family: string) {
    const { xHeight: xh, capHeight: ch, ascender: asc } = this.m;
    const missing = (char: string) => !this.glyphs.has(char);

    if (missing('ı')) this.composeDotless('ı', 'i');
    if (missing('ȷ')) this.composeDotless('ȷ', 'j');

    if (missing('ß') || SHARP_S_LOOKS_LIKE_B.has(family)) {
      // Long s flowing into a z-like belly: the ß of German handwriting.
      const u = asc * 0.98;
      const first = this.curve(
        [
          [0, 0],
          [0, 0.62],
          [0.04, 0.84],
          [0.16, 0.97],
          [0.3, 1],
          [0.42, 0.94],
          [0.45, 0.82],
          [0.38, 0.7],
          [0.26, 0.62],
        ],
        u,
      );
      const second = this.curve(
        [
          [0.26, 0.62],
          [0.42, 0.58],
          [0.52, 0.45],
          [0.53, 0.27],
          [0.46, 0.1],
          [0.34, 0.02],
          [0.2, 0.02],
        ],
        u,
      );
      this.drawn('ß', [[...first, ...second.slice(1)]], u * 0.53);
    }
    if (missing('ẞ')) {
      const u = ch;
      const stem = this.curve(
        [
          [0, 0],
          [0, 0.7],
          [0.06, 0.9],
          [0.22, 0.99],
          [0.42, 1],
          [0.6, 0.95],
        ],
        u,
      );
      const belly = this.curve(
        [
          [0.34, 0.58],
          [0.52, 0.55],
          [0.64, 0.42],
          [0.65, 0.22],
          [0.55, 0.06],
          [0.38, 0],
          [0.22, 0.03],
        ],
        u,
      );
      this.drawn('ẞ', [[...stem, { x: 0.34 * u, y: 0.58 * u }, ...belly.slice(1)]], u * 0.65);
    }
    if (missing('ſ'))
      this.drawn(
        'ſ',
        [
          this.curve(
            [
              [0, 0],
              [0, 0.55],
              [0.03, 0.82],
              [0.13, 0.97],
              [0.3, 1],
              [0.4, 0.95],
            ],
            asc,
          ),
        ],
        asc * 0.4,
      );
    if (missing('Þ')) {
      const bowl = this.curve(
        [
          [0, 0.78],
          [0.3, 0.78],
          [0.46, 0.64],
          [0.46, 0.42],
          [0.3, 0.27],
          [0, 0.27],
        ],
        ch,
      );
      this.drawn(
        'Þ',
        [
          [
            { x: 0, y: 0 },
            { x: 0, y: ch },
          ],
          bowl,
        ],
        ch * 0.48,
      );
    }
    if (missing('þ')) {
      const bowl = smoothCurve(
        [
          [0, 0.85],
          [0.3, 1],
          [0.55, 0.85],
          [0.58, 0.4],
          [0.35, 0.02],
          [0, 0.12],
        ].map(([x, y]) => ({ x: (x as number) * xh, y: (y as number) * xh })),
      );
      this.drawn(
        'þ',
        [
          [
            { x: 0, y: -xh * 0.45 },
            { x: 0, y: asc },
          ],
          bowl,
        ],
        xh * 0.6,
      );
    }
    if (missing('¶')) {
      const bowl = this.curve(
        [
          [0.3, 1],
          [0.1, 0.93],
          [0, 0.78],
          [0.08, 0.62],
          [0.3, 0.55],
        ],
        ch,
      );
      this.drawn(
        '¶',
        [
          [...bowl.reverse(), { x: ch * 0.3, y: ch }, { x: ch * 0.52, y: ch }],
          [
            { x: ch * 0.3, y: ch },
            { x: ch * 0.3, y: -ch * 0.1 },
          ],
          [
            { x: ch * 0.46, y: ch },
            { x: ch * 0.46, y: -ch * 0.1 },
          ],
        ],
        ch * 0.52,
      );
    }
    if (missing('¤')) {
      const r = xh * 0.24;
      const c = { x: r * 1.5, y: xh * 0.45 };
      const ticks: Strokes = [45, 135, 225, 315].map((deg) => {
        const a = (deg * Math.PI) / 180;
        return [
          { x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r },
          { x: c.x + Math.cos(a) * r * 1.5, y: c.y + Math.sin(a) * r * 1.5 },
        ];
      });
      const ring = [...Array(33).keys()].map((s) => ({
        x: c.x + r * Math.cos((s / 32) * 2 * Math.PI),
        y: c.y + r * Math.sin((s / 32) * 2 * Math.PI),
      }));
      this.add('¤', [ring, ...ticks], 3 * r + xh * 0.3, 'drawn');
    }
    if (missing('¬'))
      this.drawn(
        '¬',
        [
          [
            { x: 0, y: xh * 0.55 },
            { x: xh * 0.65, y: xh * 0.55 },
            { x: xh * 0.65, y: xh * 0.3 },
          ],
        ],
        xh * 0.65,
      );
    if (missing('¯'))
      this.drawn(
        '¯',
        [
          [
            { x: 0, y: ch * 0.95 },
            { x: xh * 0.55, y: ch * 0.95 },
          ],
        ],
        xh * 0.55,
      );
    if (missing('§')) this.composeSection();
    if (missing('µ')) {
      const u = this.get('u');
      const band = u && inkBetween(u.strokes, xh * 0.4, xh * 0.9, this.step);
      if (u && band)
        this.add(
          'µ',
          [
            ...u.strokes,
            [
              { x: band.left + xh * 0.02 + xh * 0.3 * this.m.slant, y: xh * 0.3 },
              { x: band.left - xh * 0.15 * this.m.slant, y: -xh * 0.45 },
            ],
          ],
          u.advance,
          'u+descender',
        );
    }
    if (missing('ð')) this.composeEth();
    if (missing('ĸ')) {
      const k = this.get('K');
      if (k)
        this.add(
          'ĸ',
          scaleAbout(k.strokes, xh / ch, { x: 0, y: 0 }),
          (k.advance * xh) / ch,
          'K small',
        );
    }
    for (const [char, base] of [
      ['ŋ', 'n'],
      ['Ŋ', 'N'],
    ] as const)
      if (missing(char)) this.composeEng(char, base);

    for (const [char, first, second, overlap] of [
      ['æ', 'a', 'e', 0.1],
      ['Æ', 'A', 'E', 0.12],
      ['œ', 'o', 'e', 0.1],
      ['Œ', 'O', 'E', 0.12],
      ['ĳ', 'i', 'j', null],
      ['Ĳ', 'I', 'J', null],
      ['ŉ', '’', 'n', null],
      ['ŀ', 'l', '·', null],
      ['Ŀ', 'L', '·', null],
    ] as const)
      if (missing(char)) this.composePair(char, first, second, overlap);

    for (const [char, base] of [
      ['ł', 'l'],
      ['Ł', 'L'],
    ] as const)
      if (missing(char)) this.composeBar(char, base, 'slash');
    if (missing('Đ') && this.get('Ð'))
      this.glyphs.set('Đ', { ...(this.get('Ð') as PenGlyph), composedFrom: 'Ð' });
    for (const [char, base] of [
      ['Đ', 'D'],
      ['đ', 'd'],
      ['ħ', 'h'],
      ['Ħ', 'H'],
      ['ŧ', 't'],
      ['Ŧ', 'T'],
    ] as const)
      if (missing(char)) this.composeBar(char, base, 'bar');

    for (const [char, base] of [
      ['ď', 'd'],
      ['ľ', 'l'],
      ['ť', 't'],
      ['Ľ', 'L'],
    ] as const)
      if (missing(char)) this.composeApostropheCaron(char, base);

    for (const char of PEN_CHARACTER_SET) {
      if (!missing(char)) continue;
      const [base, combining, ...rest] = char.normalize('NFD');
      const mark = combining && COMBINING[combining];
      if (!base || !mark || rest.length > 0) continue;
      let baseChar = base;
      // Marks above i and j replace their dot; į keeps it (Lithuanian).
      if ((base === 'i' || base === 'j') && mark !== 'ogonek' && mark !== 'cedilla')
        baseChar = base === 'i' ? 'ı' : 'ȷ';
      let kind: string = mark;
      if (COMMA_BELOW_CEDILLA.has(char)) kind = 'commaBelow';
      if (char === 'ģ') {
        this.composeTurnedComma(char);
        continue;
      }
      this.composeMark(char, baseChar, kind);
    }
  }

  /** § as two of the font's s, one above the other, overlapping at the middle. */
  private composeSection() {
    const s = this.get('s');
    const b = s && box(s.strokes);
    if (!s || !b) return;
    const { capHeight: ch } = this.m;
    const k = (ch * 0.62) / (b.top - b.bottom);
    const small = scaleAbout(s.strokes, k, { x: b.left, y: b.bottom });
    const width = (b.right - b.left) * k;
    const margin = this.m.xHeight * 0.12;
    const upper = move(small, margin - b.left, ch * 0.42 - b.bottom);
    const lower = move(small, margin - b.left - ch * 0.42 * this.m.slant, -ch * 0.12 - b.bottom);
    this.add('§', [...upper, ...lower], width + 2 * margin, 's+s');
  }

  /** ð: the font's o with a rising, crossed back stroke. */
  private composeEth() {
    const o = this.get('o');
    const b = o && box(o.strokes);
    if (!o || !b) return;
    const { xHeight: xh, ascender: asc, slant } = this.m;
    const cx = (b.left + b.right) / 2;
    const stroke = smoothCurve([
      { x: b.right - (b.right - b.left) * 0.08, y: b.top * 0.55 },
      { x: b.right - xh * 0.02 + slant * xh * 0.3, y: b.top + xh * 0.2 },
      { x: cx + slant * (asc - b.top), y: asc * 0.95 },
    ]);
    const y = (b.top + asc) / 2 + xh * 0.05;
    const x = cx + xh * 0.15 + slant * (y - b.top);
    this.add(
      'ð',
      [
        ...o.strokes,
        stroke,
        [
          { x: x - xh * 0.22, y: y - xh * 0.06 },
          { x: x + xh * 0.18, y: y + xh * 0.08 },
        ],
      ],
      o.advance,
      'o+stroke',
    );
  }

  /** ŋ Ŋ: a hook below the right stem. */
  private composeEng(char: string, baseChar: string) {
    const base = this.get(baseChar);
    const { xHeight: xh, capHeight: ch } = this.m;
    const height = isCapital(baseChar) ? ch : xh;
    const band = base && inkBetween(base.strokes, 0, height * 0.35, this.step);
    if (!base || !band) return;
    const x = band.right;
    const hook = smoothCurve([
      { x, y: height * 0.2 },
      { x, y: -xh * 0.2 },
      { x: x - xh * 0.12, y: -xh * 0.4 },
      { x: x - xh * 0.3, y: -xh * 0.38 },
    ]);
    this.add(char, [...base.strokes, hook], base.advance, `${baseChar}+hook`);
  }

  /** ģ: the comma above g is a turned comma (Latvian). */
  private composeTurnedComma(char: string) {
    const g = this.get('g');
    const comma = this.get(',')?.strokes;
    const b = g && box(g.strokes);
    const c = comma && box(comma);
    if (!g || !b || !comma || !c) return;
    const xh = this.m.xHeight;
    const crown = inkBetween(g.strokes, b.top - xh * 0.3, b.top, this.step);
    const turned = comma.map((stroke) => stroke.map((q) => ({ x: -q.x, y: -q.y })));
    const t = box(turned) as Box;
    const x = (crown?.centre ?? (b.left + b.right) / 2) - (t.left + t.right) / 2;
    const y = Math.max(b.top, xh) + xh * 0.14 - t.bottom;
    this.add(char, [...g.strokes, ...move(turned, x, y)], g.advance, 'g+turned comma');
  }
}

/**
 * Adds to `glyphs` every character of the shop's set (charset.ts) the font lacks and that can
 * be composed from what it has, and the drawn ß where the font's own reads as a B. Glyphs the
 * font has are kept. Each added glyph says how it was made (`composedFrom`).
 */
export function addComposedGlyphs(
  glyphs: Map<string, PenGlyph>,
  family: string,
  unitsPerEm: number,
): void {
  if (!glyphs.has('x')) return; // not a Latin font: nothing to measure marks against
  new Composer(glyphs, unitsPerEm).composeAll(family);
  addLigatureGlyphs(glyphs); // Æ æ Œ œ with a shared stroke (issue 38)
}
