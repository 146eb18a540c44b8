// Spec §5: the params a shop passes to render payment elements (swell-js
// `payment.createElements` / `tokenize`), normalised the way swell-js 5.8 does before it
// creates the elements (`adjustParams` and `adjustMethodParams` in its payment module):
// - a top-level `config` is moved under `card` and under `ideal` (each that is present),
//   with a warning per move, and removed from the top level;
// - every method's `elementId` (and those of `cardNumber`, `cardExpiry`, `cardCvc`) loses a
//   leading `#`, with a warning (`stripElementId`).
// Pure: the input is never changed (swell-js itself changes the nested objects in place).
import { stripElementId } from './methods.ts';

/** One method's element config (`card`, `ideal`, `paypal`, …); other keys pass unchanged. */
export interface PaymentElementConfig {
  elementId?: string;
  /** Separate card elements (`separateElements: true`), each with its own element id. */
  cardNumber?: PaymentElementConfig;
  cardExpiry?: PaymentElementConfig;
  cardCvc?: PaymentElementConfig;
  config?: unknown;
  [key: string]: unknown;
}

/** The params of `payment.createElements`: one entry per method, by store method name. */
export interface PaymentParams {
  card?: PaymentElementConfig;
  ideal?: PaymentElementConfig;
  /** Belongs under `card` / `ideal`; moved there by `normalizePaymentParams`. */
  config?: unknown;
  [method: string]: unknown;
}

/** Methods a top-level `config` is moved under (swell-js `adjustConfig`). */
export const CONFIG_METHODS = ['card', 'ideal'] as const;

/** Nested element configs whose ids are checked too (swell-js `adjustElementId`). */
const NESTED_ELEMENTS = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;

type Warn = (message: string) => void;

function isConfig(value: unknown): value is PaymentElementConfig {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withElementIds(config: PaymentElementConfig, warn: Warn): PaymentElementConfig {
  const next: PaymentElementConfig = { ...config };
  for (const key of NESTED_ELEMENTS) {
    const nested = config[key];
    if (isConfig(nested)) next[key] = withElementIds(nested, warn);
  }
  if (typeof config.elementId === 'string' && config.elementId) {
    next.elementId = stripElementId(config.elementId, warn);
  }
  return next;
}

/**
 * The params with a top-level `config` moved under `card` and `ideal` (a `config` already
 * there is replaced, as swell-js does; without either method it is dropped silently) and
 * every element id without a leading `#`. Each change is reported once through `warn`
 * (default console.warn). Keys that are not objects (callbacks, flags) pass unchanged.
 */
export function normalizePaymentParams(
  params: PaymentParams,
  warn: Warn = (message) => console.warn(message),
): PaymentParams {
  const next: PaymentParams = { ...params };

  // swell-js: `if (!params.config) return;` — a falsy config stays where it is.
  if (next.config) {
    for (const method of CONFIG_METHODS) {
      const target = next[method];
      if (!isConfig(target)) continue;
      warn(
        `Payment params: "config" belongs under "${method}": moved to "${method}.config" (spec §5)`,
      );
      next[method] = { ...target, config: next.config };
    }
    delete next.config;
  }

  for (const [method, value] of Object.entries(next)) {
    if (isConfig(value)) next[method] = withElementIds(value, warn);
  }
  return next;
}
