import { isValidPostalCode } from '@federkiel/machines';
import {
  leitwegIdProblem,
  normalizeVatId,
  vatIdExample,
  vatIdProblem,
} from '@federkiel/machines/checkout/businessIds';
import { z } from 'zod';
import type { AddressData } from './cart/cartData.ts';
import { REQUIRED, type FieldError } from './fieldErrors.ts';

// Address fields (spec §3) as the cart, the account and saved addresses carry them. The
// schema only checks shape (strings of sane length); the rules a customer can break
// (required fields, postal code format for the country) are checked separately and answered
// with German messages.

const text = (max: number) => z.string().trim().max(max).nullish();

export const addressSchema = z.object({
  name: text(200),
  first_name: text(100),
  last_name: text(100),
  company: text(200),
  address1: text(200),
  address2: text(200),
  city: text(100),
  state: text(100),
  zip: text(20),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'expected a two-letter country code such as DE' })
    .nullish(),
  phone: text(50),
  vat_id: text(50),
});

export type AddressInput = z.output<typeof addressSchema>;

/**
 * An update of a stored address: fields sent empty or null are removed (a customer clearing
 * "Adresszusatz"), fields not sent are kept.
 */
export function mergeAddress(stored: AddressData, input: AddressInput): AddressData {
  const cleared = new Set(
    Object.entries(input)
      .filter(([, value]) => value === null || value === '')
      .map(([key]) => key),
  );
  const kept = Object.fromEntries(Object.entries(stored).filter(([key]) => !cleared.has(key)));
  return { ...(kept as AddressData), ...cleanAddress(input) };
}

const ADDRESS_FIELDS = [...Object.keys(addressSchema.shape), 'leitweg_id'];

/**
 * `mergeAddress` for a cart update that carries more than the address (a billing update's
 * payment data is merged by its own rules): only the address fields are merged, so a
 * customer deleting the USt-IdNr. or the company clears it and everything else is kept.
 */
export function mergeAddressFields<T extends AddressData>(
  stored: T,
  update: Record<string, unknown>,
): T {
  const fields = Object.fromEntries(
    Object.entries(update).filter(([key]) => ADDRESS_FIELDS.includes(key)),
  ) as AddressInput;
  return mergeAddress(stored, fields) as T;
}

/** Drops null/empty fields and upper-cases the country: what is stored. */
export function cleanAddress(input: AddressInput | null | undefined): AddressData {
  const out: AddressData = {};
  if (!input) return out;
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && value !== '') {
      (out as Record<string, string>)[key] = key === 'country' ? value.toUpperCase() : value;
    }
  }
  if (!out.name && (out.first_name || out.last_name)) {
    out.name = [out.first_name, out.last_name].filter(Boolean).join(' ');
  }
  return out;
}

export function zipProblem(
  zip: string | undefined,
  country: string | undefined,
): FieldError | null {
  if (!zip) return null;
  // The same table of formats the browser and the recipient import use.
  return isValidPostalCode(zip, country ?? 'DE')
    ? null
    : { code: 'INVALID', message: 'Die Postleitzahl hat nicht das Format dieses Landes.' };
}

/**
 * Problems of an address, keyed `prefix.field`. With `complete`, what a parcel needs
 * (name, street, postal code, city) is required.
 */
export function addressProblems(
  prefix: string,
  address: AddressData,
  complete: boolean,
): Record<string, FieldError> {
  const problems: Record<string, FieldError> = {};
  if (complete) {
    if (!address.name && !address.first_name && !address.last_name && !address.company) {
      problems[`${prefix}.name`] = REQUIRED('Bitte gib einen Namen an.');
    }
    if (!address.address1)
      problems[`${prefix}.address1`] = REQUIRED('Bitte gib Straße und Hausnummer an.');
    if (!address.zip) problems[`${prefix}.zip`] = REQUIRED('Bitte gib die Postleitzahl an.');
    if (!address.city) problems[`${prefix}.city`] = REQUIRED('Bitte gib den Ort an.');
  }
  const zip = zipProblem(address.zip, address.country);
  if (zip) problems[`${prefix}.zip`] = zip;
  const vatId = vatIdFieldProblem(address.vat_id);
  if (vatId) problems[`${prefix}.vat_id`] = vatId;
  const leitwegId = leitwegIdProblem((address as { leitweg_id?: string }).leitweg_id);
  if (leitwegId) {
    problems[`${prefix}.leitweg_id`] = {
      code: 'INVALID',
      message:
        leitwegId === 'leitwegIdCheckDigit'
          ? 'Die Prüfziffern der Leitweg-ID stimmen nicht – bitte prüfen Sie die Nummer.'
          : 'Die Leitweg-ID hat nicht die vorgesehene Form (z. B. 04011000-1234512345-06): Ziffern, optional ein Teil aus Buchstaben oder Ziffern, zwei Prüfziffern, jeweils durch Bindestriche getrennt.',
    };
  }
  return problems;
}

/** A VAT id whose form or check digit is not its EU country's (issues #29, #39), in German. */
export function vatIdFieldProblem(vatId: string | undefined): FieldError | null {
  const problem = vatIdProblem(vatId);
  if (!problem) return null;
  const messages = {
    vatIdCountry: 'Die USt-IdNr. beginnt mit dem Kürzel eines EU-Landes, z. B. DE123456789.',
    vatIdFormat: `Diese USt-IdNr. hat nicht die Form ihres Landes (z. B. ${vatIdExample(normalizeVatId(vatId ?? ''))}).`,
    vatIdCheckDigit: 'Die Prüfziffer der USt-IdNr. stimmt nicht – bitte prüfen Sie die Nummer.',
  };
  return { code: 'INVALID', message: messages[problem] };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;

export function emailProblem(email: string | undefined | null): FieldError | null {
  if (!email) return REQUIRED('Bitte gib deine E-Mail-Adresse an.');
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return { code: 'INVALID', message: 'Bitte gib eine gültige E-Mail-Adresse an.' };
  }
  return null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
