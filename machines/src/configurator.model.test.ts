import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { configuratorMachine } from './configurator.ts';
import type { FitCheckResult } from './configurator/fitCheck.ts';
import { toSavedProgress, type SavedProgress } from './configurator/progress.ts';
import { createRecipient } from './configurator/recipientSchema.ts';
import { selectStep } from './configurator/selectors.ts';
import { BIRTHDAY_TEMPLATE } from './configurator/testing/fixtures.ts';
import { STEPS } from './configurator/vocabulary.ts';

// Model-based test: every state (and every combination of the facts that decide the flow)
// is reached by a shortest path of the events below, and each path is replayed on a real
// actor whose requests never answer by themselves (their answers are events of the path).
// `getShortestPaths` rather than `createTestModel`, which refuses machines that invoke actors.

type Snapshot = SnapshotFrom<typeof configuratorMachine>;

const anna = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  gender: 'female' as const,
  addressForm: 'du' as const,
  address: { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
};
const fits: FitCheckResult = {
  fits: true,
  checkedCount: 1,
  overflowCount: 0,
  overflowing: [],
  tightest: { index: 0, recipientId: 'r1', fillRatio: 0.5 },
  missingCharacters: [],
};
const overflows: FitCheckResult = {
  ...fits,
  fits: false,
  overflowCount: 1,
  overflowing: [
    {
      index: 0,
      recipientId: 'r1',
      page: 0,
      pageLabel: 'Rückseite',
      line: 12,
      text: 'x',
      part: 'body',
    },
  ],
};
const draft: SavedProgress = {
  version: 1,
  step: 'content',
  finishedSteps: ['path'],
  activeVariant: 'du',
  editedVariants: [],
  nextRecipientNumber: 1,
  draft: {
    ...toSavedProgress(
      {
        draft: createActor(configuratorMachine, { input: { today: '2026-12-21' } }).getSnapshot()
          .context.draft,
        activeVariant: 'du',
        editedVariants: [],
        nextRecipientNumber: 1,
      },
      'path',
      [],
    ).draft,
    canvas: BIRTHDAY_TEMPLATE.canvas,
    template: { id: BIRTHDAY_TEMPLATE.id, name: BIRTHDAY_TEMPLATE.name },
    personalisation: 'free_text',
    font: { id: '11', slug: 'caveat', name: 'Caveat' },
  },
};

const events = [
  { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
  { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
  { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}} {{Rabat}}' },
  { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}} schön!' },
  { type: 'EDIT_VARIANT', variant: 'sie' },
  { type: 'COPY_PREVIOUS_VARIANT' },
  { type: 'START_VARIANT_FRESH' },
  { type: 'CANCEL_VARIANT_SWITCH' },
  { type: 'IMPORT_RECIPIENTS', mode: 'replace', recipients: [anna] },
  { type: 'IMPORT_RECIPIENTS', mode: 'replace', recipients: [{ ...anna, lastName: '' }] },
  { type: 'SET_SHIPPING', changes: { date: '2026-12-26' } },
  { type: 'SET_SHIPPING', changes: { date: '2026-12-28' } },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'GO_TO_STEP', step: 'path' },
  { type: 'GO_TO_STEP', step: 'summary' },
  { type: 'xstate.done.actor.checkFit', output: fits },
  { type: 'xstate.done.actor.checkFit', output: overflows },
  { type: 'xstate.error.actor.checkFit', error: 'font missing' },
  {
    type: 'xstate.done.actor.quotePrice',
    output: {
      currency: 'EUR',
      quantity: 1,
      price: 2.9,
      volumeDiscountPercent: 0,
      discountTotal: 0,
      shipmentTotal: 0,
      taxTotal: 0.55,
      grandTotal: 3.45,
    },
  },
  { type: 'RETRY_CHECKS' },
  { type: 'ADD_TO_CART' },
  { type: 'xstate.done.actor.saveConfigurationAndAddToCart', output: { configurationId: 'cfg_1' } },
  { type: 'xstate.error.actor.saveConfigurationAndAddToCart', error: 'offline' },
  { type: 'NEW_ORDER' },
  { type: 'LOAD_DRAFT', progress: draft },
  { type: 'CONFIRM_DISCARD' },
  { type: 'CANCEL_DISCARD' },
] as EventObject[];

