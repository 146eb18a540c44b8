import { describe, expect, it, vi } from 'vitest';
import { normalizePaymentParams, type PaymentParams } from './paymentParams.ts';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const nested of Object.values(value)) deepFreeze(nested);
    Object.freeze(value);
  }
  return value;
}

describe('normalizePaymentParams (spec §5)', () => {
  it('moves a top-level config under card with one warning', () => {
    const warn = vi.fn();
    const style = { base: { fontSize: '16px' } };
    const result = normalizePaymentParams(
      { card: { elementId: 'card-element' }, config: { style } },
      warn,
    );
    expect(result).toEqual({ card: { elementId: 'card-element', config: { style } } });
    expect('config' in result).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('card.config');
  });

  it('moves it under ideal when there is no card, and under both when both are there', () => {
    const onlyIdeal = vi.fn();
    expect(normalizePaymentParams({ ideal: {}, config: { a: 1 } }, onlyIdeal)).toEqual({
      ideal: { config: { a: 1 } },
    });
    expect(onlyIdeal).toHaveBeenCalledOnce();
    expect(onlyIdeal.mock.calls[0]?.[0]).toContain('ideal.config');

    const both = vi.fn();
    expect(normalizePaymentParams({ card: {}, ideal: {}, config: { a: 1 } }, both)).toEqual({
      card: { config: { a: 1 } },
      ideal: { config: { a: 1 } },
    });
    expect(both).toHaveBeenCalledTimes(2);
  });

  it('replaces a config already under card, as swell-js does', () => {
    const warn = vi.fn();
    expect(
      normalizePaymentParams({ card: { config: { old: true } }, config: { new: true } }, warn),
    ).toEqual({ card: { config: { new: true } } });
  });

  it('drops a top-level config silently without card or ideal; keeps a falsy one', () => {
    const warn = vi.fn();
    expect(normalizePaymentParams({ paypal: { style: {} }, config: { a: 1 } }, warn)).toEqual({
      paypal: { style: {} },
    });
    expect(normalizePaymentParams({ card: {}, config: undefined }, warn)).toEqual({
      card: {},
      config: undefined,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('strips a leading # from every element id, the separate card elements too', () => {
    const warn = vi.fn();
    const result = normalizePaymentParams(
      {
        card: {
          separateElements: true,
          cardNumber: { elementId: '#card-number', options: { showIcon: true } },
          cardExpiry: { elementId: '#card-expiry' },
          cardCvc: { elementId: 'card-cvc' },
        },
        paypal: { elementId: '#paypal-button', style: { color: 'gold' } },
        apple: { elementId: 'applepay-button' },
      },
      warn,
    );
    expect(result).toEqual({
      card: {
        separateElements: true,
        cardNumber: { elementId: 'card-number', options: { showIcon: true } },
        cardExpiry: { elementId: 'card-expiry' },
        cardCvc: { elementId: 'card-cvc' },
      },
      paypal: { elementId: 'paypal-button', style: { color: 'gold' } },
      apple: { elementId: 'applepay-button' },
    });
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('moves the config and strips the id in one go, callbacks pass unchanged', () => {
    const warn = vi.fn();
    const onSuccess = () => {};
    const result = normalizePaymentParams(
      { card: { elementId: '#card-element', onSuccess }, config: { hidePostalCode: true } },
      warn,
    );
    expect(result).toEqual({
      card: { elementId: 'card-element', onSuccess, config: { hidePostalCode: true } },
    });
    expect(result.card?.onSuccess).toBe(onSuccess);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('never changes its input', () => {
    const params: PaymentParams = deepFreeze({
      card: { elementId: '#card', cardNumber: { elementId: '#number' } },
      ideal: { elementId: '#ideal' },
      config: { a: 1 },
    });
    const snapshot = structuredClone(params);
    const result = normalizePaymentParams(params, () => {});
    expect(params).toEqual(snapshot);
    expect(result.card).not.toBe(params.card);
    expect(result.card?.cardNumber).toEqual({ elementId: 'number' });
  });

  it('warns on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    normalizePaymentParams({ card: { elementId: '#card-element' } });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
