import { describe, expect, it } from 'vitest';
import { createRecipient, type RecipientInput } from './recipientSchema.ts';
import {
  duplicateKey,
  findDuplicateRecipients,
  normalizeStreet,
  normalizeText,
} from './recipientDuplicates.ts';

const card = (input: RecipientInput, id = 'r1') =>
  createRecipient(id, {
    firstName: 'Anna',
    lastName: 'Schmidt',
    ...input,
    address: {
      line1: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      ...input.address,
    },
  });

describe('normalizeStreet', () => {
  it.each([
    ['Hauptstr. 5', 'hauptstrasse 5'],
    ['Hauptstraße 5', 'hauptstrasse 5'],
    ['Hauptstrasse 5', 'hauptstrasse 5'],
    ['HAUPTSTR.5', 'hauptstrasse 5'],
    ['Haupt-Straße  5', 'hauptstrasse 5'],
    ['Haupt Str. 5', 'hauptstrasse 5'],
    ['Hauptstr 5 a', 'hauptstrasse 5a'],
    ['Str. des 17. Juni 3', 'strasse des 17 juni 3'],
    ['Straße des 17.Juni 3', 'strasse des 17 juni 3'],
    ['Strandweg 3', 'strandweg 3'],
    ['Astrid-Lindgren-Weg 2', 'astrid-lindgren-weg 2'],
  ])('%s → %s', (street, normalised) => {
    expect(normalizeStreet(street)).toBe(normalised);
  });
});

describe('normalizeText', () => {
  it('ignores case, runs of spaces and ß/ss', () => {
    expect(normalizeText('  Jürgen   Weiß ')).toBe(normalizeText('jürgen weiss'));
  });
});

describe('findDuplicateRecipients', () => {
  it('finds the same name and address written differently, keeps the first', () => {
    const list = [
      card({}, 'r1'),
      card({ firstName: 'Tom', lastName: 'Meyer' }, 'r2'),
      card({ firstName: ' anna ', lastName: 'SCHMIDT', address: { line1: 'Hauptstr.  5' } }, 'r3'),
      card({ address: { line1: 'Hauptstrasse 5', postalCode: '10 115' } }, 'r4'),
    ];
    expect(findDuplicateRecipients(list)).toEqual([
      { index: 2, firstIndex: 0 },
      { index: 3, firstIndex: 0 },
    ]);
  });

  it('keeps people with another name, house number, postal code, city or company', () => {
    const list = [
      card({}),
      card({ firstName: 'Anne' }),
      card({ address: { line1: 'Hauptstraße 7' } }),
      card({ address: { postalCode: '10117' } }),
      card({ address: { city: 'Potsdam' } }),
      card({ company: 'Federkiel GmbH' }),
      card({ address: { country: 'AT', postalCode: '1010' } }),
    ];
    expect(findDuplicateRecipients(list)).toEqual([]);
  });

  it('never counts blank rows (no name, no company) as duplicates', () => {
    const blank = createRecipient('r1');
    expect(duplicateKey(blank)).toBeNull();
    expect(findDuplicateRecipients([blank, createRecipient('r2')])).toEqual([]);
  });

  it('reports a third copy against the first', () => {
    expect(findDuplicateRecipients([card({}), card({}), card({})])).toEqual([
      { index: 1, firstIndex: 0 },
      { index: 2, firstIndex: 0 },
    ]);
  });
});
