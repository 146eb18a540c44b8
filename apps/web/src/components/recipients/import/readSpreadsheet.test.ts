import { describe, expect, it } from 'vitest';
import type { ImportOptions } from './importTypes.ts';
import { readSpreadsheet, sniffFormat } from './readSpreadsheet.ts';
import {
  TEMPLATE_HEADERS,
  csvText,
  encodeUtf8,
  encodeWindows1252,
  xlsxBytes,
} from './testing/makeSpreadsheets.ts';

const OPTIONS: ImportOptions = { personalisation: 'salutation_address', variableNames: [] };

describe('readSpreadsheet: CSV', () => {
  it('reads a semicolon CSV in Windows-1252 with umlauts', async () => {
    const text = csvText([
      ['Anrede', 'Vorname', 'Nachname', 'Straße', 'PLZ', 'Ort'],
      ['Herr', 'Jürgen', 'Weiß', 'Königstraße 5', '50667', 'Köln'],
      ['Frau', 'Änne', 'Öztürk', 'Übergasse 1, Hinterhaus', '01067', 'Dresden'],
    ]);
    const sheet = await readSpreadsheet(encodeWindows1252(text), 'kunden.csv', OPTIONS);
    expect(sheet).toMatchObject({ format: 'csv', encoding: 'windows-1252', delimiter: ';' });
    expect(sheet.headers).toEqual(['Anrede', 'Vorname', 'Nachname', 'Straße', 'PLZ', 'Ort']);
    expect(sheet.rows).toEqual([
      ['Herr', 'Jürgen', 'Weiß', 'Königstraße 5', '50667', 'Köln'],
      ['Frau', 'Änne', 'Öztürk', 'Übergasse 1, Hinterhaus', '01067', 'Dresden'],
    ]);
  });

  it('reads a comma CSV in UTF-8 with BOM, dropping empty rows', async () => {
    const text = csvText(
      [
        ['Vorname', 'Nachname', 'Ort'],
        ['Zoë', 'Groß', 'München'],
        ['', '', ''],
        ['Björn', 'Müller', 'Lübeck, Holstein'],
        [],
      ],
      ',',
    );
    const sheet = await readSpreadsheet(encodeUtf8(text, { bom: true }), 'liste.csv', OPTIONS);
    expect(sheet).toMatchObject({ encoding: 'utf-8-bom', delimiter: ',', skippedEmptyRows: 2 });
    expect(sheet.headers[0]).toBe('Vorname'); // no BOM glued to the first header
    expect(sheet.rows).toEqual([
      ['Zoë', 'Groß', 'München'],
      ['Björn', 'Müller', 'Lübeck, Holstein'],
    ]);
  });

  it('finds the header below a title line and drops formula guards', async () => {
    const text = csvText([
      ['Weihnachtskarten 2025', '', ''],
      [],
      ['Vorname', 'Nachname', 'Firma'],
      ['Anna', 'Schmidt', "'=Muster GmbH"],
    ]);
    const sheet = await readSpreadsheet(encodeUtf8(text), 'a.csv', OPTIONS);
    expect(sheet.headerRowNumber).toBe(3);
    expect(sheet.rows).toEqual([['Anna', 'Schmidt', '=Muster GmbH']]);
  });

  it('keeps a data column without heading and drops empty trailing columns', async () => {
    const text = csvText([
      ['Vorname', 'Nachname', '', ''],
      ['Anna', 'Schmidt', 'Notiz', ''],
    ]);
    const sheet = await readSpreadsheet(encodeUtf8(text), 'a.csv', OPTIONS);
    expect(sheet.headers).toEqual(['Vorname', 'Nachname', '']);
    expect(sheet.rows).toEqual([['Anna', 'Schmidt', 'Notiz']]);
  });

  it('refuses files without data rows', async () => {
    await expect(
      readSpreadsheet(encodeUtf8('Vorname;Nachname\r\n'), 'a.csv', OPTIONS),
    ).rejects.toMatchObject({ code: 'noDataRows' });
    await expect(readSpreadsheet(new Uint8Array(), 'a.csv', OPTIONS)).rejects.toMatchObject({
      code: 'empty',
    });
  });
});

describe('readSpreadsheet: XLSX', () => {
  it('picks the sheet with our headers, skipping empty rows', async () => {
    const bytes = await xlsxBytes([
      { name: 'Hinweise', rows: [['So geht’s'], ['Eine Zeile pro Karte.']] },
      {
        name: 'Empfänger',
        rows: [
          TEMPLATE_HEADERS,
          ['Frau', 'Dr.', 'Änne', 'Weiß', '', 'Sie', 'Königstraße 5', '', 1067, 'Dresden', 'DE'],
          [],
          [],
          ['Herr', null, 'Jürgen', 'Öztürk', null, 'Du', 'Übergasse 1', null, '50667', 'Köln'],
        ],
      },
      { name: 'Notizen', rows: [['irgendwas']] },
    ]);
    const sheet = await readSpreadsheet(bytes, 'empfaenger.xlsx', OPTIONS);
    expect(sheet).toMatchObject({
      format: 'xlsx',
      sheetName: 'Empfänger',
      sheetNames: ['Hinweise', 'Empfänger', 'Notizen'],
      skippedEmptyRows: 2,
      headerRowNumber: 1,
    });
    expect(sheet.headers).toEqual(TEMPLATE_HEADERS);
    expect(sheet.rows).toEqual([
      ['Frau', 'Dr.', 'Änne', 'Weiß', '', 'Sie', 'Königstraße 5', '', '1067', 'Dresden', 'DE'],
      ['Herr', '', 'Jürgen', 'Öztürk', '', 'Du', 'Übergasse 1', '', '50667', 'Köln', ''],
    ]);
  });

  it('falls back to the first sheet with content when no headers match', async () => {
    const bytes = await xlsxBytes([
      { name: 'Leer', rows: [] },
      {
        name: 'Tabelle2',
        rows: [
          ['Kunde', 'Mail'],
          ['Anna', 'a@example.org'],
        ],
      },
      { name: 'Tabelle3', rows: [['X'], ['Y']] },
    ]);
    const sheet = await readSpreadsheet(bytes, 'x.xlsx', OPTIONS);
    expect(sheet.sheetName).toBe('Tabelle2');
    expect(sheet.headers).toEqual(['Kunde', 'Mail']);
  });

  it('reads formula results, rich text and dates as text', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Daten');
    sheet.addRow(['Vorname', 'Nachname', 'Datum']);
    sheet.addRow([
      { formula: 'UPPER("anna")', result: 'ANNA' },
      { richText: [{ text: 'Sch' }, { text: 'midt', font: { bold: true } }] },
      new Date(Date.UTC(2025, 11, 24)),
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const parsed = await readSpreadsheet(bytes, 'x.xlsx', OPTIONS);
    expect(parsed.rows).toEqual([['ANNA', 'Schmidt', '24.12.2025']]);
  });
});

describe('sniffFormat', () => {
  it('tells old Excel files, other formats and broken XLSX apart', () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(() => sniffFormat(ole, 'liste.xls')).toThrow(
      expect.objectContaining({ code: 'legacyExcel' }),
    );
    expect(() => sniffFormat(encodeUtf8('%PDF-1.7'), 'liste.pdf')).toThrow(
      expect.objectContaining({ code: 'unsupportedFormat' }),
    );
    expect(() => sniffFormat(encodeUtf8('kein zip'), 'liste.xlsx')).toThrow(
      expect.objectContaining({ code: 'unreadable' }),
    );
    expect(sniffFormat(encodeUtf8('a;b'), 'liste.txt')).toBe('csv');
  });
});
