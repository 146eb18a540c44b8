import { describe, expect, it } from 'vitest';
import { createRecipient } from './recipientSchema.ts';
import { similarLetter, similarRecipient, withSimilarLetters } from './similarLetters.ts';

/** A pen that writes ASCII and German letters, nothing else. */
const german = (char: string) => /^[\x20-\x7e äöüÄÖÜß]$/u.test(char);

describe('similar letters for what the pen cannot write', () => {
  it('spells common letters of names in Germany with similar ones', () => {
    expect(['ş', 'ı', 'ł', 'ø', 'æ', 'ć', 'Ж', 'ǆ'].map(similarLetter)).toEqual([
      's',
      'i',
      'l',
      'o',
      'ae',
      'c',
      'Zh',
      'dz',
    ]);
    expect(similarLetter('漢')).toBeNull();
  });

  it('replaces only the letters the pen cannot write', () => {
    expect(withSimilarLetters('Yılmaz Größe', german)).toEqual({
      text: 'Yilmaz Größe',
      unresolved: [],
    });
    // ß becomes ss only when the pen cannot write ß.
    const noEszett = (char: string) => char !== 'ß' && german(char);
    expect(withSimilarLetters('Straße', noEszett).text).toBe('Strasse');
    expect(withSimilarLetters('Жанна 漢', german)).toEqual({
      text: 'Zhanna 漢',
      unresolved: ['漢'],
    });
  });

  it('gives a card its changes before → after, as an edit', () => {
    const recipient = createRecipient('r1', {
      firstName: 'Ayşe',
      lastName: 'Müller',
      address: { line1: 'Łódzka 5', city: 'Köln' },
      variables: { Geschenk: 'Жар' },
    });
    const similar = similarRecipient(recipient, german);
    expect(similar.changes).toEqual([
      { field: 'firstName', before: 'Ayşe', after: 'Ayse' },
      { field: 'address.line1', before: 'Łódzka 5', after: 'Lodzka 5' },
      { field: 'variables.Geschenk', before: 'Жар', after: 'Zhar' },
    ]);
    expect(similar.input).toEqual({
      firstName: 'Ayse',
      address: { line1: 'Lodzka 5' },
      variables: { Geschenk: 'Zhar' },
    });
    expect(
      similarRecipient(createRecipient('r2', { lastName: 'Bußmann' }), german).changes,
    ).toEqual([]);
  });
});
