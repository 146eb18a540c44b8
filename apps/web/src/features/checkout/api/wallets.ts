import type { WalletCapabilities } from '@federkiel/machines';

type WalletWindow = Pick<Window, never> & {
  ApplePaySession?: { canMakePayments?: () => boolean };
  PaymentRequest?: unknown;
};

/**
 * Spec §5: Google and Apple Pay only where the device can pay with them. Apple Pay asks
 * Safari's `ApplePaySession`; Google Pay needs the Payment Request API (the Google Pay
 * script itself is loaded only when a shop enables the method with a merchant id).
 */
export async function detectWallets(
  win: WalletWindow = window as WalletWindow,
): Promise<WalletCapabilities> {
  let applePay = false;
  try {
    applePay = !!win.ApplePaySession?.canMakePayments?.();
  } catch {
    applePay = false;
  }
  return { applePay, googlePay: typeof win.PaymentRequest === 'function' };
}
