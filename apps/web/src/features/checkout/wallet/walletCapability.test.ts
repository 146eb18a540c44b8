import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletCapabilities, walletCapable } from './walletCapability.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('wallet capability', () => {
  it('counts enabled sandbox wallets as available, disabled ones not', async () => {
    expect(
      await walletCapabilities({
        google: { enabled: true, gateway: 'sandbox', merchant_id: 'm' },
        apple: { enabled: false, gateway: 'sandbox' },
      }),
    ).toEqual({ googlePay: true, applePay: false });
  });

  it('asks the Payment Request API with a real gateway', async () => {
    const canMakePayment = vi.fn(async () => true);
    const PaymentRequest = vi.fn(function (this: object) {
      Object.assign(this, { canMakePayment });
    });
    vi.stubGlobal('PaymentRequest', PaymentRequest);
    expect(await walletCapable({ apple: { enabled: true, gateway: 'stripe' } }, 'applePay')).toBe(
      true,
    );
    expect(PaymentRequest).toHaveBeenCalledWith(
      [{ supportedMethods: 'https://apple.com/apple-pay' }],
      expect.anything(),
    );
  });

  it('is not capable with a real gateway where the browser has no Payment Request API', async () => {
    vi.stubGlobal('PaymentRequest', undefined);
    expect(await walletCapable({ google: { enabled: true, gateway: 'stripe' } }, 'googlePay')).toBe(
      false,
    );
  });

  it('logs why Google Pay is not offered without a merchant id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await walletCapabilities({ google: { enabled: true, gateway: 'sandbox' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Google merchant ID is not defined'));
  });
});
