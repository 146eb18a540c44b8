import { templateHeaders } from '@federkiel/machines/configurator/recipientColumns';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';

// GET /swell/recipients/template.xlsx and template.csv: they parse back with the machines'
// headers (the web app's import recognises them), an example row, the "Hinweise" sheet.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MAX_CARDS: '2500' });
});
afterAll(async () => {
  await server.close();
});

async function xlsx(query = '') {
  const res = await server.app.inject({
    method: 'GET',
    url: `/swell/recipients/template.xlsx${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, workbook };
}

function rowValues(sheet: ExcelJS.Worksheet, row: number): string[] {
  const values = sheet.getRow(row).values as unknown[];
  return values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v)));
}

async function csv(query = '') {
  const res = await server.app.inject({
    method: 'GET',
    url: `/swell/recipients/template.csv${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, text: res.body };
}

describe('recipient templates', () => {
  it('XLSX: German headers from the machines, an example row and a Hinweise sheet', async () => {
    const { res, workbook } = await xlsx();
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="empfaenger-vorlage.xlsx"',
    );
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Empfänger', 'Hinweise']);

    const sheet = workbook.getWorksheet('Empfänger') as ExcelJS.Worksheet;
    const headers = rowValues(sheet, 1);
    expect(headers).toEqual(templateHeaders(null, []));
    expect(headers).toEqual([
      'Anrede',
      'Titel',
      'Vorname',
      'Nachname',
      'Firma',
      'Ansprache',
      'Straße und Hausnummer',
      'Adresszusatz',
      'PLZ',
      'Ort',
      'Land',
    ]);
    const example = rowValues(sheet, 2);
    expect(example.slice(0, 4)).toEqual(['Frau', 'Dr.', 'Anna', 'Schmidt']);
    expect(example[headers.indexOf('PLZ')]).toBe('10115');
    expect(sheet.getColumn(headers.indexOf('PLZ') + 1).numFmt).toBe('@');

    const hints = workbook.getWorksheet('Hinweise') as ExcelJS.Worksheet;
    const text = hints
      .getSheetValues()
      .flat()
      .filter((v) => typeof v === 'string')
      .join('\n');
    expect(text).toContain('Eine Zeile pro Karte');
    expect(text).toContain('Höchstens 2.500 Karten');
    for (const header of headers) expect(text).toContain(header);
  });

  it('XLSX: free text and custom variables add their columns', async () => {
    const free = await xlsx('?personalisation=free_text');
    expect(rowValues(free.workbook.worksheets[0] as ExcelJS.Worksheet, 1)).toContain('Freitext');

    const blocks = await xlsx('?personalisation=variable_blocks&variables=Geschenk,Datum');
    const headers = rowValues(blocks.workbook.worksheets[0] as ExcelJS.Worksheet, 1);
    expect(headers.slice(-2)).toEqual(['Geschenk', 'Datum']);
  });

  it('CSV: semicolons, UTF-8 with BOM, CRLF; parses back with the same headers', async () => {
    const { res, text } = await csv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text).toContain('\r\n');
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
      delimiter: ';',
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(templateHeaders(null, []));
    expect(parsed.data[0]).toContain('Straße und Hausnummer');
    expect(parsed.data[1]?.[2]).toBe('Anna');
    expect(parsed.data).toHaveLength(2);
  });

  it('escapes cells that a spreadsheet would run as a formula', async () => {
    const { text } = await csv('?personalisation=variable_blocks&variables=-Trick,Gruß');
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';' });
    expect(parsed.data[0]?.slice(-2)).toEqual(["'-Trick", 'Gruß']);

    const { workbook } = await xlsx('?personalisation=variable_blocks&variables=-Trick');
    expect(rowValues(workbook.worksheets[0] as ExcelJS.Worksheet, 1).at(-1)).toBe("'-Trick");
  });

  it('refuses invalid variable names and personalisations with 400', async () => {
    for (const query of [
      '?variables=%3DHYPERLINK(%22http%3A%2F%2Fx%22)',
      '?variables=mit%20Leerzeichen',
      '?personalisation=invitation',
    ]) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/swell/recipients/template.csv${query}`,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    }
  });
});
