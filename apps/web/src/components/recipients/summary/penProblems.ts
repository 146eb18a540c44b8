import type { Recipient } from '@federkiel/machines';
import type { CanWrite } from '@federkiel/machines/configurator/similarLetters';
import type { CardWritingProblem } from '@federkiel/machines/configurator/writingCheck';
import { readField, type TableField } from '../table/tableColumns.ts';

/**
 * One thing on one card the robot cannot write: the machines' per-card writing check
 * (`CardWritingProblem`) as the table needs it. `kind` unset = letters (the local scan).
 */
export type PenCardProblem = Pick<CardWritingProblem, 'cardNumber' | 'field' | 'letters'> &
  Partial<Pick<CardWritingProblem, 'kind' | 'text' | 'pageLabel' | 'line'>>;

/** What one cell (or, at key '', the card's row) shows about the pen. */
export interface PenMark {
  /** Letters of this cell the pen lacks (at the row: letters of the text no cell holds). */
  letters: string[];
  /** Sender letters the pen lacks (always at the row: the sender is typed at the text). */
  sender: string[];
  /** The envelope line too wide for the address zone. */
  addressLine?: string;
  /** The card text runs past the card (at the row). */
  overflow?: { pageLabel?: string | undefined; line?: number | undefined };
  /** The postcode check's doubt about this cell (issue 42): „Diese PLZ gibt es nicht“. */
  postcode?: string;
}

/** Pen marks by recipient id and table field ('' = the card's row, not one cell). */
export type PenCells = ReadonlyMap<string, ReadonlyMap<string, PenMark>>;

const NAME_FIELDS: readonly TableField[] = ['title', 'firstName', 'lastName'];
const ADDRESS_FIELDS: readonly TableField[] = [
  ...NAME_FIELDS,
  'company',
  'address.line1',
  'address.line2',
  'address.postalCode',
  'address.city',
];

/**
 * The fast local scan while the shared check runs: the letters of each card's own cells the
 * pen cannot write (names and address go on the envelope, free text and placeholders in the
 * text). It knows nothing of line widths or the sender; the shared check does.
 */
export function unwritableLetters(
  recipients: readonly Recipient[],
  canWrite: CanWrite,
  { envelope = true }: { envelope?: boolean } = {},
): PenCardProblem[] {
  const problems: PenCardProblem[] = [];
  const lettersOf = (values: string[]) => {
    const letters = new Set<string>();
    for (const value of values)
      for (const char of value) if (!/\s/u.test(char) && !canWrite(char)) letters.add(char);
    return [...letters];
  };
  recipients.forEach((recipient, index) => {
    const onEnvelope = envelope
      ? lettersOf(ADDRESS_FIELDS.map((field) => readField(recipient, field)))
      : [];
    const text = lettersOf([recipient.freeText, ...Object.values(recipient.variables)]);
    if (onEnvelope.length > 0)
      problems.push({ cardNumber: index + 1, field: 'envelope', letters: onEnvelope });
    if (text.length > 0) problems.push({ cardNumber: index + 1, field: 'text', letters: text });
  });
  return problems;
}

/**
 * Each problem where the customer fixes it: letters at the cells that hold them, an address
 * line too long at the cells it is made of, the sender's letters and a text too long for the
 * card at the card's row (key '').
 */
export function penCells(
  problems: readonly PenCardProblem[],
  recipients: readonly Recipient[],
  fields: readonly TableField[],
): PenCells {
  const cards = new Map<string, Map<string, PenMark>>();
  const markOf = (cells: Map<string, PenMark>, field: string) => {
    let mark = cells.get(field);
    if (!mark) cells.set(field, (mark = { letters: [], sender: [] }));
    return mark;
  };
  const addLetters = (list: string[], letters: readonly string[]) => {
    for (const letter of letters) if (!list.includes(letter)) list.push(letter);
  };
  for (const problem of problems) {
    const recipient = recipients[problem.cardNumber - 1];
    if (!recipient) continue;
    let cells = cards.get(recipient.id);
    if (!cells) cards.set(recipient.id, (cells = new Map()));
    if (problem.field === 'sender') {
      addLetters(markOf(cells, '').sender, problem.letters);
      continue;
    }
    if (problem.kind === 'too_long') {
      if (problem.field === 'text') {
        markOf(cells, '').overflow = { pageLabel: problem.pageLabel, line: problem.line };
        continue;
      }
      const line = problem.text ?? '';
      const held = fields.filter((field) => {
        if (!ADDRESS_FIELDS.includes(field)) return false;
        const value = readField(recipient, field).trim();
        return value !== '' && line.includes(value);
      });
      for (const field of held.length > 0 ? held : ['']) markOf(cells, field).addressLine = line;
      continue;
    }
    let placed = false;
    for (const field of fields) {
      const value = readField(recipient, field);
      const letters = problem.letters.filter((letter) => value.includes(letter));
      if (letters.length === 0) continue;
      placed = true;
      addLetters(markOf(cells, field).letters, letters);
    }
    if (!placed) addLetters(markOf(cells, '').letters, problem.letters);
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
