import { RECIPIENT_COLUMNS, type ColumnField } from './recipientColumns.ts';

// The downloadable template has one example row (Frau Dr. Anna Schmidt, Hauptstraße 1,
// 10115 Berlin). Anna Schmidt is also a real and common name, so an import removes that row
// only when it is the template's row in every cell; a row that merely looks like it is kept
// unless the customer says otherwise in the import dialog (issue 26).

/** The example card text of the template's "Freitext" column (free-text orders only). */
export const TEMPLATE_EXAMPLE_FREE_TEXT = 'Liebe Anna, …';

type Cells = Partial<Record<ColumnField | `variables.${string}`, string>>;

/** The example value of each column of the template. */
export function templateExampleValue(field: ColumnField): string {
  if (field === 'freeText') return TEMPLATE_EXAMPLE_FREE_TEXT;
  return RECIPIENT_COLUMNS.find((c) => c.field === field)?.example ?? '';
}

/**
 * - `exact`: the template's example row, untouched (every cell as the template has it);
 * - `similar`: looks like the example (Anna Schmidt with the example street or postcode)
 *   but differs somewhere, so it may be a real person;
 * - `null`: an ordinary row.
 *
 * `otherCells` are the row's cells that no field takes (ignored columns); any text in them
 * means the customer wrote something of their own.
 */
export type ExampleMatch = 'exact' | 'similar' | null;

export function exampleRowMatch(cells: Cells, otherCells: readonly string[] = []): ExampleMatch {
  const value = (field: ColumnField) => (cells[field] ?? '').trim();
  const looksLike =
    value('firstName') === templateExampleValue('firstName') &&
    value('lastName') === templateExampleValue('lastName') &&
    (value('address.line1') === templateExampleValue('address.line1') ||
      value('address.postalCode') === templateExampleValue('address.postalCode'));
  if (!looksLike) return null;

  const columnsMatch = RECIPIENT_COLUMNS.every((column) => {
    const cell = value(column.field);
    // Only free-text orders have the Freitext column; the other templates leave it out.
    if (column.field === 'freeText') return cell === '' || cell === TEMPLATE_EXAMPLE_FREE_TEXT;
    return cell === templateExampleValue(column.field);
  });
  const variablesEmpty = Object.entries(cells).every(
    ([field, cell]) => !field.startsWith('variables.') || !(cell ?? '').trim(),
  );
  const nothingElse = otherCells.every((cell) => !cell.trim());
  return columnsMatch && variablesEmpty && nothingElse ? 'exact' : 'similar';
}
