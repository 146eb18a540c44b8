import type { Recipient } from './recipientSchema.ts';
import { isCompanyOnly } from './recipientSchema.ts';

// Spreadsheets without a salutation column (issue 10): the salutation (gender) suggested from
// the first name with a first-name dictionary, for the customer to confirm. The dictionary
// itself is data from a package the app loads lazily; this file only reads and applies it.
// Names the dictionary does not know, and names used for women and men alike ("Kim"), stay
// open: a wrong "Herr" on a handwritten card is worse than asking.

export type DictionaryGender = 'female' | 'male';
export type NameGender = DictionaryGender | 'unisex';

export interface FirstNameDictionary {
  /** The gender of a (normalised, lower-case) first name; undefined when unknown. */
  genderOf: (name: string) => NameGender | undefined;
  size: number;
}

/**
 * First names German registry offices accept for women and men that the dictionary lists
 * with one gender only. Only a supplement: names the dictionary lists twice are unisex anyway.
 */
export const UNISEX_FIRST_NAMES: readonly string[] = [
  'kim',
  'alex',
  'sascha',
  'toni',
  'deniz',
  'charlie',
  'sam',
  'jo',
  'maxi',
  'luca',
  'kai',
  'mika',
  'robin',
  'chris',
  'eike',
  'nicola',
  'jona',
];

const PAIR = /\[\s*'([^']+)'\s*,\s*'(male|female)'\s*\]/g;

/**
 * The `['name', 'male'],` pairs of a name list source (the `gender-detection-from-name`
 * package's `names/<lang>.js`, read as text so that names listed for both genders are seen).
 */
export function parseNameList(source: string): [string, DictionaryGender][] {
  const pairs: [string, DictionaryGender][] = [];
  for (const match of source.matchAll(PAIR))
    pairs.push([normalizeFirstName(match[1] ?? ''), match[2] as DictionaryGender]);
  return pairs;
}

/**
 * One dictionary from several lists: a name listed with both genders (in one list or
 * across lists) and every name of `unisex` is `unisex`.
 */
export function createFirstNameDictionary(
  lists: Iterable<readonly (readonly [string, DictionaryGender])[]>,
  unisex: Iterable<string> = UNISEX_FIRST_NAMES,
): FirstNameDictionary {
  const names = new Map<string, NameGender>();
  for (const list of lists)
    for (const [raw, gender] of list) {
      const name = normalizeFirstName(raw);
      if (!name) continue;
      const known = names.get(name);
      names.set(name, known === undefined || known === gender ? gender : 'unisex');
    }
  for (const name of unisex) names.set(normalizeFirstName(name), 'unisex');
  return { genderOf: (name) => names.get(name), size: names.size };
}

/** Lower case (German), one space, NFC (so "Jürgen" typed with a combining mark matches). */
export function normalizeFirstName(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('de').replace(/\s+/g, ' ').trim();
}

const TRANSLITERATED: [RegExp, string][] = [
  [/ae/g, 'ä'],
  [/oe/g, 'ö'],
  [/ue/g, 'ü'],
];

/**
 * What the dictionary says about a first name: the whole name, else its first part
 * ("Anna-Lena", "Hans Peter" → Anna, Hans), each also with "ae/oe/ue" read as umlauts
 * ("Juergen"). Initials ("A.") are unknown.
 */
export function lookupFirstName(
  firstName: string,
  dictionary: FirstNameDictionary,
): NameGender | undefined {
  const name = normalizeFirstName(firstName).replace(/\.$/, '');
  if (name.length < 2) return undefined;
  const first = name.split(/[\s-]+/)[0] ?? '';
  for (const candidate of new Set([name, first])) {
    if (candidate.length < 2) continue;
    const found = dictionary.genderOf(candidate);
    if (found) return found;
    let umlauts = candidate;
    for (const [pattern, replacement] of TRANSLITERATED)
      umlauts = umlauts.replace(pattern, replacement);
    if (umlauts !== candidate) {
      const viaUmlauts = dictionary.genderOf(umlauts);
      if (viaUmlauts) return viaUmlauts;
    }
  }
  return undefined;
}

export type SalutationPersonRow = Pick<
  Recipient,
  'id' | 'firstName' | 'lastName' | 'company' | 'gender' | 'addressForm'
>;

export interface SalutationSuggestion {
  index: number;
  recipientId: string;
  gender: DictionaryGender;
}

/** A card that still needs a salutation and gets no suggestion. */
export interface OpenSalutation {
  index: number;
  recipientId: string;
  firstName: string;
  /** `unknown`: not in the dictionary; `unisex`: women and men; `noFirstName`: nothing to go by. */
  reason: 'unknown' | 'unisex' | 'noFirstName';
}

export interface SalutationSuggestions {
  suggested: SalutationSuggestion[];
  open: OpenSalutation[];
}

/** Does this card need a salutation the customer has not chosen yet? */
export function needsSalutation(recipient: SalutationPersonRow): boolean {
  if (recipient.gender !== null || recipient.addressForm === 'ihr') return false;
  if (isCompanyOnly(recipient)) return false;
  return !!(recipient.firstName.trim() || recipient.lastName.trim());
}

/**
 * Suggestions for every card without a salutation (persons addressed du or Sie): the
 * dictionary's gender of the first name; the others are listed as open, in list order.
 */
export function suggestSalutations(
  recipients: readonly SalutationPersonRow[],
  dictionary: FirstNameDictionary,
): SalutationSuggestions {
  const suggested: SalutationSuggestion[] = [];
  const open: OpenSalutation[] = [];
  recipients.forEach((recipient, index) => {
    if (!needsSalutation(recipient)) return;
    const firstName = recipient.firstName.trim();
    const base = { index, recipientId: recipient.id, firstName };
    if (!firstName) {
      open.push({ ...base, reason: 'noFirstName' });
      return;
    }
    const gender = lookupFirstName(firstName, dictionary);
    if (gender === 'female' || gender === 'male')
      suggested.push({ index, recipientId: recipient.id, gender });
    else open.push({ ...base, reason: gender === 'unisex' ? 'unisex' : 'unknown' });
  });
  return { suggested, open };
}
