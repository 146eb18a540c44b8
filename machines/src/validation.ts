// Spec §5's form rules as pure functions. They answer with a code (and the limit it is
// about); the web app turns codes into German or English messages (namespace `forms`).
import { isValidPostalCode } from './configurator/countries.ts';

export type ValidationCode =
  | 'required'
  | 'email'
  | 'tooShort'
  | 'tooLong'
  | 'passwordTooShort'
  | 'passwordMismatch'
  | 'nameTooLong'
  | 'postalCode'
  /**
   * A business id (issues #29, #39): unknown VAT id country, wrong VAT id form or check
   * digit, Leitweg-ID form or check digits.
   */
  | 'vatIdCountry'
  | 'vatIdFormat'
  | 'vatIdCheckDigit'
  | 'leitwegId'
  | 'leitwegIdCheckDigit';

export interface ValidationIssue {
  code: ValidationCode;
  /** The limit the message names ({{len}}), for the length rules. */
  len?: number;
}

/** Spec §5/§9: passwords have at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase (the store refuses longer ones). */
export const PASSWORD_MAX_LENGTH = 200;
/** Spec §5: first and last name together at most {{len}} characters (the store's limit). */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

export function checkRequired(value: string | null | undefined): ValidationIssue | null {
  return isBlank(value) ? { code: 'required' } : null;
}

export function checkMaxLength(
  value: string | null | undefined,
  max: number,
): ValidationIssue | null {
  return value && value.trim().length > max ? { code: 'tooLong', len: max } : null;
}

export function checkMinLength(
  value: string | null | undefined,
  min: number,
): ValidationIssue | null {
  return value && value.trim().length < min ? { code: 'tooShort', len: min } : null;
}

/** A required e-mail address of a sane shape (something@domain.tld, no spaces). */
export function checkEmail(value: string | null | undefined): ValidationIssue | null {
  if (isBlank(value)) return { code: 'required' };
  const email = (value ?? '').trim();
  if (email.length > EMAIL_MAX_LENGTH) return { code: 'tooLong', len: EMAIL_MAX_LENGTH };
  return EMAIL_PATTERN.test(email) ? null : { code: 'email' };
}

/** A new password: required, at least 6 characters, not absurdly long. Spaces count. */
export function checkPassword(value: string | null | undefined): ValidationIssue | null {
  if (!value) return { code: 'required' };
  if (value.length < PASSWORD_MIN_LENGTH)
    return { code: 'passwordTooShort', len: PASSWORD_MIN_LENGTH };
  if (value.length > PASSWORD_MAX_LENGTH) return { code: 'tooLong', len: PASSWORD_MAX_LENGTH };
  return null;
}

/** The repeated password must be given and equal the first. */
export function checkPasswordConfirmation(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): ValidationIssue | null {
  if (!confirmation) return { code: 'required' };
  return password === confirmation ? null : { code: 'passwordMismatch' };
}

/**
 * First and last name: both required, together at most NAME_MAX_LENGTH characters (the
 * issue is reported on the last name, where the limit is reached).
 */
export function checkNames(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  max: number = NAME_MAX_LENGTH,
): { firstName: ValidationIssue | null; lastName: ValidationIssue | null } {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  return {
    firstName: first ? null : { code: 'required' },
    lastName: !last
      ? { code: 'required' }
      : first.length + last.length > max
        ? { code: 'nameTooLong', len: max }
        : null,
  };
}

/** Spec §5: a required postal code in the format of the country (two-letter code). */
export function checkPostalCode(
  zip: string | null | undefined,
  country: string | null | undefined,
): ValidationIssue | null {
  if (isBlank(zip)) return { code: 'required' };
  // One table of postal-code formats for accounts and recipients alike.
  return isValidPostalCode(zip ?? '', country ?? 'DE') ? null : { code: 'postalCode' };
}

/** The first issue of several checks, in order. */
export function firstIssue(...issues: (ValidationIssue | null)[]): ValidationIssue | null {
  return issues.find((issue) => issue !== null) ?? null;
}
