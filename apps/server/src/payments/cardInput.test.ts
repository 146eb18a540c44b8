import { describe, expect, it } from 'vitest';
import { cardBrand, checkCardInput, luhnValid } from './cardInput.ts';

const NOW = new Date('2026-06-15T00:00:00Z');
const card = (
  overrides: Partial<{ number: string; exp_month: number; exp_year: number; cvc: string }>,
) => ({
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...overrides,
});

describe('card input', () => {
  it('accepts the test cards with spaces or dashes', () => {
    expect(checkCardInput(card({}), NOW)).toBeNull();
    expect(checkCardInput(card({ number: '5555-5555-5555-4444' }), NOW)).toBeNull();
    expect(luhnValid('4000002760003184')).toBe(true);
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'invalid_card_number'],
    [{ number: '123' }, 'invalid_card_number'],
    [{ number: '4242abcd42424242' }, 'invalid_card_number'],
    [{ exp_month: 13 }, 'invalid_card_expiry'],
    [{ exp_month: 0 }, 'invalid_card_expiry'],
    [{ exp_month: 5, exp_year: 2026 }, 'invalid_card_expiry'],
    [{ exp_year: 2099 }, 'invalid_card_expiry'],
    [{ cvc: '12' }, 'invalid_card_cvc'],
    [{ cvc: '12345' }, 'invalid_card_cvc'],
  ])('refuses %o with %s and a German message', (overrides, code) => {
    const problem = checkCardInput(card(overrides), NOW);
    expect(problem?.code).toBe(code);
    expect(problem?.message).toMatch(/ungültig/);
  });

  it('accepts the current month and two-digit years', () => {
    expect(checkCardInput(card({ exp_month: 6, exp_year: 2026 }), NOW)).toBeNull();
    expect(checkCardInput(card({ exp_month: 1, exp_year: 30 }), NOW)).toBeNull();
  });

  it('names brands like swell-js', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('MasterCard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });
});
