import { createRecipient } from '@federkiel/machines';
import type { CardWritingProblem } from '@federkiel/machines/configurator/writingCheck';
import { describe, expect, it } from 'vitest';
import { mergeProblems } from './useWritingProblems.ts';

const address = { line1: 'Weg 1', postalCode: '10115', city: 'Berlin' };
const ayse = createRecipient('r1', { firstName: 'Ayşe', lastName: 'Kaya', address });
const tom = createRecipient('r2', { firstName: 'Tom', lastName: 'Meyer', address });
const canWrite = (char: string) => char !== 'ş' && char !== 'ł';

const checked: CardWritingProblem[] = [
  {
    index: 0,
    cardNumber: 1,
    recipientId: 'r1',
    recipientName: 'Ayşe Kaya',
    field: 'envelope',
    kind: 'letters',
    letters: ['ş'],
  },
  {
    index: 1,
    cardNumber: 2,
    recipientId: 'r2',
    recipientName: 'Tom Meyer',
    field: 'sender',
    kind: 'letters',
    letters: ['ł'],
  },
];

describe('mergeProblems', () => {
  it('takes the shared check as it stands, renumbered to the list as it is now', () => {
    const merged = mergeProblems(
      [tom, ayse],
      { problems: checked, recipients: [ayse, tom] },
      canWrite,
      true,
    );
    expect(merged.map((p) => [p.cardNumber, p.field, p.letters.join('')])).toEqual([
      [1, 'sender', 'ł'],
      [2, 'envelope', 'ş'],
    ]);
  });

  it('scans an edited row locally, keeping what only the shared check can judge', () => {
    const fixed = { ...ayse, firstName: 'Ayse' };
    const edited = { ...tom, lastName: 'Mełer' };
    const merged = mergeProblems(
      [fixed, edited],
      { problems: checked, recipients: [ayse, tom] },
      canWrite,
      true,
    );
    // Ayşe fixed: her envelope letter is gone at once; Tom keeps the sender and gains ł once.
    expect(merged.map((p) => [p.cardNumber, p.field, p.letters.join('')])).toEqual([
      [2, 'sender', 'ł'],
      [2, 'envelope', 'ł'],
    ]);
  });

  it('scans every card while there is no result', () => {
    expect(mergeProblems([ayse, tom], null, canWrite, true)).toEqual([
      { cardNumber: 1, field: 'envelope', letters: ['ş'] },
    ]);
    expect(mergeProblems([ayse, tom], null, canWrite, false)).toEqual([]);
    expect(mergeProblems([ayse, tom], null, null, true)).toEqual([]);
  });
});
