import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { vaultUrl, type StoreClient } from '../storeClient.ts';

// The sandbox payment gateway as the shop's browser uses it: an intent from the vault, and
// the customer approving it on the gateway's page.

export interface SandboxIntent {
  id: string;
  status: string;
  redirect_url: string;
  client_secret: string;
}

async function vault(app: FastifyInstance, url: string) {
  return (await app.inject({ method: 'GET', url })).json();
}

/** A sandbox PayPal intent for `captureTotal` euros, not yet approved. */
export async function paypalIntent(
  app: FastifyInstance,
  captureTotal: number,
): Promise<SandboxIntent> {
  return (
    await vault(
      app,
      vaultUrl('/intent', 'post', {
        gateway: 'sandbox',
        intent: {
          method: 'paypal',
          amount: String(Math.round(captureTotal * 100)),
          currency: 'eur',
        },
      }),
    )
  ).$data;
}

/** The customer approving `intent` on the gateway's page (PayPal's or the bank's). */
export function approveIntent(app: FastifyInstance, intent: SandboxIntent) {
  return app.inject({ method: 'GET', url: `${new URL(intent.redirect_url).pathname}/approve` });
}

/** A PayPal intent for the cart's total, approved on the sandbox page, and its id. */
export async function approvedPaypal(app: FastifyInstance, client: StoreClient): Promise<string> {
  const cart = (await client.get('/cart')).body;
  const intent = await paypalIntent(app, cart.capture_total);
  // Remembered for the cart before the customer leaves, as the shop does.
  const registered = await client.put('/cart/payment-approval', { intent_id: intent.id });
  expect(registered.body).toMatchObject({ intent_id: intent.id, method: 'paypal' });
  await approveIntent(app, intent);
  return intent.id;
}
