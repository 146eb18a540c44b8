import { PassThrough } from 'node:stream';
import { xlsxText } from './xlsxText.ts';

// One-sheet workbooks for the dashboard's exports, written with exceljs' streaming writer:
// each row is committed (and zipped) as it comes, so 10,000 cards stay fast and small in
// memory. Texts go to the shared-string table (`t="s"`), as Excel itself stores them:
// exceljs' other way, `t="str"`, is the type of a formula's cached result, and a text must
// not look like one (issue 32). The table holds each distinct text once (a few MB for
// 10,000 cards). The header row is bold, frozen and filterable. Every text value passes
// `xlsxText` here, in one place, and text columns are formatted as Text ("@"), so no export
// can let a formula arise.

export type ColumnKind = 'text' | 'integer' | 'money' | 'date' | 'dateTime';

export interface SheetColumn {
  header: string;
  kind: ColumnKind;
  /** In characters, as Excel counts column widths. */
  width: number;
  /** Multi-line texts (card text, addresses) wrap instead of running on. */
  wrap?: boolean;
}

export type CellValue = string | number | Date | null;

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  // Excel's "Text" format: what is typed into the cell later stays text, too.
  text: '@',
  integer: '0',
  money: '#,##0.00 "€"',
  date: 'dd.mm.yyyy',
  dateTime: 'dd.mm.yyyy hh:mm',
};

// An empty text is an empty cell, as Excel itself leaves it (and filters it as "(Leere)").
function cell(kind: ColumnKind, value: CellValue): string | number | Date | null {
  if (value === null || value === '') return null;
  if (kind === 'text' || typeof value === 'string') return xlsxText(String(value));
  return value;
}

export async function sheetXlsx(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: Iterable<readonly CellValue[]>,
): Promise<Buffer> {
  // Loaded on first use: exceljs takes a sixth of a second to load, every server start.
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = 'Federkiel';
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    width: column.width,
    style: {
      ...(NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {}),
      alignment: { vertical: 'top', ...(column.wrap ? { wrapText: true } : {}) },
    },
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  const header = sheet.addRow(columns.map((column) => xlsxText(column.header)));
  header.font = { bold: true };
  header.commit();
  for (const values of rows) {
    sheet.addRow(columns.map((column, index) => cell(column.kind, values[index] ?? null))).commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
