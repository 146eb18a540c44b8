import type { CustomSalutation } from './schema.ts';
import type { Recipient } from './recipientSchema.ts';
import { isCompanyOnly } from './recipientSchema.ts';
import { substituteVariables, variableKey } from './variables.ts';

// German salutations (issue 4): the standard rules per address form and gender, and the
// customer's own masculine/feminine forms. Every function is total: incomplete data gives
// the most polite form that still reads well; `validateRecipients` reports what is missing.

export type SalutationPerson = Pick<
  Recipient,
  'title' | 'firstName' | 'lastName' | 'company' | 'gender' | 'addressForm'
>;

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();
const join = (...parts: string[]) => parts.map(clean).filter(Boolean).join(' ');

/** The salutation by the standard rules, comma included ("Liebe Anna,"). */
export function standardSalutation(person: SalutationPerson): string {
  const first = clean(person.firstName);
  const last = clean(person.lastName);
  const title = clean(person.title);
  if (isCompanyOnly(person) || (!first && !last)) {
    if (person.addressForm === 'sie') return 'Sehr geehrte Damen und Herren,';
    return person.addressForm === 'ihr' ? 'Hallo ihr Lieben,' : 'Hallo zusammen,';
  }
  switch (person.addressForm) {
    case 'ihr':
      // Plural: "Liebe" fits any group; a family name reads as the family.
      if (last) return `Liebe Familie ${last},`;
      return `Liebe ${first},`;
    case 'du':
      if (first) {
        if (person.gender === 'female') return `Liebe ${first},`;
        if (person.gender === 'male') return `Lieber ${first},`;
        return `Hallo ${first},`;
      }
      // No first name: stay warm but use the family name.
      if (person.gender === 'female') return `Liebe Frau ${last},`;
      if (person.gender === 'male') return `Lieber Herr ${last},`;
      return `Hallo ${last},`;
    case 'sie':
      if (last && person.gender === 'female') return `Sehr geehrte Frau ${join(title, last)},`;
      if (last && person.gender === 'male') return `Sehr geehrter Herr ${join(title, last)},`;
      return `Guten Tag ${join(title, first, last)},`;
  }
}

/** Does the customer's own form apply to this recipient? Only to women and men, du or Sie. */
export function usesCustomSalutation(
  person: SalutationPerson,
  custom: CustomSalutation | null,
): custom is CustomSalutation {
  if (!custom || person.addressForm === 'ihr' || isCompanyOnly(person)) return false;
  return person.gender === 'female' || person.gender === 'male';
}

/** The custom form this recipient gets, or null for the standard rules. */
export function customSalutationForm(
  person: SalutationPerson,
  custom: CustomSalutation | null,
): string | null {
  if (!usesCustomSalutation(person, custom)) return null;
  return person.gender === 'female' ? custom.feminine : custom.masculine;
}

/** Values of the built-in variables except `{{Anrede}}` (a salutation cannot contain itself). */
export function nameVariables(person: SalutationPerson): Map<string, string> {
  return new Map([
    [variableKey('Vorname'), clean(person.firstName)],
    [variableKey('Nachname'), clean(person.lastName)],
    [variableKey('Firma'), clean(person.company)],
  ]);
}

/**
 * The salutation of one card: the customer's own form (variables filled in) where it
 * applies, else the standard rules. `variables` are the card's custom variable values.
 */
export function salutationFor(
  person: SalutationPerson,
  custom: CustomSalutation | null,
  variables: ReadonlyMap<string, string> = new Map(),
): string {
  const form = customSalutationForm(person, custom);
  if (form === null || !form.trim()) return standardSalutation(person);
  const values = new Map([...variables, ...nameVariables(person)]);
  return clean(substituteVariables(form, values).text);
}
