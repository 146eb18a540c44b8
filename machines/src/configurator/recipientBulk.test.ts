import { describe, expect, it } from 'vitest';
import { createRecipient, type Recipient } from './recipientSchema.ts';
import {
  applyToRecipients,
  fillOpenSalutations,
  mergeRecipient,
  openSalutationCount,
} from './recipientBulk.ts';

const list = [
  createRecipient('r1', { firstName: 'Anna', address: { city: 'Berlin' }, variables: { a: '1' } }),
  createRecipient('r2', { firstName: 'Tom', address: { city: 'Köln' } }),
];

describe('applyToRecipients', () => {
  it('changes every card when no ids are given', () => {
    const next = applyToRecipients(list, null, { gender: 'female' });
    expect(next.map((r) => r.gender)).toEqual(['female', 'female']);
    expect(next.map((r) => r.firstName)).toEqual(['Anna', 'Tom']);
  });

  it('changes only the selected cards', () => {
    const next = applyToRecipients(list, new Set(['r2']), { address: { country: 'AT' } });
    expect(next.map((r) => r.address?.country)).toEqual(['DE', 'AT']);
    expect(next[1]?.address?.city).toBe('Köln');
  });

  it('gives each card its own change', () => {
    const next = applyToRecipients(list, null, (r) =>
      r.firstName === 'Tom' ? { gender: 'male' } : null,
    );
    expect(next.map((r) => r.gender)).toEqual([null, 'male']);
  });
});

describe('mergeRecipient', () => {
  it('merges address and variables like UPDATE_RECIPIENT', () => {
    const merged = mergeRecipient(list[0] as Recipient, {
      address: { line1: 'Weg 1' },
      variables: { b: '2' },
    });
    expect(merged.address).toMatchObject({ line1: 'Weg 1', city: 'Berlin' });
    expect(merged.variables).toEqual({ a: '1', b: '2' });
  });
});

describe('fillOpenSalutations', () => {
  it('fills only the cards still without a salutation', () => {
    const cards = [
      createRecipient('r1', { firstName: 'Anna', lastName: 'Eins', gender: 'female' }),
      createRecipient('r2', { firstName: 'Kim', lastName: 'Zwei' }),
      createRecipient('r3', { lastName: 'Drei', gender: 'male' }),
      createRecipient('r4', { lastName: 'Vier', addressForm: 'ihr' }),
      createRecipient('r5', { company: 'Muster GmbH' }),
      createRecipient('r6', { firstName: 'Xqzy', lastName: 'Sechs' }),
    ];
    expect(openSalutationCount(cards)).toBe(2);
    const { recipients, changed } = fillOpenSalutations(cards, 'neutral');
    expect(changed).toBe(2);
    expect(recipients.map((r) => r.gender)).toEqual([
      'female',
      'neutral',
      'male',
      null,
      null,
      'neutral',
    ]);
  });
});
