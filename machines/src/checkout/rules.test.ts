import { describe, expect, it, vi } from 'vitest';
import { isBelowMinimumCharge, minimumCharge, toMinorUnits } from './amounts.ts';
import { addressIssues, EMPTY_ADDRESS } from './address.ts';
import { paymentError, toPaymentError } from './errors.ts';
import { enabledMethods, methodAvailability, stripElementId } from './methods.ts';
import {
  amazonChargeType,
  cardIntentStep,
  challengeOutcome,
  idealIntentAcceptable,
  klarnaOutcome,
  parseRedirectReturn,
  paypalIntent,
  paysafecardOutcome,
  redirectOutcome,
} from './redirect.ts';

describe('amounts (spec §5/§9)', () => {
  it('multiplies by 100 and rounds, except zero-decimal currencies', () => {
    expect(toMinorUnits(12.345, 'EUR')).toBe(1235);
    expect(toMinorUnits(0.1 + 0.2, 'eur')).toBe(30);
    expect(toMinorUnits(500, 'JPY')).toBe(500);
    expect(toMinorUnits(1000.4, 'KRW')).toBe(1000);
    expect(toMinorUnits(10, 'VND')).toBe(10);
    expect(toMinorUnits(10, 'CLP')).toBe(10);
  });

  it('knows the minimum charge table and compares in minor units', () => {
    expect(minimumCharge('EUR')).toBe(0.5);
    expect(minimumCharge('gbp')).toBe(0.3);
    expect(minimumCharge('HUF')).toBe(175);
    expect(minimumCharge('XYZ')).toBe(0);
    expect(isBelowMinimumCharge(0.49, 'EUR')).toBe(true);
    expect(isBelowMinimumCharge(0.5, 'EUR')).toBe(false);
    expect(isBelowMinimumCharge(49, 'JPY')).toBe(true);
    expect(isBelowMinimumCharge(2.49, 'DKK')).toBe(true);
    expect(isBelowMinimumCharge(0, 'XYZ')).toBe(false);
  });
});

