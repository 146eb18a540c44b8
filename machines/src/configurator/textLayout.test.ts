import { describe, expect, it } from 'vitest';
import { TEXT_SIZE_METRICS, writableArea } from './canvasGeometry.ts';
import { emSizeMm, measureWord } from './fontMetrics.ts';
import { layoutPage, layoutText } from './textLayout.ts';
import { CANVASES } from './testing/fixtures.ts';
import { loadTestFont } from './testing/nodeFont.ts';

const caveat = loadTestFont('caveat');
const apple = loadTestFont('homemade-apple');
const a6 = writableArea(CANVASES.a6Postcard, 0); // 128 × 85 mm
const LOREM =
  'Liebe Anna, herzlichen Dank für die wunderbare Zeit bei euch am See. Die Abende auf der Terrasse, das Lachen und die vielen Gespräche werden wir so schnell nicht vergessen. ';

describe('text layout with real font metrics', () => {
  it('sizes fonts by x-height, so "medium" looks medium in every font', () => {
    expect(emSizeMm(caveat, 2.8)).toBeCloseTo((2.8 * 1000) / 357, 1);
    expect(emSizeMm(apple, 2.8)).toBeCloseTo((2.8 * 1024) / 600, 1);
  });

  it('writes a short text on one line at the top of the area', () => {
    const layout = layoutText({ font: caveat, text: 'Hallo Anna!', textSize: 'medium', area: a6 });
    expect(layout.lines.map((l) => l.text)).toEqual(['Hallo Anna!']);
    expect(layout).toMatchObject({
      fits: true,
      overflowAt: null,
      usedHeightMm: 7.3,
      lineHeightMm: 7.3,
    });
    expect(layout.lines[0]?.baselineMm).toBeCloseTo(7.3 * 0.72);
  });

  it('keeps explicit newlines and blank lines, collapses spaces, drops trailing blank lines', () => {
    const layout = layoutText({
      font: caveat,
      text: 'Hallo   Anna,\n\nschön!\n\n\n',
      textSize: 'small',
      area: a6,
    });
    expect(layout.lines.map((l) => l.text)).toEqual(['Hallo Anna,', '', 'schön!']);
    expect(layout.usedHeightMm).toBeCloseTo(3 * 6.2);
  });

  it('wraps within the width, using the font’s own advance widths', () => {
    const text = LOREM.repeat(2);
    for (const font of [caveat, apple])
      for (const textSize of ['small', 'medium', 'large'] as const) {
        const layout = layoutText({ font, text, textSize, area: a6 });
        expect(layout.lines.length).toBeGreaterThan(2);
        for (const line of layout.lines)
          expect(line.widthMm).toBeLessThanOrEqual(a6.widthMm + 1e-9);
        // Greedy: the next line's first word would not have fitted.
        const rejoined = layout.lines.map((l) => l.text).join(' ');
        expect(rejoined).toBe(text.trim().replace(/\s+/g, ' '));
      }
    const small = layoutText({ font: caveat, text, textSize: 'small', area: a6 });
    const large = layoutText({ font: caveat, text, textSize: 'large', area: a6 });
    expect(large.lines.length).toBeGreaterThan(small.lines.length);
    // Same x-height, different fonts: different widths, so different line breaks.
    const inApple = layoutText({ font: apple, text, textSize: 'medium', area: a6 });
    const inCaveat = layoutText({ font: caveat, text, textSize: 'medium', area: a6 });
    expect(inApple.lines.map((l) => l.text)).not.toEqual(inCaveat.lines.map((l) => l.text));
  });

  it('kerns pairs (Caveat has GPOS kerning)', () => {
    const pair = measureWord(caveat, 'To').width;
    expect(pair).toBeLessThan(measureWord(caveat, 'T').width + measureWord(caveat, 'o').width);
  });

  it('breaks a word longer than the line with a hyphen', () => {
    const area = { widthMm: 40, heightMm: 200 };
    const word = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen';
    const layout = layoutText({ font: caveat, text: `Ein ${word} hier`, textSize: 'medium', area });
    const texts = layout.lines.map((l) => l.text);
    expect(texts[0]).toBe('Ein');
    expect(texts.slice(1, -1).every((t) => t.endsWith('-'))).toBe(true);
    expect(texts.join('').replace(/-/g, '').replace(/ /g, '')).toBe(`Ein${word}hier`);
    for (const line of layout.lines) expect(line.widthMm).toBeLessThanOrEqual(40);
  });

  it('reports where the text leaves the area', () => {
    // 85 mm hold 11 lines of 7.3 mm; the 12th overflows.
    const text = Array.from({ length: 14 }, (_, i) => `Zeile ${i + 1}`).join('\n');
    const layout = layoutText({ font: caveat, text, textSize: 'medium', area: a6 });
    expect(layout.fits).toBe(false);
    expect(layout.overflowAt).toEqual({ line: 12, text: 'Zeile 12', part: 'body' });
    expect(layout.lines.filter((l) => l.fits)).toHaveLength(11);
    expect(layout.usedHeightMm).toBeCloseTo(14 * 7.3);
    expect(Math.floor(a6.heightMm / TEXT_SIZE_METRICS.large.lineHeightMm)).toBe(9);
  });

  it('names the first line with words that overflows, not a blank line between paragraphs', () => {
    // Lines 1–11 fit; line 12 is the blank line before the last paragraph (issue 38: the
    // message quoted it as „“).
    const text = [...Array.from({ length: 11 }, (_, i) => `Zeile ${i + 1}`), '', 'Herzlich, Tom'];
    const layout = layoutText({
      font: caveat,
      text: text.join('\n'),
      textSize: 'medium',
      area: a6,
    });
    expect(layout.lines[11]).toMatchObject({ text: '', fits: false });
    expect(layout.fits).toBe(false);
    expect(layout.overflowAt).toEqual({ line: 13, text: 'Herzlich, Tom', part: 'body' });
  });

  it('writes a heading larger and centred above the body', () => {
    const layout = layoutPage({
      font: caveat,
      heading: 'Danke!',
      body: 'Text',
      textSize: 'medium',
      area: a6,
    });
    const [heading, body] = layout.lines;
    expect(heading?.part).toBe('heading');
    expect(heading?.fontSizeMm).toBeCloseTo((body?.fontSizeMm ?? 0) * 1.35);
    expect((heading?.xMm ?? 0) * 2 + (heading?.widthMm ?? 0)).toBeCloseTo(a6.widthMm);
    expect(layout.usedHeightMm).toBeCloseTo(7.3 * 1.35 + 7.3 * 0.5 + 7.3);
  });

  it('reports characters the font cannot write', () => {
    const layout = layoutText({
      font: caveat,
      text: 'Alles Gute 🎉 – Grüße, ß & €',
      textSize: 'medium',
      area: a6,
    });
    expect(layout.missingCharacters).toEqual(['🎉']);
  });

  it('shrinks the primary page under a logo', () => {
    expect(writableArea(CANVASES.a6Postcard, 0, true).heightMm).toBe(85 - 19);
    expect(writableArea(CANVASES.a6Folded, 0, true).heightMm).toBe(81);
    expect(writableArea(CANVASES.a6Folded, 1, true).heightMm).toBe(81 - 19);
  });
});
