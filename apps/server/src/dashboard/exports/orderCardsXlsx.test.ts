import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { orderCardsXlsx } from './orderCardsXlsx.ts';
import { makeCard, makeCards, makeDetail } from './testFixtures.ts';
import { formulaCells, sheetXml } from './xlsxTestSupport.ts';

async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Empfänger');
  if (!sheet) throw new Error('no sheet "Empfänger"');
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => {
    const values = (sheet.getRow(i + 2).values as unknown[]).slice(1);
    return Object.fromEntries(header.map((name, c) => [name, values[c] ?? null]));
  });
  return { sheet, header, rows };
}

describe('orderCardsXlsx', () => {
  it('writes one row per card, in order, with the exact card text and umlauts', async () => {
    const cards = makeCards(30);
    const { header, rows } = await readSheet(await orderCardsXlsx(makeDetail(), cards));

    expect(header).toEqual([
      'Nr.',
      // DIN 5008 Firmenbrief: company before the person, as on the envelope.
      'Firma',
      'Empfänger',
      'Adresszeile 1',
      'Adresszeile 2',
      'Anrede',
      'Ansprache',
      'Kartentext',
      'Schrift',
      'Größe',
      'Versanddatum',
      'Versandart',
      'Umschlag',
    ]);
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => row['Nr.'])).toEqual(cards.map((card) => card.n));
    expect(rows[2]).toEqual({
      'Nr.': 3,
      Empfänger: 'Änne Müller 3',
      Firma: 'Bäckerei Süß 3',
      'Adresszeile 1': 'Straße der Größe 3',
      'Adresszeile 2': '10003 Köln',
      Anrede: 'Liebe Änne 3,',
      Ansprache: 'Du',
      Kartentext:
        'Liebe Änne 3,\nvielen Dank für Ihre Treue im Jahr 3. Schöne Grüße aus Düsseldorf – Karte-3-Ende',
      Schrift: 'Caveat',
      Größe: 'Mittel',
      Versanddatum: new Date('2026-03-10T00:00:00Z'),
      Versandart: 'Direkt an die Empfänger (einzeln frankiert)',
      Umschlag: 'Umschlag verschlossen',
    });
    expect(rows[1]?.Ansprache).toBe('Sie');
  });

  it('keeps formula-like texts from customers as text cells, without an apostrophe', async () => {
    const evil = '=HYPERLINK("http://x")';
    const card = makeCard(1, {
      name: evil,
      company: '+SUMME(1;2)',
      address_lines: ['@A1', '-1+1'],
      salutation: '\t=1+1',
      pages: [{ heading: '', body: evil }],
    });
    const buffer = await orderCardsXlsx(makeDetail(), [card]);
    const { sheet, rows } = await readSheet(buffer);
    expect(rows[0]).toMatchObject({
      Empfänger: evil,
      Firma: '+SUMME(1;2)',
      'Adresszeile 1': '@A1',
      'Adresszeile 2': '-1+1',
      Anrede: '\t=1+1',
      Kartentext: evil,
    });
    for (const address of ['B2', 'C2', 'D2', 'E2', 'F2', 'H2']) {
      expect(sheet.getCell(address).type).toBe(ExcelJS.ValueType.String);
      // Excel's Text format: an edit of the cell stays text, too.
      expect(sheet.getCell(address).numFmt).toBe('@');
    }
    expect(await formulaCells(buffer)).toEqual([]);
    const xml = sheetXml(buffer);
    expect(xml).not.toContain('<f>');
    // Shared strings, as Excel stores text; not `t="str"`, a formula's cached result.
    expect(xml).not.toContain('t="str"');
    expect(xml).toContain('t="s"');
  });

  it('gives as many address columns as the longest address and joins pages', async () => {
    const long = makeCard(1, {
      address_lines: ['c/o Muster GmbH', '3. OG', 'Hauptstraße 5', '80331 München'],
      pages: [
        { heading: 'Liebe Jördis,', body: 'Seite eins' },
        { heading: '', body: 'Seite zwei\r\nZeile zwei' },
      ],
    });
    const { header, rows } = await readSheet(
      await orderCardsXlsx(makeDetail(), [makeCard(2), long]),
    );
    expect(header.filter((name) => name.startsWith('Adresszeile'))).toHaveLength(4);
    expect(rows[0]?.['Adresszeile 3']).toBeNull();
    expect(rows[1]?.['Adresszeile 4']).toBe('80331 München');
    expect(rows[1]?.Kartentext).toBe('Liebe Jördis,\nSeite eins\n\nSeite zwei\nZeile zwei');
  });

  it('takes font, size and shipping from the item each card belongs to', async () => {
    const [first] = makeDetail().items;
    if (!first) throw new Error('fixture without item');
    const detail = makeDetail({
      items: [
        first,
        {
          ...first,
          id: 'item_2',
          font: 'Homemade Apple',
          text_size: 'large',
          shipping: { mode: 'to_customer', date: '2026-04-02', envelope: 'blank' },
        },
      ],
    });
    const { rows } = await readSheet(
      await orderCardsXlsx(detail, [makeCard(1, { item: 1 }), makeCard(2, { item: 2 })]),
    );
    expect(rows[0]).toMatchObject({ Schrift: 'Caveat', Größe: 'Mittel' });
    expect(rows[1]).toMatchObject({
      Schrift: 'Homemade Apple',
      Größe: 'Groß',
      Versanddatum: new Date('2026-04-02T00:00:00Z'),
      Versandart: 'Gesammelt an den Kunden',
      Umschlag: 'Umschlag ohne Adresse',
    });
  });

  it('has a bold, frozen, filterable header row and set widths', async () => {
    const { sheet } = await readSheet(await orderCardsXlsx(makeDetail(), makeCards(3)));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(8).width).toBe(80);
    expect(sheet.getColumn(8).alignment?.wrapText ?? sheet.getCell('H2').alignment?.wrapText).toBe(
      true,
    );
  });

  it('writes a large order completely', async () => {
    const { rows } = await readSheet(await orderCardsXlsx(makeDetail(), makeCards(2_000)));
    expect(rows).toHaveLength(2_000);
    expect(rows[1_999]?.Kartentext).toContain('Karte-2000-Ende');
  });
});
