import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { configuratorMachine } from './configurator.ts';
import { checkFit, type FitCheckResult } from './configurator/fitCheck.ts';
import type {
  AddToCartResult,
  ConfiguratorInput,
  FitCheckRequest,
  PriceQuote,
  PriceQuoteRequest,
} from './configurator/machineTypes.ts';
import type { SavedProgress } from './configurator/progress.ts';
import type { OrderConfiguration } from './configurator/schema.ts';
import { selectStep, selectStepMessages, selectStepStatuses } from './configurator/selectors.ts';
import { BIRTHDAY_TEMPLATE, CANVASES, sampleRecipients } from './configurator/testing/fixtures.ts';
import { loadTestFont } from './configurator/testing/nodeFont.ts';

const font = loadTestFont('caveat');
const quote: PriceQuote = {
  currency: 'EUR',
  quantity: 3,
  price: 2.9,
  volumeDiscountPercent: 0,
  discountTotal: 0,
  shipmentTotal: 2.85,
  taxTotal: 2.19,
  grandTotal: 13.74,
};

interface Options {
  fit?: (request: FitCheckRequest) => Promise<FitCheckResult>;
  price?: () => Promise<PriceQuote>;
  save?: (configuration: OrderConfiguration) => Promise<AddToCartResult>;
}

/** The machine with the real fit check, a fake store and a fake localStorage. */
function start(input: Partial<ConfiguratorInput> = {}, options: Options = {}) {
  const storage: { progress: SavedProgress | null } = { progress: null };
  const clearProgress = vi.fn(() => {
    storage.progress = null;
  });
  const requests = {
    fit: [] as FitCheckRequest[],
    price: [] as PriceQuoteRequest[],
    saved: [] as OrderConfiguration[],
  };
  const machine = configuratorMachine.provide({
    actions: {
      persistProgress: (_, params) => {
        storage.progress = params.progress;
      },
      clearProgress,
    },
    actors: {
      checkFit: fromPromise<FitCheckResult, FitCheckRequest>(async ({ input: request }) => {
        requests.fit.push(request);
        return options.fit ? options.fit(request) : checkFit({ ...request, font });
      }),
      quotePrice: fromPromise<PriceQuote, PriceQuoteRequest>(async ({ input: request }) => {
        requests.price.push(request);
        return options.price ? options.price() : quote;
      }),
      saveConfigurationAndAddToCart: fromPromise<AddToCartResult, OrderConfiguration>(
        async ({ input: configuration }) => {
          requests.saved.push(configuration);
          return options.save ? options.save(configuration) : { configurationId: 'cfg_1' };
        },
      ),
    },
  });
  const actor = createActor(machine, { input: { today: '2026-12-21', ...input } }).start();
  const snapshot = () => actor.getSnapshot();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, snapshot, storage, clearProgress, requests, settle };
}

