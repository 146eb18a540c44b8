import {
  configuratorMachine,
  type AddToCartResult,
  type FitCheckRequest,
  type FitCheckResult,
  type OrderConfiguration,
  type PriceQuote,
  type PriceQuoteRequest,
} from '@federkiel/machines';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { AddToCartOutcome } from '../api/addToCart.ts';
import { runFitCheck } from '../api/runFitCheck.ts';
import { quoteFromStore } from '../api/priceQuote.ts';
import { invalidateCart } from '../../../lib/store/cartQuery.ts';
import type { StoreCart } from '../../../lib/store/types.ts';
import type { ProgressSaver, ProgressStorageStatus } from './progressStorage.ts';
import { createValueStore, type ValueStore } from '../../../lib/valueStore.ts';
import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { createGrantOrder, grantQuote } from '../wunderlink/grantOrder.ts';

/** What the page shows besides the machine's context: details the machine keeps as flags. */
export interface ConfiguratorOutcome {
  /** Why the last "In den Warenkorb" failed (the machine only knows `saveFailed`). */
  saveError: ValueStore<unknown>;
  /** The cart after the configured cards went in (server totals for the success view). */
  cart: ValueStore<StoreCart | null>;
  /** Whether the browser keeps the progress (quota, private mode). */
  storage: ValueStore<ProgressStorageStatus>;
  /** Counts `clearProgress` (discarded, or in the cart): the draft connection starts anew. */
  cleared: ValueStore<number>;
}

export function createOutcome(): ConfiguratorOutcome {
  return {
    saveError: createValueStore<unknown>(null),
    cart: createValueStore<StoreCart | null>(null),
    storage: createValueStore<ProgressStorageStatus>('idle'),
    cleared: createValueStore(0),
  };
}

export interface ConfiguratorServices {
  saver: ProgressSaver;
  queryClient: QueryClient;
  outcome: ConfiguratorOutcome;
  addToCart: (configuration: OrderConfiguration) => Promise<AddToCartOutcome>;
  /**
   * Designing a WunderLink's free cards (docs/wunderlink.md): price 0 €, and "Gratis
   * bestellen" stores the configuration for the confirm screen instead of filling the cart.
   */
  grant?: PublicWunderlink | null;
  /** Replaces the grant's "Gratis bestellen" (tests). */
  orderForFree?: (configuration: OrderConfiguration) => Promise<AddToCartResult>;
}

/** The machines' configurator with this app's storage, font loading, store and backend. */
export function createConfiguratorLogic({
  saver,
  queryClient,
  outcome,
  addToCart,
  grant = null,
  orderForFree,
}: ConfiguratorServices) {
  let lastProgress: unknown = null;
  const forFree = grant
    ? (orderForFree ?? createGrantOrder({ link: grant, queryClient, progress: () => lastProgress }))
    : null;
  return configuratorMachine.provide({
    actions: {
      persistProgress: (_, { progress }) => {
        lastProgress = progress;
        saver.save(progress);
      },
      clearProgress: () => {
        saver.clear();
        outcome.cleared.set(outcome.cleared.get() + 1);
      },
    },
    actors: {
      checkFit: fromPromise<FitCheckResult, FitCheckRequest>(({ input }) =>
        runFitCheck(input, queryClient),
      ),
      quotePrice: fromPromise<PriceQuote, PriceQuoteRequest>(async ({ input }) =>
        grant ? grantQuote(input) : quoteFromStore(input, queryClient),
      ),
      saveConfigurationAndAddToCart: fromPromise<AddToCartResult, OrderConfiguration>(
        async ({ input }) => {
          outcome.saveError.set(null);
          if (forFree) {
            try {
              return await forFree(input);
            } catch (error) {
              outcome.saveError.set(error);
              throw error;
            }
          }
          try {
            const result = await addToCart(input);
            outcome.cart.set(result.cart);
            void invalidateCart(queryClient);
            return { configurationId: result.configurationId };
          } catch (error) {
            outcome.saveError.set(error);
            throw error;
          }
        },
      ),
    },
  });
}
