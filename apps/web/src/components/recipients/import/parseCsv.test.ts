import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './parseCsv.ts';

describe('detectDelimiter', () => {
  it.each([
    ['Vorname;Nachname;Ort\nAnna;Schmidt;Berlin\n', ';'],
    ['Vorname,Nachname,Ort\nAnna,Schmidt,Berlin\n', ','],
    ['Vorname\tNachname\tOrt\nAnna\tSchmidt\tBerlin\n', '\t'],
    // Commas inside a semicolon file do not fool it.
    ['Name;Straße\nSchmidt;Hauptstraße 1, Hinterhaus\nMeyer;Weg 2, 3. OG\n', ';'],
  ])('%j → %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('parseCsv', () => {
  it('keeps quoted delimiters, quotes and line breaks inside cells', () => {
    const table = parseCsv(
      'Name;Text\r\n"Schmidt; Anna";"Sie sagte ""Hallo""\r\nzweite Zeile"\r\n',
    );
    expect(table.delimiter).toBe(';');
    expect(table.rows[1]).toEqual(['Schmidt; Anna', 'Sie sagte "Hallo"\r\nzweite Zeile']);
  });

  it('honours Excel\'s "sep=" line', () => {
    const table = parseCsv('sep=,\r\nA;B,C\r\n1;2,3\r\n');
    expect(table).toMatchObject({ delimiter: ',', skippedLines: 1 });
    expect(table.rows[0]).toEqual(['A;B', 'C']);
  });

  it('reports progress up to 1 for big texts', () => {
    const text = 'A;B\n' + 'Anna;Schmidt\n'.repeat(50_000);
    const seen: number[] = [];
    const table = parseCsv(text, (fraction) => seen.push(fraction));
    expect(table.rows.length).toBeGreaterThanOrEqual(50_001);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(1);
  });
});
