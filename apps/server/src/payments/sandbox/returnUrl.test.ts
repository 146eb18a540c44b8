import { describe, expect, it } from 'vitest';
import type { IntentStatus, PaymentMethod } from '../gateway.ts';
import { allowedReturnUrl, returnUrlWithResult } from './returnUrl.ts';

const intent = (method: PaymentMethod, status: IntentStatus) => ({
  id: 'pi_1',
  clientSecret: 'pi_1_secret_x',
  method,
  status,
});

function params(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('return URLs of the approval page', () => {
  it('adds the Stripe-style parameters for cards, Klarna, iDEAL, Bancontact', () => {
    expect(
      params(returnUrlWithResult('http://shop.test/checkout', intent('ideal', 'requires_capture'))),
    ).toEqual({
      gateway: 'stripe',
      redirect_status: 'succeeded',
      payment_intent: 'pi_1',
      payment_intent_client_secret: 'pi_1_secret_x',
    });
    expect(
      params(returnUrlWithResult('http://shop.test/', intent('klarna', 'requires_capture'))),
    ).toMatchObject({
      authorization_token: 'pi_1',
    });
    expect(
      params(returnUrlWithResult('http://shop.test/', intent('card', 'requires_payment_method')))
        .redirect_status,
    ).toBe('failed');
    expect(
      params(returnUrlWithResult('http://shop.test/', intent('bancontact', 'canceled')))
        .redirect_status,
    ).toBe('canceled');
  });

  it('adds PayPal, paysafecard and Amazon Pay parameters', () => {
    expect(
      params(
        returnUrlWithResult(
          'http://shop.test/?gateway=paypal',
          intent('paypal', 'requires_capture'),
        ),
      ),
    ).toEqual({
      gateway: 'paypal',
      redirect_status: 'succeeded',
      token: 'pi_1',
      PayerID: 'SANDBOXPAYER',
    });
    expect(
      params(returnUrlWithResult('http://shop.test/', intent('paysafecard', 'canceled'))),
    ).toEqual({
      gateway: 'paysafecard',
      payment_id: 'pi_1',
    });
    expect(
      params(returnUrlWithResult('http://shop.test/', intent('amazon', 'requires_capture'))),
    ).toEqual({
      gateway: 'amazon',
      redirect_status: 'succeeded',
      confirm: 'true',
      amazonCheckoutSessionId: 'pi_1',
    });
  });

  it('only leads back to the shop or loopback', () => {
    const shop = 'https://shop.example.de';
    expect(allowedReturnUrl('https://shop.example.de/kasse', shop)).toBe(true);
    expect(allowedReturnUrl('http://localhost:5173/kasse', shop)).toBe(true);
    expect(allowedReturnUrl('https://evil.example/', shop)).toBe(false);
    expect(allowedReturnUrl('javascript:alert(1)', shop)).toBe(false);
    expect(allowedReturnUrl('not a url', shop)).toBe(false);
  });
});
