// Spec §8: the payment errors. Each has a code, the spec's English message (for logs and
// developers) and a customer-facing German message as an i18n key with a German default.

export type PaymentErrorCode =
  | 'unsupported_intent_status'
  | 'payment_canceled'
  | 'confirmation_canceled'
  | 'payment_refused'
  | 'unknown_redirect_status'
  | 'authentication_failed'
  | 'invalid_paypal_amount'
  | 'method_disabled'
  | 'unsupported_method'
  | 'google_merchant_missing'
  | 'device_not_capable'
  | 'domain_not_verified'
  | 'amazon_settings_missing'
  | 'amazon_session_missing'
  | 'paysafecard_payment_missing'
  | 'redirect_params_missing'
  | 'payment_not_found'
  | 'card_incorrect'
  | 'card_missing'
  | 'card_declined'
  | 'processing_error'
  | 'approval_released'
  | 'shipping_address_refused';

export interface PaymentError {
  code: PaymentErrorCode;
  /** The spec's English message (never shown to customers). */
  message: string;
  /** i18n key of the customer-facing message (namespace `checkout`). */
  key: string;
  /** German text to show: the key's default, or the store's own German message. */
  de: string;
}

const CUSTOMER = {
  cardIncorrect: 'Die Kartendaten sind nicht korrekt. Bitte prüfe deine Eingaben.',
  cardDeclined: 'Die Karte wurde abgelehnt. Bitte verwende eine andere Karte.',
  processing:
    'Bei der Verarbeitung der Zahlung ist ein Fehler aufgetreten. Bitte versuche es erneut.',
  authentication:
    'Wir können deine Zahlungsmethode nicht bestätigen. Bitte wähle eine andere Zahlungsmethode und versuche es erneut.',
  canceled: 'Die Zahlung wurde abgebrochen. Bitte wähle eine Zahlungsmethode.',
  refused:
    'Die Zahlung wurde abgelehnt. Bitte wähle eine andere Zahlungsart und versuche es erneut.',
  confirmationCanceled:
    'Die Bestätigung der Zahlung wurde abgebrochen. Es wurde nichts abgebucht. Bitte wähle eine Zahlungsart und bestelle erneut.',
  unavailable: 'Diese Zahlungsmethode ist gerade nicht verfügbar. Bitte wähle eine andere.',
  device: 'Dein Gerät unterstützt diese Zahlungsmethode nicht. Bitte wähle eine andere.',
  undeliverable:
    'An diese Lieferadresse können wir leider nicht liefern. Bitte wähle eine andere Lieferadresse oder eine andere Zahlungsart.',
  released:
    'Die Freigabe ist abgelaufen und wurde aufgehoben – es wurde nichts berechnet. Bitte bezahle erneut.',
} as const;

type CustomerKey = keyof typeof CUSTOMER;

const CATALOGUE: Record<
  PaymentErrorCode,
  { message: (v: Record<string, string>) => string; customer: CustomerKey }
