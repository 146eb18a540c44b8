import type { Recipient } from './recipientSchema.ts';
import { isCompanyOnly } from './recipientSchema.ts';

// Spreadsheets without a salutation column (issue 10): the salutation (gender) suggested from
// the first name with a first-name dictionary, for the customer to confirm. The dictionary
// itself is data from a package the app loads lazily; this file only reads and applies it.
// Names the dictionary does not know, and names used for women and men alike ("Kim"), stay
// open: a wrong "Herr" on a handwritten card is worse than asking. Issue 27: a suggestion
// carries a confidence. Names whose gender depends on the country (Andrea, Simone, Gabriele
// are men in Italy) read with a surname from there, and first names that disagree
// ("Rainer Maria"), are suggested but marked "bitte prüfen" and never applied in bulk.

export type DictionaryGender = 'female' | 'male';
export type NameGender = DictionaryGender | 'unisex';

export interface FirstNameDictionary {
  /** The gender of a (normalised, lower-case) first name; undefined when unknown. */
  genderOf: (name: string) => NameGender | undefined;
  size: number;
  /** The gender of a first name in the country a surname points to; undefined when unknown. */
  genderIn?: (name: string, origin: NameOrigin) => NameGender | undefined;
}

/** Countries whose surnames we recognise and whose first names differ from German usage. */
export type NameOrigin = 'it' | 'southSlavic';

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
  origins: Partial<Record<NameOrigin, readonly (readonly [string, DictionaryGender])[]>> = {},
): FirstNameDictionary {
  const names = genderMap(lists);
  for (const name of unisex) names.set(normalizeFirstName(name), 'unisex');
  const abroad = new Map<NameOrigin, Map<string, NameGender>>();
  for (const origin of Object.keys(ORIGIN_FIRST_NAMES) as NameOrigin[])
    abroad.set(origin, genderMap([ORIGIN_FIRST_NAMES[origin], origins[origin] ?? []]));
  return {
    genderOf: (name) => names.get(name),
    size: names.size,
    genderIn: (name, origin) => abroad.get(origin)?.get(name),
  };
}

function genderMap(lists: Iterable<readonly (readonly [string, DictionaryGender])[]>) {
  const names = new Map<string, NameGender>();
  for (const list of lists)
    for (const [raw, gender] of list) {
      const name = normalizeFirstName(raw);
      if (!name) continue;
      const known = names.get(name);
      names.set(name, known === undefined || known === gender ? gender : 'unisex');
    }
  return names;
}

/**
 * First names whose gender abroad differs from German usage, as a floor under the package's
 * lists (the app adds the package's Italian list; it has no South Slavic one). Sources:
 * common usage in Italy and in Serbia/Croatia/Bosnia (Nikola Tesla, Saša Stanišić).
 */
export const ORIGIN_FIRST_NAMES: Record<
  NameOrigin,
  readonly (readonly [string, DictionaryGender])[]
> = {
  it: [
    ['andrea', 'male'],
    ['simone', 'male'],
    ['gabriele', 'male'],
    ['daniele', 'male'],
    ['nicola', 'male'],
    ['luca', 'male'],
  ],
  southSlavic: [
    ['nikola', 'male'],
    ['saša', 'male'],
    ['sasa', 'male'],
    ['andrea', 'female'],
  ],
};

/**
 * Surnames that point to a country (a hint, not a fact): the most frequent Italian surnames
 * (ISTAT's top list), typical Italian endings (-ini, -elli, -etti, -ucci …, "De Luca"), and
 * the South Slavic patronymic -ić ("Jokić", "Petrović", also written -ic).
 */
const ITALIAN_SURNAMES = new Set(
  (
    'rossi russo ferrari esposito bianchi romano colombo ricci marino greco bruno gallo ' +
    'conti costa giordano rizzo lombardi moretti barbieri fontana santoro mariani rinaldi ' +
    'caruso ferrara galli martini leone longo gentile vitale lombardo serra coppola parisi ' +
    'villa conte ferraro ferri fabbri bianco marini grasso valentini messina sala gatti ' +
    'pellegrino palumbo sanna farina rizzi monti cattaneo amato silvestri mazza testa ' +
    'grassi carbone giuliani barone caputo guerra palmieri bernardi martino fiore basile ' +
    'riva donati piras vitali battaglia sartori neri milani pagano ruggiero sorrentino ' +
    'orlando negri mancini mazzola totti'
  ).split(' '),
);
const ITALIAN_ENDING = /(?:ini|elli|etti|otti|ucci|acci|azzi|uzzi|ieri|iello)$/;
const ITALIAN_PREFIX = /^(?:(?:de|di|del|della|lo|la)\s|d')\S+[aeio]$/;
const SOUTH_SLAVIC_ENDING = /(?:ić|ic)$/;

/** The country a surname points to, if any. */
export function surnameOrigin(lastName: string): NameOrigin | null {
  const name = normalizeFirstName(lastName).replace(/[’`]/g, "'");
  if (name.length < 4) return null;
  if (ITALIAN_SURNAMES.has(name) || ITALIAN_ENDING.test(name) || ITALIAN_PREFIX.test(name))
    return 'it';
  if (SOUTH_SLAVIC_ENDING.test(name) && !/\s/.test(name)) return 'southSlavic';
  return null;
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
  /** `sure`: applied by "Alle Vorschläge übernehmen"; `check`: shown as "bitte prüfen" only. */
  confidence: 'sure' | 'check';
  /**
   * Why to check: `origin` — the surname points to a country where the name is used
   * otherwise ("Andrea Rossi"); `parts` — the first names disagree ("Rainer Maria").
   */
  doubt?: 'origin' | 'parts';
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

/** Do the parts of a first name ("Rainer Maria", "Anna-Lena") name different genders? */
function partsDisagree(firstName: string, dictionary: FirstNameDictionary): boolean {
  const parts = normalizeFirstName(firstName).split(/[\s-]+/);
  if (parts.length < 2) return false;
  const genders = new Set(parts.map((part) => lookupFirstName(part, dictionary)));
  return genders.has('female') && genders.has('male');
}

/** The suggestion for one first name and surname, or why there is none. */
export function suggestSalutation(
  firstName: string,
  lastName: string,
  dictionary: FirstNameDictionary,
):
  | Pick<SalutationSuggestion, 'gender' | 'confidence' | 'doubt'>
  | { gender: null; reason: 'unknown' | 'unisex' } {
  const german = lookupFirstName(firstName, dictionary);
  const origin = surnameOrigin(lastName);
  const genderIn = dictionary.genderIn;
  const abroad =
    origin && genderIn
      ? lookupFirstName(firstName, { genderOf: (name) => genderIn(name, origin), size: 0 })
      : undefined;
  if ((abroad === 'female' || abroad === 'male') && abroad !== german)
    return { gender: abroad, confidence: 'check', doubt: 'origin' };
  if (german === 'female' || german === 'male') {
    if (partsDisagree(firstName, dictionary))
      return { gender: german, confidence: 'check', doubt: 'parts' };
    return { gender: german, confidence: 'sure' };
  }
  return { gender: null, reason: german === 'unisex' ? 'unisex' : 'unknown' };
}

/**
 * Suggestions for every card without a salutation (persons addressed du or Sie): the
 * dictionary's gender of the first name, with its confidence; the others are listed as open,
 * in list order.
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
    const found = suggestSalutation(firstName, recipient.lastName, dictionary);
    if (found.gender === null) open.push({ ...base, reason: found.reason });
    else suggested.push({ index, recipientId: recipient.id, ...found });
  });
  return { suggested, open };
}
