import { describe, expect, it } from 'vitest';
import { cartUpdateSchema } from './cart/cartInput.ts';
import { addressProblems, cleanAddress } from './addresses.ts';

describe('business ids on an address (issue #29)', () => {
  it('answers a VAT id of the wrong form at its field, in German', () => {
    const problems = addressProblems('billing', { vat_id: 'DE12345' }, false);
    expect(problems['billing.vat_id']?.message).toBe(
      'Diese USt-IdNr. hat nicht die Form ihres Landes (z. B. DE123456789).',
    );
    expect(
      addressProblems('billing', { vat_id: 'XX123' }, false)['billing.vat_id']?.message,
    ).toMatch(/Kürzel eines EU-Landes/);
    expect(addressProblems('billing', { vat_id: 'ATU10223006' }, false)).toEqual({});
  });

  it('answers a check digit that does not fit (issue #39), for the VAT id and the Leitweg-ID', () => {
    expect(addressProblems('billing', { vat_id: 'DE123456789' }, false)).toEqual({
      'billing.vat_id': {
        code: 'INVALID',
        message: 'Die Prüfziffer der USt-IdNr. stimmt nicht – bitte prüfen Sie die Nummer.',
      },
    });
    expect(addressProblems('billing', { vat_id: 'DE123456788' }, false)).toEqual({});
    const leitweg = (id: string) =>
      addressProblems('billing', cleanAddress({ leitweg_id: id } as never), false);
    expect(leitweg('991-12345-06')['billing.leitweg_id']?.message).toBe(
      'Die Prüfziffern der Leitweg-ID stimmen nicht – bitte prüfen Sie die Nummer.',
    );
    expect(leitweg('991-12345-73')).toEqual({});
  });

  it('keeps a Leitweg-ID on the billing address and checks its form', () => {
    const update = cartUpdateSchema.parse({ billing: { leitweg_id: ' 04011000-12345-03 ' } });
    const address = cleanAddress(update.billing);
    expect(address).toMatchObject({ leitweg_id: '04011000-12345-03' });
    expect(addressProblems('billing', address, false)).toEqual({});
    expect(
      addressProblems('billing', cleanAddress({ leitweg_id: '12345' } as never), false)[
        'billing.leitweg_id'
      ]?.message,
    ).toMatch(/Leitweg-ID/);
  });
});
