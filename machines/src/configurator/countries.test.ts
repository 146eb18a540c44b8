import { describe, expect, it } from 'vitest';
import { isValidPostalCode, normalizePostalCode, parseCountry } from './countries.ts';

describe('postal codes per country (spec §5)', () => {
  it.each([
    ['DE', '10115', true],
    ['DE', '01067', true],
    ['DE', '1011', false],
    ['DE', '101155', false],
    ['DE', '1O115', false],
    ['AT', '1010', true],
    ['AT', '10100', false],
    ['CH', '8001', true],
    ['NL', '1234 AB', true],
    ['NL', '1234ab', true],
    ['NL', '1234', false],
    ['NL', 'AB 1234', false],
    ['FR', '75001', true],
    ['FR', '7500', false],
    ['BE', '1000', true],
    ['LU', '1111', true],
    ['LU', 'L-1111', true],
    ['DK', '1050', true],
    ['IT', '00118', true],
    ['ES', '28001', true],
    ['PL', '00-950', true],
    ['PL', '00950', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'M1 1AE', true],
    ['GB', 'EC1A1BB', true],
    ['GB', '12345', false],
    ['US', '10001', true],
    ['US', '10001-1234', true],
    ['US', '1000', false],
    ['pt', '1000-001', true],
    // Countries without a rule: a loose check only.
    ['JP', '100-0001', true],
    ['JP', '!', false],
  ])('%s %s → %s', (country, code, valid) => {
    expect(isValidPostalCode(code, country)).toBe(valid);
  });

  it.each([
    ['1234ab', 'NL', '1234 AB'],
    ['sw1a1aa', 'GB', 'SW1A 1AA'],
    ['1067', 'DE', '01067'],
    [' 10115 ', 'DE', '10115'],
    ['1010', 'AT', '1010'],
  ])('normalises %s (%s) to %s', (code, country, expected) => {
    expect(normalizePostalCode(code, country)).toBe(expected);
  });

  it.each([
    ['Deutschland', 'DE'],
    ['germany', 'DE'],
    ['D', 'DE'],
    ['de', 'DE'],
    ['Österreich', 'AT'],
    ['Vereinigtes Königreich', 'GB'],
    ['UK', 'GB'],
    ['jp', 'JP'],
    ['Atlantis', null],
    ['', null],
  ])('parses country %s as %s', (text, code) => {
    expect(parseCountry(text)).toBe(code);
  });
});
