import {
  checkMaxLength,
  checkNames,
  checkPostalCode,
  checkRequired,
  firstIssue,
  type ValidationIssue,
} from '@federkiel/machines/validation';
import { vatIdProblem } from '@federkiel/machines/checkout/businessIds';
import type { Issues } from './useForm.ts';
import type { StoreAddress } from '../store/types.ts';

/** The address form's fields (spec §3 "Address"), as strings. */
export type AddressValues = {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  vatId: string;
};

export const DEFAULT_COUNTRY = 'DE';

/** Countries the shop ships to: Germany first, then its neighbours and the EU core. */
export const COUNTRIES = ['DE', 'AT', 'CH', 'BE', 'DK', 'ES', 'FR', 'IT', 'LI', 'LU', 'NL', 'PL'];

/** A stored address as form values; a lone `name` is split into first and last name. */
export function toAddressValues(address: StoreAddress | null | undefined): AddressValues {
  const a = address ?? {};
  let firstName = a.first_name ?? '';
  let lastName = a.last_name ?? '';
  if (!firstName && !lastName && a.name) {
    const parts = a.name.trim().split(/\s+/);
    lastName = parts.length > 1 ? (parts.pop() ?? '') : '';
    firstName = parts.join(' ');
  }
  return {
    firstName,
    lastName,
    company: a.company ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    zip: a.zip ?? '',
    city: a.city ?? '',
    country: a.country || DEFAULT_COUNTRY,
    phone: a.phone ?? '',
    vatId: a.vat_id ?? '',
  };
}

/** Form values as the store takes them (trimmed; `name` = first and last name). */
export function fromAddressValues(values: AddressValues, { billing = false } = {}): StoreAddress {
  const v = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as AddressValues;
  return {
    name: `${v.firstName} ${v.lastName}`.trim(),
    first_name: v.firstName,
    last_name: v.lastName,
    company: v.company,
    address1: v.address1,
    address2: v.address2,
    zip: v.zip,
    city: v.city,
    country: v.country.toUpperCase(),
    phone: v.phone,
    ...(billing ? { vat_id: v.vatId } : {}),
  };
}

/** True when nothing but the default country is filled in. */
export function isEmptyAddress(address: StoreAddress | null | undefined): boolean {
  return !address || !(address.address1 || address.city || address.zip || address.name);
}

function vatIdIssue(value: string): ValidationIssue | null {
  const code = vatIdProblem(value);
  return code ? { code } : null;
}

/** Spec §5 for an address: names, street, postal code in the country's format, city. */
export function validateAddress(values: AddressValues): Issues<AddressValues> {
  return {
    ...checkNames(values.firstName, values.lastName),
    company: checkMaxLength(values.company, 200),
    address1: firstIssue(checkRequired(values.address1), checkMaxLength(values.address1, 200)),
    address2: checkMaxLength(values.address2, 200),
    zip: checkPostalCode(values.zip, values.country),
    city: firstIssue(checkRequired(values.city), checkMaxLength(values.city, 100)),
    country: checkRequired(values.country),
    phone: checkMaxLength(values.phone, 50),
    // Form and check digit by the rules the server applies too (issue #39).
    vatId: firstIssue(checkMaxLength(values.vatId, 50), vatIdIssue(values.vatId)),
  };
}

/** One line per part, for showing an address. */
export function addressLines(address: StoreAddress, countryName: (code: string) => string) {
  const name =
    address.name || [address.first_name, address.last_name].filter(Boolean).join(' ') || '';
  return [
    name,
    address.company,
    address.address1,
    address.address2,
    [address.zip, address.city].filter(Boolean).join(' '),
    address.country ? countryName(address.country) : '',
  ].filter((line): line is string => Boolean(line && line.trim()));
}
