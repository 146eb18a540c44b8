// The customer's and the staff's pages rendered from their sessions (issue #44): the cart with
// its lines, the checkout's steps, the order list of a signed-in customer and the dashboard's
// order list are in the HTML the server sends (read with the page's cookies before any script
// runs), hydrate without a console error, and nothing moves when the app takes over — the
// summed layout shift (PerformanceObserver 'layout-shift', as Lighthouse's CLS) stays ≤ 0.05.
import type { Page } from '@playwright/test';
import { expect, serverRenderedHtml, test } from '../support/fixtures.ts';
import {
  adminKey,
  createAccount,
  fillCart,
  handOver,
  placePaidOrder,
  storeClient,
  uniqueEmail,
} from '../support/shop.ts';

const CLS_BUDGET = 0.05;

/** Sums the page's layout shifts from its first paint on (not those after an input). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const track = window as unknown as { __fkShift: number };
    track.__fkShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) track.__fkShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fkShift: number }).__fkShift);

/** Console errors of the page (the fixture fails on hydration problems; this on any error). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page's text in the server's HTML (without markup and the state script). */
async function servedText(page: Page, path: string): Promise<string> {
  const html = await serverRenderedHtml(page, path);
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

test.describe('pages rendered from the session (issue #44)', () => {
  test('cart, checkout and order list of a signed-in customer', async ({ page }) => {
    test.setTimeout(120_000);
    const swell = await storeClient();
    await createAccount(swell, uniqueEmail('ada'));
    const order = await placePaidOrder(swell, { cards: 20 });
    const product = await fillCart(swell, 30);
    await handOver(page.context(), swell);
    await watchLayoutShifts(page);
    const errors = consoleErrors(page);

    // The cart: its line in the served HTML, the same after hydration, nothing moved.
    expect(await servedText(page, '/cart')).toContain(product.name);
    await page.goto('/cart');
    await expect(page.getByText(product.name).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), 'layout shift on /cart').toBeLessThanOrEqual(CLS_BUDGET);

    // The order list, signed in: the order's number is served.
    expect(await servedText(page, '/profile/orders')).toContain(order.number);
    await page.goto('/profile/orders');
    await expect(page.getByText(order.number).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), 'layout shift on /profile/orders').toBeLessThanOrEqual(
      CLS_BUDGET,
    );

    // The checkout: its steps are served (no page loader), the first one opens in place.
    const checkout = await servedText(page, '/checkout');
    expect(checkout).toContain('Kasse');
    expect(checkout).toContain('Prüfen und bestellen');
    expect(checkout).not.toContain('Seite wird geladen');
    await page.goto('/checkout');
    await expect(page.getByRole('region', { name: /Adressen/ })).toBeVisible();
    await expect(page.getByText(product.name).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), 'layout shift on /checkout').toBeLessThanOrEqual(CLS_BUDGET);

    expect(errors).toEqual([]);
  });

  test('the sign-in form is served to a visitor without a session', async ({ page }) => {
    const text = await servedText(page, '/signin');
    expect(text).toContain('Passwort');
    expect(text).not.toContain('Seite wird geladen');
  });

  test("the dashboard's order list from the staff session", async ({ page }) => {
    test.setTimeout(120_000);
    const swell = await storeClient();
    await createAccount(swell, uniqueEmail('grace'));
    const order = await placePaidOrder(swell, { cards: 20 });

    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/dashboard\/login/);
    await page.getByRole('radio', { name: 'Schlüssel' }).check();
    await page.getByLabel('Admin-Schlüssel').fill(adminKey());
    await page.getByLabel('Name').fill('Lise Lager');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);

    expect(await servedText(page, '/dashboard/orders')).toContain(order.number);
    await watchLayoutShifts(page);
    const errors = consoleErrors(page);
    await page.goto('/dashboard/orders');
    await expect(page.getByText(order.number).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), 'layout shift on /dashboard/orders').toBeLessThanOrEqual(
      CLS_BUDGET,
    );
    expect(errors).toEqual([]);
  });
});
