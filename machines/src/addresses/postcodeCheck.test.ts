import { describe, expect, it } from 'vitest';
import { createRecipient } from '../configurator/recipientSchema.ts';
import { loadDePostcodes } from './dePostcodes.ts';
import { addressProblemMessage, checkAddress } from './postcodeCheck.ts';
import { addressConfirmation, checkRecipientAddresses } from './recipientAddresses.ts';
import { sameTown } from './townNames.ts';

const table = await loadDePostcodes();
const fail = (): never => {
  throw new Error('expected a value');
};
const check = (postalCode: string, city: string, country = 'DE') =>
  checkAddress({ postalCode, city, country }, table);

describe('postcode and town from the data', () => {
  it('accepts the towns the data gives a postcode', () => {
    expect(check('50667', 'Köln')).toEqual([]);
    expect(check('10115', 'Berlin')).toEqual([]);
    expect(check('80331', 'München')).toEqual([]);
    // A postcode with two towns: either passes.
    expect(table.townsOf('99998')).toEqual(['Körner', 'Mühlhausen']);
    expect(check('99998', 'Körner')).toEqual([]);
    expect(check('99998', 'Mühlhausen')).toEqual([]);
    // A town with many postcodes: each of them.
    expect(table.codesOf('koln').length).toBeGreaterThan(40);
    expect(check('51149', 'Köln')).toEqual([]);
  });

  it('names the town of the postcode and suggests it', () => {
    const [problem] = check('50667', 'München');
    expect(problem).toMatchObject({
      field: 'address.city',
      code: 'townMismatch',
      towns: ['Köln'],
      suggestion: { field: 'address.city', value: 'Köln' },
    });
    expect(addressProblemMessage(problem ?? fail())).toBe(
      'PLZ 50667 gehört zu Köln – meintest du Köln?',
    );
    expect(check('10115', 'Hamburg')[0]?.suggestion?.value).toBe('Berlin');
    // Frankfurt (Oder) is not Frankfurt am Main.
    expect(check('15230', 'Frankfurt am Main')[0]?.suggestion?.value).toBe('Frankfurt (Oder)');
  });

  it('knows a postcode that does not exist, and the town’s only postcode', () => {
    const [unknown] = check('99999', 'Bad Tölz');
    expect(unknown).toMatchObject({
      field: 'address.postalCode',
      code: 'postalCodeUnknown',
      suggestion: { field: 'address.postalCode', value: '83646' },
    });
    expect(addressProblemMessage(unknown ?? fail())).toBe(
      'Diese PLZ gibt es nicht – Bad Tölz hat die PLZ 83646.',
    );
    // Köln has many postcodes: no guess.
    expect(check('00000', 'Köln')[0]).toMatchObject({ code: 'postalCodeUnknown' });
    expect(check('00000', 'Köln')[0]?.suggestion).toBeUndefined();
  });

  it('compares town names the way people write them', () => {
    for (const written of ['Frankfurt a. M.', 'Frankfurt/Main', 'frankfurt am main', 'Frankfurt'])
      expect(check('60311', written)).toEqual([]);
    expect(check('50667', 'KOELN')).toEqual([]);
    expect(check('50667', 'Koln')).toEqual([]);
    expect(check('50667', 'Köln-Altstadt-Nord')).toEqual([]);
    expect(check('79098', 'Freiburg i. Br.')).toEqual([]);
    expect(check('06108', 'Halle/Saale')).toEqual([]);
    expect(check('66386', 'St. Ingbert')).toEqual([]);
    expect(check('56218', 'Mülheim Kärlich')).toEqual([]);
    expect(check('35390', 'Giessen')).toEqual([]);
    expect(sameTown('Halle (Westf.)', 'Halle Westfalen')).toBe(true);
    expect(sameTown('Frankfurt am Main', 'Frankfurt (Oder)')).toBe(false);
  });
});

describe('postcode shapes of the countries the shop ships to', () => {
  it('accepts foreign addresses in their own shape (no town data abroad)', () => {
    expect(check('8010', 'Graz', 'AT')).toEqual([]);
    expect(check('3000', 'Bern', 'CH')).toEqual([]);
    expect(check('1012 AB', 'Amsterdam', 'NL')).toEqual([]);
    expect(check('00-950', 'Warszawa', 'PL')).toEqual([]);
    expect(check('75001', 'Paris', 'FR')).toEqual([]);
  });

  it('says the shape a country’s postcode has', () => {
    const message = (code: string, country: string) =>
      addressProblemMessage(check(code, 'Irgendwo', country)[0] ?? fail());
    expect(message('80100', 'AT')).toBe('Eine PLZ in Österreich hat 4 Ziffern.');
    expect(message('300', 'CH')).toBe('Eine PLZ in der Schweiz hat 4 Ziffern.');
    expect(message('1012', 'NL')).toBe('Eine PLZ in den Niederlanden hat die Form 1234 AB.');
    expect(message('00950', 'PL')).toBe('Eine PLZ in Polen hat die Form 00-950.');
    expect(message('8010', 'DE')).toBe('Eine PLZ in Deutschland hat 5 Ziffern.');
  });
});

describe('recipient lists', () => {
  const recipients = [
    createRecipient('r1', { lastName: 'A', address: { postalCode: '50667', city: 'München' } }),
    createRecipient('r2', { lastName: 'B', address: { postalCode: '50667', city: 'Köln' } }),
  ];

  it('reports each card, and passes the address the customer kept on purpose', () => {
    const first = recipients[0] ?? fail();
    expect(checkRecipientAddresses(recipients, table)).toMatchObject([
      { index: 0, recipientId: 'r1', code: 'townMismatch' },
    ]);
    const kept = { ...first, addressConfirmed: addressConfirmation(first) };
    expect(kept.addressConfirmed).toBe('50667 München, DE');
    expect(checkRecipientAddresses([kept], table)).toEqual([]);
    // Changed after it was kept: checked again.
    const moved = { ...kept, address: { ...kept.address, postalCode: '10115' } };
    expect(checkRecipientAddresses([moved], table)).toMatchObject([{ code: 'townMismatch' }]);
    // A stored card without an address (older designs, free text) has nothing to check.
    const { address: _none, ...withoutAddress } = first;
    expect(checkRecipientAddresses([withoutAddress as typeof first], table)).toEqual([]);
  });
});
