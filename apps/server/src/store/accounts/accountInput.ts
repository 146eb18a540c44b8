import { z } from 'zod';
import { addressSchema } from '../addresses.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.ts';
import { REQUIRED, type FieldError } from '../fieldErrors.ts';

// Bodies of the account calls. The schemas check shape only; what a customer can get wrong
// (a short password, a missing name) is answered with German field errors.

/** First and last name together (spec §5 "combined at most {{len}} characters"). */
export const MAX_NAME_LENGTH = 100;

const loose = (max: number) => z.string().max(max);

export const createAccountSchema = z.object({
  email: loose(1000),
  password: loose(1000),
  first_name: loose(1000).optional(),
  last_name: loose(1000).optional(),
  phone: z.string().max(50).nullish(),
  email_optin: z.boolean().optional(),
  address_form: z.enum(['du', 'sie']).optional(),
  /**
   * *(ours, issue #19)* The guest order this session just placed: the account takes its
   * names and addresses, and the order becomes the account's.
   */
  order_id: z.string().min(1).max(200).optional(),
});

export const updateAccountSchema = z.object({
  email: loose(1000).optional(),
  password: loose(1000).optional(),
  first_name: loose(1000).optional(),
  last_name: loose(1000).optional(),
  phone: z.string().max(50).nullish(),
  email_optin: z.boolean().optional(),
  address_form: z.enum(['du', 'sie']).optional(),
  shipping: addressSchema.nullish(),
  billing: addressSchema.nullish(),
});

export const loginSchema = z.union([
  z.object({ email: loose(1000), password: loose(1000) }),
  z.object({ email: loose(1000), password_token: loose(1000) }),
]);

export const recoverSchema = z.union([
  z.object({ reset_key: z.string().min(1).max(200), password: loose(1000) }),
  z.object({ email: loose(1000), reset_url: z.string().max(2000).optional() }),
]);

export function passwordProblem(password: string): FieldError | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      code: 'TOO_SHORT',
      message: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
    };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return {
      code: 'TOO_LONG',
      message: `Das Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein.`,
    };
  }
  return null;
}

export function nameProblems(first: string, last: string): Record<string, FieldError> {
  const problems: Record<string, FieldError> = {};
  if (!first) problems.first_name = REQUIRED('Bitte gib deinen Vornamen an.');
  if (!last) problems.last_name = REQUIRED('Bitte gib deinen Nachnamen an.');
  if (first.length + last.length > MAX_NAME_LENGTH) {
    problems.last_name = {
      code: 'TOO_LONG',
      message: `Vor- und Nachname dürfen zusammen höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`,
    };
  }
  return problems;
}
