import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { useUnitPriceText } from './unitPrice.ts';

// The rule itself is tested in machines/src/pricing/unitPrice.test.ts; here: the web's hook
// applies it to a line total in euros, in the UI language.

/** Intl separates the € sign with a no-break space. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

afterEach(async () => {
  await act(() => i18n.changeLanguage('de'));
});

describe('useUnitPriceText', () => {
  it('shows as many decimals as make quantity × unit the line total', () => {
    const { result } = renderHook(() => useUnitPriceText());
    expect(plain(result.current(416.5, 100))).toBe('4,165 €');
    expect(plain(result.current(174, 60))).toBe('2,90 €');
    expect(plain(result.current(100, 3))).toBe('≈ 33,33 €');
  });

  it('follows the UI language', async () => {
    const { result } = renderHook(() => useUnitPriceText());
    await act(() => i18n.changeLanguage('en'));
    expect(plain(result.current(416.5, 100))).toBe('€4.165');
  });
});
