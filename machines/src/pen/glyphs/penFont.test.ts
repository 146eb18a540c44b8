import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writableArea } from '../../configurator/canvasGeometry.ts';
import { checkFit, type FitSettings } from '../../configurator/fitCheck.ts';
import { emSizeMm, xHeightUnits } from '../../configurator/fontMetrics.ts';
import { emptyVariantTexts } from '../../configurator/progress.ts';
import { createRecipient } from '../../configurator/recipientSchema.ts';
import { layoutText } from '../../configurator/textLayout.ts';
import { CANVASES } from '../../configurator/testing/fixtures.ts';
import { parsePathData, type Point } from './pathData.ts';
import { decodeXmlEntities, missingCharacters, parsePenFont, PenFontError } from './penFont.ts';
import { penLayoutFont } from '../layout/layoutFont.ts';
import { HERSHEYTEXT_FONT_DIR, loadPenFont, readPenFontFile } from '../testing/nodePenFont.ts';

const allure = loadPenFont('EMSAllure.svg');
const script = loadPenFont('HersheyScript1.svg');
const fontFiles = Object.values(
  JSON.parse(readFileSync(path.join(HERSHEYTEXT_FONT_DIR, 'index.json'), 'utf8')) as Record<
    string,
    { file: string }
  >,
).map((entry) => entry.file);

