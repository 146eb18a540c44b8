import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '../forms/addressValues.ts';
import { regionName } from './regionName.ts';

describe('regionName', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['de', 'en'])('names the address forms’ countries in %s as Intl does', (language) => {
    const intl = new Intl.DisplayNames([language], { type: 'region' });
    for (const code of COUNTRIES) expect(regionName(code, language)).toBe(intl.of(code));
  });

  it('names the address forms’ countries without loading Intl’s region data', async () => {
    // Fresh modules: a formatter another test built must not hide one built here.
    vi.resetModules();
    const fresh = await import('./regionName.ts');
    const built = vi.spyOn(Intl, 'DisplayNames');
    for (const code of COUNTRIES) fresh.regionName(code.toLowerCase(), 'de');
    expect(built).not.toHaveBeenCalled();
  });

  it('asks Intl for other countries and gives an unknown code back as it came', () => {
    expect(regionName('GB', 'de')).toBe('Vereinigtes Königreich');
    expect(regionName('SE', 'en')).toBe('Sweden');
    expect(regionName('not a code', 'de')).toBe('not a code');
  });
});
