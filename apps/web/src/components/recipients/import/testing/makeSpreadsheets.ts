import ExcelJS from 'exceljs';

// Spreadsheet files made in memory for the tests and the benchmark (no binary fixtures in
// the repository): CSV bytes in the encodings real files use, and XLSX written by exceljs.

/** Windows-1252 bytes of the German letters the tests need (ASCII maps to itself). */
const WINDOWS_1252: Record<string, number> = {
  ä: 0xe4,
  ö: 0xf6,
  ü: 0xfc,
  ß: 0xdf,
  Ä: 0xc4,
  Ö: 0xd6,
  Ü: 0xdc,
  é: 0xe9,
  ë: 0xeb,
  '€': 0x80,
};

export function encodeWindows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    const code = char.charCodeAt(0);
    const byte = code < 0x80 ? code : WINDOWS_1252[char];
    if (byte === undefined) throw new Error(`no Windows-1252 byte for ${char}`);
    bytes[i] = byte;
  }
  return bytes;
}

export function encodeUtf8(text: string, { bom = false } = {}): Uint8Array {
  const body = new TextEncoder().encode(text);
  if (!bom) return body;
  const bytes = new Uint8Array(body.length + 3);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}

/** CSV text; cells with the delimiter, quotes or line breaks are quoted. */
export function csvText(rows: readonly (readonly string[])[], delimiter = ';'): string {
  const field = (value: string) =>
    value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  return rows.map((row) => row.map(field).join(delimiter)).join('\r\n') + '\r\n';
}

export type SheetSpec = { name: string; rows: (string | number | null)[][] };

/** An XLSX workbook; `null` cells stay empty, empty arrays are empty rows. */
export async function xlsxBytes(sheets: readonly SheetSpec[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    spec.rows.forEach((row, r) => {
      row.forEach((value, c) => {
        if (value !== null) sheet.getCell(r + 1, c + 1).value = value;
      });
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const TEMPLATE_HEADERS = [
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
];

const FIRST = ['Jürgen', 'Änne', 'Özlem', 'Ulrike', 'Björn', 'Tom', 'Anna', 'Zoë'];
const LAST = ['Müller', 'Öztürk', 'Weiß', 'Groß', 'Übel', 'Schmidt', 'Meyer', 'Köhler'];
const CITIES = ['München', 'Köln', 'Düsseldorf', 'Lübeck', 'Berlin', 'Görlitz'];

/** `count` template rows with umlauts, German postal codes, every tenth with a company. */
export function recipientRows(count: number): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const female = i % 2 === 1;
    return [
      female ? 'Frau' : 'Herr',
      i % 7 === 0 ? 'Dr.' : '',
      FIRST[i % FIRST.length] as string,
      LAST[(i * 3) % LAST.length] as string,
      i % 10 === 0 ? 'Muster & Söhne GmbH' : '',
      i % 3 === 0 ? 'Du' : 'Sie',
      `Hauptstraße ${(i % 250) + 1}`,
      i % 9 === 0 ? '3. OG' : '',
      String(10115 + (i % 80000)).padStart(5, '0'),
      CITIES[i % CITIES.length] as string,
      'DE',
    ];
  });
}
