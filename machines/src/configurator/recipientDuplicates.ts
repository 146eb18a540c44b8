import type { Recipient } from './recipientSchema.ts';

// Duplicates after an import (issue 10): two cards for the same person at the same address.
// Names and address are compared after normalising case, spaces, "ß"/"ss" and the street
// abbreviations "Str." / "Strasse" / "Straße" (also "str." at the end of a compound such as
// "Hauptstr. 5"). Cards without any name or company are never duplicates (blank rows).

export type DuplicatePerson = Pick<Recipient, 'firstName' | 'lastName' | 'company' | 'address'>;

/** One card that repeats an earlier one. */
export interface RecipientDuplicate {
  /** Position of the repeating card (0-based). */
  index: number;
  /** Position of the first card with the same name and address (the one kept). */
  firstIndex: number;
}

/** Lower case (German), "ß" as "ss", runs of spaces as one. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('de')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A street line for comparison: "Hauptstr. 5", "Hauptstraße 5", "Haupt-Strasse 5",
 * "HAUPTSTR.5" and "hauptstrasse  5" all become "hauptstrasse 5"; "Str. des 17. Juni" and
 * "Straße des 17.Juni" become "strasse des 17 juni"; "5 a" is "5a".
 */
export function normalizeStreet(street: string): string {
  return (
    normalizeText(street)
      // "str." / "str" / "strasse" as a word or at the end of a compound ("Strandweg" stays).
      .replace(/str(?:asse|\.)?(?![a-zäöüé])/g, 'strasse')
      .replace(/[.,]/g, ' ')
      // "Haupt-Strasse" and "Haupt Strasse" = "Hauptstrasse" (but not at the start).
      .replace(/(?<=[a-zäöüé])[\s-]+strasse/g, 'strasse')
      // "strasse5" = "strasse 5"; "5 a" = "5a".
      .replace(/([a-zäöüé])(\d)/g, '$1 $2')
      .replace(/(\d)\s+([a-z])(?![a-zäöüé])/g, '$1$2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The comparison key of a card, or null for a card without name and company. */
export function duplicateKey(person: DuplicatePerson): string | null {
  const first = normalizeText(person.firstName);
  const last = normalizeText(person.lastName);
  const company = normalizeText(person.company);
  if (!first && !last && !company) return null;
  const { address } = person;
  return [
    first,
    last,
    company,
    normalizeStreet(address.line1),
    normalizeText(address.line2 ?? ''),
    address.postalCode.replace(/\s+/g, '').toUpperCase(),
    normalizeText(address.city),
    address.country.trim().toUpperCase(),
  ].join('\u0000');
}

/** Every card that repeats an earlier card, in list order (the earlier one is kept). */
export function findDuplicateRecipients(
  recipients: readonly DuplicatePerson[],
): RecipientDuplicate[] {
  const first = new Map<string, number>();
  const duplicates: RecipientDuplicate[] = [];
  recipients.forEach((recipient, index) => {
    const key = duplicateKey(recipient);
    if (key === null) return;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, index);
    else duplicates.push({ index, firstIndex: seen });
  });
  return duplicates;
}
