import {
  recipientFromRow,
  type ColumnField,
} from '@federkiel/machines/configurator/recipientColumns';
import {
  exampleRowMatch,
  type ExampleMatch,
} from '@federkiel/machines/configurator/recipientExample';
import type { RecipientInput } from '@federkiel/machines/configurator/recipientSchema';
import type { ColumnTargets } from './importTypes.ts';

// Rows of cells + the chosen column targets → recipients for `IMPORT_RECIPIENTS`. The
// cell → value rules (Anrede, Ansprache, Land, PLZ) are the machines' `recipientFromRow`;
// this file only gathers the cells and handles the two helper columns.

type Cells = Partial<Record<ColumnField | `variables.${string}`, string>>;

export interface MappedRows {
  recipients: RecipientInput[];
  /** 1 when the customer left the first row out (the template's example row), else 0. */
  skippedExampleRows: number;
}

/** Is the file's first data row the template's example row (or does it look like it)? */
export function firstRowExample(
  rows: readonly (readonly string[])[],
  targets: ColumnTargets,
): ExampleMatch {
  const first = rows[0];
  if (!first) return null;
  const ignored = first.filter((_, column) => !targets[column]);
  return exampleRowMatch(rowCells(first, targets), ignored);
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

/** `skipFirstRow`: the customer chose to leave out the template's example row. */
export function rowsToRecipients(
  rows: readonly (readonly string[])[],
  targets: ColumnTargets,
  skipFirstRow = false,
): MappedRows {
  const kept = skipFirstRow ? rows.slice(1) : rows;
  return {
    recipients: kept.map((row) => recipientFromRow(rowCells(row, targets))),
    skippedExampleRows: skipFirstRow && rows.length > 0 ? 1 : 0,
  };
}
