import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { configuratorMachine } from './configurator.ts';
import type { FitCheckResult } from './configurator/fitCheck.ts';
import type {
  AddToCartResult,
  ConfiguratorInput,
  FitCheckRequest,
  PriceQuote,
  PriceQuoteRequest,
} from './configurator/machineTypes.ts';
import type { OrderConfiguration } from './configurator/schema.ts';
import { emptyEditorState, type SavedProgress, toSavedProgress } from './configurator/progress.ts';
import { selectStep } from './configurator/selectors.ts';
import { BIRTHDAY_TEMPLATE, sampleRecipients } from './configurator/testing/fixtures.ts';
import { STEPS } from './configurator/vocabulary.ts';

// Model-based tests in three phase models (path/content/variants; data/summary/cart;
// new order/drafts), each small enough to explore completely. Every state reachable with a
// model's events is reached by a shortest path, and each path is replayed on a real actor
// whose requests never answer by themselves (their answers are events of the path).
// `getShortestPaths` rather than `createTestModel`, which refuses machines that invoke actors.

type Snapshot = SnapshotFrom<typeof configuratorMachine>;
const today = '2026-12-21';

/**
 * The state and everything that decides what can happen next. Recipient ids and edit
 * counters are left out (they never change the flow), so repeated imports meet again;
 * nothing else is, because merging states whose futures differ makes paths unreplayable.
 */
function serializeState(snapshot: Snapshot): string {
  const c = snapshot.context;
  const { nextRecipientNumber: _, ...progress } = toSavedProgress(c, c.step, c.finishedSteps);
  const recipients = progress.draft.recipients.map(({ id: __, ...rest }) => rest);
  return JSON.stringify([
    snapshot.value,
    { ...progress, draft: { ...progress.draft, recipients } },
    c.variantOffer,
    c.checkedRevision === c.revision,
    c.checkingRevision === c.revision,
    c.fit?.fits ?? null,
    c.fitFailed,
    c.saveFailed,
    c.pendingReplacement !== null,
  ]);
}

