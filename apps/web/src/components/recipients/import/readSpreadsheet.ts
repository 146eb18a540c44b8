import { decodeText } from './decodeText.ts';
import { headerScore } from './matchHeaders.ts';
import {
  ImportError,
  type ImportOptions,
  type ParsedSpreadsheet,
  type SpreadsheetFormat,
} from './importTypes.ts';
import { parseCsv } from './parseCsv.ts';
import { parseXlsx, type SheetRows } from './parseXlsx.ts';

// A file's bytes → header and data rows, whatever Excel, Numbers, LibreOffice or an
// address book made of it: the format is sniffed from the bytes, the sheet and the header
// row are the ones whose cells read as our headers, empty rows are dropped.

export const MAX_FILE_BYTES = 25 * 1024 * 1024;
/** The header may sit below a title line or two; look this many rows down. */
const HEADER_SEARCH_ROWS = 10;

export type ReadProgress = (phase: 'parsing' | 'sheets', fraction: number | null) => void;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const PDF = [0x25, 0x50, 0x44, 0x46];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes[0] === 0xff || bytes[0] === 0xfe) return true; // UTF-16 BOM
  const sample = bytes.subarray(0, 4096);
  return !sample.includes(0);
}

/** Which reader a file needs; throws for formats we cannot read (with a helpful code). */
export function sniffFormat(bytes: Uint8Array, fileName: string): SpreadsheetFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (startsWith(bytes, OLE) || extension === 'xls') throw new ImportError('legacyExcel');
  if (['ods', 'numbers', 'pdf', 'doc', 'docx'].includes(extension) || startsWith(bytes, PDF))
    throw new ImportError('unsupportedFormat');
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (extension === 'xlsx') throw new ImportError('unreadable');
  if (looksLikeText(bytes)) return 'csv';
  throw new ImportError('unsupportedFormat');
}

const isBlank = (cell: string | undefined) => !cell || !cell.trim();
const isEmptyRow = (row: readonly string[]) => row.every(isBlank);

/** Our templates write `'=…` so Excel keeps text as text; the apostrophe is not data. */
const FORMULA_GUARD = /^'[=+\-@]/;
const unguard = (cell: string) => (FORMULA_GUARD.test(cell) ? cell.slice(1) : cell);

/** The header row among the first rows: the one most cells of which are known headers. */
export function findHeaderRow(rows: readonly string[][], options: ImportOptions): number {
  let best = -1;
  let bestScore = 0;
  let seen = 0;
  for (let i = 0; i < rows.length && seen < HEADER_SEARCH_ROWS; i += 1) {
    const row = rows[i] as string[];
    if (isEmptyRow(row)) continue;
    if (best < 0) best = i; // the first non-empty row, if nothing reads as a header
    seen += 1;
    const score = headerScore(row, options);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

/** The sheet whose header row matches best; else the first sheet that has anything. */
export function pickSheet(sheets: readonly SheetRows[], options: ImportOptions): SheetRows | null {
  let best: SheetRows | null = null;
  let bestScore = 0;
  for (const sheet of sheets) {
    const headerRow = findHeaderRow(sheet.rows, options);
    if (headerRow < 0) continue;
    const score = headerScore(sheet.rows[headerRow] as string[], options);
    if (!best || score > bestScore) {
      best = sheet;
      bestScore = score;
    }
  }
  return best;
}

/** Header + data rows of a table: empty rows dropped, every row as wide as the header. */
export function tableFromRows(
  rows: readonly string[][],
  options: ImportOptions,
): Pick<ParsedSpreadsheet, 'headers' | 'rows' | 'headerRowNumber' | 'skippedEmptyRows'> {
  const headerIndex = findHeaderRow(rows, options);
  if (headerIndex < 0) throw new ImportError('empty');
  const data: string[][] = [];
  let skippedEmptyRows = 0;
  let width = (rows[headerIndex] as string[]).length;
  for (let i = headerIndex + 1; i < rows.length; i += 1) {
    const row = rows[i] as string[];
    if (isEmptyRow(row)) {
      skippedEmptyRows += 1;
      continue;
    }
    data.push(row);
    // Data may run further right than the headers (a column without a heading).
    for (let c = row.length - 1; c >= width; c -= 1)
      if (!isBlank(row[c])) {
        width = c + 1;
        break;
      }
  }
  // Trailing columns without header and data (Excel's formatted but empty columns) go.
  const header = rows[headerIndex] as string[];
  while (width > 0 && isBlank(header[width - 1]) && data.every((row) => isBlank(row[width - 1])))
    width -= 1;
  const fit = (row: readonly string[]) =>
    Array.from({ length: width }, (_, c) => unguard((row[c] ?? '').trim()));
  return {
    headers: fit(header),
    rows: data.map(fit),
    headerRowNumber: headerIndex + 1,
    skippedEmptyRows,
  };
}

/** Reads a CSV or XLSX file. Throws `ImportError` with a code the UI explains. */
export async function readSpreadsheet(
  bytes: Uint8Array,
  fileName: string,
  options: ImportOptions,
  onProgress?: ReadProgress,
): Promise<ParsedSpreadsheet> {
  if (bytes.byteLength > MAX_FILE_BYTES) throw new ImportError('tooLarge');
  if (bytes.byteLength === 0) throw new ImportError('empty');
  const format = sniffFormat(bytes, fileName);
  if (format === 'csv') {
    const { text, encoding } = decodeText(bytes);
    const csv = parseCsv(text, (fraction) => onProgress?.('parsing', fraction));
    const table = tableFromRows(csv.rows, options);
    if (table.rows.length === 0) throw new ImportError('noDataRows');
    return {
      format,
      ...table,
      headerRowNumber: table.headerRowNumber + csv.skippedLines,
      encoding,
      delimiter: csv.delimiter,
    };
  }
  onProgress?.('parsing', null);
  const sheets = await parseXlsx(bytes);
  onProgress?.('sheets', null);
  const sheet = pickSheet(sheets, options);
  if (!sheet) throw new ImportError('empty');
  const table = tableFromRows(sheet.rows, options);
  if (table.rows.length === 0) throw new ImportError('noDataRows');
  return { format, ...table, sheetName: sheet.name, sheetNames: sheets.map((s) => s.name) };
}
