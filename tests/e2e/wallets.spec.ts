// Google Pay and Apple Pay in the sandbox (issue 15): the shop's own wallet sheet stands in
// for the wallets' payment sheets and drives the wallet machines (docs/checkout.md
// "Wallets in the sandbox").
import type { Locator, Page } from '@playwright/test';
import { shopperWithCart, step, throughShipping } from '../support/checkout.ts';
import { expect, test } from '../support/fixtures.ts';
import type { Swell } from '../support/shop.ts';

type Wallet = 'Google Pay' | 'Apple Pay';

function adminKey(): string {
  const key = process.env.E2E_ADMIN_KEY;
  if (!key) throw new Error('E2E_ADMIN_KEY is not set: run the tests through playwright.config.ts');
  return key;
}

/** Payment step → the wallet → review → its button; answers the open sheet. */
async function openSheet(page: Page, wallet: Wallet): Promise<Locator> {
  await throughShipping(page);
  const payment = step(page, 'Zahlungsart');
  await payment.getByRole('radio', { name: new RegExp(`^${wallet}`) }).check();
  await payment.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  const buy = step(page, 'Prüfen und bestellen').getByRole('button', {
    name: `Kaufen mit ${wallet}`,
  });
  // Spec §9: Google Pay's button is 45px high, Apple Pay's 40px.
  expect((await buy.boundingBox())?.height).toBe(wallet === 'Google Pay' ? 45 : 40);
  await buy.click();
  const sheet = page.getByRole('dialog', { name: new RegExp(wallet) });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function orderCount(swell: Swell): Promise<number> {
  return ((await swell.account.listOrders()) as { count: number }).count;
}

test.describe('wallets in the sandbox', () => {
  test('Google Pay: approved in the sheet → order complete, shown as Google Pay', async ({
    page,
    browser,
  }) => {
    const swell = await shopperWithCart(page);
    const sheet = await openSheet(page, 'Google Pay');
    for (const item of ['Zwischensumme', 'Versand', 'Gesamt', 'enthaltene MwSt. 19 %'])
      await expect(sheet.getByText(item, { exact: true })).toBeVisible();
    await sheet.getByRole('button', { name: 'Bezahlen' }).click();
    await expect(page).toHaveURL(/\/order\/complete/, { timeout: 15_000 });
    await expect(page.getByText('Google Pay').first()).toBeVisible();
    expect(await orderCount(swell)).toBe(1);
    const orders = (await swell.account.listOrders()) as {
      results: { id: string; billing?: { method?: string } }[];
    };
    const order = orders.results[0];
    expect(order?.billing?.method).toBe('google');

    // Like any order: the customer's order page and the staff dashboard name the wallet.
    await page.goto(`/profile/orders/${order?.id}`);
    await expect(page.getByText('Google Pay').first()).toBeVisible();
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.goto(`/dashboard/orders/${order?.id}`);
    await staff.getByRole('radio', { name: 'Schlüssel' }).check();
    await staff.getByLabel('Admin-Schlüssel').fill(adminKey());
    await staff.getByLabel('Name').fill('Greta Werkstatt');
    await staff.getByRole('button', { name: 'Anmelden' }).click();
    await expect(staff.getByText('Google Pay').first()).toBeVisible();
    await staffContext.close();
  });

  test('an address the shop cannot ship to: the sheet says so, no order', async ({ page }) => {
    const swell = await shopperWithCart(page);
    const sheet = await openSheet(page, 'Google Pay');
    await sheet.getByRole('radio', { name: /New York/ }).check();
    await expect(sheet.getByText(/An diese Adresse können wir leider nicht liefern/)).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Bezahlen' })).toBeDisabled();
    await sheet.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(sheet).toBeHidden();
    expect(await orderCount(swell)).toBe(0);
  });

  test('another shipping option updates the total', async ({ page }) => {
    await shopperWithCart(page);
    const sheet = await openSheet(page, 'Google Pay');
    const total = sheet.getByTestId('wallet-total');
    const before = await total.textContent();
    const other = sheet.getByRole('radio', { name: /Versand an die Empfänger/ });
    await other.check();
    await expect(other).toBeChecked();
    await expect(total).not.toHaveText(before ?? '');
  });

  test('Escape cancels: back at the payment step, the cart intact', async ({ page }) => {
    const swell = await shopperWithCart(page);
    const sheet = await openSheet(page, 'Google Pay');
    const before = (await swell.cart.get()) as {
      item_quantity?: number;
      shipping?: { city?: string; service?: string };
    };
    // A change in the sheet, then cancelled: the cart's delivery is put back.
    await sheet.getByRole('radio', { name: /Wien/ }).check();
    await expect(sheet.getByRole('radio', { name: /Wien/ })).toBeChecked();
    await expect(sheet.getByRole('button', { name: 'Bezahlen' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(
      step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }),
    ).toBeVisible();
    await expect
      .poll(async () => ((await swell.cart.get()) as typeof before | null)?.shipping?.city)
      .toBe(before.shipping?.city);
    const cart = (await swell.cart.get()) as typeof before | null;
    expect(cart?.item_quantity).toBe(before.item_quantity);
    expect(cart?.shipping?.service).toBe(before.shipping?.service);
    expect(await orderCount(swell)).toBe(0);
  });

  test('Apple Pay: approved → complete status success and the order', async ({ page }) => {
    const swell = await shopperWithCart(page);
    const sheet = await openSheet(page, 'Apple Pay');
    await sheet.getByRole('button', { name: 'Bezahlen' }).click();
    await expect(page.locator('[data-complete-status="success"]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/order\/complete/, { timeout: 15_000 });
    expect(await orderCount(swell)).toBe(1);
  });
});
