import { describe, expect, it } from 'vitest';
import {
  lookupFirstName,
  suggestSalutation,
} from '@federkiel/machines/configurator/salutationSuggestions';
import { loadFirstNameDictionary } from './firstNameDictionary.ts';

describe('the first-name dictionary (gender-detection-from-name, de + tr)', () => {
  it.each([
    ['Lena', 'female'],
    ['Jürgen', 'male'],
    ['Juergen', 'male'],
    ['Anna', 'female'],
    ['Lukas', 'male'],
    ['Özlem', 'female'],
    ['Maximilian', 'male'],
    ['Mehmet', 'male'],
    ['Anna-Lena', 'female'],
    ['Kim', 'unisex'],
    ['Luca', 'unisex'],
    ['Kai', 'unisex'],
    ['Xqzy', undefined],
  ])('%s → %s', async (name, gender) => {
    const dictionary = await loadFirstNameDictionary();
    expect(lookupFirstName(name, dictionary)).toBe(gender);
  });

  it.each([
    ['Andrea', 'Rossi', 'male', 'check'],
    ['Gabriele', 'Bellini', 'male', 'check'],
    ['Andrea', 'Schmidt', 'female', 'sure'],
    ['Anna', 'Schmidt', 'female', 'sure'],
    ['Marco', 'Rossi', 'male', 'sure'],
  ])('%s %s → %s (%s)', async (first, last, gender, confidence) => {
    const dictionary = await loadFirstNameDictionary();
    expect(suggestSalutation(first, last, dictionary)).toMatchObject({ gender, confidence });
  });

  it('is loaded once', async () => {
    expect(await loadFirstNameDictionary()).toBe(await loadFirstNameDictionary());
    expect((await loadFirstNameDictionary()).size).toBeGreaterThan(2000);
  });
});