describe('reading hersheytext SVG fonts', () => {
  it('reads the font face and advance widths from the file', () => {
    expect(allure).toMatchObject({
      family: 'EMS Allure',
      unitsPerEm: 1000,
      ascent: 800,
      descent: -200,
      xHeight: 300,
    });
    // <glyph unicode="x" horiz-adv-x="488" …>, unicode="!" horiz-adv-x="359"
    expect(allure.glyphs.get('x')?.advance).toBe(488);
    expect(allure.glyphs.get('!')?.advance).toBe(359);
    expect(allure.glyphs.get(' ')).toEqual({ advance: 378, strokes: [] });
    expect(script.glyphs.get('O')?.advance).toBe(662);
    expect(script.glyphs.get('x')?.advance).toBe(504);
    expect(allure.missingGlyph.advance).toBe(378);
  });

  it('turns every subpath into one stroke, in font units with y up', () => {
    // d="M 444 665 L 403 592 L 295 362 L 232 214 M 204 63 L 182 40.9"; as drawn, without
    // the curves (curves.test.ts).
    const asDrawn = parsePenFont(readPenFontFile('EMSAllure.svg'), { curves: false });
    expect(asDrawn.glyphs.get('!')?.strokes).toEqual([
      [
        { x: 444, y: 665 },
        { x: 403, y: 592 },
        { x: 295, y: 362 },
        { x: 232, y: 214 },
      ],
      [
        { x: 204, y: 63 },
        { x: 182, y: 40.9 },
      ],
    ]);
    expect(script.glyphs.get('x')?.strokes).toHaveLength(2);
    // The O is one stroke; the Ö adds two dots.
    expect(script.glyphs.get('O')?.strokes).toHaveLength(1);
    expect(script.glyphs.get('Ö')?.strokes).toHaveLength(3);
  });

  it('decodes the entities of unicode attributes', () => {
    // unicode="&amp;" horiz-adv-x="828", "&#x22;" 302, "&apos;" 173, "&#x3c;" and "&#xdf;"
    expect(allure.glyphs.get('&')?.advance).toBe(828);
    expect(allure.glyphs.get('"')?.advance).toBe(302);
    expect(allure.glyphs.get("'")?.advance).toBe(173);
    expect(allure.glyphs.has('<')).toBe(true);
    expect(allure.glyphs.has('ß')).toBe(true);
    expect(allure.glyphs.has('&amp;')).toBe(false);
    expect(allure.glyphs.has('&#xdf;')).toBe(false);
  });

  it.each(fontFiles)('%s has the umlauts and ß, with strokes of their own', (file) => {
    const font = loadPenFont(file);
    expect(font.glyphs.size).toBeGreaterThan(180);
    for (const [umlaut, base] of [
      ['ä', 'a'],
      ['ö', 'o'],
      ['ü', 'u'],
      ['Ä', 'A'],
      ['Ö', 'O'],
      ['Ü', 'U'],
    ] as const) {
      const strokes = font.glyphs.get(umlaut)?.strokes ?? [];
      expect(strokes.length, umlaut).toBeGreaterThan(0);
      expect(strokes, umlaut).not.toEqual(font.glyphs.get(base)?.strokes);
    }
    expect(font.glyphs.get('ß')?.strokes.length).toBeGreaterThan(0);
    // German typography the files lack („low quotes“, ‚single low quote‘, ’ and …) is drawn
    // from glyphs they have; § and the capital ẞ are composed (composedGlyphs.ts).
    expect(missingCharacters(font, 'Grüße, Straße „Café“ ‚Zoë‘ – 5 € it’s … § ẞ ☃')).toEqual(['☃']);
  });

  it('draws „ ‚ ‘ ’ … from the commas, apostrophe and full stops', () => {
    const comma = script.glyphs.get(',');
    const stop = script.glyphs.get('.');
    const apostrophe = script.glyphs.get("'");
    if (!comma || !stop || !apostrophe) throw new Error("font without , . or '");
    const low = script.glyphs.get('„');
    expect(low?.substituteFor).toBe(',,');
    expect(low?.advance).toBeCloseTo(comma.advance * 1.6);
    expect(low?.strokes).toEqual([
      ...comma.strokes,
      ...comma.strokes.map((stroke) =>
        stroke.map((point) => ({ x: point.x + comma.advance * 0.6, y: point.y })),
      ),
    ]);
    expect(script.glyphs.get('‚')).toEqual({ ...comma, substituteFor: ',' });
    expect(script.glyphs.get('’')).toEqual({ ...apostrophe, substituteFor: "'" });
    expect(script.glyphs.get('‘')?.strokes).toEqual(apostrophe.strokes);
    const ellipsis = script.glyphs.get('…');
    expect(ellipsis?.advance).toBeCloseTo(stop.advance * 3);
    expect(ellipsis?.strokes).toHaveLength(stop.strokes.length * 3);
    // A font that has the character keeps its own glyph; one without the parts gets none.
    const own = parsePenFont(
      '<svg><font horiz-adv-x="500"><glyph unicode="," d="M0 0L1 -1"/><glyph unicode="&#x201E;" horiz-adv-x="123" d="M0 0L5 5"/></font></svg>',
    );
    expect(own.glyphs.get('„')).toEqual({
      advance: 123,
      strokes: [
        [
          { x: 0, y: 0 },
          { x: 5, y: 5 },
        ],
      ],
    });
    expect(own.glyphs.has('…')).toBe(false);
  });

  it('reports characters the font lacks as missing (.notdef), whitespace never', () => {
    const layoutFont = penLayoutFont(allure);
    expect(layoutFont.charToGlyph('☃')).toMatchObject({ index: 0, advanceWidth: 378 });
    expect(layoutFont.charToGlyph('A').index).toBeGreaterThan(0);
    expect(layoutFont.charToGlyph(' ').index).toBeGreaterThan(0);
    expect(missingCharacters(allure, 'Hallo ☃ Welt\t🙂\n')).toEqual(['☃', '🙂']);
  });

  it('refuses a file without a <font>', () => {
    expect(() => parsePenFont('<svg><path d="M0 0L1 1"/></svg>')).toThrow(PenFontError);
  });
});

