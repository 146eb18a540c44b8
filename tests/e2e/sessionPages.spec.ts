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

/**
 * Sums the page's layout shifts from its first paint on (not those after an input), and
 * notes what moved (for the failure message).
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const track = window as unknown as { __fkShift: number; __fkMoved: string[] };
    track.__fkShift = 0;
    track.__fkMoved = [];
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 40)}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        track.__fkShift += entry.value;
        for (const source of entry.sources ?? [])
          track.__fkMoved.push(
            `${entry.value.toFixed(3)} ${describe(source.node)} y ${source.previousRect.y}→${source.currentRect.y} h ${source.previousRect.height}→${source.currentRect.height}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The summed shift, and what moved. */
async function expectSteady(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const { shift, moved } = await page.evaluate(() => {
    const track = window as unknown as { __fkShift: number; __fkMoved: string[] };
    return { shift: track.__fkShift, moved: track.__fkMoved };
  });
  test.info().annotations.push({ type: 'layout shift', description: `${what}: ${shift}` });
  expect(shift, `layout shift on ${what}: ${moved.join('; ')}`).toBeLessThanOrEqual(CLS_BUDGET);
}

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
    await expectSteady(page, '/cart');

    // The order list, signed in: the order's number is served.
    expect(await servedText(page, '/profile/orders')).toContain(order.number);
    await page.goto('/profile/orders');
    await expect(page.getByText(order.number).first()).toBeVisible();
    await expectSteady(page, '/profile/orders');

    // The checkout: its steps are served (no page loader), the first one opens in place.
    const checkout = await servedText(page, '/checkout');
    expect(checkout).toContain('Kasse');
    expect(checkout).toContain('Prüfen und bestellen');
    expect(checkout).not.toContain('Seite wird geladen');
    await page.goto('/checkout');
    await expect(page.getByRole('region', { name: /Adressen/ })).toBeVisible();
    await expect(page.getByText(product.name).first()).toBeVisible();
    await expectSteady(page, '/checkout');

    expect(errors).toEqual([]);
  });

  test('the sign-in form is served to a visitor without a session', async ({ page }) => {
    const text = await servedText(page, '/signin');
    expect(text).toContain('Passwort');
    expect(text).not.toContain('Seite wird geladen');
    await watchLayoutShifts(page);
    const errors = consoleErrors(page);
    await page.goto('/signin');
    await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
    await expectSteady(page, '/signin');
    expect(errors).toEqual([]);
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
    await expectSteady(page, '/dashboard/orders');
    expect(errors).toEqual([]);
  });
});
