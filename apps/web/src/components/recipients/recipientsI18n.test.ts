import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { RECIPIENT_MESSAGES, RECIPIENTS_NS } from './recipientsI18n.ts';

function keysOf(messages: unknown, prefix = ''): string[] {
  if (typeof messages !== 'object' || messages === null) return [prefix];
  return Object.entries(messages).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}
const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(/_sie$/, '')))].sort();

describe('recipient step texts', () => {
  it('has every German text in English and vice versa (Sie forms folded in)', () => {
    expect(base(keysOf(RECIPIENT_MESSAGES.en))).toEqual(base(keysOf(RECIPIENT_MESSAGES.de)));
  });

  it('has a du base for every Sie text', () => {
    const keys = new Set(keysOf(RECIPIENT_MESSAGES.de));
    for (const key of keys) if (key.endsWith('_sie')) expect(keys).toContain(key.slice(0, -4));
  });

  it('is registered by the app loader, with numbers formatted per language', () => {
    const t = i18n.getFixedT('de', RECIPIENTS_NS);
    expect(t('count', { shown: 1234, max: 10000 })).toBe('1.234 von 10.000 Karten');
    expect(i18n.getFixedT('en', RECIPIENTS_NS)('count', { shown: 1234, max: 10000 })).toBe(
      '1,234 of 10,000 cards',
    );
  });

  it('has a text for every issue code of the machines', async () => {
    const { RECIPIENT_ISSUE_MESSAGES_DE } = await import('@federkiel/machines');
    expect(Object.keys(RECIPIENT_MESSAGES.de.issues).sort()).toEqual(
      Object.keys(RECIPIENT_ISSUE_MESSAGES_DE).sort(),
    );
  });
});
