import {
  RECIPIENT_COLUMNS,
  recipientFromRow,
  type ColumnField,
} from '@federkiel/machines/configurator/recipientColumns';
import type { RecipientInput } from '@federkiel/machines/configurator/recipientSchema';
import type { ColumnTargets } from './importTypes.ts';

// Rows of cells + the chosen column targets → recipients for `IMPORT_RECIPIENTS`. The
// cell → value rules (Anrede, Ansprache, Land, PLZ) are the machines' `recipientFromRow`;
// this file only gathers the cells and handles the two helper columns.

type Cells = Partial<Record<ColumnField | `variables.${string}`, string>>;

export interface MappedRows {
  recipients: RecipientInput[];
  /** Rows that were the template's untouched example row (Frau Dr. Anna Schmidt, Berlin). */
  skippedExampleRows: number;
}

const EXAMPLE: Partial<Record<ColumnField, string>> = Object.fromEntries(
  RECIPIENT_COLUMNS.filter((c) =>
    ['gender', 'firstName', 'lastName', 'address.line1', 'address.postalCode'].includes(c.field),
  ).map((c) => [c.field, c.example]),
);

/** The template's example row, left in by the customer: not a card anybody wants. */
export function isTemplateExample(cells: Cells): boolean {
  return Object.entries(EXAMPLE).every(
    ([field, example]) => (cells[field as ColumnField] ?? '').trim() === example,
  );
}

/** Fields two columns may fill together (joined with a space); others must be unique. */
export const JOINABLE_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'company',
  'address.line1',
  'address.line2',
  'freeText',
]);

const join = (a: string | undefined, b: string) => (a ? `${a} ${b}` : b);

/** One row's cells by field; a house number joins the street, "PLZ Ort" is split. */
export function rowCells(row: readonly string[], targets: ColumnTargets): Cells {
  const cells: Cells = {};
  let houseNumber = '';
  for (let c = 0; c < targets.length; c += 1) {
    const target = targets[c];
    const value = (row[c] ?? '').trim();
    if (!target || !value) continue;
    if (target === 'address.houseNumber') houseNumber = value;
    else if (target === 'address.postalCodeCity') {
      const [, code = '', city = ''] = /^(\S+)\s*(.*)$/.exec(value) ?? [];
      if (!cells['address.postalCode']) cells['address.postalCode'] = code;
      if (!cells['address.city']) cells['address.city'] = city;
    } else cells[target] = join(cells[target], value);
  }
  if (houseNumber) cells['address.line1'] = join(cells['address.line1'], houseNumber);
  return cells;
}

export function rowsToRecipients(rows: readonly string[][], targets: ColumnTargets): MappedRows {
  const recipients: RecipientInput[] = [];
  let skippedExampleRows = 0;
  for (const row of rows) {
    const cells = rowCells(row, targets);
    if (isTemplateExample(cells)) {
      skippedExampleRows += 1;
      continue;
    }
    recipients.push(recipientFromRow(cells));
  }
  return { recipients, skippedExampleRows };
}
