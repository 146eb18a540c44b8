import { describe, expect, it } from 'vitest';
import { decodeText } from './decodeText.ts';
import { encodeUtf8, encodeWindows1252 } from './testing/makeSpreadsheets.ts';

const TEXT = 'Jürgen;Weiß;Köln;Ärger;Öl;Übel;Straße';

describe('decodeText', () => {
  it('reads UTF-8 without BOM', () => {
    expect(decodeText(encodeUtf8(TEXT))).toEqual({ text: TEXT, encoding: 'utf-8' });
  });

  it('reads UTF-8 with BOM and drops the BOM', () => {
    expect(decodeText(encodeUtf8(TEXT, { bom: true }))).toEqual({
      text: TEXT,
      encoding: 'utf-8-bom',
    });
  });

  it('reads Windows-1252 (invalid UTF-8) with umlauts intact', () => {
    const bytes = encodeWindows1252(TEXT);
    expect(bytes[1]).toBe(0xfc); // ü is one byte, which is not valid UTF-8 here
    expect(decodeText(bytes)).toEqual({ text: TEXT, encoding: 'windows-1252' });
  });

  it('reads UTF-16 LE with BOM (Excel "Unicode-Text")', () => {
    const body = new Uint8Array(TEXT.length * 2);
    for (let i = 0; i < TEXT.length; i += 1) body[i * 2] = TEXT.charCodeAt(i);
    const bytes = new Uint8Array([0xff, 0xfe, ...body]);
    expect(decodeText(bytes)).toEqual({ text: TEXT, encoding: 'utf-16le' });
  });
});
