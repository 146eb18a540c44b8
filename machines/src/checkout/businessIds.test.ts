import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, addressIssues } from './address.ts';
import {
  leitwegCheckDigitsValid,
  leitwegIdProblem,
  leitwegIdValid,
  normalizeVatId,
  vatIdProblem,
} from './businessIds.ts';

describe('VAT ids per EU country', () => {
  it.each([
    'DE136695976',
    'de 123 456 788',
    'DE312345671',
    'ATU10223006',
    'BE0411905847',
    'FR40303265045',
    'IT00743110157',
    'NL004495445B01',
    'EL094259216',
    'ESB58378431',
    'IE6388047V',
    'PL8567346215',
    'SE556188840401',
    'DK13585628',
    'LU10000356',
    'CHE-116.281.710 MWST',
  ])('accepts %s (form and check digit)', (id) => {
    expect(vatIdProblem(id)).toBeNull();
  });

  it.each([
    ['DE12345678', 'vatIdFormat'],
    ['ATU1234567', 'vatIdFormat'],
    ['NL123456789', 'vatIdFormat'],
    ['GR123456789', 'vatIdCountry'],
    ['123456789', 'vatIdCountry'],
    // issue #39: the right form with a check digit that does not fit (ISO 7064 MOD 11,10 for
    // DE: DE123456788 would be right)
    ['DE123456789', 'vatIdCheckDigit'],
    ['DE312345678', 'vatIdCheckDigit'],
    ['DE136695975', 'vatIdCheckDigit'],
    ['ATU10223007', 'vatIdCheckDigit'],
    ['FR40303265046', 'vatIdCheckDigit'],
    ['NL004495446B01', 'vatIdCheckDigit'],
    ['PL8567346216', 'vatIdCheckDigit'],
    ['CHE116281711', 'vatIdCheckDigit'],
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
    expect(addressIssues({ ...EMPTY_ADDRESS, vatId: 'DE123456789' }).vatId).toEqual({
      code: 'vatIdCheckDigit',
    });
    expect(addressIssues({ ...EMPTY_ADDRESS, vatId: 'DE123456788' }).vatId).toBeUndefined();
  });
});

describe('Leitweg-ID', () => {
  it.each([
    '04011000-1234512345-06',
    '991-33333TEST-33',
    '991-12345-73',
    '05-83',
    '0401100012-ab12-54',
  ])('accepts %s', (id) => expect(leitwegIdValid(id)).toBe(true));
  it.each([
    '991-12345-06',
    '04011000-1234512345-60',
    '991-33333TEST-34',
    '05-12',
    '0401100012-ab12-99',
  ])('refuses %s: its check digits (ISO 7064 MOD 97-10) do not fit', (id) => {
    expect(leitwegIdProblem(id)).toBe('leitwegIdCheckDigit');
    expect(leitwegCheckDigitsValid(id)).toBe(false);
  });
  it.each(['1-12', '04011000-1234512345', '04011000_12345-06', 'ABC-12345-06'])(
    'refuses %s',
    (id) => expect(leitwegIdValid(id)).toBe(false),
  );
  it('is a field issue of the billing address', () => {
    expect(addressIssues({ ...EMPTY_ADDRESS, leitwegId: '1234' }).leitwegId).toEqual({
      code: 'leitwegId',
    });
    expect(addressIssues({ ...EMPTY_ADDRESS, leitwegId: '991-12345-06' }).leitwegId).toEqual({
      code: 'leitwegIdCheckDigit',
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
