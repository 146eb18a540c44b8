import {
  RECIPIENT_COLUMNS,
  templateHeaders,
  type ColumnField,
} from '@federkiel/machines/configurator/recipientColumns';
import { templateExampleValue } from '@federkiel/machines/configurator/recipientExample';
import { GENDER_LABELS, ADDRESS_FORM_LABELS } from '@federkiel/machines/configurator/vocabulary';
import type { Personalisation } from '@federkiel/machines/configurator/vocabulary';
import type { DataValidation } from 'exceljs';
import { csvDocument, safeCell } from './spreadsheetCells.ts';

// The downloadable recipient list (spec §1: the spreadsheet upload is "built from a
// downloadable template"). The headers are the machines' `templateHeaders`, so the web
// app's import recognises every column; one example row; in the XLSX a second sheet
// "Hinweise" explains each column, and drop-down lists help with Anrede and Ansprache.

export interface TemplateOptions {
  personalisation: Personalisation | null;
  customVariables: readonly string[];
  maxCards: number;
}

const HINTS: Record<ColumnField, string> = {
  gender: `${Object.values(GENDER_LABELS).join(', ')} – bestimmt die Anrede („Liebe Anna,“ / „Sehr geehrter Herr Meyer,“). „Neutral“ ergibt z. B. „Guten Tag Alex Kim,“. Leer lassen bei reinen Firmenadressen.`,
  title:
    'Optional, z. B. „Dr.“ – wird in der Sie-Anrede verwendet („Sehr geehrte Frau Dr. Schmidt,“).',
  firstName: 'Pflicht bei „Du“ und bei neutraler Anrede mit „Sie“.',
  lastName:
    'Pflicht – außer die Karte geht nur an eine Firma (dann Vor- und Nachname leer lassen).',
  company: 'Optional. Nur eine Firma ohne Namen ergibt „Sehr geehrte Damen und Herren,“.',
  addressForm: `${Object.values(ADDRESS_FORM_LABELS).join(', ')} – welche Textvariante die Karte bekommt. Leer = Sie.`,
  'address.line1': 'Pflicht, außer der Umschlag bleibt ohne Adresse.',
  'address.line2': 'Optional, z. B. „c/o Muster GmbH“ oder „3. OG“.',
  'address.postalCode':
    'Pflicht, außer der Umschlag bleibt ohne Adresse. Muss zum Land passen (z. B. 10115 für DE, 1010 für AT).',
  'address.city': 'Pflicht, außer der Umschlag bleibt ohne Adresse.',
  'address.country': 'Ländercode (DE, AT, CH …) oder Name (Deutschland). Leer = DE.',
  freeText: 'Der ganz eigene Text dieser Karte (Pflicht bei „Eigener Text für jede Karte“).',
};

/** The header row and the example row. */
export function templateRows(options: TemplateOptions): string[][] {
  const headers = templateHeaders(options.personalisation, options.customVariables);
  const example = headers.map((header) => {
    const column = RECIPIENT_COLUMNS.find((c) => c.header === header);
    if (column) return templateExampleValue(column.field);
    return '';
  });
  return [headers, example];
}

function hintRows(options: TemplateOptions): string[][] {
  const headers = templateHeaders(options.personalisation, options.customVariables);
  const columns = headers.map((header) => {
    const column = RECIPIENT_COLUMNS.find((c) => c.header === header);
    return [
      header,
      column
        ? HINTS[column.field]
        : `Dein Platzhalter {{${header}}}: der Wert für diese Karte (Pflicht, wenn der Text ihn verwendet).`,
    ];
  });
  return [
    ['Empfängerliste für Federkiel'],
    [],
    ['So geht’s'],
    ['1.', 'Eine Zeile pro Karte. Die Beispielzeile bitte überschreiben oder löschen.'],
    [
      '2.',
      'Die Spaltenüberschriften nicht ändern. Fremde Spalten (z. B. aus deinem Adressbuch) kannst du beim Hochladen zuordnen.',
    ],
    ['3.', `Höchstens ${options.maxCards.toLocaleString('de-DE')} Karten pro Bestellung.`],
    [
      '4.',
      'Speichern als Excel-Datei (.xlsx) oder als CSV (Semikolon oder Komma, UTF-8 oder Windows-1252).',
    ],
    [
      '5.',
      'Nach dem Hochladen prüfen wir jede Zeile und zeigen dir, was bei welcher Karte noch fehlt.',
    ],
    [],
    ['Spalte', 'Was hinein gehört'],
    ...columns,
  ];
}

const XLSX_ROWS_WITH_LISTS = 10_001;

/** exceljs has range data validations (4.x) but its typings lack them. */
interface WithDataValidations {
  dataValidations: { add(range: string, validation: DataValidation): void };
}

export async function recipientTemplateXlsx(options: TemplateOptions): Promise<Buffer> {
  // Loaded on first use: exceljs takes a sixth of a second to load, every server start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Federkiel';
  workbook.created = new Date(Date.UTC(2026, 0, 1));
  workbook.modified = workbook.created;

  const [headers = [], example = []] = templateRows(options);
  const sheet = workbook.addWorksheet('Empfänger', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const validations = (sheet as unknown as WithDataValidations).dataValidations;
  sheet.addRow(headers.map(safeCell));
  sheet.addRow(example.map(safeCell));
  sheet.getRow(1).font = { bold: true };
  headers.forEach((header, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = Math.max(12, Math.min(40, header.length + 6));
    const field = RECIPIENT_COLUMNS.find((c) => c.header === header)?.field;
    // Text cells keep leading zeros (01067 Dresden) and never turn into dates or numbers.
    column.numFmt = '@';
    const letter = column.letter;
    const range = `${letter}2:${letter}${XLSX_ROWS_WITH_LISTS}`;
    const list = (values: string[]) => ({
      type: 'list' as const,
      allowBlank: true,
      formulae: [`"${values.join(',')}"`],
      showErrorMessage: true,
      errorStyle: 'warning' as const,
      errorTitle: header,
      error: `Bitte eines von: ${values.join(', ')}`,
    });
    if (field === 'gender') validations.add(range, list(Object.values(GENDER_LABELS)));
    if (field === 'addressForm') validations.add(range, list(Object.values(ADDRESS_FORM_LABELS)));
    if (field === 'freeText') column.alignment = { wrapText: true, vertical: 'top' };
  });

  const hints = workbook.addWorksheet('Hinweise');
  for (const row of hintRows(options)) hints.addRow(row.map(safeCell));
  hints.getColumn(1).width = 24;
  hints.getColumn(2).width = 100;
  hints.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
  hints.getRow(1).font = { bold: true, size: 14 };
  for (const index of [3, 10]) hints.getRow(index).font = { bold: true };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function recipientTemplateCsv(options: TemplateOptions): string {
  return csvDocument(templateRows(options));
}
