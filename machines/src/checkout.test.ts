import { describe, expect, it } from 'vitest';
import { paymentError } from './checkout/errors.ts';
import { ada, address, cart, checkoutRig, loaded, settle } from './checkout/testing/fixtures.ts';
import type { CheckoutCart } from './checkout/types.ts';
import { input, onReview, withService } from './checkout/testing/reviewRig.ts';

describe('checkout', () => {
  it('a guest orders with an e-mail address: needed before the addresses are saved', async () => {
    const rig = checkoutRig(
      { user: null, returnUrl: '/' },
      {
        loadCheckout: () => loaded,
        saveAddresses: () => ({ ok: true, cart }),
      },
    );
    await settle();
    expect(rig.actor.getSnapshot().hasTag('addresses')).toBe(true);
    rig.actor.send({ type: 'SET_DELIVERY_ADDRESS', changes: address });
    rig.actor.send({ type: 'NEXT' });
    expect(rig.calls.saveAddresses).toBeUndefined();
    rig.actor.send({ type: 'SET_EMAIL', email: 'kein-at-zeichen' });
    rig.actor.send({ type: 'NEXT' });
    expect(rig.calls.saveAddresses).toBeUndefined();
    rig.actor.send({ type: 'SET_EMAIL', email: ' gast@example.de ' });
    rig.actor.send({ type: 'NEXT' });
    await settle();
    expect(rig.calls.saveAddresses).toEqual([
      { delivery: address, billing: address, email: 'gast@example.de' },
    ]);
    expect(rig.actor.getSnapshot().hasTag('shipping')).toBe(true);
  });

  it("a guest's e-mail on the cart comes back; a signed-in customer has none to give", async () => {
    const guest = checkoutRig(
      { user: null, returnUrl: '/' },
      { loadCheckout: () => ({ ...loaded, email: 'gast@example.de' }) },
    );
    await settle();
    expect(guest.actor.getSnapshot().context.email).toBe('gast@example.de');
    const signedIn = checkoutRig(input, { loadCheckout: () => loaded });
    await settle();
    signedIn.actor.send({ type: 'SET_EMAIL', email: 'x@example.de' });
    expect(signedIn.actor.getSnapshot().context.email).toBe('');
  });

  it('a guest who signs in meanwhile loads again with the account', async () => {
    const rig = checkoutRig({ user: null, returnUrl: '/' }, { loadCheckout: () => loaded });
    await settle();
    rig.actor.send({ type: 'SIGNED_IN', user: ada });
    await settle();
    expect(rig.calls.loadCheckout).toHaveLength(2);
    expect(rig.actor.getSnapshot().context.user).toEqual(ada);
    expect(rig.actor.getSnapshot().hasTag('addresses')).toBe(true);
  });

  it('does not ask for the shipping service the cart already has (the configurator chose it)', async () => {
    const rig = checkoutRig(input, {
      loadCheckout: () => loaded,
      saveAddresses: () => ({ ok: true, cart: withService }),
    });
    await settle();
    rig.actor.send({ type: 'SET_DELIVERY_ADDRESS', changes: address });
    rig.actor.send({ type: 'NEXT' });
    await settle();
    expect(rig.actor.getSnapshot().hasTag('payment')).toBe(true);
    expect(rig.actor.getSnapshot().context.cart?.shippingService).toBe('to_customer');
    // Still changeable.
    rig.actor.send({ type: 'EDIT', step: 'shipping' });
    expect(rig.actor.getSnapshot().hasTag('shipping')).toBe(true);
  });

  describe('a returning customer with everything known (issue #27 item 3)', () => {
    const business = { ...address, company: 'Tinte & Co. GmbH', vatId: 'DE123456788' };
    const known = { ...loaded, cart: withService, delivery: business, billing: business };
    const answers = {
      loadCheckout: () => known,
      saveAddresses: () => ({ ok: true, cart: withService }),
      refreshCart: ({ cart: current }: { cart: CheckoutCart }) => ({
        status: 'cart',
        cart: current,
      }),
    };

    it('saves the known addresses itself and opens the review with the saved card', async () => {
      const rig = checkoutRig(input, answers);
      await settle();
      await settle();
      const snapshot = rig.actor.getSnapshot();
      expect(rig.calls.saveAddresses).toEqual([
        { delivery: business, billing: business, email: null },
      ]);
      expect(snapshot.hasTag('review')).toBe(true);
      expect(snapshot.can({ type: 'PAY' })).toBe(true);
      expect(snapshot.context.choice).toEqual({ method: 'savedCard', accountCardId: 'card_1' });
      expect(snapshot.context.express).toBe(false);
      // Every step stays changeable, and a changed step asks for "Weiter" again.
      rig.actor.send({ type: 'EDIT', step: 'addresses' });
      rig.actor.send({ type: 'NEXT' });
      await settle();
      expect(rig.actor.getSnapshot().hasTag('payment')).toBe(true);
    });

    it('asks as usual when something is missing or the tab kept its own state', async () => {
      const cases = [
        { ...known, savedCards: [] },
        { ...known, cart },
        { ...known, delivery: { ...business, zip: '' } },
        { ...known, settings: { paypal: { enabled: true } } },
      ];
      for (const data of cases) {
        const rig = checkoutRig(input, { ...answers, loadCheckout: () => data });
        await settle();
        expect(rig.calls.saveAddresses).toBeUndefined();
        expect(rig.actor.getSnapshot().hasTag('addresses')).toBe(true);
      }
      const guest = checkoutRig({ user: null, returnUrl: '/' }, answers);
      await settle();
      expect(guest.actor.getSnapshot().hasTag('addresses')).toBe(true);
      const kept = {
        cartId: cart.id,
        checkoutId: cart.checkoutId,
        step: 'addresses' as const,
        email: '',
        delivery: business,
        billing: business,
        billingSameAsDelivery: true,
        choice: null,
        pending: null,
      };
      const reloaded = checkoutRig({ ...input, restore: kept }, answers);
      await settle();
      expect(reloaded.actor.getSnapshot().hasTag('addresses')).toBe(true);
    });

    it('a refusal of the known addresses shows them on the address step', async () => {
      const rig = checkoutRig(input, {
        ...answers,
        saveAddresses: () => ({
          ok: false,
          problem: { field: 'shipping.zip', code: 'X', message: 'Nein.' },
        }),
      });
      await settle();
      await settle();
      const snapshot = rig.actor.getSnapshot();
      expect(snapshot.hasTag('addresses')).toBe(true);
      expect(snapshot.context.problem?.message).toBe('Nein.');
      expect(snapshot.context.express).toBe(false);
    });
  });

  it('blocks invalid addresses and saves valid ones (billing = delivery by default)', async () => {
    const rig = checkoutRig(input, {
      loadCheckout: () => loaded,
      saveAddresses: () => ({ ok: true, cart }),
    });
    await settle();
    rig.actor.send({ type: 'NEXT' });
    expect(rig.calls.saveAddresses).toBeUndefined();
    rig.actor.send({ type: 'SET_DELIVERY_ADDRESS', changes: address });
    rig.actor.send({ type: 'NEXT' });
    await settle();
    expect(rig.calls.saveAddresses).toEqual([{ delivery: address, billing: address, email: null }]);
    expect(rig.actor.getSnapshot().hasTag('shipping')).toBe(true);
  });

  it('goes back to any earlier step with EDIT, and only to earlier ones', async () => {
    const rig = await onReview();
    rig.actor.send({ type: 'EDIT', step: 'shipping' });
    expect(rig.actor.getSnapshot().hasTag('shipping')).toBe(true);
    rig.actor.send({ type: 'EDIT', step: 'payment' });
    expect(rig.actor.getSnapshot().hasTag('shipping')).toBe(true);
    rig.actor.send({ type: 'EDIT', step: 'addresses' });
    expect(rig.actor.getSnapshot().hasTag('addresses')).toBe(true);
    // The choices made stay: the way forward is as short as before.
    expect(rig.actor.getSnapshot().context.choice?.method).toBe('savedCard');
  });

  it('only accepts offered methods', async () => {
    const rig = await onReview();
    rig.actor.send({ type: 'BACK' });
    rig.actor.send({ type: 'CHOOSE_METHOD', choice: { method: 'klarna' } });
    expect(rig.actor.getSnapshot().context.choice?.method).toBe('savedCard');
  });

  it('keeps the store German coupon refusal', async () => {
    const refusal = {
      field: 'coupon_code',
      code: 'EXPIRED',
      message: 'Dieser Gutschein ist abgelaufen.',
    };
    const rig = await onReview({ applyCoupon: () => ({ ok: false, problem: refusal }) });
    rig.actor.send({ type: 'APPLY_COUPON', code: ' ABGELAUFEN ' });
    await settle();
    expect(rig.calls.applyCoupon).toEqual([{ code: 'ABGELAUFEN' }]);
    expect(rig.actor.getSnapshot().context.couponProblem).toEqual(refusal);
  });

  it('a double "Zahlungspflichtig bestellen" pays and submits once', async () => {
    const rig = await onReview({
      submitOrder: () => ({ ok: true, order: { id: 'o1', number: 'FK-100001' } }),
    });
    rig.actor.send({ type: 'PAY' });
    rig.actor.send({ type: 'PAY' });
    expect(rig.actor.getSnapshot().hasTag('paying')).toBe(true);
    rig.actor.send({
      type: 'xstate.done.actor.payment',
      output: { status: 'paid', method: 'savedCard' },
    } as never);
    rig.actor.send({ type: 'PAY' });
    await settle();
    expect(rig.calls.submitOrder).toHaveLength(1);
    expect(rig.actor.getSnapshot().status).toBe('done');
    expect(rig.actor.getSnapshot().output).toEqual({ id: 'o1', number: 'FK-100001' });
  });

  it('a failed payment returns to the method choice with the German message, cart intact', async () => {
    const rig = await onReview();
    rig.actor.send({ type: 'PAY' });
    const error = paymentError('card_declined');
    rig.actor.send({
      type: 'xstate.done.actor.payment',
      output: { status: 'failed', error },
    } as never);
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.hasTag('payment')).toBe(true);
    expect(snapshot.context.paymentError?.de).toMatch(/abgelehnt/);
    expect(snapshot.context.cart).toEqual(withService);
  });

  it('a decline at submission also returns to the method choice with the store message', async () => {
    const message = 'Die Karte ist nicht ausreichend gedeckt.';
    const rig = await onReview({
      submitOrder: () => ({
        ok: false,
        problem: { field: 'billing', code: 'insufficient_funds', message },
      }),
    });
    rig.actor.send({ type: 'PAY' });
    rig.actor.send({
      type: 'xstate.done.actor.payment',
      output: { status: 'paid', method: 'savedCard' },
    } as never);
    await settle();
    expect(rig.actor.getSnapshot().hasTag('payment')).toBe(true);
    expect(rig.actor.getSnapshot().context.paymentError?.de).toBe(message);
  });

  it('resumes a redirect payment from the return URL', async () => {
    const back = { gateway: 'paypal', redirectStatus: 'succeeded', token: 'o1' };
    const rig = checkoutRig(
      { ...input, resume: { method: 'paypal', back } },
      { loadCheckout: () => loaded },
    );
    await settle();
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.value).toEqual({ paying: 'paypal' });
    expect(snapshot.context.choice).toEqual({ method: 'paypal' });
  });

  it('ends empty without a cart', async () => {
    const rig = checkoutRig(input, { loadCheckout: () => ({ ...loaded, cart: null }) });
    await settle();
    expect(rig.actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(rig.actor.getSnapshot().output).toBeNull();
  });
});
