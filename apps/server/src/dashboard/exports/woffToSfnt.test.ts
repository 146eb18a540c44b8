import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woffToSfnt.ts';

const require = createRequire(import.meta.url);
const caveatWoff = readFileSync(
  require.resolve('@fontsource/caveat/files/caveat-latin-400-normal.woff'),
);

describe('woffToSfnt', () => {
  it('unpacks a WOFF into the TrueType font it wraps', () => {
    const sfnt = woffToSfnt(caveatWoff);
    expect(caveatWoff.subarray(0, 4).toString('latin1')).toBe('wOFF');
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);

    const fromWoff = fontkit.create(caveatWoff) as fontkit.Font;
    const fromSfnt = fontkit.create(sfnt) as fontkit.Font;
    expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.layout('Grüße, Jörg!').advanceWidth).toBe(
      fromWoff.layout('Grüße, Jörg!').advanceWidth,
    );
    expect(fromSfnt.getGlyph(fromSfnt.glyphForCodePoint(0xe4).id).path.toSVG()).toBe(
      fromWoff.getGlyph(fromWoff.glyphForCodePoint(0xe4).id).path.toSVG(),
    );
  });

  it('passes other files through unchanged', () => {
    const other = Buffer.from('not a font');
    expect(woffToSfnt(other)).toBe(other);
    const sfnt = woffToSfnt(caveatWoff);
    expect(woffToSfnt(sfnt)).toBe(sfnt);
  });

  it('refuses a damaged WOFF instead of building a broken font', () => {
    const damaged = Buffer.from(caveatWoff);
    // First table's original length, bigger than what its data inflates to.
    damaged.writeUInt32BE(damaged.readUInt32BE(44 + 12) + 100, 44 + 12);
    expect(() => woffToSfnt(damaged)).toThrow();
  });
});
