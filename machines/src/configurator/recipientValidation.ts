import { plainTextProblem } from '../content/plainText.ts';
import { NAME_MAX_LENGTH } from '../validation.ts';
import { type CardTextSettings, variablesNeededBy } from './cardText.ts';
import { countryRule, isCountryCode, isValidPostalCode } from './countries.ts';
import type { Recipient } from './recipientSchema.ts';
import { isCompanyOnly } from './recipientSchema.ts';
import { customSalutationForm } from './salutation.ts';
import { salutationWriter, writesSalutation, type SalutationCard } from './salutationUse.ts';
import { isKnownVariable, variableKey } from './variables.ts';
import { DEFAULT_MAX_CARDS } from './vocabulary.ts';

// Spec §5 for the recipient table: every red field filled, company optional, the salutation
// matching the recipient and chosen where the card writes it (issue 27), postal codes valid for the country, at most maxCards cards. Plain
// loops and no allocation per valid field: 10,000 rows take a few milliseconds.

export type RecipientField =
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'gender'
  | 'address.line1'
  | 'address.line2'
  | 'address.postalCode'
  | 'address.city'
  | 'address.country'
  | 'freeText'
  | `variables.${string}`;

export type RecipientIssueCode =
  | 'required'
  | 'nameOrCompany'
  | 'optionRequired'
  | 'tooLong'
  | 'nameTooLong'
  | 'postalCode'
  | 'country'
  | 'salutationInName'
  | 'salutationMismatch'
  | 'variableEmpty'
  | 'notPlainText';

export interface RecipientIssue {
  /** Position in the list (0-based); the UI shows card number `index + 1`. */
  index: number;
  recipientId: string;
  field: RecipientField;
  code: RecipientIssueCode;
  /** {{len}}: the length limit. */
  len?: number;
  /** {{example}}: a valid postal code of the country. */
  example?: string;
  /** {{variable}}: the variable name. */
  variable?: string;
}

export type RecipientListIssue = { code: 'noRecipients' } | { code: 'tooManyCards'; max: number };

export interface RecipientValidation {
  valid: boolean;
  /** Every problem, ordered by card, then field. */
  issues: RecipientIssue[];
  /** How many cards have at least one problem. */
  invalidCount: number;
  listIssues: RecipientListIssue[];
}

export interface RecipientRules {
  /** Text settings: which variables each card needs (a used variable is a required field). */
  text: CardTextSettings;
  /** The address is written on the envelope unless the envelope stays blank. */
  addressRequired: boolean;
  /**
   * Declared custom variables. Only known variables become required fields; an unknown one
   * (a typo) is the content step's problem, not every card's.
   */
  customVariables?: readonly string[];
  maxCards?: number;
}

/** Field length limits (beyond the combined name limit of spec §5). */
export const RECIPIENT_FIELD_MAX: Partial<Record<RecipientField, number>> = {
  title: 30,
  company: 100,
  'address.line1': 100,
  'address.line2': 100,
  'address.city': 80,
  freeText: 5000,
};

/** The recipient's own texts (the variables are checked by name). */
const PLAIN_TEXT_FIELDS: readonly RecipientField[] = [
  'title',
  'firstName',
  'lastName',
  'company',
  'address.line1',
  'address.line2',
  'address.postalCode',
  'address.city',
  'address.country',
  'freeText',
];

const BUILT_IN_FIELDS: Record<string, RecipientField> = {
  [variableKey('Vorname')]: 'firstName',
  [variableKey('Nachname')]: 'lastName',
  [variableKey('Firma')]: 'company',
};

const SALUTATION_WORD = /^(herr|frau|hr\.|fr\.)(\s|$)/i;

