import type { Recipient } from '@federkiel/machines';
import type { CanWrite } from '@federkiel/machines/configurator/similarLetters';
import { readField, type TableField } from '../table/tableColumns.ts';

/**
 * One card the pen cannot write as it stands: which part (card text, envelope, sender) and
 * the letters. The shape of the machines' per-card check, so its result plugs in directly.
 */
export interface PenCardProblem {
  /** 1-based, as the table numbers the cards. */
  cardNumber: number;
  field: 'text' | 'envelope' | 'sender';
  letters: readonly string[];
}

/** Letters the pen cannot write, by recipient id and table field (the cells to mark). */
export type PenCells = ReadonlyMap<string, ReadonlyMap<string, string>>;

const ADDRESS_FIELDS: readonly TableField[] = [
  'title',
  'firstName',
  'lastName',
  'company',
  'address.line1',
  'address.line2',
  'address.city',
];

/**
 * Until the shared check reports every card: the letters of each card's own cells the pen
 * cannot write (names and address go on the envelope, free text and placeholders in the text).
 */
export function unwritableLetters(
  recipients: readonly Recipient[],
  canWrite: CanWrite,
): PenCardProblem[] {
  const problems: PenCardProblem[] = [];
  const lettersOf = (values: string[]) => {
    const letters = new Set<string>();
    for (const value of values)
      for (const char of value) if (!/\s/u.test(char) && !canWrite(char)) letters.add(char);
    return [...letters];
  };
  recipients.forEach((recipient, index) => {
    const envelope = lettersOf(ADDRESS_FIELDS.map((field) => readField(recipient, field)));
    const text = lettersOf([recipient.freeText, ...Object.values(recipient.variables)]);
    if (envelope.length > 0)
      problems.push({ cardNumber: index + 1, field: 'envelope', letters: envelope });
    if (text.length > 0) problems.push({ cardNumber: index + 1, field: 'text', letters: text });
  });
  return problems;
}

/**
 * Each problem at the cells that hold its letters; a card whose letters are in no cell
 * (e.g. the sender) is marked at its number (the row header, key '').
 */
export function penCells(
  problems: readonly PenCardProblem[],
  recipients: readonly Recipient[],
  fields: readonly TableField[],
): PenCells {
  const cards = new Map<string, Map<string, string>>();
  for (const problem of problems) {
    const recipient = recipients[problem.cardNumber - 1];
    if (!recipient) continue;
    let cells = cards.get(recipient.id);
    if (!cells) cards.set(recipient.id, (cells = new Map()));
    let placed = false;
    for (const field of fields) {
      const value = readField(recipient, field);
      const letters = problem.letters.filter((letter) => value.includes(letter));
      if (letters.length === 0) continue;
      placed = true;
      const before = cells.get(field) ?? '';
      cells.set(field, [...new Set([...before.split(' ').filter(Boolean), ...letters])].join(' '));
    }
    if (!placed) cells.set('', problem.letters.join(' '));
  }
  return cards;
}

/** Does the card match the search: name, company, city or its number ("12")? */
export function matchesSearch(recipient: Recipient, index: number, query: string): boolean {
  const words = query.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    recipient.firstName,
    recipient.lastName,
    recipient.company,
    recipient.address.city,
  ]
    .join(' ')
    .toLocaleLowerCase('de');
  return words.every((word) =>
    /^\d+$/.test(word)
      ? String(index + 1) === word || haystack.includes(word)
      : haystack.includes(word),
  );
}
