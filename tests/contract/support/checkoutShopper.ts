import type { SwellClient } from 'swell-js';
import { expect } from 'vitest';
import { addDesignedCards, ok, type TestStore } from './store.ts';

// The checkout contract tests' shopper (checkout.test.ts, checkoutRedirects.test.ts): a cart
// ready to pay, and a browser's way through the sandbox's approval pages.

export const ADDRESS = {
  name: 'Anna Muster',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};
export const CARD = { exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };

/** A shopper with a cart ready for payment (items, e-mail, shipping). */
export async function readyShopper(store: TestStore, quantity = 10): Promise<SwellClient> {
  const swell = store.shopper();
  ok(await addDesignedCards(store, swell, { product_id: 'prd_a6_postkarte', quantity }));
  ok(
    await swell.cart.update({
      account: { email: 'gast@example.de' },
      shipping: { ...ADDRESS, service: 'to_customer' },
    }),
  );
  return swell;
}

/** Follows the sandbox approval page like a browser: shows it, clicks a link, lands back. */
export async function decide(
  redirectUrl: string,
  decision: 'approve' | 'fail' | 'cancel',
): Promise<URL> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const link = new RegExp(`href="([^"]+/${decision})"`).exec(html)?.[1];
  expect(link).toBeDefined();
  const answer = await fetch(new URL(link as string, redirectUrl), { redirect: 'manual' });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') as string);
}

/**
 * Amazon Pay's sandbox page (issue 41) asks first: the buyer signs in with the test account and
 * picks a German address and a card, then the page offers to continue like the others.
 */
export async function amazonBuyerChooses(redirectUrl: string): Promise<void> {
  for (const step of ['amazon/sign-in', 'amazon/address/berlin', 'amazon/instrument/visa-1111']) {
    const answer = await fetch(new URL(`${new URL(redirectUrl).pathname}/${step}`, redirectUrl), {
      redirect: 'manual',
    });
    expect(answer.status).toBeLessThan(400);
  }
}

export interface Intent {
  id: string;
  client_secret: string;
  status: string;
  redirect_url: string | null;
}
