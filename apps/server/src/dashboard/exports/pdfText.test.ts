import { describe, expect, it } from 'vitest';
import { STANDARD_FONT_COVERAGE, codePointName, renderableText } from './pdfText.ts';

describe('renderableText', () => {
  it('keeps German text and typographic quotes for the standard fonts', () => {
    const text = 'Grüße „aus“ Köln – äöüß ÄÖÜ € …';
    expect(renderableText(text, STANDARD_FONT_COVERAGE)).toEqual({ text, missing: [] });
  });

  it('shows what a font lacks as "?" and names it once', () => {
    expect(renderableText('Hi 😀 und 😀 → 中', STANDARD_FONT_COVERAGE)).toEqual({
      text: 'Hi ? und ? ? ?',
      missing: ['😀', '→', '中'],
    });
    expect(codePointName('😀')).toBe('U+1F600');
    expect(codePointName('→')).toBe('U+2192');
  });

  it('composes umlauts, drops invisible characters and keeps line breaks', () => {
    const decomposed = 'Mu\u0308ller\u200B\uFEFF\u00AD\r\nZeile\t2\u0007';
    expect(renderableText(decomposed, STANDARD_FONT_COVERAGE)).toEqual({
      text: 'Müller\nZeile    2',
      missing: [],
    });
  });

  it('asks the given font', () => {
    const onlyA = { has: (cp: number) => cp === 0x41 };
    expect(renderableText('AB', onlyA)).toEqual({ text: 'A?', missing: ['B'] });
  });
});
