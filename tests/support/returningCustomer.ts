// A returning business customer (issue #27 item 3): an account with a first order whose
// addresses carry the company and the USt-IdNr., and a saved card — all through the store
// API, as earlier visits would have left them.
import { expect } from './fixtures.ts';
import {
  addDesignedCards,
  createAccount,
  firstProduct,
  testCardToken,
  type Swell,
} from './shop.ts';

export const BUSINESS = {
  company: 'Tinte & Feder GmbH',
  vatId: 'DE123456788',
  address: {
    first_name: 'Grace',
    last_name: 'Hopper',
    company: 'Tinte & Feder GmbH',
    address1: 'Kontorstraße 7',
    zip: '20095',
    city: 'Hamburg',
    country: 'DE',
  },
} as const;

/** The account, its first (paid) business order and a saved Visa •••• 4242. */
export async function returningBusinessCustomer(swell: Swell, email: string) {
  await createAccount(swell, email, BUSINESS.address.first_name, BUSINESS.address.last_name);
  const product = await firstProduct(swell);
  await addDesignedCards(swell, product, 20);
  await swell.cart.update({
    shipping: { ...BUSINESS.address, service: 'to_customer' },
    billing: { ...BUSINESS.address, vat_id: BUSINESS.vatId },
  } as never);
  await swell.cart.update({
    billing: { method: 'card', card: { token: await testCardToken(swell) } },
  } as never);
  const first = (await swell.cart.submitOrder()) as { id: string; errors?: unknown };
  expect(first.errors, 'first order submitted').toBeUndefined();
  const saved = (await swell.account.createCard({
    token: await testCardToken(swell),
  } as never)) as {
    id?: string;
    errors?: unknown;
  };
  expect(saved.errors, 'card saved').toBeUndefined();
  return { product, firstOrderId: first.id };
}

/**
 * Designed cards in the cart as the configurator puts them there: with the design's shipping
 * mode as the cart's service (apps/web configurator/api/addToCart.ts).
 */
export async function addAsConfigurator(swell: Swell, product: { id: string }, cards: number) {
  await addDesignedCards(swell, product, cards);
  await swell.cart.update({ shipping: { service: 'to_recipients' } } as never);
}
