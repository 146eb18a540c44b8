import { describe, expect, it } from 'vitest';
import {
  countryLine,
  isCareOfLine,
  orderCardAddressBlock,
  recipientAddressBlock,
  storeAddressBlock,
} from './addressBlock.ts';
import { addressLines } from './envelopeLayout.ts';
import { createRecipient } from './recipientSchema.ts';

// The examples follow DIN 5008:2020 „Anschriften“ (Musteranschriften) and Deutsche Post,
// „Richtig adressieren“ (Briefe national und international).

describe('the address block (DIN 5008 / Deutsche Post)', () => {
  it('DIN 5008 Musteranschrift „Firmenbrief“: company first, then the contact person with title', () => {
    const recipient = createRecipient('r1', {
      title: 'Dr.',
      firstName: 'Anna',
      lastName: 'Schmidt',
      company: 'Federkiel GmbH',
      address: { line1: 'Am Markt 1', postalCode: '10115', city: 'Berlin' },
    });
    expect(recipientAddressBlock(recipient)).toEqual([
      'Federkiel GmbH',
      'Dr. Anna Schmidt',
      'Am Markt 1',
      '10115 Berlin',
    ]);
  });

  it('DIN 5008 Musteranschrift „Untermieter“ / Deutsche Post: the c/o line stands above the street', () => {
    const recipient = createRecipient('r2', {
      firstName: 'Jonas',
      lastName: 'Weber',
      address: {
        line1: 'Lindenstraße 12',
        line2: 'c/o Familie Krause',
        postalCode: '50674',
        city: 'Köln',
      },
    });
    expect(recipientAddressBlock(recipient)).toEqual([
      'Jonas Weber',
      'c/o Familie Krause',
      'Lindenstraße 12',
      '50674 Köln',
    ]);
    // The envelope writes exactly this block.
    expect(addressLines(recipient)).toEqual(recipientAddressBlock(recipient));
  });

  it('DIN 5008 „bei“ as the c/o of a subtenant, also when typed into the first line', () => {
    const bei = createRecipient('r3', {
      firstName: 'Lea',
      lastName: 'Braun',
      address: { line1: 'Gartenweg 3', line2: 'bei Meier', postalCode: '80331', city: 'München' },
    });
    expect(recipientAddressBlock(bei)).toEqual([
      'Lea Braun',
      'bei Meier',
      'Gartenweg 3',
      '80331 München',
    ]);
    const careOfFirst = createRecipient('r4', {
      firstName: 'Lea',
      lastName: 'Braun',
      address: { line1: 'c/o Meier', line2: 'Gartenweg 3', postalCode: '80331', city: 'München' },
    });
    expect(recipientAddressBlock(careOfFirst)).toEqual([
      'Lea Braun',
      'c/o Meier',
      'Gartenweg 3',
      '80331 München',
    ]);
  });

  it('a street that starts with „Bei“ is no c/o line; a further line stays below the street', () => {
    expect(isCareOfLine('Bei den Mühren 5a')).toBe(false);
    expect(isCareOfLine('bei Müller')).toBe(true);
    expect(isCareOfLine('c/o Hotel Adlon')).toBe(true);
    expect(isCareOfLine('z. Hd. Frau Roth')).toBe(true);
    const recipient = createRecipient('r5', {
      firstName: 'Tom',
      lastName: 'Berg',
      address: {
        line1: 'Bei den Mühren 5a',
        line2: 'Hinterhaus',
        postalCode: '20457',
        city: 'Hamburg',
      },
    });
    expect(recipientAddressBlock(recipient)).toEqual([
      'Tom Berg',
      'Bei den Mühren 5a',
      'Hinterhaus',
      '20457 Hamburg',
    ]);
  });

  it('Deutsche Post „Postfach“: the Postfach takes the street line', () => {
    const recipient = createRecipient('r6', {
      company: 'Muster AG',
      address: { line1: 'Postfach 12 34 56', postalCode: '53105', city: 'Bonn' },
    });
    expect(recipientAddressBlock(recipient)).toEqual([
      'Muster AG',
      'Postfach 12 34 56',
      '53105 Bonn',
    ]);
  });

  it('DIN 5008 Auslandsanschrift / Deutsche Post international: the country last, in capitals, in German', () => {
    const vienna = createRecipient('r7', {
      company: 'Kaffeehaus Sperl',
      firstName: 'Maria',
      lastName: 'Huber',
      address: {
        line1: 'Gumpendorfer Straße 11',
        line2: 'c/o Rezeption',
        postalCode: '1060',
        city: 'Wien',
        country: 'AT',
      },
    });
    expect(recipientAddressBlock(vienna)).toEqual([
      'Kaffeehaus Sperl',
      'Maria Huber',
      'c/o Rezeption',
      'Gumpendorfer Straße 11',
      '1060 Wien',
      'ÖSTERREICH',
    ]);
    expect(countryLine('CH')).toBe('SCHWEIZ');
    expect(countryLine('IT')).toBe('ITALIEN');
    // Not in the shop's list: the German name from the runtime.
    expect(countryLine('GR')).toBe('GRIECHENLAND');
    expect(countryLine('DE')).toBe('');
    expect(countryLine('')).toBe('');
  });

  it('an order address (billing, delivery) and a dashboard card give the same block', () => {
    expect(
      storeAddressBlock({
        name: 'Maria Huber',
        company: 'Kaffeehaus Sperl',
        address1: 'Gumpendorfer Straße 11',
        address2: 'c/o Rezeption',
        zip: '1060',
        city: 'Wien',
        country: 'AT',
      }),
    ).toEqual([
      'Kaffeehaus Sperl',
      'Maria Huber',
      'c/o Rezeption',
      'Gumpendorfer Straße 11',
      '1060 Wien',
      'ÖSTERREICH',
    ]);
    // A card whose lines start below the name gets company and name in front, in this order.
    expect(
      orderCardAddressBlock({
        name: 'Maria Huber',
        company: 'Kaffeehaus Sperl',
        address_lines: ['Gumpendorfer Straße 11', '1060 Wien'],
      }),
    ).toEqual(['Kaffeehaus Sperl', 'Maria Huber', 'Gumpendorfer Straße 11', '1060 Wien']);
  });
});
