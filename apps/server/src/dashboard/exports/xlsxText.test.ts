import { describe, expect, it } from 'vitest';
import { XLSX_CELL_MAX_LENGTH, xlsxText } from './xlsxText.ts';

describe('xlsxText', () => {
  it.each([
    '=HYPERLINK("http://x")',
    '+49 30 1234567',
    '-1+2',
    '@SUMME(A1:A9)',
    '\t=1+1',
    '\r=1+1',
  ])('keeps the formula-like %j as it is: no apostrophe in the value', (value) => {
    expect(xlsxText(value)).toBe(value);
  });

  it('drops characters XML cannot hold', () => {
    expect(xlsxText('\u0000=1+1')).toBe('=1+1');
    expect(xlsxText('Zeile\u000Bmit\u0007Steuerzeichen\uFFFE')).toBe('ZeilemitSteuerzeichen');
  });

  it.each(['Änne Müller', 'Straße der Größe 1\n50667 Köln', 'a=b', ' =1', ''])(
    'keeps %j as it is',
    (value) => {
      expect(xlsxText(value)).toBe(value);
    },
  );

  it('turns no value into an empty text and cuts what Excel cannot hold', () => {
    expect(xlsxText(null)).toBe('');
    expect(xlsxText(undefined)).toBe('');
    expect(xlsxText('x'.repeat(XLSX_CELL_MAX_LENGTH + 5))).toHaveLength(XLSX_CELL_MAX_LENGTH);
  });
});
