import { describe, expect, it } from 'vitest';
import { formatUnit as format, preciseUnit } from './unitPrice.ts';

/** Intl separates the € sign with a no-break space. */
const formatUnit = (...args: Parameters<typeof format>) => format(...args).replace(/\u00a0/g, ' ');

describe('preciseUnit', () => {
  it('shows as many decimals as make quantity × unit the line total', () => {
    expect(preciseUnit(41650, 100)).toEqual({ amount: 4.165, digits: 3, approximate: false });
    expect(formatUnit(preciseUnit(41650, 100), 'de-DE')).toBe('4,165 €');
    expect(formatUnit(preciseUnit(17400, 60), 'de-DE')).toBe('2,90 €');
    expect(formatUnit(preciseUnit(34500, 10000), 'de-DE')).toBe('0,0345 €');
  });

  it('marks a unit price that no short decimal reaches', () => {
    expect(formatUnit(preciseUnit(10000, 3), 'de-DE')).toBe('≈ 33,3333 €');
  });
});
