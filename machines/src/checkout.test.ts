import { describe, expect, it } from 'vitest';
import { initialCheckoutContext } from './checkout/context.ts';
import { paymentError } from './checkout/errors.ts';
import { persistedCheckout, readPersistedCheckout } from './checkout/persistence.ts';
import { ada, address, cart, checkoutRig, loaded, settle } from './checkout/testing/fixtures.ts';
import type { CheckoutCart } from './checkout/types.ts';

const input = { user: ada, returnUrl: 'http://localhost/checkout' };
const withService = { ...cart, shippingService: 'to_customer' };

/** A signed-in checkout on the review step with a card chosen. */
async function onReview(answers: Parameters<typeof checkoutRig>[1] = {}) {
  const rig = checkoutRig(input, {
    loadCheckout: () => loaded,
    saveAddresses: () => ({ ok: true, cart }),
    chooseShipping: () => ({ ok: true, cart: withService }),
    refreshCart: ({ cart: current }: { cart: CheckoutCart }) => ({ status: 'cart', cart: current }),
    ...answers,
  });
  await settle();
  rig.actor.send({ type: 'SET_DELIVERY_ADDRESS', changes: address });
  rig.actor.send({ type: 'NEXT' });
  await settle();
  rig.actor.send({ type: 'CHOOSE_SHIPPING', service: 'to_customer' });
  await settle();
  rig.actor.send({ type: 'NEXT' });
  rig.actor.send({
    type: 'CHOOSE_METHOD',
    choice: { method: 'savedCard', accountCardId: 'card_1' },
  });
  rig.actor.send({ type: 'NEXT' });
  expect(rig.actor.getSnapshot().hasTag('review')).toBe(true);
  await settle();
  return rig;
}

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

  describe('reload (issue #19)', () => {
    const kept = {
      cartId: cart.id,
      checkoutId: cart.checkoutId,
      step: 'review' as const,
      email: '',
      delivery: address,
      billing: { ...address, firstName: 'Firma' },
      billingSameAsDelivery: false,
      choice: { method: 'paypal' as const },
      pending: null,
    };
    const storeCart = { ...cart, shippingService: 'to_customer' };

    it('keeps "dieselbe wie Lieferadresse" ticked when the store holds the same address twice', async () => {
      const rig = checkoutRig(input, {
        loadCheckout: () => ({ ...loaded, delivery: address, billing: { ...address } }),
      });
      await settle();
      expect(rig.actor.getSnapshot().context.billingSameAsDelivery).toBe(true);
      const other = checkoutRig(input, {
        loadCheckout: () => ({
          ...loaded,
          delivery: address,
          billing: { ...address, city: 'Bonn' },
        }),
      });
      await settle();
      expect(other.actor.getSnapshot().context.billingSameAsDelivery).toBe(false);
    });

    it('comes back to the kept step with the kept addresses and method', async () => {
      const rig = checkoutRig(
        { ...input, restore: kept },
        {
          loadCheckout: () => ({ ...loaded, cart: storeCart }),
          refreshCart: () => ({ status: 'cart', cart: storeCart }),
        },
      );
      await settle();
      const snapshot = rig.actor.getSnapshot();
      expect(snapshot.hasTag('review')).toBe(true);
      expect(snapshot.can({ type: 'PAY' })).toBe(true);
      expect(snapshot.context).toMatchObject({
        delivery: address,
        billing: kept.billing,
        billingSameAsDelivery: false,
        choice: { method: 'paypal' },
        restore: null,
      });
    });

    it('a kept card is typed again: the payment step, the save-card tick kept', async () => {
      const rig = checkoutRig(
        { ...input, restore: { ...kept, choice: { method: 'card', saveCard: true } } },
        {
          loadCheckout: () => ({ ...loaded, cart: storeCart }),
          refreshCart: () => ({ status: 'cart', cart: storeCart }),
        },
      );
      await settle();
      expect(rig.actor.getSnapshot().hasTag('payment')).toBe(true);
      expect(rig.actor.getSnapshot().context.choice).toEqual({ method: 'card', saveCard: true });
      rig.actor.send({ type: 'NEXT' });
      expect(rig.actor.getSnapshot().hasTag('payment')).toBe(true);
    });

    it('stops where the store cart no longer allows to go on', async () => {
      const rig = checkoutRig(
        { ...input, restore: kept },
        // The shipping service is gone from the cart (changed in another tab).
        { loadCheckout: () => ({ ...loaded, cart }) },
      );
      await settle();
      expect(rig.actor.getSnapshot().hasTag('shipping')).toBe(true);
    });

    it('another cart starts afresh with the store addresses', async () => {
      const rig = checkoutRig(
        { ...input, restore: { ...kept, cartId: 'cart_other' } },
        {
          loadCheckout: () => ({ ...loaded, cart: storeCart }),
          refreshCart: () => ({ status: 'cart', cart: storeCart }),
        },
      );
      await settle();
      const snapshot = rig.actor.getSnapshot();
      expect(snapshot.hasTag('addresses')).toBe(true);
      expect(snapshot.context.delivery.address1).toBe('');
      expect(snapshot.context.choice).toBeNull();
    });

    it('Back from an approval page: the payment step with the cancelled notice', async () => {
      const rig = checkoutRig(
        { ...input, restore: kept, interrupted: true },
        {
          loadCheckout: () => ({ ...loaded, cart: storeCart }),
          refreshCart: () => ({ status: 'cart', cart: storeCart }),
        },
      );
      await settle();
      const snapshot = rig.actor.getSnapshot();
      expect(snapshot.hasTag('payment')).toBe(true);
      expect(snapshot.context.paymentError?.code).toBe('confirmation_canceled');
      expect(snapshot.context.paymentError?.de).toMatch(
        /Bestätigung der Zahlung wurde abgebrochen/,
      );
      expect(snapshot.context.choice).toEqual({ method: 'paypal' });
    });

    it('keeps no card data and reads stored data defensively', () => {
      const persisted = persistedCheckout({
        hasTag: (tag) => tag === 'payment',
        context: {
          ...initialCheckoutContext(input),
          cart,
          choice: {
            method: 'card',
            card: { number: '4242424242424242', expMonth: 1, expYear: 2040, cvc: '123' },
            saveCard: false,
          },
        },
      });
      expect(persisted?.choice).toEqual({ method: 'card', saveCard: false });
      expect(readPersistedCheckout(JSON.parse(JSON.stringify(persisted)))).toEqual(persisted);
      expect(readPersistedCheckout({ ...persisted, step: 'paying' })).toBeNull();
      expect(readPersistedCheckout({ ...persisted, delivery: { city: 5 } })).toBeNull();
      expect(readPersistedCheckout({ ...persisted, choice: { method: 'bitcoin' } })).toBeNull();
      expect(readPersistedCheckout('x')).toBeNull();
    });
  });

  describe('live totals (issue #19)', () => {
    const withIssue = {
      ...withService,
      couponCode: 'FEDER5',
      couponIssue: {
        field: 'coupon_code',
        code: 'MIN_ORDER',
        message: 'Dieser Gutscheincode gilt ab einem Warenwert von 20,00 € (netto).',
      },
    };

    it('the review reads the cart again before PAY, and again on REFRESH', async () => {
      const answers: unknown[] = [{ status: 'cart', cart: { ...withService, grandTotal: 99 } }];
      const rig = checkoutRig(input, {
        loadCheckout: () => loaded,
        saveAddresses: () => ({ ok: true, cart }),
        chooseShipping: () => ({ ok: true, cart: withService }),
        refreshCart: () => answers.shift() ?? new Promise(() => {}),
      });
      await settle();
      rig.actor.send({ type: 'SET_DELIVERY_ADDRESS', changes: address });
      rig.actor.send({ type: 'NEXT' });
      await settle();
      rig.actor.send({ type: 'CHOOSE_SHIPPING', service: 'to_customer' });
      await settle();
      rig.actor.send({ type: 'NEXT' });
      rig.actor.send({ type: 'CHOOSE_METHOD', choice: { method: 'paypal' } });
      rig.actor.send({ type: 'NEXT' });
      // Reading: no PAY yet.
      expect(rig.actor.getSnapshot().hasTag('refreshing')).toBe(true);
      expect(rig.actor.getSnapshot().can({ type: 'PAY' })).toBe(false);
      await settle();
      expect(rig.actor.getSnapshot().context.cart?.grandTotal).toBe(99);
      expect(rig.actor.getSnapshot().can({ type: 'PAY' })).toBe(true);
      expect(rig.calls.refreshCart).toEqual([{ cart: withService }]);

      rig.actor.send({ type: 'REFRESH' });
      expect(rig.actor.getSnapshot().can({ type: 'PAY' })).toBe(false);
      expect(rig.calls.refreshCart).toHaveLength(2);
    });

    it('a coupon that stopped applying blocks PAY until it is removed', async () => {
      const rig = await onReview({ refreshCart: () => ({ status: 'cart', cart: withIssue }) });
      const snapshot = rig.actor.getSnapshot();
      expect(snapshot.context.cart?.couponIssue?.code).toBe('MIN_ORDER');
      expect(snapshot.can({ type: 'PAY' })).toBe(false);
    });

    it('a cart ordered in another tab ends in `ordered` with that order', async () => {
      const order = { id: 'ord_1', number: 'FK-100007' };
      const rig = await onReview({ refreshCart: () => ({ status: 'ordered', order }) });
      const snapshot = rig.actor.getSnapshot();
      expect(snapshot.hasTag('ordered')).toBe(true);
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(order);
      expect(snapshot.can({ type: 'PAY' })).toBe(false);
    });

    it('a cart that lost its shipping service goes back to the shipping step', async () => {
      const rig = await onReview({ refreshCart: () => ({ status: 'cart', cart }) });
      expect(rig.actor.getSnapshot().hasTag('shipping')).toBe(true);
    });

    it('a reload of an ordered cart says so (found by the kept checkout id)', async () => {
      const order = { id: 'ord_1', number: 'FK-100007' };
      const rig = checkoutRig(
        {
          ...input,
          restore: {
            cartId: cart.id,
            checkoutId: 'chk_1',
            step: 'review',
            email: '',
            delivery: address,
            billing: address,
            billingSameAsDelivery: true,
            choice: null,
            pending: null,
          },
        },
        { loadCheckout: () => ({ ...loaded, cart: null, ordered: order }) },
      );
      await settle();
      expect(rig.calls.loadCheckout).toEqual([{ checkoutId: 'chk_1' }]);
      expect(rig.actor.getSnapshot().hasTag('ordered')).toBe(true);
      expect(rig.actor.getSnapshot().context.order).toEqual(order);
    });
  });
});