/** Checks one recipient; `index` is its position in the list. */
export function validateRecipient(
  recipient: Recipient,
  index: number,
  rules: RecipientRules,
  neededCache?: Map<string, string[]>,
  writes: (card: SalutationCard) => boolean = (card) => writesSalutation(rules.text, card),
): RecipientIssue[] {
  const issues: RecipientIssue[] = [];
  const has = (field: RecipientField) => issues.some((issue) => issue.field === field);
  const add = (field: RecipientField, code: RecipientIssueCode, extra?: Partial<RecipientIssue>) =>
    issues.push({ index, recipientId: recipient.id, field, code, ...extra });

  const first = recipient.firstName.trim();
  const last = recipient.lastName.trim();
  const form = recipient.addressForm;
  if (!first && !last && !recipient.company.trim()) add('lastName', 'nameOrCompany');
  else if (!isCompanyOnly(recipient)) {
    if (!last) add('lastName', 'required');
    // Only a written {{Anrede}} needs the gender, and "Hallo Anna," / "Guten Tag Alex Kim,"
    // the first name; a text without it leaves both to the variables the text does use.
    if (writes(recipient)) {
      const needsFirst = form === 'du' || (form === 'sie' && recipient.gender === 'neutral');
      if (!first && needsFirst) add('firstName', 'required');
      if (form !== 'ihr' && recipient.gender === null) add('gender', 'optionRequired');
    }
  }
  if (first.length + last.length > NAME_MAX_LENGTH)
    add('lastName', 'nameTooLong', { len: NAME_MAX_LENGTH });

  // "Salutation must match the recipient" (spec §5): Herr/Frau belongs in the gender column.
  const word = SALUTATION_WORD.exec(first)?.[1]?.toLowerCase();
  if (word) {
    const said = word.startsWith('h') ? 'male' : 'female';
    if (recipient.gender !== null && recipient.gender !== said) add('gender', 'salutationMismatch');
    else add('firstName', 'salutationInName');
  }

  const { address } = recipient;
  if (rules.addressRequired) {
    if (!address.line1.trim()) add('address.line1', 'required');
    if (!address.postalCode.trim()) add('address.postalCode', 'required');
    if (!address.city.trim()) add('address.city', 'required');
    if (!address.country.trim()) add('address.country', 'required');
  }
  if (address.country.trim() && !isCountryCode(address.country)) add('address.country', 'country');
  else if (address.postalCode.trim() && !isValidPostalCode(address.postalCode, address.country)) {
    const example = countryRule(address.country)?.example;
    add('address.postalCode', 'postalCode', example ? { example } : {});
  }

  if (rules.text.personalisation === 'free_text' && !recipient.freeText.trim())
    add('freeText', 'required');

  for (const [field, max] of Object.entries(RECIPIENT_FIELD_MAX) as [RecipientField, number][]) {
    if (!has(field) && fieldValue(recipient, field).trim().length > max)
      add(field, 'tooLong', { len: max });
  }

  // What the robot writes is plain text (issue 31): markup, `javascript:` and control
  // characters are refused as in the CMS, with the same rule.
  for (const field of PLAIN_TEXT_FIELDS)
    if (!has(field) && plainTextProblem(fieldValue(recipient, field))) add(field, 'notPlainText');
  for (const [name, value] of Object.entries(recipient.variables))
    if (plainTextProblem(value)) add(`variables.${name}`, 'notPlainText');

  for (const variable of neededVariables(rules, recipient, neededCache)) {
    if (!isKnownVariable(variable, rules.customVariables ?? [])) continue;
    const key = variableKey(variable);
    const field = BUILT_IN_FIELDS[key] ?? (`variables.${variable}` as RecipientField);
    if (has(field)) continue;
    const value = BUILT_IN_FIELDS[key]
      ? fieldValue(recipient, field)
      : (variableValue(recipient, key) ?? '');
    if (!value.trim()) add(field, 'variableEmpty', { variable });
  }
  return issues;
}

/** Checks the whole list (spec §5 rules plus the card limit). */
export function validateRecipients(
  recipients: readonly Recipient[],
  rules: RecipientRules,
): RecipientValidation {
  const issues: RecipientIssue[] = [];
  let invalidCount = 0;
  const neededCache = new Map<string, string[]>();
  const writes = salutationWriter(rules.text);
  recipients.forEach((recipient, index) => {
    const found = validateRecipient(recipient, index, rules, neededCache, writes);
    if (found.length > 0) {
      invalidCount += 1;
      for (const issue of found) issues.push(issue);
    }
  });
  const listIssues: RecipientListIssue[] = [];
  const max = rules.maxCards ?? DEFAULT_MAX_CARDS;
  if (recipients.length === 0) listIssues.push({ code: 'noRecipients' });
  if (recipients.length > max) listIssues.push({ code: 'tooManyCards', max });
  return {
    valid: issues.length === 0 && listIssues.length === 0,
    issues,
    invalidCount,
    listIssues,
  };
}

/**
 * The variables a card needs. Without free texts they depend only on the address form and
 * which custom salutation form applies, so a list computes them a handful of times.
 */
function neededVariables(
  rules: RecipientRules,
  recipient: Recipient,
  cache?: Map<string, string[]>,
) {
  if (!cache || rules.text.personalisation === 'free_text')
    return variablesNeededBy(rules.text, recipient);
  const key = `${recipient.addressForm}|${customSalutationForm(recipient, rules.text.customSalutation) ?? ''}`;
  let needed = cache.get(key);
  if (!needed) {
    needed = variablesNeededBy(rules.text, recipient);
    cache.set(key, needed);
  }
  return needed;
}

/** The text of a field (for length checks and the summary). */
export function fieldValue(recipient: Recipient, field: RecipientField): string {
  if (field.startsWith('variables.'))
    return variableValue(recipient, variableKey(field.slice('variables.'.length))) ?? '';
  if (field.startsWith('address.'))
    return recipient.address[field.slice('address.'.length) as keyof Recipient['address']];
  if (field === 'gender') return recipient.gender ?? '';
  return recipient[field as 'title' | 'firstName' | 'lastName' | 'company' | 'freeText'];
}

function variableValue(recipient: Recipient, key: string): string | undefined {
  for (const [name, value] of Object.entries(recipient.variables))
    if (variableKey(name) === key) return value;
  return undefined;
}
