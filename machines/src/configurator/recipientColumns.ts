import { normalizePostalCode, parseCountry } from './countries.ts';
import type { RecipientInput } from './recipientSchema.ts';
import type { RecipientField } from './recipientValidation.ts';
import { variableKey } from './variables.ts';
import type { AddressForm, Gender, Personalisation } from './vocabulary.ts';

// The spreadsheet columns of the recipient list (spec §1: upload "built from a downloadable
// template"): header names of our template, the aliases real files use, and how a cell
// becomes a field value. The file parsing itself (CSV/XLSX, encodings) is the web app's.

export type ColumnField = Exclude<RecipientField, `variables.${string}`> | 'addressForm';

export interface RecipientColumn {
  field: ColumnField;
  /** Header in our downloadable template. */
  header: string;
  /** Other headers that mean the same (compared case-insensitively, spaces ignored). */
  aliases: string[];
  example: string;
}

export const RECIPIENT_COLUMNS: readonly RecipientColumn[] = [
  {
    field: 'gender',
    header: 'Anrede',
    aliases: ['geschlecht', 'salutation', 'gender'],
    example: 'Frau',
  },
  { field: 'title', header: 'Titel', aliases: ['title', 'akad. titel'], example: 'Dr.' },
  {
    field: 'firstName',
    header: 'Vorname',
    aliases: ['first name', 'firstname', 'first_name', 'given name'],
    example: 'Anna',
  },
  {
    field: 'lastName',
    header: 'Nachname',
    aliases: ['name', 'familienname', 'last name', 'lastname', 'last_name', 'surname'],
    example: 'Schmidt',
  },
  {
    field: 'company',
    header: 'Firma',
    aliases: ['unternehmen', 'company', 'organisation', 'organization'],
    example: '',
  },
  {
    field: 'addressForm',
    header: 'Ansprache',
    aliases: ['du/sie', 'du / sie', 'anredeform', 'textvariante', 'address form'],
    example: 'Sie',
  },
  {
    field: 'address.line1',
    header: 'Straße und Hausnummer',
    aliases: [
      'straße',
      'strasse',
      'adresse',
      'adresszeile 1',
      'street',
      'address',
      'address line 1',
    ],
    example: 'Hauptstraße 1',
  },
  {
    field: 'address.line2',
    header: 'Adresszusatz',
    aliases: ['adresszeile 2', 'zusatz', 'c/o', 'address line 2'],
    example: '',
  },
  {
    field: 'address.postalCode',
    header: 'PLZ',
    aliases: ['postleitzahl', 'zip', 'postal code', 'postcode'],
    example: '10115',
  },
  {
    field: 'address.city',
    header: 'Ort',
    aliases: ['stadt', 'wohnort', 'city', 'town'],
    example: 'Berlin',
  },
  {
    field: 'address.country',
    header: 'Land',
    aliases: ['country', 'staat', 'ländercode'],
    example: 'DE',
  },
  {
    field: 'freeText',
    header: 'Freitext',
    aliases: ['text', 'nachricht', 'kartentext', 'free text'],
    example: '',
  },
];

const squash = (header: string) =>
  header
    .toLocaleLowerCase('de')
    .replace(/[\s_]+/g, ' ')
    .trim();

/** Which field a header means: a column, a declared custom variable, or null (ask the customer). */
export function matchColumn(
  header: string,
  customVariables: readonly string[] = [],
): ColumnField | `variables.${string}` | null {
  const key = squash(header);
  if (!key) return null;
  const column = RECIPIENT_COLUMNS.find(
    (c) => squash(c.header) === key || c.aliases.some((alias) => squash(alias) === key),
  );
  if (column) return column.field;
  const variable = customVariables.find((name) => variableKey(name) === variableKey(key));
  return variable ? `variables.${variable}` : null;
}

/** The headers of the downloadable template for this order. */
export function templateHeaders(
  personalisation: Personalisation | null,
  customVariables: readonly string[] = [],
): string[] {
  const columns = RECIPIENT_COLUMNS.filter(
    (c) => c.field !== 'freeText' || personalisation === 'free_text',
  ).map((c) => c.header);
  return personalisation === 'variable_blocks' ? [...columns, ...customVariables] : columns;
}

/** "Frau", "Herr", "weiblich", "m", "divers", … → gender; null when empty or unreadable. */
export function parseGender(text: string): Gender | null {
  const value = text.trim().toLocaleLowerCase('de').replace(/\.$/, '');
  if (['frau', 'fr', 'weiblich', 'w', 'f', 'female', 'mrs', 'ms'].includes(value)) return 'female';
  if (['herr', 'hr', 'männlich', 'maennlich', 'm', 'male', 'mr'].includes(value)) return 'male';
  if (['divers', 'd', 'neutral', 'x', 'keine angabe', 'diverse'].includes(value)) return 'neutral';
  return null;
}

/** "Du", "Sie", "ihr", "formell", … → address form; null when empty or unreadable. */
export function parseAddressForm(text: string): AddressForm | null {
  const value = text.trim().toLocaleLowerCase('de');
  if (['du', 'informell', 'informal', 'dich'].includes(value)) return 'du';
  if (['sie', 'formell', 'formal', 'förmlich'].includes(value)) return 'sie';
  if (['ihr', 'euch', 'familie', 'plural'].includes(value)) return 'ihr';
  return null;
}

/**
 * One spreadsheet row (cells by mapped field) as recipient input. Unreadable Anrede values
 * leave the gender unset, so the table marks it; countries and postal codes are tidied.
 */
export function recipientFromRow(
  cells: Partial<Record<ColumnField | `variables.${string}`, string>>,
): RecipientInput {
  const cell = (field: ColumnField) => (cells[field] ?? '').trim();
  const country = parseCountry(cell('address.country')) ?? (cell('address.country') || 'DE');
  const variables: Record<string, string> = {};
  for (const [field, value] of Object.entries(cells))
    if (field.startsWith('variables.')) variables[field.slice('variables.'.length)] = value ?? '';
  return {
    title: cell('title'),
    firstName: cell('firstName'),
    lastName: cell('lastName'),
    company: cell('company'),
    gender: parseGender(cell('gender')),
    // "Familie" in the Anrede column means the plural form; without any hint we stay formal.
    addressForm:
      parseAddressForm(cell('addressForm')) ??
      (squash(cell('gender')) === 'familie' ? 'ihr' : 'sie'),
    address: {
      line1: cell('address.line1'),
      line2: cell('address.line2'),
      postalCode: normalizePostalCode(cell('address.postalCode'), country),
      city: cell('address.city'),
      country,
    },
    variables,
    freeText: cells.freeText ?? '',
  };
}