> = {
  unsupported_intent_status: { message: () => 'Unsupported intent status', customer: 'processing' },
  payment_canceled: { message: () => 'Payment canceled', customer: 'canceled' },
  // The customer (or the provider) refused on the approval page: not a technical error.
  payment_refused: { message: () => 'Payment refused', customer: 'refused' },
  confirmation_canceled: {
    message: () => 'Payment confirmation left without an answer',
    customer: 'confirmationCanceled',
  },
  unknown_redirect_status: { message: () => 'Unknown redirect status', customer: 'processing' },
  authentication_failed: {
    message: () =>
      'We are unable to authenticate your payment method. Please choose a different payment method and try again',
    customer: 'authentication',
  },
  invalid_paypal_amount: {
    message: () => 'invalid PayPal button amount, value should be greater than zero',
    customer: 'unavailable',
  },
  method_disabled: {
    message: (v) => `${v.method ?? 'Payment'} payments are disabled. See Payment settings`,
    customer: 'unavailable',
  },
  unsupported_method: {
    message: (v) => `Unsupported payment method: ${v.method ?? ''}`,
    customer: 'unavailable',
  },
  google_merchant_missing: {
    message: () => 'Google merchant ID is not defined',
    customer: 'unavailable',
  },
  device_not_capable: {
    message: (v) => `This device is not capable of using ${v.wallet ?? 'this wallet'}`,
    customer: 'device',
  },
  domain_not_verified: {
    message: (v) => `${v.host ?? 'This'} domain is not verified`,
    customer: 'unavailable',
  },
  amazon_settings_missing: {
    message: () => 'Amazon Pay merchant_id and public_key_id are not defined',
    customer: 'unavailable',
  },
  amazon_session_missing: {
    message: () => 'Missing Amazon checkout session ID',
    customer: 'processing',
  },
  paysafecard_payment_missing: {
    message: () => 'Paysafecard payment (ID) is not defined',
    customer: 'processing',
  },
  redirect_params_missing: {
    message: () => 'Redirect parameters are not provided',
    customer: 'processing',
  },
  payment_not_found: { message: () => 'Payment not found', customer: 'processing' },
  card_incorrect: { message: () => 'Card details are incorrect', customer: 'cardIncorrect' },
  card_missing: { message: () => 'Card details are missing', customer: 'cardIncorrect' },
  card_declined: { message: () => 'Card was declined', customer: 'cardDeclined' },
  processing_error: { message: () => 'Error processing payment', customer: 'processing' },
  // Issue #33: the server released the approval (too late, or the cart was paid otherwise).
  approval_released: { message: () => 'Payment approval released', customer: 'released' },
  // Issue #41: the store refused the delivery address a method brought (Amazon Pay's).
  shipping_address_refused: {
    message: () => 'Shipping address refused by the store',
    customer: 'undeliverable',
  },
};

/** The German defaults of every customer-facing payment message, by i18n key. */
export const PAYMENT_MESSAGES_DE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CUSTOMER).map(([key, text]) => [`payment.${key}`, text]),
);

export function paymentError(
  code: PaymentErrorCode,
  vars: Record<string, string> = {},
): PaymentError {
  const entry = CATALOGUE[code];
  return {
    code,
    message: entry.message(vars),
    key: `payment.${entry.customer}`,
    de: CUSTOMER[entry.customer],
  };
}

const CARD_INCORRECT = new Set([
  'invalid_card_number',
  'invalid_card_expiry',
  'invalid_card_cvc',
  'incorrect_number',
  'incorrect_cvc',
  'expired_card',
]);

/**
 * Any error an app-provided payment actor threw (a swell-js error with `code`, `status`,
 * `message`, or an answer's `errors.billing`) as a PaymentError. A PaymentError passes
 * through; a store decline keeps the store's German message.
 */
export function toPaymentError(error: unknown): PaymentError {
  if (isPaymentError(error)) return error;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : undefined;
  if (typeof code === 'string' && CARD_INCORRECT.has(code)) return paymentError('card_incorrect');
  if (code === 'card_declined' || code === 'insufficient_funds' || code === 'vault_error') {
    const base = paymentError('card_declined');
    return { ...base, de: text ?? base.de };
  }
  if (code === 'authentication_required' || code === 'authentication_failed')
    return paymentError('authentication_failed');
  const refusal = storeRefusal(error);
  if (refusal) {
    const base = paymentError(
      refusal.field.startsWith('shipping') ? 'shipping_address_refused' : 'processing_error',
    );
    return { ...base, de: refusal.message };
  }
  return paymentError('processing_error');
}

/**
 * A store refusal of a billing update (`fields` by field name, each `{code, message}` in
 * German; the app's StoreFieldErrors): its first field and message (issue #41: Amazon Pay's
 * address outside the shipping area).
 */
function storeRefusal(error: unknown): { field: string; message: string } | null {
  const fields = (error as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return null;
  for (const [field, detail] of Object.entries(fields as Record<string, unknown>)) {
    const message = (detail as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return { field, message };
  }
  return null;
}

export function isPaymentError(value: unknown): value is PaymentError {
  const v = value as Partial<PaymentError> | null;
  return !!v && typeof v.code === 'string' && typeof v.key === 'string' && typeof v.de === 'string';
}
