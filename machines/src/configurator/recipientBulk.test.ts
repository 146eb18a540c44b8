import { describe, expect, it } from 'vitest';
import { createRecipient, type Recipient } from './recipientSchema.ts';
import { applyToRecipients, mergeRecipient } from './recipientBulk.ts';

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
