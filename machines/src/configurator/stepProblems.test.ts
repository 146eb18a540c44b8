import { describe, expect, it } from 'vitest';
import { applyEdit, type EditEvent } from './edits.ts';
import { emptyEditorState } from './progress.ts';
import type { ConfigurationDraft } from './schema.ts';
import { stepProblemMessage } from './stepMessages.ts';
import { type FitState, type StepProblem, stepProblems } from './stepProblems.ts';
import { BIRTHDAY_TEMPLATE, CANVASES, sampleRecipients } from './testing/fixtures.ts';

const settings = { today: '2026-12-21', maxCards: 10_000, leadWorkingDays: 1 };
const done: FitState = {
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
const base: EditEvent[] = [
  { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
  { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
  { type: 'IMPORT_RECIPIENTS', mode: 'replace', recipients: sampleRecipients(5) },
];

function draftAfter(...events: EditEvent[]): ConfigurationDraft {
  return [...base, ...events].reduce(applyEdit, emptyEditorState('2026-12-21', 1)).draft;
}

const codes = (draft: ConfigurationDraft, fit: FitState = done) =>
  Object.values(stepProblems(draft, settings, fit).problems).flatMap((list: StepProblem[]) =>
    list.map((p) => `${p.step}:${p.code}${p.params ? JSON.stringify(p.params) : ''}`),
  );

describe('step problems', () => {
  it('a complete order has none', () => {
    expect(codes(draftAfter())).toEqual([]);
  });

  it('path, content and summary rules', () => {
    expect(codes(emptyEditorState('2026-12-21', 1).draft, { status: 'pending' })).toEqual([
      'path:canvasMissing',
      'path:templateMissing',
      'path:personalisationMissing',
      'content:fontMissing',
      'content:textEmpty',
      'data:noRecipients',
      'summary:fitPending',
    ]);
  });

  it.each([
    [
      [{ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}} {{Rabatt}}' }],
      ['content:unknownVariables{"variables":"Rabatt"}'],
    ],
    // The robot writes plain text only (issue 31); "3 < 5" and "<3" are plain text.
    [
      [{ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}} <img onerror=x>' }],
      ['content:textNotPlain{"fields":"Kartentext (Du)"}'],
    ],
    [[{ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}} 3 < 5, <3' }], []],
    [
      [{ type: 'SET_SENDER', sender: { company: 'Acme', name: 'java\u200bscript:alert(1)' } }],
      ['content:textNotPlain{"fields":"Absender"}'],
    ],
    [
      [
        {
          type: 'SET_CUSTOM_SALUTATION',
          salutation: { masculine: 'Lieber {{Vorname}},', feminine: '' },
        },
      ],
      ['content:customSalutationIncomplete'],
    ],
    [
      [
        {
          type: 'SET_CUSTOM_SALUTATION',
          salutation: { masculine: '{{Anrede}}', feminine: 'Liebe {{X}},' },
        },
      ],
      ['content:customSalutationVariables{"variables":"Anrede, X"}'],
    ],
    [[{ type: 'SET_CUSTOM_SALUTATION', salutation: { masculine: '', feminine: '' } }], []],
    // A custom variable is only known with the variable-text-blocks personalisation.
    [
      [
        { type: 'ADD_VARIABLE', name: 'Geschenk' },
        { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Geschenk}}' },
      ],
      ['content:unknownVariables{"variables":"Geschenk"}'],
    ],
    [[{ type: 'IMPORT_RECIPIENTS', mode: 'replace', recipients: [] }], ['data:noRecipients']],
    [
      [{ type: 'UPDATE_RECIPIENT', id: 'r1', changes: { lastName: '' } }],
      ['data:recipientErrors{"count":1}'],
    ],
    [
      [{ type: 'SET_SHIPPING', changes: { date: '2026-12-25' } }],
      ['summary:shippingDateNotWorkingDay'],
    ],
    [
      [{ type: 'SET_SHIPPING', changes: { envelope: 'blank' } }],
      ['summary:blankEnvelopeNeedsSelfShipping'],
    ],
    [[{ type: 'SET_SHIPPING', changes: { envelope: 'blank', mode: 'to_customer' } }], []],
  ] as [EditEvent[], string[]][])('%j → %j', (events, expected) => {
    expect(codes(draftAfter(...events))).toEqual(expected);
  });

  it('needs a text for every address form the recipients use', () => {
    const draft = draftAfter();
    const texts = {
      ...draft.texts,
      ihr: {
        pages: [
          { heading: '', body: '' },
          { heading: '', body: '' },
        ],
      },
    };
    expect(codes({ ...draft, texts } as ConfigurationDraft)).toEqual([
      'data:variantMissing{"variant":"ihr","count":1}',
    ]);
    expect(codes({ ...draft, texts, personalisation: 'free_text' } as ConfigurationDraft)).toEqual([
      'data:recipientErrors{"count":5}',
    ]);
  });

  it('checks images against the canvas', () => {
    const image = { url: '/u/bg.jpg', widthPx: 900, heightPx: 640 }; // 154 DPI on A6
    const draft = draftAfter({ type: 'SET_IMAGE', slot: 'outerBackground', image });
    expect(codes(draft)).toEqual([]);
    // The same image on a larger canvas is too small; a letter has no outside at all.
    expect(codes({ ...draft, canvas: CANVASES.a5Folded })).toEqual([
      'content:imageTooSmall{"slot":"outerBackground","dpi":108}',
    ]);
    expect(codes({ ...draft, canvas: CANVASES.a4Letter })).toEqual([
      'content:imageNotOnCanvas{"slot":"outerBackground"}',
    ]);
  });

  it('reports the fit check', () => {
    const draft = draftAfter();
    expect(codes(draft, { status: 'failed' })).toEqual(['summary:fitCheckFailed']);
    const overflow: FitState = {
      status: 'done',
      result: { ...done.result, fits: false, overflowCount: 2, missingCharacters: ['🎉'] },
    };
    expect(codes(draft, overflow)).toEqual([
      'summary:textOverflows{"count":2}',
      'summary:unsupportedCharacters{"characters":"🎉","cards":"","count":0}',
    ]);
  });

  it('names the cards the pen cannot write and counts too long address lines', () => {
    const draft = draftAfter();
    const card = { index: 58, cardNumber: 59, recipientId: 'r59', recipientName: 'Ayşe Kaya' };
    const fit: FitState = {
      status: 'done',
      result: {
        ...done.result,
        missingCharacters: ['ş'],
        writingProblems: [
          { ...card, field: 'envelope', kind: 'letters', letters: ['ş'] },
          { ...card, field: 'envelope', kind: 'too_long', letters: [], text: 'x'.repeat(80) },
        ],
        unwritableCount: 1,
        envelopeTooLongCount: 1,
      },
    };
    const problems = stepProblems(draft, settings, fit).problems.summary;
    expect(problems.map((problem) => stepProblemMessage(problem))).toEqual([
      'Diese Zeichen kann die Handschrift nicht schreiben: ş (Karte 59 (Ayşe Kaya), Umschlag)',
      'Eine Adresszeile ist zu lang für das Adressfeld des Umschlags (Karte 59 (Ayşe Kaya), Umschlag).',
    ]);
  });

  it('speaks German', () => {
    expect(
      stepProblemMessage({
        step: 'content',
        code: 'imageTooSmall',
        params: { slot: 'logo', dpi: 120 },
      }),
    ).toBe(
      'Logo: Das Bild ist für dieses Format zu klein (120 dpi, mindestens 150 dpi). Bitte ein größeres Bild hochladen.',
    );
    expect(
      stepProblemMessage({
        step: 'data',
        code: 'variantMissing',
        params: { variant: 'sie', count: 3 },
      }),
    ).toBe('Für 3 Empfänger mit „Sie“ fehlt der Text in dieser Variante.');
  });
});
