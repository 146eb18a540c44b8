import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import type { StoreCart } from '../../../lib/store/types.ts';
import { createValueStore } from '../../../lib/valueStore.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { billingFor, createPaymentRequests } from './paymentRequests.ts';

afterEach(() => {
  resetSession();
  setStore(null);
});

describe('billingFor', () => {
  it('a card token: the card, no intent, no saved card', () => {
    const billing = billingFor({ method: 'card', card: { token: 'tok_1' } });
    expect(billing).toEqual({
      method: 'card',
      card: { token: 'tok_1' },
      intent: null,
      account_card_id: null,
    });
  });

  it('a saved card: account_card_id set and an earlier intent cleared', () => {
    const billing = billingFor({ method: 'card', accountCardId: 'card_7' });
    // An intent left on the cart (declined card, cancelled PayPal) would be charged instead.
    expect(billing).toEqual({ method: 'card', account_card_id: 'card_7', intent: null });
    expect(billing).not.toHaveProperty('card');
  });

  it('a card paid by intent: the intent under the vault gateway, saved card cleared, no card', () => {
    const billing = billingFor({ method: 'card', intent: { id: 'pi_1' } });
    expect(billing).toEqual({
      method: 'card',
      intent: { sandbox: { id: 'pi_1' } },
      account_card_id: null,
    });
    expect(billing).not.toHaveProperty('card');
  });

  it('PayPal: the token under `paypal` and the intent', () => {
    const billing = billingFor({ method: 'paypal', token: 'EC-1', intent: { id: 'EC-1' } });
    expect(billing).toEqual({
      method: 'paypal',
      paypal: { token: 'EC-1' },
      intent: { sandbox: { id: 'EC-1' } },
      account_card_id: null,
    });
  });

  it('a card never gets a `card: {token}` from a stray token', () => {
    expect(billingFor({ method: 'card', token: 'x', intent: { id: 'pi_1' } })).not.toHaveProperty(
      'card',
    );
  });
});

describe('createPaymentRequests', () => {
  it('applyPayment puts billingFor(update) on the cart and keeps the answer', async () => {
    const store = installFakeStore({ signedIn: true });
    const answer = { id: 'cart_1', items: [], billing: { method: 'card' } };
    store.cart.update.mockResolvedValue(answer);
    const cart = createValueStore<StoreCart | null>(null);
    await createPaymentRequests(cart).applyPayment({ method: 'card', accountCardId: 'card_7' });
    expect(store.cart.update).toHaveBeenCalledWith({
      billing: { method: 'card', account_card_id: 'card_7', intent: null },
    });
    expect(cart.get()).toBe(answer);
  });

  it('tokenizeCard sends the card to the vault in its terms', async () => {
    const store = installFakeStore({ signedIn: true });
    const payments = createPaymentRequests(createValueStore<StoreCart | null>(null));
    await expect(
      payments.tokenizeCard({
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2031,
        cvc: '123',
      }),
    ).resolves.toEqual({ token: 'tok_1', brand: 'Visa', last4: '4242' });
    expect(store.card.createToken).toHaveBeenCalledWith({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
    });
  });
});
