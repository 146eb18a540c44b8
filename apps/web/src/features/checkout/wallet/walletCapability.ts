import type { PaymentSettings, WalletCapabilities } from '@federkiel/machines';

// Whether the device can pay with Google Pay / Apple Pay (spec §5). One seam for both
// worlds: with the sandbox gateway the shop's own wallet sheet (WalletSheet.tsx) stands in
// for the wallets, so a wallet the settings enable is available; with a real gateway the
// browser's Payment Request API decides, as the wallets' own scripts would.

export type WalletId = keyof WalletCapabilities;

/** The Payment Request method identifiers of the wallets. */
const PAYMENT_REQUEST_METHODS: Record<WalletId, string> = {
  googlePay: 'https://google.com/pay',
  applePay: 'https://apple.com/apple-pay',
};

const STORE_NAMES: Record<WalletId, 'google' | 'apple'> = {
  googlePay: 'google',
  applePay: 'apple',
};

/** The wallet's `/settings/payments` entry is enabled and names the sandbox gateway. */
export function usesSandboxSheet(settings: PaymentSettings, wallet: WalletId): boolean {
  const entry = settings[STORE_NAMES[wallet]];
  return !!entry?.enabled && entry.gateway === 'sandbox';
}

/** Asks the browser (real gateways): false where the API is missing or refuses. */
async function browserCanPay(wallet: WalletId): Promise<boolean> {
  if (typeof window === 'undefined' || typeof window.PaymentRequest !== 'function') return false;
  try {
    const request = new window.PaymentRequest(
      [{ supportedMethods: PAYMENT_REQUEST_METHODS[wallet] }],
      { total: { label: 'Federkiel', amount: { currency: 'EUR', value: '0.00' } } },
    );
    return await request.canMakePayment();
  } catch {
    return false;
  }
}

/** One wallet: the sandbox sheet when the settings name the sandbox, else the browser. */
export async function walletCapable(settings: PaymentSettings, wallet: WalletId): Promise<boolean> {
  const entry = settings[STORE_NAMES[wallet]];
  if (!entry?.enabled) return false;
  if (usesSandboxSheet(settings, wallet)) return true;
  return browserCanPay(wallet);
}

/**
 * Both wallets, for `loadCheckout`. Google Pay without a merchant id is not offered
 * (machines' `offeredMethods`); the reason is logged here so a missing setting is found.
 */
export async function walletCapabilities(settings: PaymentSettings): Promise<WalletCapabilities> {
  const google = settings.google;
  if (google?.enabled && !google.merchant_id) {
    console.warn('Google Pay is not offered: Google merchant ID is not defined');
  }
  const [googlePay, applePay] = await Promise.all([
    walletCapable(settings, 'googlePay'),
    walletCapable(settings, 'applePay'),
  ]);
  return { googlePay, applePay };
}
