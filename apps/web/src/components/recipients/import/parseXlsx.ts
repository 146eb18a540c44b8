import ExcelJS, { type CellValue } from 'exceljs';
import { ImportError } from './importTypes.ts';

// XLSX bytes → every worksheet as rows of text cells. Picking the sheet and the header row
// is `readSpreadsheet`'s job; this file only knows exceljs and cell values.

export interface SheetRows {
  name: string;
  rows: string[][];
}

const two = (n: number) => String(n).padStart(2, '0');

/** Dates as Germans write them; exceljs gives date cells as UTC midnight. */
function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
  const hasTime = date.getUTCHours() || date.getUTCMinutes();
  return hasTime ? `${day} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}` : day;
}

function formatNumber(value: number): string {
  return Number.isInteger(value)
    ? String(value)
    : value.toLocaleString('de-DE', { maximumFractionDigits: 10, useGrouping: false });
}

/** The text a customer sees in a cell (formula results, rich text and links included). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'WAHR' : 'FALSCH';
  if (value instanceof Date) return formatDate(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : '';
  if ('result' in value) return cellText(value.result ?? null);
  return ''; // formula without a cached result, or an error value such as #N/A
}

/** Reads every worksheet (chart sheets have none). Throws `unreadable` for broken files. */
export async function parseXlsx(bytes: ArrayBuffer | Uint8Array): Promise<SheetRows[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as ArrayBuffer);
  } catch (error) {
    throw new ImportError('unreadable', String(error));
  }
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    // getSheetValues(): rows by 1-based row number, cells by 1-based column number (sparse).
    const values = sheet.getSheetValues() as (CellValue[] | undefined)[];
    for (let r = 1; r < values.length; r += 1) {
      const cells = values[r];
      const row: string[] = [];
      if (cells) for (let c = 1; c < cells.length; c += 1) row.push(cellText(cells[c]));
      rows.push(row);
    }
    return { name: sheet.name, rows };
  });
}
