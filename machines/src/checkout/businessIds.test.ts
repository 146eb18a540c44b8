import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, addressIssues } from './address.ts';
import { leitwegIdValid, normalizeVatId, vatIdProblem } from './businessIds.ts';

describe('VAT ids per EU country', () => {
  it.each([
    'DE123456789',
    'de 123 456 789',
    'ATU12345678',
    'FR12345678901',
    'NL123456789B01',
    'EL123456789',
    'ESX1234567X',
    'IE1234567WA',
    'SE123456789001',
    'CHE-123.456.789 MWST',
  ])('accepts %s', (id) => {
    expect(vatIdProblem(id)).toBeNull();
  });

  it.each([
    ['DE12345678', 'vatIdFormat'],
    ['ATU1234567', 'vatIdFormat'],
    ['NL123456789', 'vatIdFormat'],
    ['GR123456789', 'vatIdCountry'],
    ['123456789', 'vatIdCountry'],
  ])('refuses %s (%s)', (id, problem) => {
    expect(vatIdProblem(id)).toBe(problem);
  });

  it('is optional and compared without spaces, dots and dashes', () => {
    expect(vatIdProblem('')).toBeNull();
    expect(normalizeVatId(' de-123.456 789')).toBe('DE123456789');
  });

  it('is a field issue of the billing address', () => {
    expect(addressIssues({ ...EMPTY_ADDRESS, vatId: 'DE1234' }).vatId).toEqual({
      code: 'vatIdFormat',
    });
    expect(addressIssues({ ...EMPTY_ADDRESS, vatId: 'DE123456789' }).vatId).toBeUndefined();
  });
});

describe('Leitweg-ID', () => {
  it.each(['04011000-1234512345-06', '991-33333TEST-33', '05-12', '0401100012-ab12-99'])(
    'accepts %s',
    (id) => expect(leitwegIdValid(id)).toBe(true),
  );
  it.each(['1-12', '04011000-1234512345', '04011000_12345-06', 'ABC-12345-06'])(
    'refuses %s',
    (id) => expect(leitwegIdValid(id)).toBe(false),
  );
  it('is a field issue of the billing address', () => {
    expect(addressIssues({ ...EMPTY_ADDRESS, leitwegId: '1234' }).leitwegId).toEqual({
      code: 'leitwegId',
    });
    expect(addressIssues({ ...EMPTY_ADDRESS, leitwegId: '' }).leitwegId).toBeUndefined();
  });
});

describe('the invoice address keeps the business ids', () => {
  it('also when the invoice goes to the delivery address', async () => {
    const { billingAddress } = await import('./context.ts');
    const delivery = { ...EMPTY_ADDRESS, firstName: 'Ada', address1: 'Weg 1' };
    const billing = { ...EMPTY_ADDRESS, vatId: 'DE123456789', leitwegId: '991-12345-06' };
    const context = { billingSameAsDelivery: true, delivery, billing } as Parameters<
      typeof billingAddress
    >[0];
    expect(billingAddress(context)).toEqual({
      ...delivery,
      vatId: 'DE123456789',
      leitwegId: '991-12345-06',
    });
  });
});
