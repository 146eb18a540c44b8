import { z } from 'zod';
import { ADDRESS_FORMS, GENDERS } from './vocabulary.ts';

// One recipient = one card (spec §3 "Card": recipient name, address, gender, company,
// alternative text du/Sie, variables). The shape allows incomplete rows, because the table
// holds them while the customer types; `validateRecipients` says what is still missing.

export const addressSchema = z.object({
  line1: z.string().max(200),
  line2: z.string().max(200).default(''),
  postalCode: z.string().max(20),
  city: z.string().max(200),
  /** ISO 3166-1 alpha-2, upper case ("DE"). */
  country: z.string().max(2),
});
export type Address = z.infer<typeof addressSchema>;

export const recipientSchema = z.object({
  /** Stable row id (jump links, React keys); the configurator assigns `r1`, `r2`, … */
  id: z.string().min(1).max(64),
  /** Academic title for the formal salutation ("Dr."): "Sehr geehrte Frau Dr. Schmidt,". */
  title: z.string().max(60).default(''),
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  company: z.string().max(200).default(''),
  /** `null` while not chosen yet (an option must be chosen, spec §5). */
  gender: z.enum(GENDERS).nullable(),
  /** Spec "alternative text (Du/Sie)": which text variant this card gets. */
  addressForm: z.enum(ADDRESS_FORMS),
  address: addressSchema,
  /** Values of the custom variables, by variable name (`{{Geschenk}}` → `Geschenk`). */
  variables: z.record(z.string().max(40), z.string().max(2000)).default({}),
  /** The card's own text for the free-text personalisation. */
  freeText: z.string().max(10_000).default(''),
  /**
   * „Adresse stimmt so“ (issue 42): the postcode and town the customer kept although the
   * postcode check doubts them („50667 München, DE“, `addressConfirmation`). Holds only while
   * the address is still that one; the browser and the server then let it pass.
   */
  addressConfirmed: z.string().max(420).optional(),
});
export type Recipient = z.infer<typeof recipientSchema>;
/** A recipient as given to `ADD_RECIPIENT` / `IMPORT_RECIPIENTS`: any field may be left out. */
export type RecipientInput = Partial<Omit<Recipient, 'address'>> & { address?: Partial<Address> };

/**
 * A complete row with every field present; missing fields become empty, no gender, and the
 * formal "Sie" (addressing a stranger with "du" is the worse mistake).
 */
export function createRecipient(id: string, input: RecipientInput = {}): Recipient {
  const trim = (value: string | undefined) => (value ?? '').trim();
  return {
    id,
    title: trim(input.title),
    firstName: trim(input.firstName),
    lastName: trim(input.lastName),
    company: trim(input.company),
    gender: input.gender ?? null,
    addressForm: input.addressForm ?? 'sie',
    address: {
      line1: trim(input.address?.line1),
      line2: trim(input.address?.line2),
      postalCode: trim(input.address?.postalCode),
      city: trim(input.address?.city),
      country: trim(input.address?.country ?? 'DE').toUpperCase(),
    },
    variables: { ...input.variables },
    freeText: input.freeText ?? '',
    ...(input.addressConfirmed ? { addressConfirmed: input.addressConfirmed } : {}),
  };
}

/** A recipient addressed as a company ("Sehr geehrte Damen und Herren,"): no names given. */
export function isCompanyOnly(recipient: Pick<Recipient, 'firstName' | 'lastName' | 'company'>) {
  return !recipient.firstName.trim() && !recipient.lastName.trim() && !!recipient.company.trim();
}
