import { describe, expect, it } from 'vitest';
import { formatUnit as format, preciseUnit, unitPriceText as text } from './unitPrice.ts';

/** Intl separates the € sign with a no-break space. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const formatUnit = (...args: Parameters<typeof format>) => plain(format(...args));
const unitPriceText = (...args: Parameters<typeof text>) => plain(text(...args));

/** „4,165 €“ back to a number of euros. */
const euros = (s: string) => Number(s.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('preciseUnit', () => {
  it('shows as many decimals as make quantity × unit the line total', () => {
    expect(preciseUnit(41650, 100)).toEqual({ amount: 4.165, digits: 3, approximate: false });
    expect(formatUnit(preciseUnit(41650, 100), 'de-DE')).toBe('4,165 €');
    expect(formatUnit(preciseUnit(17400, 60), 'de-DE')).toBe('2,90 €');
    expect(formatUnit(preciseUnit(34500, 10000), 'de-DE')).toBe('0,0345 €');
    expect(formatUnit(preciseUnit(41650, 100), 'en-GB')).toBe('€4.165');
  });

  it('marks a unit price that no short decimal reaches', () => {
    expect(formatUnit(preciseUnit(10000, 3), 'de-DE')).toBe('≈ 33,33 €');
  });

  it('keeps a discount line’s sign', () => {
    expect(unitPriceText(-2900, 100)).toBe('-0,29 €');
    expect(unitPriceText(-41650, 100)).toBe('-4,165 €');
  });

  it('multiplies back to the total for every gross line of 1–500 cards', () => {
    for (const net of [290, 350, 199, 95]) {
      for (let quantity = 1; quantity <= 500; quantity++) {
        const total = net * quantity + Math.round((net * quantity * 19) / 100);
        const shown = unitPriceText(total, quantity);
        if (shown.startsWith('≈')) continue;
        expect(Math.round(euros(shown) * quantity * 100), `${quantity} × ${shown}`).toBe(total);
      }
    }
  });
});
