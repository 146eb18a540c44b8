import { describe, expect, it } from 'vitest';
import { createRecipient, type RecipientInput } from './recipientSchema.ts';
import {
  createFirstNameDictionary,
  lookupFirstName,
  needsSalutation,
  parseNameList,
  suggestSalutation,
  suggestSalutations,
  surnameOrigin,
} from './salutationSuggestions.ts';

// The package's file format (gender-detection-from-name/names/de.js): a name listed for both
// genders appears twice.
const SOURCE = `const deNames = new Map([
  ['anna', 'female'],
  ['jürgen', 'male'],
  ['lukas', 'male'],
  ['kai', 'male'],
  ['lena', 'female'],
  ['kai', 'female'],
  ['kim', 'female'],
]);
module.exports = deNames;`;
const TURKISH = `new Map([['özlem', 'female'], ['mehmet', 'male']]);`;

const dictionary = createFirstNameDictionary([parseNameList(SOURCE), parseNameList(TURKISH)]);

const person = (firstName: string, input: RecipientInput = {}, id = 'r1') =>
  createRecipient(id, { firstName, lastName: 'Meyer', ...input });

describe('parseNameList / createFirstNameDictionary', () => {
  it('reads the pairs of the package source', () => {
    expect(parseNameList(TURKISH)).toEqual([
      ['özlem', 'female'],
      ['mehmet', 'male'],
    ]);
  });

  it('makes names listed for both genders and the unisex supplement unisex', () => {
    expect(dictionary.genderOf('kai')).toBe('unisex');
    expect(dictionary.genderOf('kim')).toBe('unisex'); // listed female only; supplement
    expect(dictionary.genderOf('anna')).toBe('female');
  });

  it('makes a name unisex when two lists disagree', () => {
    const both = createFirstNameDictionary([[['andrea', 'female']], [['andrea', 'male']]], []);
    expect(both.genderOf('andrea')).toBe('unisex');
  });
});

describe('lookupFirstName', () => {
  it.each([
    ['Anna', 'female'],
    ['  LENA ', 'female'],
    ['Jürgen', 'male'],
    ['Juergen', 'male'],
    ['J\u0075\u0308rgen', 'male'], // ü written with a combining mark
    ['Anna-Lena', 'female'],
    ['Lukas Johannes', 'male'],
    ['Özlem', 'female'],
    ['Kim', 'unisex'],
    ['A.', undefined],
    ['Xaver', undefined],
  ])('%s → %s', (name, gender) => {
    expect(lookupFirstName(name, dictionary)).toBe(gender);
  });
});

describe('suggestSalutations', () => {
  it('suggests known names and lists unknown, unisex and missing first names as open', () => {
    const list = [
      person('Anna', {}, 'r1'),
      person('Kim', {}, 'r2'),
      person('Jürgen', {}, 'r3'),
      person('Xaver', {}, 'r4'),
      person('', {}, 'r5'),
    ];
    expect(suggestSalutations(list, dictionary)).toEqual({
      suggested: [
        { index: 0, recipientId: 'r1', gender: 'female', confidence: 'sure' },
        { index: 2, recipientId: 'r3', gender: 'male', confidence: 'sure' },
      ],
      open: [
        { index: 1, recipientId: 'r2', firstName: 'Kim', reason: 'unisex' },
        { index: 3, recipientId: 'r4', firstName: 'Xaver', reason: 'unknown' },
        { index: 4, recipientId: 'r5', firstName: '', reason: 'noFirstName' },
      ],
    });
  });

  it('leaves chosen salutations, ihr cards and companies alone', () => {
    const list = [
      person('Anna', { gender: 'neutral' }),
      person('Anna', { addressForm: 'ihr' }),
      createRecipient('r3', { company: 'Federkiel GmbH' }),
      createRecipient('r4'),
    ];
    expect(list.map(needsSalutation)).toEqual([false, false, false, false]);
    expect(suggestSalutations(list, dictionary)).toEqual({ suggested: [], open: [] });
  });
});

describe('honest suggestions (issue 27)', () => {
  // German usage: Andrea, Simone and Maria are women's names, Rainer a man's.
  const german = createFirstNameDictionary([
    parseNameList(SOURCE),
    [
      ['andrea', 'female'],
      ['simone', 'female'],
      ['maria', 'female'],
      ['rainer', 'male'],
    ],
  ]);

  it('reads surnames as hints of a country', () => {
    expect(
      ['Rossi', 'Bellini', 'De Luca', "D'Angelo", 'Jokić', 'Petrovic'].map(surnameOrigin),
    ).toEqual(['it', 'it', 'it', 'it', 'southSlavic', 'southSlavic']);
    expect(['Schmidt', 'Lange', 'Dietze', 'De Vries', 'Yılmaz', ''].map(surnameOrigin)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('is sure where the first name is clear and nothing points elsewhere', () => {
    expect(suggestSalutation('Anna', 'Schmidt', german)).toEqual({
      gender: 'female',
      confidence: 'sure',
    });
    expect(suggestSalutation('Andrea', 'Schmidt', german)).toEqual({
      gender: 'female',
      confidence: 'sure',
    });
    expect(suggestSalutation('Anna', 'Rossi', german)).toEqual({
      gender: 'female',
      confidence: 'sure',
    });
  });

  it('asks to check a name used otherwise where the surname comes from', () => {
    expect(suggestSalutation('Andrea', 'Rossi', german)).toEqual({
      gender: 'male',
      confidence: 'check',
      doubt: 'origin',
    });
    expect(suggestSalutation('Simone', 'Bellini', german)).toMatchObject({
      gender: 'male',
      confidence: 'check',
    });
    // A unisex name gets the country's reading, still to be checked.
    expect(suggestSalutation('Kim', 'Meyer', german)).toEqual({ gender: null, reason: 'unisex' });
    expect(suggestSalutation('Nikola', 'Jokić', german)).toEqual({
      gender: 'male',
      confidence: 'check',
      doubt: 'origin',
    });
  });

  it('uses the package’s list of the country where it is given', () => {
    const withItalian = createFirstNameDictionary([parseNameList(SOURCE)], [], {
      it: [['lena', 'male']],
    });
    expect(suggestSalutation('Lena', 'Rossi', withItalian)).toMatchObject({
      gender: 'male',
      confidence: 'check',
    });
    expect(suggestSalutation('Lena', 'Meyer', withItalian)).toMatchObject({ confidence: 'sure' });
  });

  it('asks to check first names that disagree ("Rainer Maria")', () => {
    expect(suggestSalutation('Rainer Maria', 'Meyer', german)).toEqual({
      gender: 'male',
      confidence: 'check',
      doubt: 'parts',
    });
    expect(suggestSalutation('Anna-Lena', 'Meyer', german)).toEqual({
      gender: 'female',
      confidence: 'sure',
    });
  });

  it('keeps Andrea Rossi out of the sure suggestions, Anna Schmidt in', () => {
    const list = [
      createRecipient('r1', { firstName: 'Andrea', lastName: 'Rossi' }),
      createRecipient('r2', { firstName: 'Anna', lastName: 'Schmidt' }),
    ];
    expect(suggestSalutations(list, german).suggested).toEqual([
      { index: 0, recipientId: 'r1', gender: 'male', confidence: 'check', doubt: 'origin' },
      { index: 1, recipientId: 'r2', gender: 'female', confidence: 'sure' },
    ]);
  });
});
