import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { configuratorMachine } from '../../configurator.ts';
import { checkFit, type FitCheckResult } from '../fitCheck.ts';
import type {
  AddToCartResult,
  ConfiguratorInput,
  FitCheckRequest,
  PriceQuote,
  PriceQuoteRequest,
} from '../machineTypes.ts';
import type { SavedProgress } from '../progress.ts';
import type { OrderConfiguration } from '../schema.ts';
import { BIRTHDAY_TEMPLATE, sampleRecipients } from './fixtures.ts';
import { loadTestFont } from './nodeFont.ts';

// Test helper (vitest, Node): the configurator with the real fit check, a fake store and a
// fake localStorage, as the web app will provide them.

export const font = loadTestFont('caveat');
export const quote: PriceQuote = {
  currency: 'EUR',
  quantity: 3,
  price: 2.9,
  volumeDiscountPercent: 0,
  discountTotal: 0,
  shipmentTotal: 2.85,
  taxTotal: 2.19,
  grandTotal: 13.74,
};

export interface Options {
  fit?: (request: FitCheckRequest) => Promise<FitCheckResult>;
  price?: () => Promise<PriceQuote>;
  save?: (configuration: OrderConfiguration) => Promise<AddToCartResult>;
}

/** The machine with the real fit check, a fake store and a fake localStorage. */
export function start(input: Partial<ConfiguratorInput> = {}, options: Options = {}) {
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
export function toData(t: ReturnType<typeof start>, recipients = sampleRecipients(3)) {
  t.actor.send({ type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE });
  t.actor.send({ type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' });
  t.actor.send({ type: 'NEXT' });
  t.actor.send({ type: 'NEXT' });
  t.actor.send({ type: 'IMPORT_RECIPIENTS', recipients, mode: 'replace' });
}
