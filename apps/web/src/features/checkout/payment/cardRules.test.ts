import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardBrand, cardDetailsOf, cardIssues, EMPTY_CARD, parseExpiry } from './cardRules.ts';

const VALID = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', holder: '' };

// swell-js judges expiry dates against the clock: fix it at 15 May 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 4, 15, 12));
});
afterEach(() => {
  vi.useRealTimers();
});

const issue = (changes: Partial<typeof VALID>) => cardIssues({ ...VALID, ...changes });

describe('cardIssues (spec §5, swell-js rules)', () => {
  it('a complete card has no issues; empty fields are required', () => {
    expect(cardIssues(VALID)).toEqual({});
    expect(cardIssues(EMPTY_CARD)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
    });
    expect(issue({ number: '   ', cvc: ' ' })).toEqual({ number: 'required', cvc: 'required' });
  });

  it('card number: Luhn, 10 to 16 digits, spaces and dashes allowed', () => {
    expect(issue({ number: '4242424242424242' })).toEqual({});
    expect(issue({ number: '4242-4242-4242-4242' })).toEqual({});
    expect(issue({ number: '4242 4242 4242 4241' })).toEqual({ number: 'invalid' });
    expect(issue({ number: '4242 4242' })).toEqual({ number: 'invalid' });
    expect(issue({ number: '4242 4242 4242 4242 4' })).toEqual({ number: 'invalid' });
    expect(issue({ number: '4242 4242 4242 424x' })).toEqual({ number: 'invalid' });
  });

  it('expiry: a real month, not in the past, month and year both typed', () => {
    expect(issue({ expiry: '13/30' })).toEqual({ expiry: 'invalid' });
    expect(issue({ expiry: '00/30' })).toEqual({ expiry: 'invalid' });
    expect(issue({ expiry: '04/26' })).toEqual({ expiry: 'invalid' });
    expect(issue({ expiry: '05/26' })).toEqual({}); // valid to the end of its month
    expect(issue({ expiry: '12/2' })).toEqual({ expiry: 'invalid' });
    expect(issue({ expiry: '12/' })).toEqual({ expiry: 'invalid' });
    expect(issue({ expiry: '12' })).toEqual({ expiry: 'invalid' });
    expect(issue({ expiry: '1/27' })).toEqual({});
    expect(issue({ expiry: '12/2028' })).toEqual({});
  });

  it('a two-digit year gets the current century', () => {
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('03/2031')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('12/2')).toBeNull();
  });

  it('CVC: 3 or 4 digits', () => {
    expect(issue({ cvc: '12' })).toEqual({ cvc: 'invalid' });
    expect(issue({ cvc: '12345' })).toEqual({ cvc: 'invalid' });
    expect(issue({ cvc: '12a' })).toEqual({ cvc: 'invalid' });
    expect(issue({ cvc: '123' })).toEqual({});
    expect(issue({ cvc: '1234' })).toEqual({});
  });
});

describe('cardDetailsOf', () => {
  it('is null while anything is invalid', () => {
    expect(cardDetailsOf(EMPTY_CARD)).toBeNull();
    expect(cardDetailsOf({ ...VALID, expiry: '04/26' })).toBeNull();
    expect(cardDetailsOf({ ...VALID, cvc: '12' })).toBeNull();
  });

  it('gives the digits, month, full year and CVC of a valid card', () => {
    expect(cardDetailsOf({ ...VALID, number: '4242-4242 4242-4242', holder: 'Ada' })).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2028,
      cvc: '123',
    });
  });
});

describe('cardBrand (swell-js card.type)', () => {
  it('names the brand from the first two digits', () => {
    expect(cardBrand('4242 4242')).toBe('Visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('MasterCard');
    expect(cardBrand('3782 822463 10005')).toBe('American Express');
  });

  it('is null for too few digits and unknown prefixes', () => {
    expect(cardBrand('')).toBeNull();
    expect(cardBrand('4')).toBeNull();
    expect(cardBrand('9999')).toBeNull();
  });
});
