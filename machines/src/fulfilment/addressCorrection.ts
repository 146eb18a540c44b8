import { z } from 'zod';
import { addressIssues, type CheckoutAddress } from '../checkout/address.ts';
import { addressSchema, recipientSchema } from '../configurator/recipientSchema.ts';
import type { ValidationIssue } from '../validation.ts';

// Staff correct an address of an order before its production starts (issue 28): a card's
// recipient (the envelope block of the stored design) or the customer's billing or delivery
// address. Request schemas and the customer address's rules in German, for server and
// dashboard alike; the recipient's rules are the configurator's own (validateRecipient).

/** `PUT /swell/admin/orders/{id}/cards/{n}/address`: the envelope block of card n. */
export const recipientAddressBodySchema = recipientSchema
  .pick({ title: true, firstName: true, lastName: true, company: true })
  .extend({ address: addressSchema.strict() })
  .strict();
export type RecipientAddressBody = z.infer<typeof recipientAddressBodySchema>;

/** `GET …/cards/{n}/address`: what the dialog starts from. */
export type CardAddress = RecipientAddressBody & { n: number };

export const CUSTOMER_ADDRESS_KINDS = ['billing', 'shipping'] as const;
export type CustomerAddressKind = (typeof CUSTOMER_ADDRESS_KINDS)[number];

export const CUSTOMER_ADDRESS_LABELS: Record<CustomerAddressKind, string> = {
  billing: 'Rechnungsadresse',
  shipping: 'Lieferadresse',
};

const text = (max: number) => z.string().max(max).default('');

/** `PUT /swell/admin/orders/{id}/addresses/{kind}`: the checkout's address fields. */
export const customerAddressBodySchema = z
  .object({
    firstName: text(100),
    lastName: text(100),
    company: text(200),
    address1: text(200),
    address2: text(200),
    zip: text(20),
    city: text(100),
    country: text(2),
    phone: text(50),
    vatId: text(50),
  })
  .strict();
export type CustomerAddressBody = z.infer<typeof customerAddressBodySchema>;

const ISSUE_MESSAGES_DE: Partial<Record<ValidationIssue['code'], string>> = {
  required: 'Pflichtfeld – bitte ausfüllen.',
  email: 'Bitte eine gültige E-Mail-Adresse angeben.',
  tooShort: 'Mindestens {{len}} Zeichen.',
  tooLong: 'Höchstens {{len}} Zeichen möglich.',
  passwordTooShort: 'Mindestens {{len}} Zeichen.',
  passwordMismatch: 'Die Eingaben stimmen nicht überein.',
  nameTooLong: 'Vor- und Nachname dürfen zusammen höchstens {{len}} Zeichen lang sein.',
  postalCode: 'Die Postleitzahl passt nicht zum Land.',
  vatIdCountry: 'Die USt-IdNr. beginnt mit dem Kürzel eines EU-Landes, z. B. DE123456789.',
  vatIdFormat: 'Diese USt-IdNr. hat nicht die Form ihres Landes.',
  vatIdCheckDigit: 'Die Prüfziffer der USt-IdNr. stimmt nicht – bitte prüfen Sie die Nummer.',
};

/** The German message of a checkout form rule. */
export function validationMessage(issue: ValidationIssue): string {
  const message = ISSUE_MESSAGES_DE[issue.code] ?? 'Bitte diese Angabe prüfen.';
  return message.replace('{{len}}', String(issue.len ?? ''));
}

/** Trimmed fields, country in capitals (as the checkout stores them). */
export function cleanCustomerAddress(body: CustomerAddressBody): CheckoutAddress {
  return {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    company: body.company.trim(),
    address1: body.address1.trim(),
    address2: body.address2.trim(),
    zip: body.zip.trim(),
    city: body.city.trim(),
    country: body.country.trim().toUpperCase() || 'DE',
    phone: body.phone.trim(),
    vatId: body.vatId.trim(),
  };
}

/** The checkout's address rules, each field's problem in German; empty when valid. */
export function customerAddressErrors(address: CheckoutAddress): Record<string, string> {
  const issues = addressIssues(address);
  const errors: Record<string, string> = {};
  for (const [field, issue] of Object.entries(issues)) {
    if (!issue) continue;
    errors[field] =
      field === 'country'
        ? 'Bitte ein Land wählen (zweistelliger Code, z. B. DE).'
        : validationMessage(issue);
  }
  return errors;
}