/** Fills path, content and data with valid choices; ends on the data step. */
function toData(t: ReturnType<typeof start>, recipients = sampleRecipients(3)) {
  t.actor.send({ type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE });
  t.actor.send({ type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' });
  t.actor.send({ type: 'NEXT' });
  t.actor.send({ type: 'NEXT' });
  t.actor.send({ type: 'IMPORT_RECIPIENTS', recipients, mode: 'replace' });
}

describe('configurator: steps', () => {
  it('starts on the path step and says what is missing', () => {
    const { snapshot } = start();
    expect(snapshot().hasTag('step:path')).toBe(true);
    expect(snapshot().hasTag('can-continue')).toBe(false);
    expect(snapshot().can({ type: 'NEXT' })).toBe(false);
    expect(selectStepMessages(snapshot())).toEqual([
      'Bitte ein Format wählen.',
      'Bitte eine Vorlage wählen.',
      'Bitte die Art der Personalisierung wählen.',
    ]);
    expect(snapshot().context.draft.shipping.date).toBe('2026-12-22');
  });

  it('refuses the invitation personalisation and too small images', () => {
    const { actor, snapshot } = start();
    expect(snapshot().can({ type: 'CHOOSE_PERSONALISATION', personalisation: 'invitation' })).toBe(
      false,
    );
    expect(snapshot().can({ type: 'CHOOSE_PERSONALISATION', personalisation: 'free_text' })).toBe(
      true,
    );
    actor.send({ type: 'CHOOSE_CANVAS', canvas: CANVASES.a6Postcard });
    const small = { url: '/u/a.jpg', widthPx: 600, heightPx: 425 };
    expect(snapshot().can({ type: 'SET_IMAGE', slot: 'outerBackground', image: small })).toBe(
      false,
    );
    expect(snapshot().can({ type: 'SET_IMAGE', slot: 'logo', image: small })).toBe(true);
  });

  it('goes through every step to the cart and clears the saved progress', async () => {
    const t = start();
    toData(t);
    expect(t.snapshot().hasTag('can-continue')).toBe(true);
    t.actor.send({ type: 'NEXT' });
    expect(t.snapshot().hasTag('step:summary')).toBe(true);
    expect(t.snapshot().hasTag('checking')).toBe(true);
    await t.settle();
    expect(t.snapshot().hasTag('can-continue')).toBe(true);
    expect(t.snapshot().context.fit).toMatchObject({ fits: true, checkedCount: 3 });
    expect(t.snapshot().context.quote).toEqual(quote);
    expect(t.requests.fit[0]).toMatchObject({
      font: { slug: 'caveat' },
      settings: { textSize: 'medium' },
    });
    expect(t.requests.price).toEqual([
      { canvasKey: 'a6-postkarte', quantity: 3, shippingMode: 'to_recipients' },
    ]);
    expect(t.storage.progress?.step).toBe('summary');

    t.actor.send({ type: 'ADD_TO_CART' });
    expect(t.snapshot().hasTag('saving')).toBe(true);
    await t.settle();
    expect(t.snapshot().status).toBe('done');
    expect(t.snapshot().output).toEqual({ configurationId: 'cfg_1' });
    expect(t.requests.saved[0]).toMatchObject({
      version: 1,
      canvas: { key: 'a6-postkarte' },
      recipients: { length: 3 },
    });
    expect(t.clearProgress).toHaveBeenCalledTimes(1);
    expect(t.storage.progress).toBeNull();
  });

  it('cannot leave an invalid step forward, but can always go back', () => {
    const t = start();
    toData(t, []);
    expect(t.snapshot().can({ type: 'NEXT' })).toBe(false);
    expect(t.snapshot().can({ type: 'GO_TO_STEP', step: 'summary' })).toBe(false);
    expect(selectStepMessages(t.snapshot())).toEqual([
      'Bitte mindestens einen Empfänger eintragen.',
    ]);
    t.actor.send({ type: 'GO_TO_STEP', step: 'path' });
    expect(selectStep(t.snapshot())).toBe('path');
    expect(selectStepStatuses(t.snapshot())).toEqual({
      path: 'current',
      content: 'finished',
      data: 'reachable',
      summary: 'locked',
    });
    // A change that breaks the content step locks the steps after it.
    t.actor.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: 'Hallo {{Vornam}}' });
    expect(t.snapshot().can({ type: 'GO_TO_STEP', step: 'content' })).toBe(true);
    expect(t.snapshot().can({ type: 'GO_TO_STEP', step: 'data' })).toBe(false);
    t.actor.send({ type: 'GO_TO_STEP', step: 'content' });
    expect(selectStepMessages(t.snapshot())).toEqual(['Unbekannte Platzhalter im Text: Vornam.']);
    t.actor.send({ type: 'BACK' });
    expect(selectStep(t.snapshot())).toBe('path');
  });
});

