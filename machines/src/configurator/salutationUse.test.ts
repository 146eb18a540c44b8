import { describe, expect, it } from 'vitest';
import type { CardTextSettings } from './cardText.ts';
import { emptyVariantTexts } from './progress.ts';
import { listWritesSalutation, writesSalutation } from './salutationUse.ts';

function settings(bodies: Partial<Record<'du' | 'sie' | 'ihr', string>>): CardTextSettings {
  const texts = emptyVariantTexts();
  for (const [form, body] of Object.entries(bodies)) texts[form as 'du'].pages[0].body = body;
  return { kind: 'postcard', personalisation: 'salutation_address', texts, customSalutation: null };
}

describe('writesSalutation', () => {
  it('is true only where the card’s own variant says {{Anrede}}', () => {
    const text = settings({ du: '{{Anrede}} schön!', sie: 'Guten Tag {{Vorname}} {{Nachname}},' });
    expect(writesSalutation(text, { addressForm: 'du', freeText: '' })).toBe(true);
    expect(writesSalutation(text, { addressForm: 'sie', freeText: '' })).toBe(false);
    expect(writesSalutation(text, { addressForm: 'ihr', freeText: '' })).toBe(false);
  });

  it('ignores pages the canvas does not write', () => {
    const text = settings({ sie: 'Hallo' });
    text.texts.sie.pages[1].body = '{{Anrede}}';
    expect(writesSalutation(text, { addressForm: 'sie', freeText: '' })).toBe(false);
    expect(
      writesSalutation({ ...text, kind: 'folded_card' }, { addressForm: 'sie', freeText: '' }),
    ).toBe(true);
  });

  it('reads the free text of each card', () => {
    const text = { ...settings({}), personalisation: 'free_text' as const };
    expect(writesSalutation(text, { addressForm: 'sie', freeText: '{{Anrede}}' })).toBe(true);
    expect(writesSalutation(text, { addressForm: 'sie', freeText: 'Anrede' })).toBe(false);
  });
});

describe('listWritesSalutation', () => {
  it('is true when any card writes it', () => {
    const text = settings({ du: '{{Anrede}}', sie: 'Guten Tag' });
    expect(listWritesSalutation(text, [{ addressForm: 'sie', freeText: '' }])).toBe(false);
    expect(
      listWritesSalutation(text, [
        { addressForm: 'sie', freeText: '' },
        { addressForm: 'du', freeText: '' },
      ]),
    ).toBe(true);
    expect(listWritesSalutation(text, [])).toBe(false);
    expect(listWritesSalutation(settings({ sie: '{{Anrede}}' }), [])).toBe(true);
  });
});
