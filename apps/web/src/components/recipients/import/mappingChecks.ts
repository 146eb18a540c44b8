import type { ImportField, ColumnTargets, ImportOptions } from './importTypes.ts';
import { JOINABLE_FIELDS } from './rowsToRecipients.ts';

// What the mapping dialog says about the chosen targets before anything is imported.

/** Fields chosen for more than one column that cannot be joined (two "Anrede" columns). */
export function duplicateTargets(targets: ColumnTargets): ImportField[] {
  const seen = new Set<ImportField>();
  const twice = new Set<ImportField>();
  for (const target of targets) {
    if (!target) continue;
    if (seen.has(target) && !JOINABLE_FIELDS.has(target)) twice.add(target);
    seen.add(target);
  }
  return [...twice];
}

/** Fields every card needs for which no column was chosen (warned, not refused). */
export function missingTargets(
  targets: ColumnTargets,
  options: ImportOptions,
  addressRequired: boolean,
): ImportField[] {
  const has = (field: ImportField) => targets.includes(field);
  const missing: ImportField[] = [];
  if (!has('lastName') && !has('company')) missing.push('lastName');
  if (!has('gender')) missing.push('gender');
  if (addressRequired) {
    if (!has('address.line1')) missing.push('address.line1');
    if (!has('address.postalCode') && !has('address.postalCodeCity'))
      missing.push('address.postalCode');
    if (!has('address.city') && !has('address.postalCodeCity')) missing.push('address.city');
  }
  if (options.personalisation === 'free_text' && !has('freeText')) missing.push('freeText');
  return missing;
}

/** Column letters as spreadsheets show them: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}
