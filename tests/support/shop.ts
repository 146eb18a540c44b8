// The store from Node (swell-js with its own cookie jar) for browser tests that need an
// account, a cart or an order before the page opens, and the hand-over of that store
// session to the browser.
import swellModule from 'swell-js';
import type { BrowserContext } from '@playwright/test';
import { cardDesign, type DesignProduct } from './cardDesign.ts';
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

/** A working day (Tue–Thu, away from the holidays) about two weeks ahead, `YYYY-MM-DD`. */
function shippingDate(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 14);
  for (;;) {
    const weekday = day.getUTCDay();
    const month = day.getUTCMonth();
    const date = day.getUTCDate();
    const holidays = (month === 11 && date >= 20) || (month === 0 && date <= 7);
    if (weekday >= 2 && weekday <= 4 && !holidays) return day.toISOString().slice(0, 10);
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

/**
 * Stores a design of `quantity` cards for `product` with the shop backend, as the configurator
 * does, and answers its id: every product is a card the robot writes, so an order needs a
 * design behind each cart line (issue 26).
 */
export async function storeDesign(
  swell: Swell,
  product: { id: string },
  quantity: number,
): Promise<string> {
  if (!swell.sessionToken()) await swell.cart.get();
  const session = swell.sessionToken();
  if (!session) throw new Error('the Node store client has no session yet');
  const view = (await swell.products.get(product.id)) as unknown as Omit<DesignProduct, 'id'>;
  const cms = process.env.E2E_CMS_URL;
  if (!cms) throw new Error('E2E_CMS_URL is not set: run the tests through playwright.config.ts');
  const fonts = (await (
    await fetch(`${cms}/api/fonts?filters[slug][$eq]=caveat&pagination[pageSize]=1`)
  ).json()) as { data: { id: number; slug: string; name: string }[] };
  const font = fonts.data[0];
  if (!font) throw new Error('the CMS has no font "caveat"');
  const configuration = cardDesign({ ...view, id: product.id }, quantity, {
    template: { id: '1', name: 'Testkarte' },
    font: { id: String(font.id), slug: font.slug, name: font.name },
    date: shippingDate(),
  });
  const answer = await fetch(`${baseUrl()}/swell/configurations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session': session },
    body: JSON.stringify(configuration),
  });
  const body = (await answer.json()) as { id?: string };
  expect(answer.status, JSON.stringify(body)).toBe(201);
  return body.id as string;
}

/** Puts `quantity` designed cards of `product` in the cart of `swell`'s session. */
export async function addDesignedCards(swell: Swell, product: { id: string }, quantity: number) {
  const configurationId = await storeDesign(swell, product, quantity);
  const cart = (await swell.cart.addItem({
    product_id: product.id,
    quantity,
    metadata: { configurationId },
  } as never)) as { errors?: unknown };
  expect(cart.errors, 'item added').toBeUndefined();
  return cart;
}

/** Puts `quantity` designed cards of the first product in the cart of `swell`'s session. */
export async function fillCart(swell: Swell, quantity = 60) {
  const product = await firstProduct(swell);
  await addDesignedCards(swell, product, quantity);
  return product;
}

/** The browser continues the store session of `swell` (signed in, same cart). */
export async function handOver(context: BrowserContext, swell: Swell): Promise<void> {
  const token = swell.sessionToken();
  if (!token) throw new Error('the Node store client has no session yet');
  await context.addCookies([{ name: 'swell-session', value: token, url: baseUrl() }]);
}

/** The test stack's admin key (dashboard login, `/swell/admin` scripts). */
/** A sandbox token for the test Visa 4242 (valid for three more years). */
export async function testCardToken(swell: Swell): Promise<string> {
  const token = (await swell.card.createToken({
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 3,
    cvc: '123',
  } as never)) as { token: string };
  return token.token;
}

export function adminKey(): string {
  const key = process.env.E2E_ADMIN_KEY;
  if (!key) throw new Error('E2E_ADMIN_KEY is not set: run the tests through playwright.config.ts');
  return key;
}

/**
 * A paid order for the account signed in on `swell`: `cards` designed cards of the first
 * product, shipped `service`, paid with the card 4242.
 */
export async function placePaidOrder(
  swell: Swell,
  {
    cards = 60,
    service = 'to_customer',
    name = ['Grace', 'Hopper'],
  }: {
    cards?: number;
    service?: 'to_customer' | 'to_recipients';
    name?: readonly [string, string];
  } = {},
) {
  const product = await firstProduct(swell);
  await addDesignedCards(swell, product, cards);
  const address = {
    first_name: name[0],
    last_name: name[1],
    address1: 'Musterstraße 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  await swell.cart.update({ shipping: { ...address, service }, billing: address } as never);
  await swell.cart.update({
    billing: { method: 'card', card: { token: await testCardToken(swell) } },
  } as never);
  const order = (await swell.cart.submitOrder()) as {
    id: string;
    number: string;
    grand_total: number;
    errors?: unknown;
  };
  expect(order.errors, 'order submitted').toBeUndefined();
  return { ...order, productName: product.name };
}