describe('configurator: progress survives a reload', () => {
  it('persists every change and resumes where the customer was', () => {
    const first = start();
    toData(first);
    const saved = JSON.parse(JSON.stringify(first.storage.progress));
    expect(saved).toMatchObject({ version: 1, step: 'data', finishedSteps: ['path', 'content'] });

    const reloaded = start({ saved: JSON.stringify(saved) });
    expect(selectStep(reloaded.snapshot())).toBe('data');
    expect(reloaded.snapshot().context.draft).toEqual(first.snapshot().context.draft);
    reloaded.actor.send({ type: 'ADD_RECIPIENT', recipient: { lastName: 'Neu' } });
    expect(reloaded.snapshot().context.draft.recipients.at(-1)?.id).toBe('r4');
  });

  it('resumes at the first step that is no longer done, and moves a past shipping date', () => {
    const first = start();
    toData(first);
    const saved = first.storage.progress as SavedProgress;
    const broken = { ...saved, step: 'summary', draft: { ...saved.draft, personalisation: null } };
    const later = start({ today: '2027-01-08', saved: broken });
    expect(selectStep(later.snapshot())).toBe('path');
    expect(later.snapshot().context.draft.shipping.date).toBe('2027-01-11');
  });

  it('ignores unreadable progress', () => {
    expect(selectStep(start({ saved: '{"version":0}' }).snapshot())).toBe('path');
    expect(start({ saved: 'kaputt' }).snapshot().context.draft.recipients).toEqual([]);
  });

  it('starts with a template chosen on /products, keeping saved recipients', () => {
    const first = start();
    toData(first);
    const folded = { ...BIRTHDAY_TEMPLATE, id: '99', canvas: CANVASES.a6Folded };
    const t = start({ saved: first.storage.progress, start: { template: folded } });
    expect(t.snapshot().context.draft.template?.id).toBe('99');
    expect(t.snapshot().context.draft.recipients).toHaveLength(3);
  });
});

describe('configurator: text variants', () => {
  it('offers to copy the previous variant or start fresh', () => {
    const t = start();
    toData(t);
    t.actor.send({ type: 'GO_TO_STEP', step: 'content' });
    t.actor.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}} mein Text' });
    t.actor.send({ type: 'EDIT_VARIANT', variant: 'sie' });
    expect(t.snapshot().hasTag('variant-offer')).toBe(true);
    expect(t.snapshot().context.variantOffer).toEqual({ from: 'du', to: 'sie' });
    expect(t.snapshot().can({ type: 'NEXT' })).toBe(false);
    t.actor.send({ type: 'COPY_PREVIOUS_VARIANT' });
    expect(t.snapshot().hasTag('variant-offer')).toBe(false);
    expect(t.snapshot().context.activeVariant).toBe('sie');
    expect(t.snapshot().context.draft.texts.sie.pages[0].body).toBe('{{Anrede}} mein Text');

    t.actor.send({ type: 'EDIT_VARIANT', variant: 'ihr' });
    t.actor.send({ type: 'START_VARIANT_FRESH' });
    expect(t.snapshot().context.draft.texts.ihr.pages[0].body).toBe(BIRTHDAY_TEMPLATE.texts.ihr);
    t.actor.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'heading', text: 'Hallo' });
    t.actor.send({ type: 'EDIT_VARIANT', variant: 'du' });
    expect(t.snapshot().hasTag('variant-offer')).toBe(false);
    expect(t.snapshot().context.activeVariant).toBe('du');
  });
});

