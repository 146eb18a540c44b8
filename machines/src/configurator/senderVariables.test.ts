import { describe, expect, it } from 'vitest';
import { composeCard, variablesNeededBy } from './cardText.ts';
import { applyEdit, type EditEvent } from './edits.ts';
import { buildOrderConfiguration } from './orderConfiguration.ts';
import { emptyEditorState } from './progress.ts';
import { orderConfigurationSchema, type ConfigurationDraft } from './schema.ts';
import { stepProblemMessage } from './stepMessages.ts';
import { cardTextSettings, stepProblems, type FitState } from './stepProblems.ts';
import { BIRTHDAY_TEMPLATE, sampleRecipients } from './testing/fixtures.ts';
import { isKnownVariable, isSenderVariable, unknownVariables } from './variables.ts';

// Issue 19: `{{Absender.Firma}}` / `{{Absender.Name}}` are the sender's, one value per order;
// `{{Firma}}` stays the recipient's company.

const settings = { today: '2026-12-21', maxCards: 10_000, leadWorkingDays: 1 };
const fit: FitState = {
  status: 'done',
  result: {
    fits: true,
    checkedCount: 1,
    overflowCount: 0,
    overflowing: [],
    tightest: null,
    missingCharacters: [],
  },
};

const THANKS =
  'Guten Tag {{Vorname}} {{Nachname}},\n\nherzlichen Dank für Ihren Auftrag bei {{Absender.Firma}}.\n\n{{Absender.Name}}';

function draftAfter(...events: EditEvent[]): ConfigurationDraft {
  const base: EditEvent[] = [
    { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
    { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
    {
      type: 'IMPORT_RECIPIENTS',
      mode: 'replace',
      recipients: sampleRecipients(3).map((r) => ({ ...r, company: '', addressForm: 'du' })),
    },
    { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: THANKS },
  ];
  return [...base, ...events].reduce(applyEdit, emptyEditorState('2026-12-21', 1)).draft;
}

const contentProblems = (draft: ConfigurationDraft) =>
  stepProblems(draft, settings, fit).problems.content;

describe('sender placeholders', () => {
  it('are known placeholders in any case, and not the recipient`s', () => {
    expect(isKnownVariable('Absender.Firma', [])).toBe(true);
    expect(isKnownVariable('absender.name', [])).toBe(true);
    expect(isSenderVariable('Firma')).toBe(false);
    expect(unknownVariables(THANKS, [])).toEqual([]);
  });

  it('block the content step until the sender is filled, then every card says it', () => {
    const empty = draftAfter();
    const problems = contentProblems(empty);
    expect(problems).toEqual([
      {
        step: 'content',
        code: 'senderMissing',
        params: { variables: 'Absender.Firma, Absender.Name' },
      },
    ]);
    expect(stepProblemMessage(problems[0] as never)).toBe(
      'Bitte den Absender ausfüllen: Absender.Firma, Absender.Name.',
    );
    // Not a per-card field: the recipients are fine.
    expect(stepProblems(empty, settings, fit).problems.data).toEqual([]);

    const filled = draftAfter({
      type: 'SET_SENDER',
      sender: { company: 'Papeterie Kern', name: 'Jana Kern' },
    });
    expect(contentProblems(filled)).toEqual([]);
    const settingsOf = cardTextSettings(filled);
    for (const recipient of filled.recipients) {
      const card = composeCard(settingsOf, recipient);
      expect(card.pages[0]?.body).toContain('bei Papeterie Kern.');
      expect(card.pages[0]?.body).toContain('Jana Kern');
      expect(card.empty).toEqual([]);
      expect(variablesNeededBy(settingsOf, recipient)).toEqual(['Vorname', 'Nachname']);
    }
  });

  it('a half-filled sender names the missing one; the configuration keeps the sender', () => {
    const half = draftAfter({ type: 'SET_SENDER', sender: { company: 'Papeterie Kern' } });
    expect(contentProblems(half)).toEqual([
      { step: 'content', code: 'senderMissing', params: { variables: 'Absender.Name' } },
    ]);
    const full = draftAfter({
      type: 'SET_SENDER',
      sender: { company: 'Papeterie Kern', name: 'Jana Kern' },
    });
    const configuration = buildOrderConfiguration({
      ...full,
      shipping: { ...full.shipping, date: '2026-12-22' },
    });
    expect(configuration?.sender).toEqual({ company: 'Papeterie Kern', name: 'Jana Kern' });
    expect(orderConfigurationSchema.parse(configuration).sender).toEqual(configuration?.sender);
  });

  it('a text without sender placeholders needs no sender (older configurations read as before)', () => {
    const draft = draftAfter({ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: 'Hallo!' });
    expect(contentProblems(draft)).toEqual([]);
    expect(draft.sender).toBeUndefined();
  });
});
