// Amazon Pay in the sandbox (issue #41): the gold button leaves for the sandbox's Amazon Pay
// page, where the buyer signs in with the test account and picks a stored address and a
// payment instrument; the address comes back onto the cart and the approval settles once.
import type { Page, Route } from '@playwright/test';
import { shopperWithCart, step, throughShipping } from '../support/checkout.ts';
import { expect, test } from '../support/fixtures.ts';
import { baseUrl, type Swell } from '../support/shop.ts';

const AMAZON_BUTTON = 'Mit Amazon Pay bezahlen';

/** Payment step → Amazon Pay → review → the gold button → the sandbox's Amazon page. */
async function toAmazon(page: Page) {
  // The first load of the checkout waits for the cart and the settings; on a busy machine that
  // can take longer than an assertion's 10 s, so the page is given time before the steps.
  await page.goto('/checkout');
  await expect(step(page, 'Adressen').getByLabel('Vorname')).toBeVisible({ timeout: 60_000 });
  await throughShipping(page);
  const payment = step(page, 'Zahlungsart');
  await payment.getByRole('radio', { name: /^Amazon Pay/ }).check();
  await payment.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  const button = step(page, 'Prüfen und bestellen').getByRole('button', { name: AMAZON_BUTTON });
  await expect(button).toBeEnabled();
  // Spec §9: Amazon Pay's button is gold.
  const background = await button.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(background).toContain('rgb(240, 193, 75)');
  await button.click();
  await expect(page.getByRole('heading', { name: 'Amazon Pay' })).toBeVisible();
  await expect(page.getByText('erika.testkauf@amazon-sandbox.example')).toBeVisible();
  await page.getByRole('link', { name: 'Mit dem Testkonto anmelden' }).click();
}

async function choose(page: Page, address: RegExp, instrument: RegExp) {
  await page.getByRole('link', { name: address }).click();
  await page.getByRole('link', { name: instrument }).click();
}

async function orderCount(swell: Swell): Promise<number> {
  return ((await swell.account.listOrders()) as { count: number }).count;
}

async function cartApproval(swell: Swell) {
  const base = baseUrl();
  const { publicKey } = (await (await fetch(`${base}/app-config.json`)).json()) as {
    publicKey: string;
  };
  const response = await fetch(`${base}/api/cart/payment-approval`, {
    headers: {
      Authorization: `Basic ${Buffer.from(publicKey).toString('base64')}`,
      'X-Session': swell.sessionToken() ?? '',
    },
  });
  return (await response.json()) as { status: string; approved: boolean; order: unknown };
}

test.describe('Amazon Pay in the sandbox', () => {
  test.describe.configure({ timeout: 180_000 });
  test('pays with a German address; a reload right after the return ends in one order', async ({
    page,
  }) => {
    const swell = await shopperWithCart(page);
    await toAmazon(page);
    await choose(page, /Heidestraße/, /Visa •••• 1111/);

    // The submission is held: the reload comes after the answer left the URL, before the order.
    let held: Route | null = null;
    await page.route('**/api/cart/order', (route) => {
      if (route.request().method() === 'POST') held = route;
      else void route.continue();
    });
    await page.getByRole('link', { name: 'Weiter zu Federkiel' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect.poll(() => held !== null).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();

    await expect(page).toHaveURL(/\/order\/complete/, { timeout: 15_000 });
    await expect(page.getByText('Bezahlt mit Amazon Pay')).toBeVisible();
    expect(await orderCount(swell)).toBe(1);
    expect(await cartApproval(swell)).toMatchObject({ status: 'captured', approved: false });
    const orders = (await swell.account.listOrders()) as {
      results: { id: string; billing?: { method?: string }; shipping?: { city?: string } }[];
    };
    expect(orders.results[0]).toMatchObject({ billing: { method: 'amazon' } });
    expect(orders.results[0]?.shipping?.city).toBe('Berlin');
    // The order page shows the address chosen at Amazon and the method.
    await page.getByRole('link', { name: 'Bestellung ansehen' }).click();
    await expect(page.getByText(/Heidestraße 17/).first()).toBeVisible();
    await expect(page.getByText('Amazon Pay').first()).toBeVisible();
  });

  test('an address abroad that changes the postage is shown before paying it', async ({ page }) => {
    const swell = await shopperWithCart(page);
    await toAmazon(page);
    await choose(page, /Wien/, /Visa •••• 1111/);
    await page.getByRole('link', { name: 'Weiter zu Federkiel' }).click();
    // The approval covered the German total: released, and the new total is named.
    const alert = step(page, 'Zahlungsart').getByRole('alert');
    await expect(alert).toContainText('Wien, Österreich', { timeout: 30_000 });
    await expect(alert).toContainText('es wurde nichts berechnet');
    expect(await orderCount(swell)).toBe(0);
    // Paying again approves the total now shown, and the order is placed once.
    const payment = step(page, 'Zahlungsart');
    await payment.getByRole('radio', { name: /^Amazon Pay/ }).check();
    await payment.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
    await step(page, 'Prüfen und bestellen').getByRole('button', { name: AMAZON_BUTTON }).click();
    await page.getByRole('link', { name: 'Mit dem Testkonto anmelden' }).click();
    await choose(page, /Wien/, /Visa •••• 1111/);
    await page.getByRole('link', { name: 'Weiter zu Federkiel' }).click();
    await expect(page).toHaveURL(/\/order\/complete/, { timeout: 30_000 });
    expect(await orderCount(swell)).toBe(1);
  });

  test('cancelling on the Amazon page returns to the payment step, nothing ordered', async ({
    page,
  }) => {
    const swell = await shopperWithCart(page);
    await toAmazon(page);
    await page.getByRole('link', { name: 'Abbrechen und zurück zu Federkiel' }).click();
    const alert = step(page, 'Zahlungsart').getByRole('alert');
    await expect(alert).toContainText('Die Zahlung wurde abgebrochen.');
    expect(await orderCount(swell)).toBe(0);
  });

  test('an address in New York is refused in German; a declining card says "abgelehnt"', async ({
    page,
  }) => {
    const swell = await shopperWithCart(page);
    await toAmazon(page);
    await choose(page, /New York/, /Visa •••• 1111/);
    await page.getByRole('link', { name: 'Weiter zu Federkiel' }).click();
    const alert = step(page, 'Zahlungsart').getByRole('alert');
    await expect(alert).toContainText('New York, Vereinigte Staaten');
    await expect(alert).toContainText('können wir leider nicht liefern');
    await expect(alert).toContainText('es wurde nichts berechnet');

    await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();
    await step(page, 'Prüfen und bestellen').getByRole('button', { name: AMAZON_BUTTON }).click();
    await page.getByRole('link', { name: 'Mit dem Testkonto anmelden' }).click();
    await choose(page, /Berlin/, /Mastercard •••• 0002/);
    await page.getByRole('link', { name: 'Weiter zu Federkiel' }).click();
    await expect(step(page, 'Zahlungsart').getByRole('alert')).toContainText(
      'Die Zahlung wurde abgelehnt.',
    );
    expect(await orderCount(swell)).toBe(0);
  });
});
