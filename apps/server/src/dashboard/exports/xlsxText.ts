// Every text cell of the dashboard's XLSX exports goes through `xlsxText`: names, addresses,
// card texts and comments come from customers and staff, so they are untrusted.
// - Formula injection (OWASP "CSV injection"): an XLSX cell is a formula only when the file
//   says so (`<f>`); exceljs writes a plain string as an inline string (`t="inlineStr"`),
//   never as a formula, and the text columns carry the number format "@" (Text), so even a
//   cell a colleague edits later stays text. The value stays exactly as the customer wrote
//   it — no apostrophe in front, which a mail merge would print (issue 32). Only the text
//   exports (TXT, CSV), where a spreadsheet guesses, get the apostrophe (plainText.ts).
// - Control characters that XML 1.0 forbids (copied from Word or a PDF, e.g. U+000B) would
//   make Excel call the whole file damaged; they are dropped. exceljs drops most of them
//   too, but not U+FFFE/U+FFFF, and the file should not depend on the writer. Tab and line
//   breaks stay.

// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Excel keeps at most this many characters in one cell and cuts (or refuses) the rest. */
export const XLSX_CELL_MAX_LENGTH = 32_767;

export function xlsxText(value: string | null | undefined): string {
  const clean = (value ?? '').replace(XML_FORBIDDEN, '');
  return clean.length > XLSX_CELL_MAX_LENGTH ? clean.slice(0, XLSX_CELL_MAX_LENGTH) : clean;
}
