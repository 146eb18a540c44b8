// A signed-in checkout walked to its review step, for the checkout machine's tests.
import { expect } from 'vitest';
import type { CheckoutCart } from '../types.ts';
import { ada, address, cart, checkoutRig, loaded, settle } from './fixtures.ts';

export const input = { user: ada, returnUrl: 'http://localhost/checkout' };
export const withService = { ...cart, shippingService: 'to_customer' };

/** A signed-in checkout on the review step with a card chosen. */
export async function onReview(answers: Parameters<typeof checkoutRig>[1] = {}) {
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
