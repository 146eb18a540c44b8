import { z } from 'zod';
import type { PaymentMethod } from '../../payments/gateway.ts';
import { PAYMENT_METHODS, WALLET_METHODS } from '../../payments/gateway.ts';
import type { QueryObject, QueryValue } from '../../http/bracketQuery.ts';

// What swell-js's vault calls carry (store-api.md "Card vault"): a plain GET whose query
// holds `$jsonp[method]`, `$data[…]` (strings only) and `$key`. These helpers read the
// payment intent shapes swell-js's payment code sends (Stripe style: amount in cents;
// PayPal, Amazon Pay and paysafecard: amounts in euros), plus our own simple one:
// `{gateway: 'sandbox', intent: {method, amount (cents), currency, return_url, payment_method}}`.

export const vaultEnvelope = z.object({
  $jsonp: z.object({ method: z.string().max(10), callback: z.string().max(100).optional() }),
  $key: z.string().max(200).optional(),
  $data: z
    .custom<QueryObject>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
    .optional(),
});

const digits = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, { error: 'expected a number' })
  .transform(Number);

export const cardTokenData = z.object({
  number: z.string().max(40),
  exp_month: digits,
  exp_year: digits,
  cvc: z.string().max(10).default(''),
});

function get(value: QueryValue | undefined, ...path: string[]): QueryValue | undefined {
  let current = value;
  for (const key of path) {
    if (current === undefined || typeof current === 'string' || Array.isArray(current))
      return undefined;
    current = current[key];
  }
  return current;
}

function str(value: QueryValue | undefined): string | undefined {
  return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
}

// Wallets pay with a card token from their sheet, never through an intent.
function isMethod(value: string | undefined): value is PaymentMethod {
  return (
    value !== undefined &&
    (PAYMENT_METHODS as readonly string[]).includes(value) &&
    !(WALLET_METHODS as readonly string[]).includes(value)
  );
}

/** The first of `payment_method_types` (a string, a list, or `{0: 'ideal'}` from brackets). */
function firstMethodType(value: QueryValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value[0];
  if (value) return str(value['0']);
  return undefined;
}

/** Euros ("12.34") or cents ("1234") → cents; null when not a sane amount. */
function cents(value: string | undefined, unit: 'euros' | 'cents'): number | null {
  if (value === undefined || !/^\d{1,9}(\.\d{1,2})?$/.test(value.trim())) return null;
  const amount = unit === 'euros' ? Math.round(Number(value) * 100) : Number(value);
  return Number.isInteger(amount) && amount <= 100_000_000 ? amount : null;
}

export interface IntentFields {
  method: PaymentMethod | null;
  amountCents: number | null;
  currency: string;
  cardToken: string | null;
  returnUrl: string | null;
}

export function readIntentRequest(data: QueryObject): IntentFields {
  const gateway = str(data.gateway);
  const intent = data.intent;
  const cardToken = str(get(intent, 'payment_method')) ?? null;
  const named = str(get(intent, 'method')) ?? firstMethodType(get(intent, 'payment_method_types'));
  const method = isMethod(named) ? named : isMethod(gateway) ? gateway : cardToken ? 'card' : null;

  const amountCents =
    gateway === 'paysafecard'
      ? cents(str(get(intent, 'amount')), 'euros')
      : gateway === 'paypal'
        ? cents(str(get(intent, 'purchase_units', '0', 'amount', 'value')), 'euros')
        : gateway === 'amazon'
          ? cents(str(get(intent, 'paymentDetails', 'chargeAmount', 'amount')), 'euros')
          : cents(str(get(intent, 'amount')), 'cents');

  const currency = (
    str(get(intent, 'currency')) ??
    str(get(intent, 'purchase_units', '0', 'amount', 'currency_code')) ??
    str(get(intent, 'paymentDetails', 'chargeAmount', 'currencyCode')) ??
    'EUR'
  ).toUpperCase();

  const returnUrl =
    str(get(intent, 'return_url')) ??
    str(get(intent, 'redirect', 'success_url')) ??
    str(get(intent, 'merchant_urls', 'success')) ??
    str(get(intent, 'webCheckoutDetails', 'checkoutResultReturnUrl')) ??
    str(get(intent, 'application_context', 'return_url')) ??
    null;

  return { method, amountCents, currency, cardToken, returnUrl };
}

/** The intent an update or read names: `{intent: {id | payment_id | client_secret}}`. */
export function intentReference(data: QueryObject): string | null {
  const intent = data.intent;
  return (
    str(get(intent, 'id')) ??
    str(get(intent, 'payment_id')) ??
    str(get(intent, 'client_secret')) ??
    null
  );
}
