import { describe, expect, it } from 'vitest';
import { PEN_CHARACTER_SET } from '../pen/glyphs/charset.ts';
import { createRecipient } from './recipientSchema.ts';
import { similarRecipient, withSimilarLetters } from './similarLetters.ts';
import { romanize, romanizeCyrillicWord, romanizeGreekWord } from './transliteration.ts';

const penSet = new Set(PEN_CHARACTER_SET);
const canPen = (char: string) => penSet.has(char);

describe('Greek by ELOT 743 / ISO 843 (transcription)', () => {
  it.each([
    // Names and places as the standard's tables and Greek passports spell them.
    ['Αθήνα', 'Athina'],
    ['Θεσσαλονίκη', 'Thessaloniki'],
    ['Πειραιάς', 'Peiraias'],
    ['Ηράκλειο', 'Irakleio'],
    ['Κέρκυρα', 'Kerkyra'],
    ['Χανιά', 'Chania'],
    ['Ψυχικό', 'Psychiko'],
    ['Γλυφάδα', 'Glyfada'],
    ['Παπαδόπουλος', 'Papadopoulos'],
    // αυ ευ: v before a vowel or a voiced consonant, f before a voiceless one.
    ['Ευαγγελία', 'Evangelia'],
    ['Ευάγγελος', 'Evangelos'],
    ['Ελευθέριος', 'Eleftherios'],
    ['Ναύπλιο', 'Nafplio'],
    ['Αύγουστος', 'Avgoustos'],
    ['Εύβοια', 'Evvoia'],
    // μπ: b at the start (and end) of a word, mp inside.
    ['Μπούμπουλης', 'Boumpoulis'],
    ['Λαμπράκης', 'Lamprakis'],
    // γγ ng, γκ gk, ντ nt.
    ['Άγγελος', 'Angelos'],
    ['Αγκίστρι', 'Agkistri'],
    ['Ντίνος', 'Ntinos'],
    // A diaeresis keeps the vowels apart.
    ['Ταΰγετος', 'Taygetos'],
    ['Ευτυχία', 'Eftychia'],
    // Capitals stay capitals.
    ['ΑΘΗΝΑ', 'ATHINA'],
    ['ΠΑΠΑΔΟΠΟΥΛΟΣ', 'PAPADOPOULOS'],
    ['ΘΕΟΔΩΡΟΣ', 'THEODOROS'],
  ])('%s → %s', (greek, latin) => {
    expect(romanizeGreekWord(greek)).toBe(latin);
  });
});

describe('Cyrillic by ICAO Doc 9303', () => {
  it.each([
    ['Юлия', 'Iuliia'],
    ['Щукин', 'Shchukin'],
    ['Ёлкина', 'Elkina'],
    ['Подъячев', 'Podieiachev'],
    ['Андрей', 'Andrei'],
    ['Дмитрий', 'Dmitrii'],
    ['Наталья', 'Natalia'],
    ['Ксения', 'Kseniia'],
    ['Хабаровск', 'Khabarovsk'],
    ['Цветаева', 'Tsvetaeva'],
    ['Чайковский', 'Chaikovskii'],
    ['Эдуард', 'Eduard'],
    ['ЩУКИН', 'SHCHUKIN'],
  ])('%s → %s', (cyrillic, latin) => {
    expect(romanizeCyrillicWord(cyrillic)).toBe(latin);
  });

  it('applies the Ukrainian note (И → Y) to a Ukrainian text only', () => {
    expect(romanize('Київ')).toBe('Kyiv');
    expect(romanize('Микола, Київ')).toBe('Mykola, Kyiv');
    expect(romanize('Микола')).toBe('Mikola');
  });
});

describe('„Ähnliche Buchstaben“ with the standards', () => {
  it('spells Greek and Cyrillic words as a whole, in letters the pen writes', () => {
    const greek = withSimilarLetters('Γιώργος Παπαδόπουλος, Οδός Ευαγγελιστρίας 12', canPen);
    expect(greek).toEqual({
      text: 'Giorgos Papadopoulos, Odos Evangelistrias 12',
      unresolved: [],
    });
    const russian = withSimilarLetters('Юлия Щербакова, ул. Пушкина', canPen);
    expect(russian.text).toBe('Iuliia Shcherbakova, ul. Pushkina');
    for (const { text } of [greek, russian])
      expect([...text.replace(/\s/g, '')].every(canPen)).toBe(true);
  });

  it('decides Ukrainian over the whole card (name and address)', () => {
    const recipient = createRecipient('r1', {
      firstName: 'Микола',
      lastName: 'Шевченко',
      address: { line1: 'вул. Хрещатик 1', city: 'Київ' },
    });
    expect(similarRecipient(recipient, canPen).input).toEqual({
      firstName: 'Mykola',
      lastName: 'Shevchenko',
      address: { line1: 'vul. Khreshchatyk 1', city: 'Kyiv' },
    });
  });
});
