// The store from Node (swell-js with its own cookie jar) for browser tests that need an
// account, a cart or an order before the page opens, and the hand-over of that store
// session to the browser.
import swellModule from 'swell-js';
import type { BrowserContext } from '@playwright/test';
import { expect } from './fixtures.ts';

export const PASSWORD = 'tinte-und-feder';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return url;
}

let counter = 0;
/** A fresh address per test (and per run: the stack's database lives as long as the run). */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}-${Date.now().toString(36)}-${counter}@example.de`;
}

/** swell-js in Node against the e2e server, with its own session (a cookie jar). */
export async function storeClient() {
  const base = baseUrl();
  const config = (await (await fetch(`${base}/app-config.json`)).json()) as {
    storeId: string;
    publicKey: string;
  };
  const jar: Record<string, string> = {};
  const swell = swellModule.create(config.storeId, config.publicKey, {
    url: base,
    vaultUrl: `${base}/vault`,
    getCookie: (name: string) => jar[name],
    setCookie: (name: string, value: string) => {
      jar[name] = value;
    },
  } as never);
  return Object.assign(swell, { sessionToken: () => jar['swell-session'] ?? null });
}

export type Swell = Awaited<ReturnType<typeof storeClient>>;

export async function createAccount(
  swell: Swell,
  email: string,
  firstName = 'Grace',
  lastName = 'Hopper',
) {
  const account = (await swell.account.create({
    email,
    password: PASSWORD,
    first_name: firstName,
    last_name: lastName,
  } as never)) as { id?: string; errors?: unknown };
  expect(account.errors, 'account created').toBeUndefined();
  return account;
}

/** The first product of the catalogue. */
export async function firstProduct(swell: Swell): Promise<{ id: string; name: string }> {
  const products = await swell.products.list({ limit: 1 });
  const product = products.results[0] as { id: string; name: string } | undefined;
  if (!product) throw new Error('the store has no products');
  return product;
}

/** Puts `quantity` cards of the first product in the cart of `swell`'s session. */
export async function fillCart(swell: Swell, quantity = 60) {
  const product = await firstProduct(swell);
  const cart = (await swell.cart.addItem({ product_id: product.id, quantity } as never)) as {
    errors?: unknown;
  };
  expect(cart.errors, 'item added').toBeUndefined();
  return product;
}

/** The browser continues the store session of `swell` (signed in, same cart). */
export async function handOver(context: BrowserContext, swell: Swell): Promise<void> {
  const token = swell.sessionToken();
  if (!token) throw new Error('the Node store client has no session yet');
  await context.addCookies([{ name: 'swell-session', value: token, url: baseUrl() }]);
}