describe('a hand-made SVG font: markup and path data', () => {
  const font = parsePenFont(`<?xml version="1.0"?>
    <svg xmlns="http://www.w3.org/2000/svg"><defs>
    <!-- <glyph unicode="C" horiz-adv-x="999" d="M0 0L9 9"/> is commented out -->
    <font id="t" horiz-adv-x="500">
      <font-face font-family="Test &amp; Co" units-per-em="2048" ascent="1600" descent="-448"/>
      <missing-glyph horiz-adv-x="333"/>
      <glyph unicode="&quot;" d="M 10 20 l 5 -5 m 10 0 h 10 v 10 H 0 V 0 z"/>
      <glyph unicode='&lt;' horiz-adv-x='250' d='M100,0L200-50.5e0L3e2 1E2'/>
      <glyph unicode="&#60;" horiz-adv-x="999" d="M0 0L1 1"/>
      <glyph unicode="&#x1F58B;" horiz-adv-x="700" d="M0 0 M 5 5 Z M 1 1"/>
      <glyph unicode="fi" horiz-adv-x="600" d="M0 0L1 1"/>
      <glyph glyph-name="unmapped" d="M0 0L1 1"/>
    </font></defs></svg>`);

  it('decodes entities, takes the first glyph of a character, skips ligatures', () => {
    expect(font).toMatchObject({ family: 'Test & Co', unitsPerEm: 2048, ascent: 1600 });
    expect([...font.glyphs.keys()]).toEqual(['"', '<', '🖋']);
    expect(font.glyphs.get('"')?.advance).toBe(500); // the font's default
    expect(font.glyphs.get('<')?.advance).toBe(250);
    expect(font.glyphs.has('C')).toBe(false);
    expect(font.missingGlyph.advance).toBe(333);
  });

  it('reads relative commands, H/V, closepath and numbers without separators', () => {
    expect(font.glyphs.get('"')?.strokes).toEqual([
      [
        { x: 10, y: 20 },
        { x: 15, y: 15 },
      ],
      [
        { x: 25, y: 15 },
        { x: 35, y: 15 },
        { x: 35, y: 25 },
        { x: 0, y: 25 },
        { x: 0, y: 0 },
        { x: 25, y: 15 },
      ],
    ]);
    expect(font.glyphs.get('<')?.strokes).toEqual([
      [
        { x: 100, y: 0 },
        { x: 200, y: -50.5 },
        { x: 300, y: 100 },
      ],
    ]);
    // A lone M draws nothing; "M x y Z" is a dot (a zero-length stroke, drawn with a round cap).
    expect(font.glyphs.get('🖋')?.strokes).toEqual([
      [
        { x: 5, y: 5 },
        { x: 5, y: 5 },
      ],
    ]);
  });

  it('decodes XML character references', () => {
    expect(
      decodeXmlEntities('&lt;&amp;&gt; &quot;&apos; &#xE4;&#228; &#x1F58B; &nbsp; &#xZZ;'),
    ).toBe('<&> "\' ää 🖋 &nbsp; &#xZZ;');
  });

  const cubicAt = (p: Point[], t: number): Point => {
    const u = 1 - t;
    const [a, b, c, d] = p as [Point, Point, Point, Point];
    return {
      x: u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
      y: u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y,
    };
  };
  const distanceToPolyline = (p: Point, line: Point[]) => {
    let best = Infinity;
    for (let i = 1; i < line.length; i += 1) {
      const a = line[i - 1] as Point;
      const b = line[i] as Point;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const t = Math.max(
        0,
        Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)),
      );
      best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
    }
    return best;
  };

  it('flattens cubic curves within the tolerance, finer for a smaller tolerance', () => {
    const control = [
      { x: 0, y: 0 },
      { x: 0, y: 500 },
      { x: 1000, y: 500 },
      { x: 1000, y: 0 },
    ];
    const coarse = parsePathData('M0 0C0 500 1000 500 1000 0', { tolerance: 5 })[0] ?? [];
    const fine = parsePathData('M0 0c0 500 1000 500 1000 0', { tolerance: 0.5 })[0] ?? [];
    expect(coarse[0]).toEqual({ x: 0, y: 0 });
    expect(coarse.at(-1)).toEqual({ x: 1000, y: 0 });
    expect(fine.length).toBeGreaterThan(coarse.length);
    for (const [line, tolerance] of [
      [coarse, 5],
      [fine, 0.5],
    ] as const)
      for (let t = 0; t <= 1; t += 0.01)
        expect(distanceToPolyline(cubicAt(control, t), line)).toBeLessThanOrEqual(tolerance);
  });

  it('flattens quadratic, smooth and arc segments', () => {
    // Q and its reflection T: a wave through (0,0), (100,0), (200,0).
    const [wave] = parsePathData('M0 0Q50 100 100 0T200 0', { tolerance: 0.1 });
    expect(Math.max(...(wave ?? []).map((p) => p.y))).toBeCloseTo(50, 0);
    expect(Math.min(...(wave ?? []).map((p) => p.y))).toBeCloseTo(-50, 0);
    // S reflects the previous cubic's second control point.
    const [smooth] = parsePathData('M0 0C0 100 100 100 100 0S200 -100 200 0', { tolerance: 0.1 });
    expect(Math.min(...(smooth ?? []).map((p) => p.y))).toBeCloseTo(-75, 0);
    // A half circle of radius 50 about (50, 0), with flags written together ("01").
    const [arc] = parsePathData('M0 0a50 50 0 01100 0', { tolerance: 0.05 });
    expect(arc?.at(-1)).toEqual({ x: 100, y: 0 });
    for (const p of arc ?? []) expect(Math.hypot(p.x - 50, p.y)).toBeCloseTo(50, 0);
    expect(Math.max(...(arc ?? []).map((p) => Math.abs(p.y)))).toBeCloseTo(50, 1);
  });
});

