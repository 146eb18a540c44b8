import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { orderListXlsx } from './orderListXlsx.ts';
import { makeRow } from './testFixtures.ts';
import { formulaCells, sheetXml } from './xlsxTestSupport.ts';

async function load(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Bestellungen');
  if (!sheet) throw new Error('no sheet "Bestellungen"');
  return sheet;
}

describe('orderListXlsx', () => {
  it('writes the rows with German labels, real dates and a euro value', async () => {
    const sheet = await load(
      await orderListXlsx([
        makeRow(1),
        makeRow(2, {
          status: 'hold',
          production_status: 'material_ordered',
          payment_status: 'unpaid',
          shipping_date: null,
        }),
      ]),
    );
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Bestellnummer',
      'Datum',
      'Karten',
      'Vorlage',
      'Status',
      'Wert',
      'Versanddatum',
      'Rechnungsname',
      'E-Mail',
      'Produktionsstatus',
      'Zahlungsstatus',
    ]);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'FK-100001',
      // 23:30 UTC = 00:30 the next day in Berlin, as staff read it.
      new Date('2026-03-02T00:30:00Z'),
      10,
      'Weihnachtsgruß',
      'In Bearbeitung',
      99.9,
      new Date('2026-03-10T00:00:00Z'),
      'Jürgen Groß 1',
      'kunde1@example.de',
      'Qualitätskontrolle',
      'Bezahlt',
    ]);
    const second = sheet.getRow(3);
    expect(second.getCell(5).value).toBe('Angehalten');
    expect(second.getCell(7).value).toBeNull();
    expect(second.getCell(10).value).toBe('Material bestellt');
    expect(second.getCell(11).value).toBe('Nicht bezahlt');
    expect(sheet.getCell('F2').numFmt).toBe('#,##0.00 "€"');
    expect(sheet.getCell('B2').numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('keeps formula-like names as text cells, exactly as written', async () => {
    const buffer = await orderListXlsx([
      makeRow(1, { billing_name: '=HYPERLINK("http://x")', template: '@cmd', email: '-a@b.de' }),
    ]);
    const sheet = await load(buffer);
    expect(sheet.getCell('H2').value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getCell('D2').value).toBe('@cmd');
    expect(sheet.getCell('I2').value).toBe('-a@b.de');
    expect(sheet.getCell('H2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('H2').numFmt).toBe('@');
    expect(await formulaCells(buffer)).toEqual([]);
    expect(sheetXml(buffer)).not.toContain('<f>');
  });

  it('writes an empty list as a header row only', async () => {
    const sheet = await load(await orderListXlsx([]));
    expect(sheet.rowCount).toBe(1);
  });
});
