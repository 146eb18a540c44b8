import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { StoreClient } from '../storeClient.ts';
import { addDesignedCards } from './designedCards.ts';

// A cart ready to order: designed cards, the customer's e-mail and a shipping address, so a
// test can go on with the payment.

export const ADDRESS = {
  name: 'Anna Muster',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

/** Sent to the customer, one parcel. */
export const SHIPPING = { ...ADDRESS, service: 'to_customer' };

/** Gives the client's cart an e-mail and `SHIPPING` (plus `extra`), and checks it took them. */
export async function readyToOrder(client: StoreClient, extra: Record<string, unknown> = {}) {
  const res = await client.put('/cart', {
    account: { email: 'gast@example.de' },
    shipping: SHIPPING,
    ...extra,
  });
  expect(res.body.errors).toBeUndefined();
  return res;
}

/** A new guest with `quantity` designed postcards in a cart ready to order. */
export async function readyCart(
  app: FastifyInstance,
  extra: Record<string, unknown> = {},
  quantity = 10,
): Promise<StoreClient> {
  const client = new StoreClient(app);
  await addDesignedCards(app, client, { product_id: 'prd_a6_postkarte', quantity });
  await readyToOrder(client, extra);
  return client;
}
