import type { FitCheckResult, FitSettings } from './fitCheck.ts';
import type {
  ConfiguratorContext,
  FitCheckRequest,
  PriceQuote,
  PriceQuoteRequest,
} from './machineTypes.ts';
import { buildOrderConfiguration, fitSettingsOf } from './orderConfiguration.ts';
import type { FontRef, OrderConfiguration } from './schema.ts';

// The summary's `checking` state: the fit check and the price quote run side by side (both
// through actors the app supplies); a failure of either is stored, never thrown, so the
// summary can say what went wrong and offer RETRY_CHECKS.

/** The input of the app's `checkFit` actor (only built once the content step is valid). */
export function fitCheckRequest(context: ConfiguratorContext): FitCheckRequest {
  return {
    font: context.draft.font as FontRef,
    settings: fitSettingsOf(context.draft) as FitSettings,
    recipients: context.draft.recipients,
  };
}

/** The input of the app's `quotePrice` actor. */
export function priceQuoteRequest(context: ConfiguratorContext): PriceQuoteRequest {
  return {
    canvasKey: context.draft.canvas?.key ?? '',
    quantity: context.draft.recipients.length,
    shippingMode: context.draft.shipping.mode,
    countries: context.draft.recipients.map((recipient) => recipient.address.country),
  };
}

/** The input of the app's `saveConfigurationAndAddToCart` actor: the complete configuration. */
export function addToCartRequest(context: ConfiguratorContext): OrderConfiguration {
  const configuration = buildOrderConfiguration(context.draft);
  // The summary is only left with every step valid, so this cannot happen; fail loudly if it does.
  if (!configuration) throw new Error('the summary let an incomplete configuration through');
  return configuration;
}

type WithContext = { context: ConfiguratorContext };

export const summaryChecking = {
  tags: ['checking'],
  entry: 'startChecks',
  type: 'parallel',
  states: {
    fit: {
      initial: 'running',
      states: {
        running: {
          invoke: {
            id: 'checkFit',
            src: 'checkFit',
            input: ({ context }: WithContext) => fitCheckRequest(context),
            onDone: {
              target: 'done',
              actions: {
                type: 'storeFit',
                params: ({ event }: { event: { output: FitCheckResult } }) => ({
                  fit: event.output,
                }),
              },
            },
            onError: { target: 'done', actions: { type: 'storeFit', params: { fit: null } } },
          },
        },
        done: { type: 'final' },
      },
    },
    price: {
      initial: 'running',
      states: {
        running: {
          invoke: {
            id: 'quotePrice',
            src: 'quotePrice',
            input: ({ context }: WithContext) => priceQuoteRequest(context),
            onDone: {
              target: 'done',
              actions: {
                type: 'storeQuote',
                params: ({ event }: { event: { output: PriceQuote } }) => ({ quote: event.output }),
              },
            },
            onError: { target: 'done', actions: { type: 'storeQuote', params: { quote: null } } },
          },
        },
        done: { type: 'final' },
      },
    },
  },
  onDone: 'blocked',
} as const;
