import { assign, fromPromise, setup } from 'xstate';
import { EDIT_EVENT_TYPES, type EditEvent, imageAcceptable } from './configurator/edits.ts';
import type { FitCheckResult } from './configurator/fitCheck.ts';
import {
  answerVariantOffer,
  checksStarted,
  finishStepsBefore,
  fitStored,
  initialContext,
  replacedProgress,
  stepReachable,
  withEdit,
  withFinishedStep,
} from './configurator/machineContext.ts';
import type {
  AddToCartResult,
  ConfiguratorContext,
  ConfiguratorEvent,
  ConfiguratorInput,
  ConfiguratorTag,
  FitCheckRequest,
  PriceQuote,
  PriceQuoteRequest,
} from './configurator/machineTypes.ts';
import { hasProgress, parseSavedProgress, toSavedProgress } from './configurator/progress.ts';
import type { OrderConfiguration } from './configurator/schema.ts';
import { addToCartRequest, summaryChecking } from './configurator/summaryChecking.ts';
import { offersVariantCopy, switchVariant } from './configurator/variants.ts';
import { PERSONALISATIONS, STEPS, type StepId } from './configurator/vocabulary.ts';

const clearSaveFailed = { type: 'setSaveFailed', params: { failed: false } } as const;

const persist = {
  type: 'persistProgress',
  params: ({ context }: { context: ConfiguratorContext }) => ({
    progress: toSavedProgress(context, context.step, context.finishedSteps),
  }),
} as const;

/** Blocked until the step's problems are gone; then `can-continue` and NEXT. */
function stepStates(step: StepId, next: string) {
  return {
    initial: 'blocked' as const,
    states: {
      blocked: { always: { guard: 'currentStepValid' as const, target: 'ready' } },
      ready: {
        tags: ['can-continue' as const],
        always: { guard: 'currentStepInvalid' as const, target: 'blocked' },
        on: {
          NEXT: { target: next, actions: { type: 'finishStep' as const, params: { step } } },
        },
      },
    },
  };
}

/**
 * The configurator (issue 4): path → content → data → summary → add to cart. Edits are
 * accepted on every step and persisted at once; a step is left forward only when valid,
 * backward always. The summary runs the app's fit check and price quote, and the cart is
 * filled by the app's `saveConfigurationAndAddToCart`.
 */
