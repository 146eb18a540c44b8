import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_PAIRINGS, PEN_FONT_FILES, PEN_ONLY_FONTS, penFontFor } from './fontPairing.ts';
import { missingCharacters } from './penFont.ts';
import { HERSHEYTEXT_FONT_DIR, loadPenFont, readPenFontFile } from '../testing/nodePenFont.ts';

// The CMS seeds its fonts in cms/src/seed/data/fonts.ts as fs('<slug>', …).
const seedFile = path.resolve(import.meta.dirname, '../../../../cms/src/seed/data/fonts.ts');
const seededSlugs = [...readFileSync(seedFile, 'utf8').matchAll(/\bfs\(\s*'([a-z0-9-]+)'/g)].map(
  (match) => match[1],
);
const index = JSON.parse(
  readFileSync(path.join(HERSHEYTEXT_FONT_DIR, 'index.json'), 'utf8'),
) as Record<string, { file: string }>;

describe('font pairing', () => {
  it('pairs every seeded handwriting font, and only those', () => {
    expect(seededSlugs.length).toBeGreaterThanOrEqual(10);
    expect(FONT_PAIRINGS.map((pairing) => pairing.slug).sort()).toEqual([...seededSlugs].sort());
    expect(penFontFor('caveat')).toBe(PEN_FONT_FILES.emsTech);
    expect(penFontFor('homemade-apple')).toBe(PEN_FONT_FILES.emsAllure);
    expect(penFontFor('feder-felix')).toBe(PEN_FONT_FILES.emsFelix);
    expect(penFontFor('comic-sans')).toBeNull();
    expect(PEN_ONLY_FONTS).toHaveLength(3);
    expect(penFontFor('feder-schreibschrift')).toBe(PEN_FONT_FILES.hersheyScript);
    for (const font of PEN_ONLY_FONTS) expect(seededSlugs).not.toContain(font.slug);
  });

  it('is the pairing the CMS seed uploads as each font’s pen font', () => {
    const seeded = new Map(
      [
        ...readFileSync(seedFile, 'utf8').matchAll(
          /\b(?:fs|penOnly)\(\s*'([a-z0-9-]+)'[^\n]*?'(\w+\.svg)'/g,
        ),
      ].map((match) => [match[1], match[2]]),
    );
    const expected = new Map(
      [...FONT_PAIRINGS, ...PEN_ONLY_FONTS].map((font) => [font.slug, font.pen.file]),
    );
    expect(seeded).toEqual(expected);
  });

  it('offers a joined script: most lower-case letters meet their neighbours (issue 30)', () => {
    const font = loadPenFont(PEN_FONT_FILES.hersheyScript.file);
    // The last point of a letter's last stroke lies at the next letter's first point (its
    // advance later): the pen goes on without lifting.
    const joins = [...'abcdefhiklmnorstuw'].filter((char) => {
      const glyph = font.glyphs.get(char);
      const next = font.glyphs.get('n');
      const exit = glyph?.strokes.flat().reduce((a, b) => (b.x > a.x ? b : a));
      const entry = next?.strokes.flat().reduce((a, b) => (b.x < a.x ? b : a));
      if (!glyph || !exit || !entry) return false;
      return Math.hypot(exit.x - glyph.advance - entry.x, exit.y - entry.y) < 60;
    });
    expect(joins.length).toBeGreaterThanOrEqual(14);
  });

  it('names real hersheytext files that write German', () => {
    for (const file of Object.values(PEN_FONT_FILES)) {
      expect(index[file.key]?.file).toBe(file.file);
      const font = loadPenFont(file.file);
      expect(missingCharacters(font, 'Grüße aus Köln, Übermorgen: Äpfel! Öl?')).toEqual([]);
      // The licence the table states is the one in the file's <metadata>.
      const metadata = /<metadata>([\s\S]*?)<\/metadata>/.exec(readPenFontFile(file.file))?.[1];
      if (file.licence === 'SIL OFL 1.1') expect(metadata).toContain('SIL Open Font License');
      else expect(metadata?.replace(/\s+/g, ' ')).toContain('Dr. A. V. Hershey');
    }
  });
});
