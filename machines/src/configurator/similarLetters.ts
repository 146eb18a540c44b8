import transliterate from '@sindresorhus/transliterate';
import type { Recipient, RecipientInput } from './recipientSchema.ts';
import { looksUkrainian, NON_LATIN_WORD, romanize, romanizeWord } from './transliteration.ts';

// "Ähnliche Buchstaben verwenden" (issue 26): a letter the pen cannot write is offered a
// similar one it can (ş → s, ł → l, ø → o, Ж → Zh). Only unwritable letters are touched, so
// ä ö ü ß stay as long as the pen writes them; nothing is applied without the customer's click.
// Greek and Cyrillic follow named standards (transliteration.ts: ELOT 743, ICAO Doc 9303) and
// are spelled word by word, since their letter groups (ου, μπ, αυ) decide the spelling.

/** Can the pen write this character? (the measuring font's glyph set, or a test's set) */
export type CanWrite = (char: string) => boolean;

/** The nearest Latin spelling of one character, or null when there is none. */
export function similarLetter(char: string): string | null {
  if (char.match(NON_LATIN_WORD)?.[0] === char) return romanize(char) || null;
  let similar = transliterate(char);
  // The package leaves some ligatures and rare letters (ǆ) as they are; their compatibility
  // decomposition without accents is the next best spelling.
  if (similar === char) similar = char.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');
  return similar && similar !== char ? similar : null;
}

export interface SimilarText {
  text: string;
  /** Unwritable characters with no writable similar spelling (e.g. 漢). */
  unresolved: string[];
}

/**
 * `text` with every unwritable character replaced by a similar writable spelling. `ukrainian`
 * (default: told from `text`) picks the Ukrainian note of the Cyrillic standard.
 */
export function withSimilarLetters(
  text: string,
  canWrite: CanWrite,
  ukrainian = looksUkrainian(text),
): SimilarText {
  const unresolved = new Set<string>();
  let result = '';
  // Greek and Cyrillic words as a whole (a word the pen writes as it is stays).
  let rest = '';
  let last = 0;
  for (const match of text.matchAll(NON_LATIN_WORD)) {
    const word = match[0];
    const start = match.index;
    rest += text.slice(last, start);
    last = start + word.length;
    const chars = [...word];
    if (chars.every(canWrite)) {
      rest += word;
      continue;
    }
    const latin = romanizeWord(word, ukrainian);
    if ([...latin].every(canWrite)) rest += latin;
    else {
      chars.filter((char) => !canWrite(char)).forEach((char) => unresolved.add(char));
      rest += word;
    }
  }
  rest += text.slice(last);
  for (const char of rest) {
    if (unresolved.has(char)) {
      result += char;
      continue;
    }
    if (/\s/u.test(char) || canWrite(char)) {
      result += char;
      continue;
    }
    const similar = similarLetter(char);
    if (similar && [...similar].every(canWrite)) result += similar;
    else {
      unresolved.add(char);
      result += char;
    }
  }
  return { text: result, unresolved: [...unresolved] };
}

/** The recipient fields the customer typed: the ones a replacement may change. */
const TEXT_FIELDS = ['title', 'firstName', 'lastName', 'company', 'freeText'] as const;
const ADDRESS_FIELDS = ['line1', 'line2', 'city'] as const;

export interface LetterChange {
  /** A table field: `lastName`, `address.city`, `variables.Geschenk`, … */
  field: string;
  before: string;
  after: string;
}

export interface SimilarRecipient {
  /** Each changed field with its value before → after ("Yılmaz → Yilmaz"). */
  changes: LetterChange[];
  /** The changes as an `UPDATE_RECIPIENT` input (empty when nothing changes). */
  input: RecipientInput;
  unresolved: string[];
}

/** What "Ähnliche Buchstaben verwenden" would change on this card. */
export function similarRecipient(recipient: Recipient, canWrite: CanWrite): SimilarRecipient {
  const changes: LetterChange[] = [];
  const input: RecipientInput = {};
  const unresolved = new Set<string>();
  // A name and its address are one language (Шевченко in Київ is Ukrainian).
  const ukrainian = looksUkrainian(
    [
      ...TEXT_FIELDS.map((field) => recipient[field]),
      ...ADDRESS_FIELDS.map((field) => recipient.address[field]),
    ].join(' '),
  );
  const consider = (field: string, before: string, apply: (after: string) => void) => {
    const similar = withSimilarLetters(before, canWrite, ukrainian);
    similar.unresolved.forEach((char) => unresolved.add(char));
    if (similar.text === before) return;
    changes.push({ field, before, after: similar.text });
    apply(similar.text);
  };
  for (const field of TEXT_FIELDS)
    consider(field, recipient[field], (after) => {
      input[field] = after;
    });
  for (const field of ADDRESS_FIELDS)
    consider(`address.${field}`, recipient.address[field], (after) => {
      input.address = { ...input.address, [field]: after };
    });
  for (const [name, value] of Object.entries(recipient.variables))
    consider(`variables.${name}`, value, (after) => {
      input.variables = { ...input.variables, [name]: after };
    });
  return { changes, input, unresolved: [...unresolved] };
}
