import { safeCell } from '../../configurations/spreadsheetCells.ts';

// Every text cell of the dashboard's XLSX exports goes through `xlsxText`: names, addresses,
// card texts and comments come from customers and staff, so they are untrusted.
// - Formula injection (OWASP "CSV injection"): a text starting with = + - @, a tab or a
//   carriage return gets a leading apostrophe (the shop's one rule, `safeCell`), so a
//   `=HYPERLINK(…)` in a name stays visible text even after a colleague edits the cell or
//   saves the sheet as CSV.
// - Control characters that XML 1.0 forbids (copied from Word or a PDF, e.g. U+000B) would
//   make Excel call the whole file damaged; they are dropped before the formula check (so
//   "\u0000=1" cannot slip past it). exceljs drops most of them too, but not U+FFFE/U+FFFF,
//   and the check should not depend on the writer. Tab and line breaks stay.

// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Excel keeps at most this many characters in one cell and cuts (or refuses) the rest. */
export const XLSX_CELL_MAX_LENGTH = 32_767;

export function xlsxText(value: string | null | undefined): string {
  const clean = safeCell((value ?? '').replace(XML_FORBIDDEN, ''));
  return clean.length > XLSX_CELL_MAX_LENGTH ? clean.slice(0, XLSX_CELL_MAX_LENGTH) : clean;
}
