import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats.ts';
import { unitPriceText } from '../pricing/unitPrice.ts';

afterEach(() => vi.unstubAllGlobals());

describe('Intl formatters kept per locale and options (issue #44)', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const euro = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR' })).not.toBe(euro);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'CHF' })).not.toBe(euro);
    expect(euro.format(4.165)).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(4.165),
    );
    const day = dateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' })).toBe(day);
    expect(day.format(new Date('2026-12-05T00:00:00Z'))).toBe('5. Dezember 2026');
  });

  it('a cart of 60 lines that Intl writes builds one formatter per precision, not one per price', () => {
    let made = 0;
    const Real = Intl.NumberFormat;
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: class extends Real {
        constructor(...args: ConstructorParameters<typeof Real>) {
          super(...args);
          made += 1;
        }
      },
    });
    // fr-FR: not one of the locales writtenMoney.ts writes without Intl.
    const texts = Array.from({ length: 60 }, (_, i) =>
      unitPriceText(41_650 + i * 100, 100, 'fr-FR'),
    );
    expect(texts[0]).toMatch(/^4,165\s€$/);
    expect(made).toBeLessThanOrEqual(1);
  });
});
