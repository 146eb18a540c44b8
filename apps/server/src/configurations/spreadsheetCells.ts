// Spreadsheet cells the shop writes (recipient templates now, order exports later) are safe
// to open in Excel and LibreOffice: a text that starts with = + - @, a tab or a carriage
// return would be read as a formula (CSV/formula injection, e.g. `=HYPERLINK(…)` in a
// customer's name), so it gets a leading apostrophe and stays text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/;

/** One CSV field for `;`-separated files, quoted where needed, formula-safe. */
export function csvField(value: string): string {
  const safe = safeCell(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV file as German Excel opens it with a double click: `;` between fields, CRLF
 * between rows, UTF-8 with a byte order mark (without it Excel reads Windows-1252 and
 * "Straße" turns into "StraÃŸe").
 */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}