describe('method enablement (/settings/payments)', () => {
  const settings = {
    card: { enabled: true },
    paypal: { enabled: true },
    klarna: { enabled: false },
    amazon: { enabled: true, merchant_id: 'M' },
    google: { enabled: true, merchant_id: 'G' },
    apple: { enabled: true },
  };
  it('offers enabled methods the device can use, card, saved card and PayPal first', () => {
    const wallets = { googlePay: true, applePay: false };
    expect(enabledMethods({ settings, wallets, savedCardCount: 1 })).toEqual([
      'card',
      'savedCard',
      'paypal',
      'googlePay',
    ]);
    const reasons = Object.fromEntries(
      methodAvailability({ settings, wallets, savedCardCount: 0 }).map((m) => [m.method, m.reason]),
    );
    expect(reasons).toMatchObject({
      savedCard: 'noSavedCard',
      klarna: 'disabled',
      ideal: 'disabled',
      amazon: 'missingAmazonKeys',
      applePay: 'deviceNotCapable',
    });
    expect(
      enabledMethods({
        settings: { google: { enabled: true } },
        wallets: { googlePay: true, applePay: true },
        savedCardCount: 0,
      }),
    ).toEqual([]);
  });

  it('strips a leading # from element ids with a warning', () => {
    const warn = vi.fn();
    expect(stripElementId('#card-element', warn)).toBe('card-element');
    expect(warn).toHaveBeenCalledOnce();
    expect(stripElementId('card-element', warn)).toBe('card-element');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('payment rules (spec §4)', () => {
  it('card intent: capture, confirm, 3-D Secure challenge, else unsupported', () => {
    expect(cardIntentStep('requires_capture')).toBe('capture');
    expect(cardIntentStep('requires_confirmation')).toBe('confirm');
    expect(cardIntentStep('requires_action')).toBe('challenge');
    expect(cardIntentStep('succeeded')).toBe('unsupported');
  });

  it('iDEAL intent status, PayPal intent, Amazon charge type', () => {
    expect(idealIntentAcceptable('requires_action')).toBe(true);
    expect(idealIntentAcceptable('requires_source_action')).toBe(true);
    expect(idealIntentAcceptable('requires_capture')).toBe(false);
    expect(paypalIntent('MERCHANT')).toBe('AUTHORIZE');
    expect(paypalIntent(undefined)).toBe('CAPTURE');
    expect(amazonChargeType(false)).toBe('OneTime');
    expect(amazonChargeType(true)).toBe('Recurring');
  });

  it('redirect status: succeeded, canceled, failed = refused (abgelehnt), anything else unknown', () => {
    expect(redirectOutcome('succeeded')).toEqual({ ok: true });
    expect(redirectOutcome('canceled')).toEqual({
      ok: false,
      error: paymentError('payment_canceled'),
    });
    const unknown = redirectOutcome('pending');
    expect(!unknown.ok && unknown.error.message).toBe('Unknown redirect status');
    const refused = redirectOutcome('failed');
    expect(!refused.ok && refused.error.code).toBe('payment_refused');
    expect(!refused.ok && refused.error.de).toBe(
      'Die Zahlung wurde abgelehnt. Bitte wähle eine andere Zahlungsart und versuche es erneut.',
    );
    const challenge = challengeOutcome('failed');
    expect(!challenge.ok && challenge.error.code).toBe('authentication_failed');
  });

  it('Klarna: succeeded, else authentication error; no authorization token = canceled', () => {
    expect(
      klarnaOutcome({ gateway: 'stripe', redirectStatus: 'succeeded', authorizationToken: 'a' }),
    ).toEqual({ ok: true });
    const failed = klarnaOutcome({
      gateway: 'stripe',
      redirectStatus: 'processing',
      authorizationToken: 'a',
    });
    expect(!failed.ok && failed.error.message).toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again',
    );
    const canceled = klarnaOutcome({ gateway: 'stripe', redirectStatus: 'succeeded' });
    expect(!canceled.ok && canceled.error.code).toBe('payment_canceled');
    // A refusal comes back without a token: refused, not canceled (issue #19).
    const refused = klarnaOutcome({ gateway: 'stripe', redirectStatus: 'failed' });
    expect(!refused.ok && refused.error.code).toBe('payment_refused');
  });

  it('Paysafecard: SUCCESS / AUTHORIZED, CANCELED_CUSTOMER, else error', () => {
    expect(paysafecardOutcome('SUCCESS').ok).toBe(true);
    expect(paysafecardOutcome('AUTHORIZED').ok).toBe(true);
    const canceled = paysafecardOutcome('CANCELED_CUSTOMER');
    expect(!canceled.ok && canceled.error.code).toBe('payment_canceled');
    const failed = paysafecardOutcome('FAILED');
    expect(!failed.ok && failed.error.code).toBe('payment_refused');
    const odd = paysafecardOutcome('SOMETHING');
    expect(!odd.ok && odd.error.code).toBe('processing_error');
  });

  it('reads the return URL parameters', () => {
    expect(parseRedirectReturn('?foo=1')).toBeNull();
    expect(
      parseRedirectReturn(
        '?gateway=stripe&redirect_status=succeeded&payment_intent=pi_1&payment_intent_client_secret=s_1',
      ),
    ).toEqual({
      gateway: 'stripe',
      redirectStatus: 'succeeded',
      paymentIntent: 'pi_1',
      clientSecret: 's_1',
    });
    expect(
      parseRedirectReturn('gateway=paypal&redirect_status=succeeded&token=o1&PayerID=P'),
    ).toMatchObject({
      token: 'o1',
      payerId: 'P',
    });
  });
});

describe('errors (spec §8)', () => {
  it('has the spec English messages and German customer messages', () => {
    expect(paymentError('unsupported_intent_status').message).toBe('Unsupported intent status');
    expect(paymentError('invalid_paypal_amount').message).toBe(
      'invalid PayPal button amount, value should be greater than zero',
    );
    expect(paymentError('method_disabled', { method: 'Klarna' }).message).toBe(
      'Klarna payments are disabled. See Payment settings',
    );
    expect(paymentError('unsupported_method', { method: 'x' }).message).toBe(
      'Unsupported payment method: x',
    );
    expect(paymentError('domain_not_verified', { host: 'shop.de' }).message).toBe(
      'shop.de domain is not verified',
    );
    expect(paymentError('google_merchant_missing').message).toBe(
      'Google merchant ID is not defined',
    );
    expect(paymentError('amazon_session_missing').message).toBe(
      'Missing Amazon checkout session ID',
    );
    expect(paymentError('paysafecard_payment_missing').message).toBe(
      'Paysafecard payment (ID) is not defined',
    );
    expect(paymentError('card_missing').message).toBe('Card details are missing');
    expect(paymentError('card_declined').de).toMatch(/abgelehnt/);
  });

  it('maps thrown store errors, keeping the store German decline text', () => {
    expect(
      toPaymentError({ code: 'card_declined', message: 'Die Karte wurde abgelehnt.' }).de,
    ).toBe('Die Karte wurde abgelehnt.');
    expect(toPaymentError({ code: 'invalid_card_number' }).code).toBe('card_incorrect');
    expect(toPaymentError(new Error('offline')).code).toBe('processing_error');
    expect(toPaymentError(paymentError('payment_canceled')).code).toBe('payment_canceled');
    // A store refusal (`fields`): an address refusal keeps its German text (issue #41).
    const refusal = { fields: { 'shipping.country': { code: 'UNDELIVERABLE', message: 'Nein.' } } };
    expect(toPaymentError(refusal)).toMatchObject({
      code: 'shipping_address_refused',
      de: 'Nein.',
    });
    const other = { fields: { 'billing.amazon': { code: 'NOT_FOUND', message: 'Unbekannt.' } } };
    expect(toPaymentError(other)).toMatchObject({ code: 'processing_error', de: 'Unbekannt.' });
  });
});

describe('addresses (spec §5)', () => {
  const good = {
    ...EMPTY_ADDRESS,
    firstName: 'Ada',
    lastName: 'L',
    address1: 'Weg 1',
    zip: '10115',
    city: 'Berlin',
  };
  it('needs the required fields, a postal code of the country and short names', () => {
    expect(addressIssues(good)).toEqual({});
    expect(addressIssues(EMPTY_ADDRESS)).toMatchObject({
      firstName: { code: 'required' },
      address1: { code: 'required' },
      zip: { code: 'required' },
      city: { code: 'required' },
    });
    expect(addressIssues({ ...good, country: 'AT' }).zip).toEqual({ code: 'postalCode' });
    expect(addressIssues({ ...good, lastName: 'x'.repeat(100) }).lastName).toEqual({
      code: 'nameTooLong',
      len: 100,
    });
  });
});
