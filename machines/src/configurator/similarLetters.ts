import transliterate from '@sindresorhus/transliterate';
import type { Recipient, RecipientInput } from './recipientSchema.ts';

// "Ähnliche Buchstaben verwenden" (issue 26): a letter the pen cannot write is offered a
// similar one it can (ş → s, ł → l, ø → o, Ж → Zh). Only unwritable letters are touched, so
// ä ö ü ß stay as long as the pen writes them; nothing is applied without the customer's click.

/** Can the pen write this character? (the measuring font's glyph set, or a test's set) */
export type CanWrite = (char: string) => boolean;

/** The nearest Latin spelling of one character, or null when there is none. */
export function similarLetter(char: string): string | null {
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

/** `text` with every unwritable character replaced by a similar writable spelling. */
export function withSimilarLetters(text: string, canWrite: CanWrite): SimilarText {
  const unresolved = new Set<string>();
  let result = '';
  for (const char of text) {
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
  const consider = (field: string, before: string, apply: (after: string) => void) => {
    const similar = withSimilarLetters(before, canWrite);
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
