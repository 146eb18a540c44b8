import { describe, expect, it } from 'vitest';
import { applyEdit, type EditEvent } from './edits.ts';
import { buildOrderConfiguration, checkOrderConfiguration } from './orderConfiguration.ts';
import { emptyEditorState, parseSavedProgress, toSavedProgress } from './progress.ts';
import { createOrderConfigurationSchema, orderConfigurationSchema } from './schema.ts';
import { BIRTHDAY_TEMPLATE, sampleRecipients } from './testing/fixtures.ts';
import { loadTestFont } from './testing/nodeFont.ts';

const settings = { today: '2026-12-21', maxCards: 10_000, leadWorkingDays: 1 };
const events: EditEvent[] = [
  { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
  { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
  { type: 'IMPORT_RECIPIENTS', mode: 'replace', recipients: sampleRecipients(3) },
];
const editor = events.reduce(applyEdit, emptyEditorState('2026-12-21', 1));

describe('order configuration', () => {
  it('is built from a complete draft and passes the schema and every rule', () => {
    const configuration = buildOrderConfiguration(editor.draft);
    expect(configuration).not.toBeNull();
    const parsed = orderConfigurationSchema.parse(JSON.parse(JSON.stringify(configuration)));
    const check = checkOrderConfiguration(parsed, settings, loadTestFont('caveat'));
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.fit?.checkedCount).toBe(3);
  });

  it('is null while something is missing', () => {
    expect(buildOrderConfiguration(emptyEditorState('2026-12-21', 1).draft)).toBeNull();
  });

  it('refuses wrong shapes and too many cards', () => {
    const configuration = buildOrderConfiguration(editor.draft);
    expect(orderConfigurationSchema.safeParse({ ...configuration, textSize: 'huge' }).success).toBe(
      false,
    );
    expect(orderConfigurationSchema.safeParse({ ...configuration, recipients: [] }).success).toBe(
      false,
    );
    expect(createOrderConfigurationSchema(2).safeParse(configuration).success).toBe(false);
    const image = { url: 'javascript:alert(1)', widthPx: 10, heightPx: 10 };
    expect(
      orderConfigurationSchema.safeParse({
        ...configuration,
        images: { ...configuration?.images, logo: image },
      }).success,
    ).toBe(false);
  });

  it('lets the server re-check: the rules, and the fit with the font', () => {
    const configuration = buildOrderConfiguration(editor.draft);
    if (!configuration) throw new Error('incomplete');
    const broken = {
      ...configuration,
      shipping: { ...configuration.shipping, date: '2026-12-20' },
      recipients: configuration.recipients.slice(0, 1).map((r) => ({ ...r, lastName: '' })),
    };
    const check = checkOrderConfiguration(broken, settings, null);
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.code)).toEqual([
      'recipientErrors',
      'shippingDateTooEarly',
      'fitCheckFailed',
    ]);
    expect(check.recipients.issues[0]).toMatchObject({ field: 'lastName', code: 'required' });
  });
});

describe('saved progress', () => {
  it('round-trips through JSON and ignores anything else', () => {
    const saved = toSavedProgress(editor, 'data', ['path', 'content']);
    expect(parseSavedProgress(JSON.stringify(saved))).toEqual(saved);
    expect(parseSavedProgress(saved)).toEqual(saved);
    expect(parseSavedProgress('{not json')).toBeNull();
    expect(parseSavedProgress({ ...saved, version: 99 })).toBeNull();
    expect(parseSavedProgress(null)).toBeNull();
  });
});