describe('configurator: summary checks', () => {
  it('refuses to continue while a card overflows, and re-checks after the fix', async () => {
    const t = start();
    toData(t);
    t.actor.send({ type: 'NEXT' });
    await t.settle();
    t.actor.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: 'lang\n'.repeat(30) });
    expect(t.snapshot().hasTag('checking')).toBe(true);
    await t.settle();
    expect(t.snapshot().can({ type: 'ADD_TO_CART' })).toBe(false);
    expect(selectStepMessages(t.snapshot())).toEqual([
      'Bei 1 Karten passt der Text nicht auf die Karte.',
    ]);
    expect(t.snapshot().context.fit?.overflowing[0]).toMatchObject({ line: 12, text: 'lang' });
    t.actor.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: 'kurz' });
    await t.settle();
    expect(t.snapshot().can({ type: 'ADD_TO_CART' })).toBe(true);
    expect(t.requests.fit).toHaveLength(3);
  });

  it('blocks on a failed fit check until a retry succeeds; a failed quote does not block', async () => {
    let fail = true;
    const t = start(
      {},
      {
        fit: async (request) => {
          if (fail) throw new Error('font not found');
          return checkFit({ ...request, font });
        },
        price: async () => {
          throw new Error('store down');
        },
      },
    );
    toData(t);
    t.actor.send({ type: 'NEXT' });
    await t.settle();
    expect(selectStepMessages(t.snapshot())).toEqual([
      'Die Textprüfung ist fehlgeschlagen. Bitte erneut versuchen.',
    ]);
    expect(t.snapshot().context.quoteFailed).toBe(true);
    fail = false;
    t.actor.send({ type: 'RETRY_CHECKS' });
    await t.settle();
    expect(t.snapshot().hasTag('can-continue')).toBe(true);
  });

  it('returns to the summary when the cart cannot be filled', async () => {
    const t = start({}, { save: async () => Promise.reject(new Error('offline')) });
    toData(t);
    t.actor.send({ type: 'NEXT' });
    await t.settle();
    t.actor.send({ type: 'SET_SHIPPING', changes: { date: '2026-12-26' } });
    await t.settle();
    expect(selectStepMessages(t.snapshot())).toEqual([
      'An Wochenenden und Feiertagen wird nicht versendet.',
    ]);
    t.actor.send({ type: 'SET_SHIPPING', changes: { date: '2026-12-28' } });
    await t.settle();
    t.actor.send({ type: 'ADD_TO_CART' });
    await t.settle();
    expect(t.snapshot().hasTag('step:summary')).toBe(true);
    expect(t.snapshot().context.saveFailed).toBe(true);
    expect(t.snapshot().hasTag('can-continue')).toBe(true);
    expect(t.clearProgress).not.toHaveBeenCalled();
  });
});

describe('configurator: new order and drafts (spec §4)', () => {
  it('discards progress only after confirmation and comes back to the same place otherwise', () => {
    const t = start();
    toData(t);
    t.actor.send({ type: 'NEW_ORDER' });
    expect(t.snapshot().hasTag('confirm-discard')).toBe(true);
    expect(t.snapshot().can({ type: 'NEXT' })).toBe(false);
    t.actor.send({ type: 'CANCEL_DISCARD' });
    expect(selectStep(t.snapshot())).toBe('data');
    expect(t.snapshot().context.draft.recipients).toHaveLength(3);
    t.actor.send({ type: 'NEW_ORDER' });
    t.actor.send({ type: 'CONFIRM_DISCARD' });
    expect(selectStep(t.snapshot())).toBe('path');
    expect(t.snapshot().context.draft.recipients).toEqual([]);
    expect(t.clearProgress).toHaveBeenCalledTimes(1);
    // Nothing to lose: no question.
    t.actor.send({ type: 'NEW_ORDER' });
    expect(t.snapshot().hasTag('confirm-discard')).toBe(false);
  });

  it('loads a draft, asking first when there is progress', () => {
    const first = start();
    toData(first);
    const draft = first.storage.progress;
    const t = start();
    expect(t.snapshot().can({ type: 'LOAD_DRAFT', progress: { nonsense: true } })).toBe(false);
    t.actor.send({ type: 'LOAD_DRAFT', progress: draft });
    expect(selectStep(t.snapshot())).toBe('data');
    t.actor.send({ type: 'LOAD_DRAFT', progress: draft });
    expect(t.snapshot().hasTag('confirm-discard')).toBe(true);
    t.actor.send({ type: 'CONFIRM_DISCARD' });
    expect(t.snapshot().context.draft.recipients).toHaveLength(3);
  });
});
