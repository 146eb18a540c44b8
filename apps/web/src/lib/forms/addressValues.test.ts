import { describe, expect, it } from 'vitest';
import {
  addressLines,
  fromAddressValues,
  isEmptyAddress,
  toAddressValues,
  validateAddress,
} from './addressValues.ts';

describe('address values', () => {
  it('round-trips a stored address', () => {
    const stored = {
      name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: '',
      address1: 'Musterstraße 1',
      address2: '',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      phone: '',
    };
    expect(fromAddressValues(toAddressValues(stored))).toEqual(stored);
  });

  it('splits a lone name and defaults the country to Germany', () => {
    expect(toAddressValues({ name: 'Ada King Lovelace' })).toMatchObject({
      firstName: 'Ada King',
      lastName: 'Lovelace',
      country: 'DE',
    });
    expect(toAddressValues(null).country).toBe('DE');
  });

  it('trims, upper-cases the country and keeps the VAT ID for billing only', () => {
    const values = { ...toAddressValues(null), firstName: ' Ada ', vatId: 'DE123', country: 'at' };
    expect(fromAddressValues(values)).not.toHaveProperty('vat_id');
    expect(fromAddressValues(values, { billing: true })).toMatchObject({
      first_name: 'Ada',
      vat_id: 'DE123',
      country: 'AT',
    });
  });

  it('validates with spec §5 rules', () => {
    const issues = validateAddress({ ...toAddressValues(null), zip: '123' });
    expect(issues).toMatchObject({
      firstName: { code: 'required' },
      lastName: { code: 'required' },
      address1: { code: 'required' },
      zip: { code: 'postalCode' },
      city: { code: 'required' },
    });
    const ok = validateAddress({
      ...toAddressValues(null),
      firstName: 'Ada',
      lastName: 'L',
      address1: 'Weg 1',
      zip: '1010',
      city: 'Wien',
      country: 'AT',
    });
    expect(Object.values(ok).filter(Boolean)).toEqual([]);
  });

  it('knows an empty address and prints lines', () => {
    expect(isEmptyAddress({})).toBe(true);
    expect(isEmptyAddress({ country: 'DE' })).toBe(true);
    expect(isEmptyAddress({ city: 'Berlin' })).toBe(false);
    expect(
      addressLines(
        {
          first_name: 'Ada',
          last_name: 'L',
          address1: 'Weg 1',
          zip: '10115',
          city: 'Berlin',
          country: 'DE',
        },
        (code) => (code === 'DE' ? 'Deutschland' : code),
      ),
    ).toEqual(['Ada L', 'Weg 1', '10115 Berlin', 'Deutschland']);
  });
});