describe('the pen font in the existing layout and fit check', () => {
  const font = penLayoutFont(allure);

  it('measures x-height from the x glyph and sizes by it', () => {
    expect(penLayoutFont(allure)).toBe(font); // one object per font: the layout caches stay warm
    // The Allure x's highest point: "M 400 346" (its entry stroke).
    expect(font.tables?.os2?.sxHeight).toBe(346);
    expect(xHeightUnits(font)).toBe(346);
    expect(emSizeMm(font, 2.8)).toBeCloseTo((2.8 * 1000) / 346);
  });

  it('breaks lines with the pen font’s advance widths', () => {
    const area = writableArea(CANVASES.a6Postcard, 0);
    const layout = layoutText({ font, text: 'Hallo Anna!', textSize: 'medium', area });
    const advances = [...'Hallo Anna!'].reduce(
      (sum, char) => sum + (allure.glyphs.get(char)?.advance ?? NaN),
      0,
    );
    expect(layout.lines.map((line) => line.text)).toEqual(['Hallo Anna!']);
    expect(layout.lines[0]?.widthMm).toBeCloseTo((advances * emSizeMm(font, 2.8)) / 1000, 6);
    const long = layoutText({ font, text: 'Hallo Anna! '.repeat(20), textSize: 'medium', area });
    expect(long.lines.length).toBeGreaterThan(3);
    for (const line of long.lines) expect(line.widthMm).toBeLessThanOrEqual(area.widthMm);
  });

  it('runs checkFit on a pen font: fits, overflows, and names the missing ☃', () => {
    const settings = (body: string): FitSettings => {
      const texts = emptyVariantTexts();
      for (const form of ['du', 'sie', 'ihr'] as const) texts[form].pages[0].body = body;
      return {
        kind: 'postcard',
        personalisation: 'salutation_address',
        texts,
        customSalutation: null,
        canvas: CANVASES.a6Postcard,
        textSize: 'medium',
        hasLogo: false,
      };
    };
    const anna = createRecipient('r1', {
      firstName: 'Anna',
      lastName: 'Schmidt',
      gender: 'female',
      addressForm: 'du',
    });
    const recipients = [anna];
    expect(
      checkFit({ font, settings: settings('{{Anrede}}\nschön, dass es dich gibt!'), recipients }),
    ).toMatchObject({
      fits: true,
      missingCharacters: [],
    });
    const overflowing = checkFit({
      font,
      settings: settings(['{{Anrede}}', ...Array(20).fill('Zeile')].join('\n')),
      recipients,
    });
    expect(overflowing).toMatchObject({ fits: false, overflowCount: 1 });
    expect(
      checkFit({ font, settings: settings('{{Anrede}}\n„Danke“ … § 1 Ayşe ☃'), recipients })
        .missingCharacters,
    ).toEqual(['☃']);
  });
});
