// Spec §5 card rules, decided by swell-js's own card functions (the ones `card.createToken`
// runs before it asks the vault), so the form accepts exactly what tokenizing accepts.
// They are plain functions on `swell.card` and need no `swell.init`.
import type { CardDetails } from '@federkiel/machines';
import swell from 'swell-js';

/** What the customer typed, as shown in the fields (number in groups, expiry "MM/JJ"). */
export interface CardFormValue {
  number: string;
  expiry: string;
  cvc: string;
  /** Optional; not part of `CardDetails` (swell-js tokenizes number, expiry and CVC). */
  holder: string;
}

export const EMPTY_CARD: CardFormValue = { number: '', expiry: '', cvc: '', holder: '' };

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardFieldError = 'required' | 'invalid';
export type CardIssues = Partial<Record<CardField, CardFieldError>>;

/**
 * swell-js's card functions. Its typings declare only the validators; `expiry` and `type`
 * exist on the same object (node_modules/swell-js/dist/card.mjs). Called as methods: they
 * use `this`.
 */
interface SwellCardRules {
  validateNumber(number: string): boolean;
  validateExpiry(month: string, year: string): boolean;
  validateCVC(cvc: string): boolean;
  expiry(value: string): { month: number; year: number };
  type(digits: string): string;
}

const rules = swell.card as unknown as SwellCardRules;

/** Month and year typed as "MM/JJ" (also "M/JJ", "MM/JJJJ", "MM-JJ", "MM JJ"). */
const EXPIRY = /^\s*(\d{1,2})\s*[/\-\s]\s*(\d{2}|\d{4})\s*$/;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Month and full year of a typed expiry (swell-js `card.expiry`: a two-digit year gets the
 * current century), or null when month or year are missing.
 */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = EXPIRY.exec(expiry);
  if (!match?.[1] || !match[2]) return null;
  return rules.expiry(`${match[1]}/${match[2]}`);
}

function numberIssue(number: string): CardFieldError | undefined {
  if (!number.trim()) return 'required';
  return rules.validateNumber(number) ? undefined : 'invalid';
}

function expiryIssue(expiry: string): CardFieldError | undefined {
  if (!expiry.trim()) return 'required';
  const parsed = parseExpiry(expiry);
  // swell-js: digits only, month 1–12, not in the past, less than 50 years ahead.
  if (!parsed || !rules.validateExpiry(String(parsed.month), String(parsed.year))) {
    return 'invalid';
  }
  return undefined;
}

function cvcIssue(cvc: string): CardFieldError | undefined {
  if (!cvc.trim()) return 'required';
  return rules.validateCVC(cvc) ? undefined : 'invalid';
}

/**
 * The problems of the card fields (spec §5): empty → `required`, else swell-js's rules
 * (number: spaces and dashes ignored, 10–16 digits, Luhn; expiry: a real month, not past;
 * CVC: 3 or 4 digits) → `invalid`. Dates are judged against the clock, as swell-js does.
 */
export function cardIssues(value: CardFormValue): CardIssues {
  const issues: CardIssues = {};
  const number = numberIssue(value.number);
  const expiry = expiryIssue(value.expiry);
  const cvc = cvcIssue(value.cvc);
  if (number) issues.number = number;
  if (expiry) issues.expiry = expiry;
  if (cvc) issues.cvc = cvc;
  return issues;
}

/** The card for tokenizing (`CardDetails`, number as digits only), or null while invalid. */
export function cardDetailsOf(value: CardFormValue): CardDetails | null {
  if (Object.keys(cardIssues(value)).length > 0) return null;
  const expiry = parseExpiry(value.expiry);
  if (!expiry) return null;
  return {
    number: digitsOf(value.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: value.cvc.trim(),
  };
}

/** The brand swell-js reads from the first two digits ("Visa", "MasterCard", …), or null. */
export function cardBrand(number: string): string | null {
  const digits = digitsOf(number);
  if (digits.length < 2) return null;
  const brand = rules.type(digits);
  return brand && brand !== 'Unknown' ? brand : null;
}
