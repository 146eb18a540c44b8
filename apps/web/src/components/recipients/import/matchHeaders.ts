import { RECIPIENT_COLUMNS } from '@federkiel/machines/configurator/recipientColumns';
import type { ColumnMatch, ImportField, ImportOptions } from './importTypes.ts';

// Header → field. Headers are compared without case, spaces, punctuation and umlauts
// ("Straße" = "strasse" = "STRASSE"), against the template's headers and the machines'
// aliases plus the German and English names real address lists use.

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** "Straße und Hausnummer" → "strasseundhausnummer"; "E-Mail" → "email". */
export function normalizeHeader(header: string): string {
  return header
    .toLocaleLowerCase('de')
    .normalize('NFC')
    .replace(/[äöüß]/g, (char) => UMLAUTS[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // é → e
    .replace(/[^a-z0-9]/g, '');
}

/** Names real lists use beyond the machines' aliases (compared normalised). */
const EXTRA_ALIASES: Partial<Record<ImportField, string[]>> = {
  gender: ['herrfrau', 'frauherr', 'sex'],
  title: ['akademischer titel', 'academic title', 'titel akademisch'],
  firstName: ['vornamen', 'rufname', 'forename', 'first'],
  lastName: ['zuname', 'family name', 'nachnamen'],
  company: ['firmenname', 'company name', 'institution', 'firma organisation'],
  addressForm: ['du sie ihr', 'variante', 'form of address', 'duzen siezen'],
  'address.line1': [
    'strasse hausnummer',
    'strasse und nr',
    'strasse nr',
    'str',
    'anschrift',
    'street address',
    'address1',
    'adresse 1',
  ],
  'address.houseNumber': ['hausnummer', 'hausnr', 'nr', 'house number', 'street number'],
  'address.line2': ['address2', 'adresse 2', 'co'],
  'address.postalCode': ['zip code', 'zipcode', 'postal'],
  'address.postalCodeCity': ['plz ort', 'plz und ort', 'postleitzahl ort', 'plz stadt'],
  'address.city': ['gemeinde', 'stadt ort'],
  'address.country': ['country code', 'countrycode', 'land code', 'iso land'],
  freeText: ['message', 'eigener text', 'kartentext individuell'],
};

function buildAliasTable(): Map<string, ImportField> {
  const table = new Map<string, ImportField>();
  const add = (name: string, field: ImportField) => {
    const key = normalizeHeader(name);
    if (key && !table.has(key)) table.set(key, field);
  };
  for (const column of RECIPIENT_COLUMNS) {
    add(column.header, column.field);
    for (const alias of column.aliases) add(alias, column.field);
  }
  for (const [field, aliases] of Object.entries(EXTRA_ALIASES) as [ImportField, string[]][])
    for (const alias of aliases) add(alias, field);
  return table;
}

const ALIASES = buildAliasTable();

/** The fields an import may fill for this order (free text and variables only when used). */
export function importFields(options: ImportOptions): ImportField[] {
  const columns: ImportField[] = RECIPIENT_COLUMNS.map((c) => c.field).filter(
    (field) => field !== 'freeText' || options.personalisation === 'free_text',
  );
  const variables: ImportField[] =
    options.personalisation === 'variable_blocks'
      ? options.variableNames.map((name) => `variables.${name}` as const)
      : [];
  const helpers: ImportField[] = ['address.houseNumber', 'address.postalCodeCity'];
  return [...columns, ...helpers, ...variables];
}

/** The field a header names, if the order has it; null = ask the customer. */
export function matchHeader(header: string, options: ImportOptions): ImportField | null {
  const key = normalizeHeader(header);
  if (!key) return null;
  const fields = importFields(options);
  // A declared variable wins over an alias: the customer chose that exact name.
  const variable = fields.find(
    (field) =>
      field.startsWith('variables.') && normalizeHeader(field.slice('variables.'.length)) === key,
  );
  if (variable) return variable;
  const field = ALIASES.get(key);
  return field && fields.includes(field) ? field : null;
}

/**
 * Suggests a target for every column. A field goes to the first column that names it; a
 * later column with the same meaning stays unassigned (`recognised`, field null) so the
 * customer decides.
 */
export function matchHeaders(headers: readonly string[], options: ImportOptions): ColumnMatch[] {
  const taken = new Set<ImportField>();
  return headers.map((header, index) => {
    const field = matchHeader(header, options);
    if (!field) return { index, header, field: null, recognised: false };
    if (taken.has(field)) return { index, header, field: null, recognised: true };
    taken.add(field);
    return { index, header, field, recognised: true };
  });
}

/** How many cells of a row read as known headers (finds the header row and the sheet). */
export function headerScore(cells: readonly string[], options: ImportOptions): number {
  let score = 0;
  for (const cell of cells) if (matchHeader(cell, options)) score += 1;
  return score;
}