/**
 * The state and everything that decides what can happen next: the whole draft and editor
 * state, the step bookkeeping and the check results — but not the revision counter, which
 * only counts edits. (Dropping more would merge states whose futures differ.)
 */
function serializeState(snapshot: Snapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    toSavedProgress(c, c.step, c.finishedSteps),
    c.variantOffer,
    c.checkedRevision === c.revision,
    c.fit?.fits ?? null,
    c.fitFailed,
    c.saveFailed,
    c.pendingReplacement !== null,
  ]);
}

function replay(steps: { event: EventObject; state: Snapshot }[]) {
  const never = () => fromPromise<never, unknown>(() => new Promise<never>(() => {}));
  let stored: SavedProgress | null = null;
  let cleared = 0;
  const machine = configuratorMachine.provide({
    actors: { checkFit: never(), quotePrice: never(), saveConfigurationAndAddToCart: never() },
    actions: {
      persistProgress: (_, params) => {
        stored = params.progress;
      },
      clearProgress: () => {
        cleared += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { today: '2026-12-21' } }).start();
  for (const step of steps) {
    if (step.event.type !== 'xstate.init') actor.send(step.event as never);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(step.state.value);
    const { context } = snapshot;
    const step_ = selectStep(snapshot);
    // Tags say where the customer is; can-continue exactly when the step has no problem.
    if (step_) {
      expect(step_).toBe(context.step);
      if (!snapshot.hasTag('checking') && !snapshot.hasTag('variant-offer'))
        expect(snapshot.hasTag('can-continue')).toBe(context.problems[context.step].length === 0);
      // What the browser keeps is what is on screen (nothing is lost on reload).
      expect(stored).toEqual(toSavedProgress(context, context.step, context.finishedSteps));
    }
    // Every step before the current one is finished: the step links behind it all work.
    if (step_)
      expect(context.finishedSteps).toEqual(
        expect.arrayContaining(STEPS.slice(0, STEPS.indexOf(step_))),
      );
    if (snapshot.status === 'done') {
      expect(snapshot.output).toEqual({ configurationId: 'cfg_1' });
      expect(cleared).toBeGreaterThan(0);
    }
  }
}

describe('configurator (model-based)', () => {
  const paths = getShortestPaths(configuratorMachine, {
    events,
    input: { today: '2026-12-21' },
    serializeState: serializeState as never,
  } as never);

  it('reaches every step, every check outcome and the final state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of [
      { editing: { path: 'blocked' } },
      { editing: { path: 'ready' } },
      { editing: { content: 'blocked' } },
      { editing: { content: 'ready' } },
      { editing: { content: 'offeringVariant' } },
      { editing: { data: 'blocked' } },
      { editing: { data: 'ready' } },
      { editing: { summary: { checking: { fit: 'running', price: 'running' } } } },
      { editing: { summary: { checking: { fit: 'done', price: 'running' } } } },
      { editing: { summary: { checking: { fit: 'running', price: 'done' } } } },
      { editing: { summary: 'blocked' } },
      { editing: { summary: 'ready' } },
      'confirmingDiscard',
      'addingToCart',
      'done',
    ])
      expect(reached).toContain(JSON.stringify(value));
  });

  it(`replays ${paths.length} shortest paths on a real actor`, () => {
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) replay(path.steps as never);
  });

  it('keeps the invariants on every simple path of the navigation and discard events', () => {
    const navigation = events.filter((event) =>
      [
        'CHOOSE_TEMPLATE',
        'CHOOSE_PERSONALISATION',
        'NEXT',
        'BACK',
        'GO_TO_STEP',
        'NEW_ORDER',
        'LOAD_DRAFT',
        'CONFIRM_DISCARD',
        'CANCEL_DISCARD',
      ].includes(event.type),
    );
    const simple = getSimplePaths(configuratorMachine, {
      events: navigation,
      input: { today: '2026-12-21' },
      serializeState: serializeState as never,
    } as never);
    expect(simple.length).toBeGreaterThan(20);
    for (const path of simple) replay(path.steps as never);
  });
});
