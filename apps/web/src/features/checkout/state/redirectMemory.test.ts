import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPaymentMethod,
  PAYMENT_MEMORY_KEY,
  readRedirectReturn,
  rememberPaymentMethod,
  withoutRedirectParams,
} from './redirectMemory.ts';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('readRedirectReturn', () => {
  it('is null on an ordinary visit (no `gateway`), even with a remembered method', () => {
    rememberPaymentMethod('paypal');
    expect(readRedirectReturn('')).toBeNull();
    expect(readRedirectReturn('?token=EC-1&PayerID=P1&redirect_status=succeeded')).toBeNull();
  });

  it('takes the method remembered in sessionStorage over what the gateway suggests', () => {
    rememberPaymentMethod('ideal');
    expect(window.sessionStorage.getItem(PAYMENT_MEMORY_KEY)).toBe('ideal');
    expect(
      readRedirectReturn('?gateway=stripe&payment_intent=pi_1&redirect_status=succeeded'),
    ).toEqual({
      method: 'ideal',
      back: { gateway: 'stripe', paymentIntent: 'pi_1', redirectStatus: 'succeeded' },
    });
    // Reading does not forget (strict mode reads twice); forgetting is explicit.
    expect(readRedirectReturn('?gateway=stripe')?.method).toBe('ideal');
    forgetPaymentMethod();
    expect(window.sessionStorage.getItem(PAYMENT_MEMORY_KEY)).toBeNull();
    expect(readRedirectReturn('?gateway=stripe')?.method).toBe('card');
  });

  it('ignores a remembered value that is no payment method', () => {
    window.sessionStorage.setItem(PAYMENT_MEMORY_KEY, 'bitcoin');
    expect(readRedirectReturn('?gateway=paypal&token=EC-1')?.method).toBe('paypal');
  });

  it.each([
    ['?gateway=paypal&token=EC-1&PayerID=P1', 'paypal'],
    ['?gateway=paysafecard&payment_id=psc_1', 'paysafecard'],
    ['?gateway=amazon&amazonCheckoutSessionId=amz_1', 'amazon'],
    ['?gateway=stripe&authorization_token=kl_1&redirect_status=succeeded', 'klarna'],
    ['?gateway=stripe&payment_intent=pi_1&redirect_status=succeeded', 'card'],
  ] as const)('without a memory infers the method from %s → %s', (search, method) => {
    expect(readRedirectReturn(search)?.method).toBe(method);
  });

  it('keeps every parameter the gateway sent back', () => {
    expect(
      readRedirectReturn(
        '?gateway=stripe&redirect_status=succeeded&payment_intent=pi_9&payment_intent_client_secret=pi_9_secret',
      ),
    ).toEqual({
      method: 'card',
      back: {
        gateway: 'stripe',
        redirectStatus: 'succeeded',
        paymentIntent: 'pi_9',
        clientSecret: 'pi_9_secret',
      },
    });
  });
});

describe('withoutRedirectParams', () => {
  it('removes the redirect parameters and keeps unrelated ones', () => {
    expect(
      withoutRedirectParams(
        '?utm_source=mail&gateway=paypal&token=EC-1&PayerID=P1&redirect_status=succeeded&lang=de',
      ),
    ).toBe('?utm_source=mail&lang=de');
    expect(
      withoutRedirectParams(
        '?gateway=stripe&confirm=1&payment_intent=pi_1&payment_intent_client_secret=s&authorization_token=a&payment_id=p&amazonCheckoutSessionId=x&keep=yes',
      ),
    ).toBe('?keep=yes');
  });

  it('is empty when nothing else is left', () => {
    expect(withoutRedirectParams('?gateway=paypal&token=EC-1')).toBe('');
    expect(withoutRedirectParams('')).toBe('');
  });
});
