import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n.ts';

// Issue #44: `{{count, number}}` in the shop's texts wrote through Intl.NumberFormat, whose
// first use loads the browser's number data while a page hydrates.

describe('i18next’s number format', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes whole numbers without building a NumberFormat', async () => {
    await initI18n('de', { namespaces: ['contact'] });
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(i18next.t('contact:fields.messageCount', { count: 5001, max: 5000 })).toBe(
      '5.001 von 5.000 Zeichen',
    );
    expect(built).not.toHaveBeenCalled();
  });

  it('leaves fractions to Intl', async () => {
    await initI18n('de');
    const formatter = i18next.services.formatter;
    expect(formatter?.format(1234.5, 'number', 'de', {})).toBe('1.234,5');
    expect(formatter?.format(1234.5, 'number', 'en', {})).toBe('1,234.5');
  });
});
