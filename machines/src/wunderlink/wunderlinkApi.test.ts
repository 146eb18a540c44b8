import { describe, expect, it } from 'vitest';
import {
  createWunderlinkBodySchema,
  isWunderlinkId,
  redeemWunderlinkBodySchema,
  type CreateWunderlinkBody,
} from './wunderlinkApi.ts';

const body = (overrides: Partial<CreateWunderlinkBody> = {}): CreateWunderlinkBody => ({
  campaign: '  Sommer  ',
  free_cards: 3,
  valid_from: '2026-07-01T08:00:00+02:00',
  valid_until: '2026-07-31',
  max_redemptions: 100,
  postage_included: true,
  ...overrides,
});

const firstIssue = (value: unknown) => {
  const result = createWunderlinkBodySchema.safeParse(value);
  return result.success ? null : result.error.issues[0];
};

describe('createWunderlinkBodySchema', () => {
  it('trims the campaign and stores every bound as a UTC instant', () => {
    expect(createWunderlinkBodySchema.parse(body())).toEqual({
      campaign: 'Sommer',
      free_cards: 3,
      valid_from: '2026-07-01T06:00:00.000Z',
      valid_until: '2026-07-31T22:00:00.000Z',
      max_redemptions: 100,
      postage_included: true,
    });
  });

  it('takes a template or a group, null for none, never both', () => {
    expect(createWunderlinkBodySchema.parse(body({ template_id: '21' })).template_id).toBe('21');
    expect(createWunderlinkBodySchema.parse(body({ group_id: null })).group_id).toBeNull();
    expect(firstIssue(body({ template_id: '21', group_id: '3' }))).toMatchObject({
      path: ['group_id'],
      message: 'Bitte entweder eine Vorlage oder eine Gruppe wählen, nicht beides.',
    });
  });

  it('wants valid_until after valid_from', () => {
    expect(firstIssue(body({ valid_from: '2026-07-02', valid_until: '2026-07-01' }))).toMatchObject(
      { path: ['valid_until'], message: '„Gültig bis“ muss nach „Gültig ab“ liegen.' },
    );
    // One calendar day is a whole day.
    expect(
      createWunderlinkBodySchema.safeParse(
        body({ valid_from: '2026-07-01', valid_until: '2026-07-01' }),
      ).success,
    ).toBe(true);
  });

  it.each([
    ['unknown fields', { ...body(), redemptions: 3 }, []],
    ['0 cards', body({ free_cards: 0 }), ['free_cards']],
    ['1001 cards', body({ free_cards: 1001 }), ['free_cards']],
    ['half a card', body({ free_cards: 1.5 }), ['free_cards']],
    ['cards as text', { ...body(), free_cards: '3' }, ['free_cards']],
    ['0 redemptions', body({ max_redemptions: 0 }), ['max_redemptions']],
    ['no campaign', body({ campaign: ' ' }), ['campaign']],
    ['a local time without zone', body({ valid_from: '2026-07-01T08:00' }), ['valid_from']],
    ['a day that does not exist', body({ valid_until: '2026-02-29' }), ['valid_until']],
    ['a template id that is no CMS id', body({ template_id: 'abc' }), ['template_id']],
    ['missing postage', { ...body(), postage_included: undefined }, ['postage_included']],
  ])('refuses %s', (_what, value, path) => {
    expect(firstIssue(value)?.path).toEqual(path);
  });

  it('names unknown fields in German', () => {
    expect(firstIssue({ ...body(), price: 0, status: 'aktiv' })?.message).toBe(
      'Unbekannte Felder: „price“, „status“.',
    );
  });
});

describe('redeemWunderlinkBodySchema', () => {
  it('takes a configuration id and, optionally, a delivery address', () => {
    expect(redeemWunderlinkBodySchema.parse({ configuration_id: 'cfg_1' })).toEqual({
      configuration_id: 'cfg_1',
    });
    expect(
      redeemWunderlinkBodySchema.parse({
        configuration_id: 'cfg_1',
        shipping: { address1: 'Hauptstraße 1', zip: '10115', city: 'Berlin', country: 'DE' },
      }).shipping?.city,
    ).toBe('Berlin');
  });

  it('refuses anything else: quantities, prices, templates, a shipping service', () => {
    for (const extra of [
      { quantity: 3 },
      { price: 0 },
      { template_id: '21' },
      { shipping: { service: 'to_customer' } },
    ]) {
      expect(
        redeemWunderlinkBodySchema.safeParse({ configuration_id: 'cfg_1', ...extra }).success,
      ).toBe(false);
    }
    expect(redeemWunderlinkBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('isWunderlinkId', () => {
  it('accepts 22 base64url characters only', () => {
    expect(isWunderlinkId('q3X9_-abcdefghijklmnop')).toBe(true);
    expect(isWunderlinkId('q3X9_-abcdefghijklmno')).toBe(false);
    expect(isWunderlinkId('q3X9+/abcdefghijklmnop')).toBe(false);
    expect(isWunderlinkId(42)).toBe(false);
  });
});