export const configuratorMachine = setup({
  types: {
    context: {} as ConfiguratorContext,
    input: {} as ConfiguratorInput,
    events: {} as ConfiguratorEvent,
    tags: {} as ConfiguratorTag,
    output: {} as AddToCartResult | null,
  },
  actors: {
    checkFit: fromPromise<FitCheckResult, FitCheckRequest>(async () => {
      throw new Error('checkFit is supplied by the app');
    }),
    quotePrice: fromPromise<PriceQuote, PriceQuoteRequest>(async () => {
      throw new Error('quotePrice is supplied by the app');
    }),
    saveConfigurationAndAddToCart: fromPromise<AddToCartResult, OrderConfiguration>(async () => {
      throw new Error('saveConfigurationAndAddToCart is supplied by the app');
    }),
  },
  actions: {
    persistProgress: (_, _params: { progress: ReturnType<typeof toSavedProgress> }) => {},
    clearProgress: () => {},
    edit: assign(({ context, event }) => withEdit(context, event as EditEvent)),
    enterStep: assign((_, params: { step: StepId }) => ({ step: params.step })),
    finishStep: assign(({ context }, params: { step: StepId }) => ({
      finishedSteps: withFinishedStep(context.finishedSteps, params.step),
    })),
    finishStepsBefore: assign(({ context }, params: { step: StepId }) => ({
      finishedSteps: finishStepsBefore(context.finishedSteps, params.step),
    })),
    switchVariant: assign(({ context, event }) =>
      event.type === 'EDIT_VARIANT' ? switchVariant(context, event.variant) : {},
    ),
    offerVariantCopy: assign(({ context, event }) =>
      event.type === 'EDIT_VARIANT'
        ? { variantOffer: { from: context.activeVariant, to: event.variant } }
        : {},
    ),
    answerVariantOffer: assign(({ context }, params: { copy: boolean }) =>
      answerVariantOffer(context, params.copy),
    ),
    closeVariantOffer: assign({ variantOffer: null }),
    startChecks: assign(({ context }) => checksStarted(context)),
    storeFit: assign(({ context }, params: { fit: FitCheckResult | null }) =>
      fitStored(context, params.fit),
    ),
    storeQuote: assign((_, params: { quote: PriceQuote | null }) => ({
      quote: params.quote,
      quoteFailed: params.quote === null,
    })),
    setSaveFailed: assign((_, params: { failed: boolean }) => ({ saveFailed: params.failed })),
    storeResult: assign((_, params: { result: AddToCartResult }) => ({
      configurationId: params.result.configurationId,
    })),
    askToDiscard: assign(({ event }) => ({
      pendingReplacement: event.type === 'LOAD_DRAFT' ? parseSavedProgress(event.progress) : null,
    })),
    cancelDiscard: assign({ pendingReplacement: null }),
    replaceProgress: assign(({ context, event }) => replacedProgress(context, event)),
  },
  guards: {
    currentStepValid: ({ context }) => context.problems[context.step].length === 0,
    currentStepInvalid: ({ context }) => context.problems[context.step].length > 0,
    canGoTo: ({ context, event }, params: { step: StepId }) =>
      event.type === 'GO_TO_STEP' &&
      event.step === params.step &&
      stepReachable(context, params.step),
    stepIs: ({ context }, params: { step: StepId }) => context.step === params.step,
    personalisationAvailable: ({ event }) =>
      event.type === 'CHOOSE_PERSONALISATION' &&
      (PERSONALISATIONS as readonly string[]).includes(event.personalisation),
    imageAcceptable: ({ context, event }) =>
      event.type === 'SET_IMAGE' && imageAcceptable(context.draft.canvas, event.slot, event.image),
    offersVariantCopy: ({ context, event }) =>
      event.type === 'EDIT_VARIANT' && offersVariantCopy(context, event.variant),
    otherVariant: ({ context, event }) =>
      event.type === 'EDIT_VARIANT' && event.variant !== context.activeVariant,
    hasProgress: ({ context }) => hasProgress(context.draft),
    draftReplacesProgress: ({ context, event }) =>
      event.type === 'LOAD_DRAFT' &&
      parseSavedProgress(event.progress) !== null &&
      hasProgress(context.draft),
    draftReadable: ({ event }) =>
      event.type === 'LOAD_DRAFT' && parseSavedProgress(event.progress) !== null,
    checksStale: ({ context }) => context.checkedRevision !== context.revision,
  },
}).createMachine({
  id: 'configurator',
  context: ({ input }) => initialContext(input),
  output: ({ context }) =>
    context.configurationId ? { configurationId: context.configurationId } : null,
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        { guard: { type: 'stepIs', params: { step: 'summary' } }, target: 'editing.summary' },
        { guard: { type: 'stepIs', params: { step: 'data' } }, target: 'editing.data' },
        { guard: { type: 'stepIs', params: { step: 'content' } }, target: 'editing.content' },
        { target: 'editing.path' },
      ],
    },
    editing: {
      initial: 'path',
      on: {
        ...Object.fromEntries(
          EDIT_EVENT_TYPES.map((type) => [type, { actions: ['edit', persist] }]),
        ),
        CHOOSE_PERSONALISATION: { guard: 'personalisationAvailable', actions: ['edit', persist] },
        SET_IMAGE: { guard: 'imageAcceptable', actions: ['edit', persist] },
        GO_TO_STEP: STEPS.map((step) => ({
          guard: { type: 'canGoTo' as const, params: { step } },
          target: `.${step}`,
          actions: { type: 'finishStepsBefore' as const, params: { step } },
        })),
        NEW_ORDER: [
          { guard: 'hasProgress', target: 'confirmingDiscard', actions: 'askToDiscard' },
          { target: 'resuming', actions: ['clearProgress', 'replaceProgress'] },
        ],
        LOAD_DRAFT: [
          {
            guard: 'draftReplacesProgress',
            target: 'confirmingDiscard',
            actions: 'askToDiscard',
          },
          { guard: 'draftReadable', target: 'resuming', actions: 'replaceProgress' },
        ],
      },
      states: {
        path: {
          tags: ['step:path'],
          entry: [{ type: 'enterStep', params: { step: 'path' } }, persist],
          ...stepStates('path', '#configurator.editing.content'),
        },
        content: {
          tags: ['step:content'],
          entry: [{ type: 'enterStep', params: { step: 'content' } }, persist],
          on: {
            BACK: 'path',
            // Spec §4: opening another text variant may first ask "copy or start fresh?".
            EDIT_VARIANT: [
              {
                guard: 'offersVariantCopy',
                target: '.offeringVariant',
                actions: 'offerVariantCopy',
              },
              { guard: 'otherVariant', target: '.blocked', actions: ['switchVariant', persist] },
            ],
          },
          initial: 'blocked',
          states: {
            ...stepStates('content', '#configurator.editing.data').states,
            offeringVariant: {
              tags: ['variant-offer'],
              on: {
                COPY_PREVIOUS_VARIANT: {
                  target: 'blocked',
                  actions: [{ type: 'answerVariantOffer', params: { copy: true } }, persist],
                },
                START_VARIANT_FRESH: {
                  target: 'blocked',
                  actions: [{ type: 'answerVariantOffer', params: { copy: false } }, persist],
                },
                CANCEL_VARIANT_SWITCH: { target: 'blocked', actions: 'closeVariantOffer' },
              },
            },
          },
        },
        data: {
          tags: ['step:data'],
          entry: [{ type: 'enterStep', params: { step: 'data' } }, persist],
          on: { BACK: 'content' },
          ...stepStates('data', '#configurator.editing.summary'),
        },
        summary: {
          tags: ['step:summary'],
          entry: [{ type: 'enterStep', params: { step: 'summary' } }, persist],
          on: { BACK: 'data' },
          initial: 'checking',
          states: {
            checking: summaryChecking,
            blocked: {
              always: [
                { guard: 'checksStale', target: 'checking' },
                { guard: 'currentStepValid', target: 'ready' },
              ],
              on: { RETRY_CHECKS: 'checking' },
            },
            ready: {
              tags: ['can-continue'],
              always: [
                { guard: 'checksStale', target: 'checking' },
                { guard: 'currentStepInvalid', target: 'blocked' },
              ],
              on: {
                ADD_TO_CART: { target: '#configurator.addingToCart', actions: clearSaveFailed },
                NEXT: { target: '#configurator.addingToCart', actions: clearSaveFailed },
              },
            },
          },
        },
        history: { type: 'history', history: 'deep' },
      },
    },
    confirmingDiscard: {
      tags: ['confirm-discard'],
      on: {
        CONFIRM_DISCARD: { target: 'resuming', actions: ['clearProgress', 'replaceProgress'] },
        CANCEL_DISCARD: { target: 'editing.history', actions: 'cancelDiscard' },
      },
    },
    addingToCart: {
      tags: ['saving'],
      invoke: {
        id: 'saveConfigurationAndAddToCart',
        src: 'saveConfigurationAndAddToCart',
        input: ({ context }) => addToCartRequest(context),
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
            'clearProgress',
          ],
        },
        onError: {
          target: 'editing.summary.blocked',
          actions: { type: 'setSaveFailed', params: { failed: true } },
        },
      },
    },
    done: { type: 'final', tags: ['done'] },
  },
});
