import type { Resource } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResources, loadAllResources, namespacesOf } from './resources.ts';

describe('buildResources', () => {
  it('maps app files to <lang>/<file> and feature files to <lang>/<feature>', () => {
    const resources = buildResources<Record<string, string>>(
      { '../../locales/de/common.json': { a: 'A' }, '../../locales/en/common.json': { a: 'A!' } },
      {
        '../../features/landing/locales/de.json': { hero: 'Hallo' },
        '../../features/landing/locales/en.json': { hero: 'Hello' },
        '../../features/cookie-consent/locales/de.json': { title: 'Cookies' },
      },
    );
    expect(resources).toEqual({
      de: {
        common: { a: 'A' },
        landing: { hero: 'Hallo' },
        'cookie-consent': { title: 'Cookies' },
      },
      en: { common: { a: 'A!' }, landing: { hero: 'Hello' } },
    });
    expect(namespacesOf(resources)).toEqual(['common', 'cookie-consent', 'landing']);
  });

  it('names a sub-feature namespace <feature>-<part>', () => {
    const resources = buildResources(
      {},
      { '../../features/configurator/recipients/locales/de.json': { count: 'n' } },
    );
    expect(resources).toEqual({ de: { 'configurator-recipients': { count: 'n' } } });
  });

  it('names a shared component namespace after its folder under components', () => {
    const resources = buildResources(
      {},
      { '../../components/recipients/locales/de.json': { count: 'n' } },
    );
    expect(resources).toEqual({ de: { recipients: { count: 'n' } } });
  });

  it('refuses a feature whose name collides with an app namespace', () => {
    expect(() =>
      buildResources(
        { '../../locales/de/common.json': {} },
        { '../../features/common/locales/de.json': {} },
      ),
    ).toThrow(/defined twice/);
  });

  it('finds the real locale files of the app and of every feature', () => {
    const resources = buildResources();
    expect(Object.keys(resources).sort()).toEqual(['de', 'en']);
    for (const ns of ['common', 'cookie-consent', 'legal', 'mobile-notice', 'wunderlink']) {
      expect(resources.de?.[ns], ns).toBeDefined();
      expect(resources.en?.[ns], ns).toBeDefined();
    }
  });
});

/** Leaf keys of a messages object, with the `_sie` variants folded into their base key. */
function keysOf(messages: unknown, prefix = ''): string[] {
  if (typeof messages !== 'object' || messages === null) return [prefix];
  return Object.entries(messages).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', () => {
  const namespaces = namespacesOf(buildResources());
  let resources: Resource = {};
  beforeAll(async () => {
    resources = await loadAllResources();
  });

  it.each(namespaces)('%s: every German text has an English one and vice versa', (ns) => {
    const base = (keys: string[]) =>
      [...new Set(keys.map((key) => key.replace(/_sie$/, '')))].sort();
    expect(base(keysOf(resources.en?.[ns]))).toEqual(base(keysOf(resources.de?.[ns])));
  });

  it.each(namespaces)('%s: every Sie variant has its du base text', (ns) => {
    const keys = new Set(keysOf(resources.de?.[ns]));
    const orphans = [...keys].filter(
      (key) => key.endsWith('_sie') && !keys.has(key.replace(/_sie$/, '')),
    );
    expect(orphans).toEqual([]);
  });
});
