import type { Browser } from 'puppeteer-core';
import swellModule from 'swell-js';
import { cardDesign, type DesignProduct } from '../../tests/support/cardDesign.ts';

// The sessions `npm run bench -- web` measures pages with (issue #44): a signed-in customer
// with a filled cart (/cart, /checkout, /profile/orders) and a signed-in staff member (the
// dashboard's pages), both made through the shop's real APIs on the bench's throw-away stack.

export type SessionKind = 'none' | 'customer' | 'staff';

export interface BenchCookie {
  name: string;
  value: string;
}

const STAFF_PASSWORD = 'Werkstatt-Feder-2026';

const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}@example.de`;

/** A working day (Tue–Thu) about three weeks ahead, `YYYY-MM-DD`: the design's date. */
function shippingDate(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 21);
  while (![2, 3, 4].includes(day.getUTCDay()) || day.getUTCMonth() === 11)
    day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * A new customer account with 60 designed cards of the first product in its cart (as the
 * configurator stores them: a design behind the line), through swell-js in Node with its own
 * cookie jar, as the browser tests do (tests/support/shop.ts): its session cookie.
 */
export async function customerSession(shopUrl: string, cmsUrl: string): Promise<BenchCookie> {
  const config = (await (await fetch(`${shopUrl}/app-config.json`)).json()) as {
    storeId: string;
    publicKey: string;
  };
  const jar: Record<string, string> = {};
  const swell = swellModule.create(config.storeId, config.publicKey, {
    url: shopUrl,
    vaultUrl: `${shopUrl}/vault`,
    getCookie: (name: string) => jar[name],
    setCookie: (name: string, value: string) => {
      jar[name] = value;
    },
  } as never);
  const account = (await swell.account.create({
    email: uniqueEmail('bench-web'),
    password: 'tinte-und-feder',
    first_name: 'Grace',
    last_name: 'Hopper',
  } as never)) as { errors?: unknown };
  if (account.errors) throw new Error(`account: ${JSON.stringify(account.errors)}`);
  const product = (await swell.products.list({ limit: 1 })).results[0] as
    { id: string } | undefined;
  if (!product) throw new Error('the store has no products');
  const view = (await swell.products.get(product.id)) as unknown as Omit<DesignProduct, 'id'>;
  const fonts = (await (
    await fetch(`${cmsUrl}/api/fonts?filters[slug][$eq]=caveat&pagination[pageSize]=1`)
  ).json()) as { data: { id: number; slug: string; name: string }[] };
  const font = fonts.data[0];
  if (!font) throw new Error('the CMS has no font "caveat"');
  const session = jar['swell-session'];
  if (!session) throw new Error('the new customer has no store session');
  const quantity = 60;
  const design = await post(
    `${shopUrl}/swell/configurations`,
    cardDesign({ ...view, id: product.id }, quantity, {
      template: { id: '1', name: 'Testkarte' },
      font: { id: String(font.id), slug: font.slug, name: font.name },
      date: shippingDate(),
    }),
    { 'x-session': session },
  );
  const { id: configurationId } = (await design.json()) as { id: string };
  const cart = (await swell.cart.addItem({
    product_id: product.id,
    quantity,
    metadata: { configurationId },
  } as never)) as { errors?: unknown };
  if (cart.errors) throw new Error(`cart: ${JSON.stringify(cart.errors)}`);
  return { name: 'swell-session', value: jar['swell-session'] ?? session };
}

async function post(url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The owner (admin key) invites an office member, who sets a password and signs in. */
export async function staffSession(shopUrl: string, adminKey: string): Promise<BenchCookie> {
  const email = uniqueEmail('bench-staff');
  const invited = await post(
    `${shopUrl}/swell/admin/staff`,
    { email, name: 'Bea Büro', role: 'office' },
    { authorization: `Bearer ${adminKey}` },
  );
  const token = ((await invited.json()) as { link: string }).link.split('#')[1];
  const origin = { origin: shopUrl };
  await post(
    `${shopUrl}/swell/admin/invitations/accept`,
    { token, password: STAFF_PASSWORD },
    origin,
  );
  const login = await post(
    `${shopUrl}/swell/admin/login`,
    { email, password: STAFF_PASSWORD },
    origin,
  );
  const cookie = login.headers
    .getSetCookie()
    .map((line) => /^fk_staff=([^;]+)/.exec(line)?.[1])
    .find(Boolean);
  if (!cookie) throw new Error('the staff login set no fk_staff cookie');
  return { name: 'fk_staff', value: cookie };
}

/**
 * Puts exactly `cookies` into the browser's cookie jar for the shop (Lighthouse keeps
 * cookies between runs). The jar, not Lighthouse's `extraHeaders`: the page's own script
 * reads `swell-session` from `document.cookie`, which a header alone does not set, so the app
 * would start signed out; from the jar the browser also sends them with every request.
 */
export async function useCookies(browser: Browser, shopUrl: string, cookies: BenchCookie[]) {
  const page = await browser.newPage();
  try {
    // The page before may have left a remembered login in localStorage (the shop keeps the
    // signed-in user there): a page measured without a session must not find it, or /signin
    // sends the returning customer on to the account (CLS 1.0 in the bench).
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(shopUrl).origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
    });
    await cdp.detach();
    const present = await page.cookies(shopUrl);
    if (present.length > 0)
      await page.deleteCookie(...present.map((c) => ({ ...c, url: shopUrl })));
    if (cookies.length > 0) await page.setCookie(...cookies.map((c) => ({ ...c, url: shopUrl })));
  } finally {
    await page.close();
  }
}
