import { safeCell } from '../../configurations/spreadsheetCells.ts';

// Lines of the text exports (the recipients TXT, also in the production ZIP). A spreadsheet
// that opens or imports a text file guesses each line's type, and a line that starts with
// = + - @, a tab or a carriage return becomes a formula (`=HYPERLINK(…)` in a customer's name
// is a link that leaks data). As OWASP's "CSV injection" advice says, such a line gets a
// single quote in front (the shop's one rule, `safeCell`), which spreadsheets take as "this
// is text". Only data lines are treated: the export's own lines ("--- Karte 1 von 3 ---")
// are known. The XLSX needs no quote: its cells are typed as text (xlsxText.ts).

/** Each line of `text` safe for a spreadsheet to read; `\n` between lines. */
export function plainTextLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => safeCell(line))
    .join('\n');
}
