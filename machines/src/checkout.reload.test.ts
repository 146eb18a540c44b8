import { describe, expect, it } from 'vitest';
import { initialCheckoutContext } from './checkout/context.ts';
import { persistedCheckout, readPersistedCheckout } from './checkout/persistence.ts';
import { address, cart, checkoutRig, loaded, settle } from './checkout/testing/fixtures.ts';
import { input, onReview, withService } from './checkout/testing/reviewRig.ts';

// The checkout over a reload and with totals that change meanwhile (issue #19).
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
    expect(snapshot.context.paymentError?.de).toMatch(/Bestätigung der Zahlung wurde abgebrochen/);
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
