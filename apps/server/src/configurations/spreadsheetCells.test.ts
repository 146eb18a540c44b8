import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, safeCell } from './spreadsheetCells.ts';

describe('safeCell (formula injection)', () => {
  it.each([
    ['=HYPERLINK("http://böse.example","Klick")', `'=HYPERLINK("http://böse.example","Klick")`],
    ['+49 30 1234567', "'+49 30 1234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('prefixes %j with an apostrophe', (value, expected) => {
    expect(safeCell(value)).toBe(expected);
  });

  it.each(['Anna', 'Müller-Lüdenscheidt', '10115', ' =1', "'schon"])('keeps %j', (value) => {
    expect(safeCell(value)).toBe(value);
  });
});

describe('CSV', () => {
  it('quotes separators, quotes, line breaks and edge spaces', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('Sag "Hallo"')).toBe('"Sag ""Hallo"""');
    expect(csvField('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvField(' Anna')).toBe('" Anna"');
    expect(csvField('=1;2')).toBe(`"'=1;2"`);
    expect(csvField('Straße')).toBe('Straße');
  });

  it('writes a BOM, semicolons and CRLF', () => {
    expect(
      csvDocument([
        ['Vorname', 'Ort'],
        ['Anna', 'Köln'],
      ]),
    ).toBe('\uFEFFVorname;Ort\r\nAnna;Köln\r\n');
  });
});
