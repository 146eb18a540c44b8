// Spec §5: delivery and billing addresses, checked with the shop's shared form rules.
import { isCountryCode } from '../configurator/countries.ts';
import {
  checkMaxLength,
  checkNames,
  checkPostalCode,
  checkRequired,
  type ValidationIssue,
} from '../validation.ts';
import { leitwegIdProblem, vatIdProblem } from './businessIds.ts';

/** An address at checkout (spec §3 "Address"), in the cart's terms. */
export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
  /** Business customers' VAT id (billing). */
  vatId: string;
  /** A public-sector buyer's Leitweg-ID for the XRechnung (billing, issue #29). */
  leitwegId?: string;
}

export type AddressIssues = Partial<Record<keyof CheckoutAddress, ValidationIssue>>;

export const EMPTY_ADDRESS: CheckoutAddress = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  zip: '',
  city: '',
  country: 'DE',
  phone: '',
  vatId: '',
};

/** Required fields, names together at most 100 characters, postal code per country. */
export function addressIssues(address: CheckoutAddress): AddressIssues {
  const names = checkNames(address.firstName, address.lastName);
  const issues: AddressIssues = {
    firstName: names.firstName ?? undefined,
    lastName: names.lastName ?? undefined,
    company: checkMaxLength(address.company, 100) ?? undefined,
    address1: checkRequired(address.address1) ?? checkMaxLength(address.address1, 100) ?? undefined,
    address2: checkMaxLength(address.address2, 100) ?? undefined,
    zip: checkPostalCode(address.zip, address.country) ?? undefined,
    city: checkRequired(address.city) ?? checkMaxLength(address.city, 100) ?? undefined,
    country: isCountryCode(address.country) ? undefined : { code: 'required' },
    phone: checkMaxLength(address.phone, 30) ?? undefined,
    vatId: checkMaxLength(address.vatId, 50) ?? businessIdIssue(vatIdProblem(address.vatId)),
    leitwegId: businessIdIssue(leitwegIdProblem(address.leitwegId)),
  };
  return Object.fromEntries(Object.entries(issues).filter(([, issue]) => issue)) as AddressIssues;
}

function businessIdIssue(code: ValidationIssue['code'] | null): ValidationIssue | undefined {
  return code ? { code } : undefined;
}

export function isAddressValid(address: CheckoutAddress): boolean {
  return Object.keys(addressIssues(address)).length === 0;
}
