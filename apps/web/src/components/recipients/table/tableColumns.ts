import type { ColumnField, Personalisation, Recipient, RecipientInput } from '@federkiel/machines';

// The table's columns for an order and how a cell reads and writes its recipient field.

export type TableField = ColumnField | `variables.${string}`;
export type CellKind = 'text' | 'gender' | 'addressForm' | 'country' | 'longText';

export interface TableColumn {
  field: TableField;
  kind: CellKind;
  /** Pixels. */
  width: number;
  /** Marked with a red asterisk in the header (the rows say exactly what is missing). */
  required: boolean;
  autoComplete?: string;
}

export interface ColumnOptions {
  personalisation: Personalisation | null;
  variableNames: readonly string[];
  addressRequired: boolean;
  /**
   * The salutation column: `required` where the text writes `{{Anrede}}`, `optional` where
   * it does not but the customer shows it, `hidden` behind the column toggle (issue 27).
   */
  salutation?: 'required' | 'optional' | 'hidden';
}

export function tableColumns({
  personalisation,
  variableNames,
  addressRequired,
  salutation = 'required',
}: ColumnOptions): TableColumn[] {
  const address = addressRequired;
  const columns: TableColumn[] = [
    { field: 'gender', kind: 'gender', width: 118, required: salutation === 'required' },
    { field: 'title', kind: 'text', width: 80, required: false, autoComplete: 'off' },
    { field: 'firstName', kind: 'text', width: 140, required: false, autoComplete: 'off' },
    { field: 'lastName', kind: 'text', width: 160, required: true, autoComplete: 'off' },
    { field: 'company', kind: 'text', width: 170, required: false, autoComplete: 'off' },
    { field: 'addressForm', kind: 'addressForm', width: 104, required: false },
    { field: 'address.line1', kind: 'text', width: 210, required: address, autoComplete: 'off' },
    { field: 'address.line2', kind: 'text', width: 150, required: false, autoComplete: 'off' },
    {
      field: 'address.postalCode',
      kind: 'text',
      width: 96,
      required: address,
      autoComplete: 'off',
    },
    { field: 'address.city', kind: 'text', width: 150, required: address, autoComplete: 'off' },
    { field: 'address.country', kind: 'country', width: 170, required: address },
  ];
  if (salutation === 'hidden') columns.shift();
  if (personalisation === 'free_text')
    columns.push({ field: 'freeText', kind: 'longText', width: 300, required: true });
  if (personalisation === 'variable_blocks')
    for (const name of variableNames)
      columns.push({ field: `variables.${name}`, kind: 'text', width: 170, required: true });
  return columns;
}

/** The text a cell shows ('' for no gender). */
export function readField(recipient: Recipient, field: TableField): string {
  if (field.startsWith('variables.')) return recipient.variables[field.slice(10)] ?? '';
  if (field.startsWith('address.'))
    return recipient.address[field.slice(8) as keyof Recipient['address']] ?? '';
  if (field === 'gender') return recipient.gender ?? '';
  return recipient[
    field as 'title' | 'firstName' | 'lastName' | 'company' | 'addressForm' | 'freeText'
  ];
}

/** The `UPDATE_RECIPIENT` changes for a cell's new text. */
export function fieldChange(field: TableField, value: string): RecipientInput {
  if (field.startsWith('variables.')) return { variables: { [field.slice(10)]: value } };
  if (field.startsWith('address.')) return { address: { [field.slice(8)]: value } };
  if (field === 'gender')
    return { gender: value === 'female' || value === 'male' || value === 'neutral' ? value : null };
  if (field === 'addressForm')
    return value === 'du' || value === 'sie' || value === 'ihr' ? { addressForm: value } : {};
  return { [field]: value };
}

/** A row nobody has typed into yet (new rows, or the configurator's first empty row). */
export function isBlankRecipient(recipient: Recipient): boolean {
  const { address } = recipient;
  return (
    !recipient.title &&
    !recipient.firstName &&
    !recipient.lastName &&
    !recipient.company &&
    recipient.gender === null &&
    !address.line1 &&
    !address.line2 &&
    !address.postalCode &&
    !address.city &&
    !recipient.freeText.trim() &&
    Object.values(recipient.variables).every((value) => !value.trim())
  );
}
