import type { TemplateChoice } from '../edits.ts';
import { createRecipient, type Recipient } from '../recipientSchema.ts';
import type { Canvas, FontRef } from '../schema.ts';
import type { AddressForm, Gender } from '../vocabulary.ts';

// Sample data for tests, the benchmark and the web app's component tests: the CMS's seeded
// canvases (docs/cms.md) and a template like the seeded "Konfetti-Geburtstag".

export const CANVASES = {
  a6Postcard: {
    id: '1',
    key: 'a6-postkarte',
    name: 'A6 Postkarte',
    kind: 'postcard',
    widthMm: 148,
    heightMm: 105,
  },
  a6Folded: {
    id: '2',
    key: 'a6-klappkarte',
    name: 'A6 Klappkarte',
    kind: 'folded_card',
    widthMm: 148,
    heightMm: 105,
  },
  dinLang: {
    id: '3',
    key: 'din-lang',
    name: 'DIN lang Karte',
    kind: 'postcard',
    widthMm: 210,
    heightMm: 99,
  },
  a5Folded: {
    id: '4',
    key: 'a5-klappkarte',
    name: 'A5 Klappkarte',
    kind: 'folded_card',
    widthMm: 210,
    heightMm: 148,
  },
  a4Letter: {
    id: '5',
    key: 'a4-brief',
    name: 'A4 Brief',
    kind: 'letter',
    widthMm: 210,
    heightMm: 297,
  },
} satisfies Record<string, Canvas>;

export const CAVEAT: FontRef = { id: '11', slug: 'caveat', name: 'Caveat' };

export const BIRTHDAY_TEMPLATE: TemplateChoice = {
  id: '21',
  name: 'Konfetti-Geburtstag',
  canvas: CANVASES.a6Postcard,
  texts: {
    du: '{{Anrede}}\n\nalles Liebe zu deinem Geburtstag! Ich wünsche dir ein neues Lebensjahr voller Lachen, guter Begegnungen und kleiner Glücksmomente.\n\nFeier schön!',
    sie: '{{Anrede}}\n\nzu Ihrem Geburtstag gratuliere ich Ihnen herzlich. Für das neue Lebensjahr wünsche ich Ihnen Gesundheit, Freude und viele schöne Augenblicke.\n\nMit den besten Wünschen',
    ihr: '{{Anrede}}\n\nheute wird gefeiert! Ich wünsche euch einen wunderbaren Tag mit Kuchen, Kerzen und ganz viel Konfetti.\n\nAlles Liebe',
  },
  defaultFont: CAVEAT,
};

const FIRST_NAMES: [string, Gender][] = [
  ['Anna', 'female'],
  ['Tom', 'male'],
  ['Jürgen', 'male'],
  ['Zoë', 'female'],
  ['Alex', 'neutral'],
  ['Maximiliane-Charlotte', 'female'],
  ['Ömer', 'male'],
  ['Luise', 'female'],
];
const LAST_NAMES = [
  'Schmidt',
  'Meyer',
  'Weber',
  'Müller-Lüdenscheidt',
  'Kim',
  'Özdemir',
  'Groß',
  'von Hohenzollern-Sigmaringen',
];
const FORMS: AddressForm[] = ['du', 'sie', 'ihr', 'du', 'sie'];

const SYLLABLES = [
  'ber',
  'mann',
  'ka',
  'lin',
  'ho',
  'fer',
  'stein',
  'wald',
  'rich',
  'ter',
  'bach',
  'mei',
  'en',
  'dorf',
  'lu',
  'gen',
];

/** A family name of its own for every index (so no two cards are alike, as in real lists). */
function familyName(i: number): string {
  const base = LAST_NAMES[i % LAST_NAMES.length] as string;
  if (i < LAST_NAMES.length) return base;
  let suffix = '';
  for (let n = Math.floor(i / LAST_NAMES.length); n > 0; n = Math.floor(n / SYLLABLES.length))
    suffix += SYLLABLES[n % SYLLABLES.length];
  return `${base}-${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`;
}

/** Real Berlin postcodes (the postcode check of issue 42 knows them all). */
const BERLIN_POSTCODES = [
  '10115',
  '10117',
  '10119',
  '10178',
  '10179',
  '10243',
  '10245',
  '10247',
  '10249',
  '10315',
  '10317',
  '10318',
  '10319',
  '10365',
  '10367',
  '10369',
  '10405',
  '10407',
  '10409',
  '10435',
];

/** `count` valid German recipients with distinct names, varied forms and genders (deterministic). */
export function sampleRecipients(count: number): Recipient[] {
  return Array.from({ length: count }, (_, i) => {
    const [firstName, gender] = FIRST_NAMES[i % FIRST_NAMES.length] as [string, Gender];
    return createRecipient(`r${i + 1}`, {
      firstName,
      lastName: familyName(i),
      gender,
      addressForm: FORMS[i % FORMS.length] as AddressForm,
      address: {
        line1: `Hauptstraße ${(i % 200) + 1}`,
        postalCode: BERLIN_POSTCODES[i % BERLIN_POSTCODES.length] as string,
        city: 'Berlin',
        country: 'DE',
      },
    });
  });
}
