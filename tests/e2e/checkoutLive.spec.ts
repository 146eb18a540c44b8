// Issue #19: the review reads the store cart again (on entering it, when the tab is back in
// front, after a reload) — a coupon that stopped applying and a cart ordered in another tab
// are said at once, not at the pay click.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  createAccount,
  fillCart,
  handOver,
  storeClient,
  uniqueEmail,
  type Swell,
} from '../support/shop.ts';

const PAY = 'Zahlungspflichtig bestellen';
const step = (page: Page, name: string) => page.getByRole('region', { name });

async function shopperWithCart(page: Page): Promise<Swell> {
  const swell = await storeClient();
  await createAccount(swell, uniqueEmail('live'));
  await fillCart(swell);
  await handOver(page.context(), swell);
  return swell;
}

/** Addresses, shipping to the customer, PayPal: the review is open. */
async function toReview(page: Page) {
  await page.goto('/checkout');
  const addresses = step(page, 'Adressen');
  await addresses.getByLabel('Straße und Hausnummer').fill('Musterstraße 1');
  await addresses.getByLabel('PLZ').fill('10115');
  await addresses.getByLabel('Ort').fill('Berlin');
  await addresses.getByRole('button', { name: 'Weiter zum Versand' }).click();
  await step(page, 'Versand').getByText('Versand an dich').click();
  await step(page, 'Versand').getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await step(page, 'Zahlungsart')
    .getByRole('radio', { name: /PayPal/ })
    .check();
  await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await expect(step(page, 'Prüfen und bestellen').getByRole('button', { name: PAY })).toBeEnabled();
}

/** The tab comes back to the front. */
async function focusTab(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

test.describe('checkout: live totals', () => {
  test('a coupon that falls below its minimum says so at once, its discount goes, pay is off', async ({
    page,
  }) => {
    const swell = await shopperWithCart(page);
    await toReview(page);
    const summary = page.getByRole('complementary', { name: 'Deine Bestellung' });
    await summary.getByLabel('Gutscheincode').fill('FEDER5');
    await summary.getByRole('button', { name: 'Einlösen' }).click();
    await expect(summary).toContainText('Gutschein FEDER5 ist eingelöst.');
    await expect(summary.getByText(/^Gutschein /).first()).toBeVisible();
    const totalBefore = await summary
      .getByText(/^Gesamt/)
      .locator('..')
      .textContent();

    // The cart changes elsewhere: one card (2,90 € net) is below FEDER5's 20,00 €.
    const cart = (await swell.cart.get()) as { items: { id: string }[] };
    await swell.cart.updateItem(cart.items[0]?.id ?? '', { quantity: 1 } as never);

    await focusTab(page);
    await expect(summary.getByRole('alert')).toContainText(
      'Dieser Gutscheincode gilt ab einem Warenwert von 20,00 €',
    );
    await expect(summary).not.toContainText('ist eingelöst');
    await expect(summary.locator('dt', { hasText: /^Gutschein/ })).toHaveCount(0);
    await expect(summary).toContainText('1 Karte');
    await expect(summary.getByText(/^Gesamt/).locator('..')).not.toHaveText(totalBefore ?? '');
    const review = step(page, 'Prüfen und bestellen');
    await expect(review.getByRole('alert')).toContainText('Gutschein');
    await expect(
      review.getByRole('button', { name: /Gutschein|bestellen|Bestellung/ }),
    ).toBeDisabled();

    // Still said after a reload.
    await page.reload();
    await expect(summary.getByRole('alert')).toContainText('gilt ab einem Warenwert');
    await expect(summary).not.toContainText('ist eingelöst');

    // Removing the coupon makes the order possible again.
    await summary.getByRole('button', { name: 'Gutschein entfernen' }).click();
    await expect(
      step(page, 'Prüfen und bestellen').getByRole('button', { name: PAY }),
    ).toBeEnabled();
  });

  test('a cart ordered in another tab: "bereits aufgegeben" with the number and a link, no pay', async ({
    page,
    context,
  }) => {
    await shopperWithCart(page);
    await toReview(page);

    // The same cart is ordered in a second tab.
    const other = await context.newPage();
    await other.goto('/checkout');
    // The cart has its service already: straight on to the payment (issue #19).
    await step(other, 'Adressen').getByRole('button', { name: 'Weiter zum Versand' }).click();
    const payment = step(other, 'Zahlungsart');
    await payment.getByRole('radio', { name: /Kreditkarte/ }).check();
    await payment.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
    await payment.getByLabel('Ablaufdatum').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
    await payment.getByLabel('Prüfnummer').fill('123');
    await payment.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
    await step(other, 'Prüfen und bestellen').getByRole('button', { name: PAY }).click();
    await expect(other).toHaveURL(/\/order\/complete/, { timeout: 15_000 });
    const number = /FK-\d{6}/.exec(
      (await other
        .getByText(/FK-\d{6}/)
        .first()
        .textContent()) ?? '',
    )?.[0];
    expect(number).toBeTruthy();

    // Back in the first tab.
    await focusTab(page);
    const review = step(page, 'Prüfen und bestellen');
    await expect(
      review.getByRole('status').filter({ hasText: 'bereits aufgegeben' }),
    ).toContainText('Diese Bestellung wurde bereits aufgegeben');
    await expect(review).toContainText(number ?? 'FK-');
    await expect(
      review.getByRole('button', { name: /bereits aufgegeben|bestellen/ }),
    ).toBeDisabled();
    await expect(page.getByText('Dein Warenkorb ist leer')).toHaveCount(0);

    // After a reload too; the link leads to the order.
    await page.reload();
    await expect(page.getByText('Diese Bestellung wurde bereits aufgegeben')).toBeVisible();
    await expect(page.getByText('Dein Warenkorb ist leer')).toHaveCount(0);
    await page.getByRole('link', { name: `Bestellung ${number} ansehen` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number ?? 'FK-');
  });

  for (const method of ['PayPal', 'Klarna']) {
    test(`a refusal on the ${method} page says "abgelehnt" and suggests another method`, async ({
      page,
    }) => {
      await shopperWithCart(page);
      await toReview(page);
      await step(page, 'Zahlungsart')
        .getByRole('button', { name: /Ändern/ })
        .click();
      await step(page, 'Zahlungsart')
        .getByRole('radio', { name: new RegExp(`^${method}`) })
        .check();
      await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();
      await step(page, 'Prüfen und bestellen').getByRole('button', { name: PAY }).click();
      await page.getByRole('link', { name: 'Zahlung ablehnen' }).click();
      const alert = step(page, 'Zahlungsart').getByRole('alert');
      await expect(alert).toContainText('Die Zahlung wurde abgelehnt.');
      await expect(alert).toContainText('andere Zahlungsart');
      await expect(alert).not.toContainText('Fehler');
      await expect(alert).not.toContainText('abgebrochen');
    });
  }
});
