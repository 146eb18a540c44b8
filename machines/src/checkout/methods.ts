// Which payment methods the checkout offers (spec §5: only enabled ones; the device must be
// able to pay with Google or Apple Pay), and the small rules around payment settings.

/** Every payment flow, one machine each. Card, saved card and PayPal come first. */
export const PAYMENT_METHODS = [
  'card',
  'savedCard',
  'paypal',
  'klarna',
  'ideal',
  'bancontact',
  'paysafecard',
  'amazon',
  'googlePay',
  'applePay',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

/** Methods whose approval happens on another page (the return URL resumes them). */
export const REDIRECT_METHODS: readonly PaymentMethodId[] = [
  'card', // 3-D Secure
  'paypal',
  'klarna',
  'ideal',
  'bancontact',
  'paysafecard',
  'amazon',
];

/** The store's name of each method: `/settings/payments` key and `billing.method`. */
export const STORE_METHOD: Readonly<Record<PaymentMethodId, string>> = {
  card: 'card',
  savedCard: 'card',
  paypal: 'paypal',
  klarna: 'klarna',
  ideal: 'ideal',
  bancontact: 'bancontact',
  paysafecard: 'paysafecard',
  amazon: 'amazon',
  googlePay: 'google',
  applePay: 'apple',
};

/** One entry of `/settings/payments` (spec §3 "Payment method settings"). */
export interface MethodSettings {
  enabled?: boolean;
  gateway?: string;
  mode?: string;
  merchant_id?: string;
  public_key_id?: string;
  client_id?: string;
  ppcp?: boolean;
  [key: string]: unknown;
}

/** `/settings/payments`: an object by store method name. */
export type PaymentSettings = Readonly<Record<string, MethodSettings | undefined>>;

/** What the device can do (the app asks the browser's wallet APIs). */
export interface WalletCapabilities {
  googlePay: boolean;
  applePay: boolean;
}

export type MethodUnavailableReason =
  'disabled' | 'noSavedCard' | 'missingMerchantId' | 'missingAmazonKeys' | 'deviceNotCapable';

export interface MethodAvailability {
  method: PaymentMethodId;
  available: boolean;
  reason?: MethodUnavailableReason;
}

export interface AvailabilityInput {
  settings: PaymentSettings;
  wallets: WalletCapabilities;
  savedCardCount: number;
}

function reasonFor(
  method: PaymentMethodId,
  input: AvailabilityInput,
): MethodUnavailableReason | undefined {
  const entry = input.settings[STORE_METHOD[method]];
  if (!entry || entry.enabled === false) return 'disabled';
  if (method === 'savedCard' && input.savedCardCount === 0) return 'noSavedCard';
  if (method === 'amazon' && (!entry.merchant_id || !entry.public_key_id))
    return 'missingAmazonKeys';
  if (method === 'googlePay' && !entry.merchant_id) return 'missingMerchantId';
  if (method === 'googlePay' && !input.wallets.googlePay) return 'deviceNotCapable';
  if (method === 'applePay' && !input.wallets.applePay) return 'deviceNotCapable';
  return undefined;
}

/** Every method with whether the checkout offers it, and why not. */
export function methodAvailability(input: AvailabilityInput): MethodAvailability[] {
  return PAYMENT_METHODS.map((method) => {
    const reason = reasonFor(method, input);
    return reason ? { method, available: false, reason } : { method, available: true };
  });
}

/** The methods the checkout offers, in display order. */
export function enabledMethods(input: AvailabilityInput): PaymentMethodId[] {
  return methodAvailability(input)
    .filter((entry) => entry.available)
    .map((entry) => entry.method);
}

/**
 * Spec §5: payment element ids may not start with `#`; the sign is stripped with a warning
 * (`warn` defaults to console.warn).
 */
export function stripElementId(
  id: string,
  warn: (message: string) => void = (message) => console.warn(message),
): string {
  if (!id.startsWith('#')) return id;
  const stripped = id.replace(/^#+/, '');
  warn(`Payment element id should not start with "#": using "${stripped}" instead of "${id}"`);
  return stripped;
}