function replay(input: ConfiguratorInput, steps: { event: EventObject; state: Snapshot }[]) {
  const never = <Out, In>() => fromPromise<Out, In>(() => new Promise<Out>(() => {}));
  let stored: SavedProgress | null = null;
  let cleared = 0;
  const machine = configuratorMachine.provide({
    actors: {
      checkFit: never<FitCheckResult, FitCheckRequest>(),
      quotePrice: never<PriceQuote, PriceQuoteRequest>(),
      saveConfigurationAndAddToCart: never<AddToCartResult, OrderConfiguration>(),
    },
    actions: {
      persistProgress: (_, params) => {
        stored = params.progress;
      },
      clearProgress: () => {
        cleared += 1;
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  for (const step of steps) {
    if (step.event.type !== 'xstate.init') actor.send(step.event as never);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(step.state.value);
    const { context } = snapshot;
    const current = selectStep(snapshot);
    if (current) {
      // The step tag and the context agree; can-continue exactly when the step has no problem.
      expect(current).toBe(context.step);
      if (!snapshot.hasTag('checking') && !snapshot.hasTag('variant-offer'))
        expect(snapshot.hasTag('can-continue')).toBe(context.problems[current].length === 0);
      // What the browser keeps is what is on screen: a reload loses nothing.
      expect(stored).toEqual(toSavedProgress(context, context.step, context.finishedSteps));
      // Every step before the current one is finished, so its link works.
      expect(context.finishedSteps).toEqual(
        expect.arrayContaining(STEPS.slice(0, STEPS.indexOf(current))),
      );
    }
    if (snapshot.status === 'done') {
      expect(snapshot.output).toEqual({ configurationId: 'cfg_1' });
      expect(cleared).toBeGreaterThan(0);
    }
  }
  return actor.getSnapshot();
}

function explore(input: ConfiguratorInput, events: EventObject[]) {
  return getShortestPaths(configuratorMachine, {
    events,
    input,
    serializeState: serializeState as never,
  } as never);
}

const reachedValues = (paths: { state: Snapshot }[]) =>
  new Set(paths.map((path) => JSON.stringify(path.state.value)));

const fits: FitCheckResult = {
  fits: true,
  checkedCount: 1,
  overflowCount: 0,
  overflowing: [],
  tightest: { index: 0, recipientId: 'r1', fillRatio: 0.5 },
  missingCharacters: [],
};
const overflows: FitCheckResult = { ...fits, fits: false, overflowCount: 1 };

/** Progress of a customer who chose a template and is on the data step. */
function progressOnData(): SavedProgress {
  const editor = emptyEditorState(today, 1);
  const template = { id: BIRTHDAY_TEMPLATE.id, name: BIRTHDAY_TEMPLATE.name };
  return toSavedProgress(
    {
      ...editor,
      draft: {
        ...editor.draft,
        canvas: BIRTHDAY_TEMPLATE.canvas,
        template,
        font: BIRTHDAY_TEMPLATE.defaultFont ?? null,
        personalisation: 'salutation_address',
        texts: {
          du: {
            pages: [
              { heading: '', body: '{{Anrede}} Alles Gute!' },
              { heading: '', body: '' },
            ],
          },
          sie: {
            pages: [
              { heading: '', body: '{{Anrede}} Alles Gute!' },
              { heading: '', body: '' },
            ],
          },
          ihr: {
            pages: [
              { heading: '', body: '{{Anrede}} Alles Gute!' },
              { heading: '', body: '' },
            ],
          },
        },
      },
    },
    'data',
    ['path', 'content'],
  );
}

describe('configurator (model-based): path, content and text variants', () => {
  const input = { today };
  const paths = explore(input, [
    { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
    { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
    { type: 'CHOOSE_PERSONALISATION', personalisation: 'invitation' },
    { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}} {{Rabat}}' },
    { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}} schön!' },
    { type: 'EDIT_VARIANT', variant: 'sie' },
    { type: 'EDIT_VARIANT', variant: 'du' },
    { type: 'COPY_PREVIOUS_VARIANT' },
    { type: 'START_VARIANT_FRESH' },
    { type: 'CANCEL_VARIANT_SWITCH' },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'GO_TO_STEP', step: 'content' },
  ] as EventObject[]);

  it('reaches every state of the first steps', () => {
    const reached = reachedValues(paths);
    for (const value of [
      { editing: { path: 'blocked' } },
      { editing: { path: 'ready' } },
      { editing: { content: 'blocked' } },
      { editing: { content: 'ready' } },
      { editing: { content: 'offeringVariant' } },
      { editing: { data: 'blocked' } },
    ])
      expect(reached).toContain(JSON.stringify(value));
  });

  it(`replays ${paths.length} shortest paths`, () => {
    for (const path of paths) replay(input, path.steps as never);
  });
});

describe('configurator (model-based): recipients, summary checks and the cart', () => {
  const input = { today, saved: progressOnData() };
  const [valid] = sampleRecipients(1);
  const paths = explore(input, [
    { type: 'IMPORT_RECIPIENTS', mode: 'replace', recipients: [valid] },
    { type: 'IMPORT_RECIPIENTS', mode: 'replace', recipients: [{ ...valid, lastName: '' }] },
    { type: 'SET_SHIPPING', changes: { date: '2026-12-26' } },
    { type: 'SET_SHIPPING', changes: { date: '2026-12-28' } },
    { type: 'NEXT' },
    { type: 'BACK' },
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
    { type: 'xstate.error.actor.quotePrice', error: 'store down' },
    { type: 'RETRY_CHECKS' },
    { type: 'ADD_TO_CART' },
    {
      type: 'xstate.done.actor.saveConfigurationAndAddToCart',
      output: { configurationId: 'cfg_1' },
    },
    { type: 'xstate.error.actor.saveConfigurationAndAddToCart', error: 'offline' },
  ] as EventObject[]);

  it('reaches every summary state and the final state', () => {
    const reached = reachedValues(paths);
    for (const value of [
      { editing: { data: 'blocked' } },
      { editing: { data: 'ready' } },
      { editing: { summary: { checking: { fit: 'running', price: 'running' } } } },
      { editing: { summary: { checking: { fit: 'done', price: 'running' } } } },
      { editing: { summary: { checking: { fit: 'running', price: 'done' } } } },
      { editing: { summary: 'blocked' } },
      { editing: { summary: 'ready' } },
      'addingToCart',
      'done',
    ])
      expect(reached).toContain(JSON.stringify(value));
  });

  it(`replays ${paths.length} shortest paths`, () => {
    for (const path of paths) replay(input, path.steps as never);
  });
});

describe('configurator (model-based): new order and drafts', () => {
  const input = { today };
  const events = [
    { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
    { type: 'CHOOSE_PERSONALISATION', personalisation: 'free_text' },
    { type: 'NEXT' },
    { type: 'NEW_ORDER' },
    { type: 'LOAD_DRAFT', progress: progressOnData() },
    { type: 'LOAD_DRAFT', progress: { broken: true } },
    { type: 'CONFIRM_DISCARD' },
    { type: 'CANCEL_DISCARD' },
  ] as EventObject[];

  it('keeps the invariants on every simple path', () => {
    const simple = getSimplePaths(configuratorMachine, {
      events,
      input,
      serializeState: serializeState as never,
    } as never);
    expect(reachedValues(simple)).toContain(JSON.stringify('confirmingDiscard'));
    for (const path of simple) replay(input, path.steps as never);
  });
});
