// Checkout and payments in the browser (issue 5): the sandbox gateway behind the real store,
// its approval pages for 3-D Secure and PayPal, the order pages and the analytics events.
import type { Page } from '@playwright/test';
import { next, startWithBirthdayCard, uploadRecipients } from '../support/configurator.ts';
import { shopperWithCart, step, throughShipping } from '../support/checkout.ts';
import { expect, test } from '../support/fixtures.ts';
import { fillCart, PASSWORD, uniqueEmail, type Swell } from '../support/shop.ts';

const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';
const CARD_3DS = '4000 0027 6000 3184';
const PAY = 'Zahlungspflichtig bestellen';

async function enterCard(page: Page, number: string) {
  const payment = step(page, 'Zahlungsart');
  await payment.getByRole('radio', { name: /Kreditkarte/ }).check();
  await payment.getByLabel('Kartennummer').fill(number);
  await payment.getByLabel('Ablaufdatum').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await payment.getByLabel('Prüfnummer').fill('123');
}

async function toReviewAndPay(page: Page) {
  await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await step(page, 'Prüfen und bestellen').getByRole('button', { name: PAY }).click();
}

/** The order-complete page; answers the order number it shows. */
async function orderComplete(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\/complete/, { timeout: 15_000 });
  const text =
    (await page
      .getByText(/FK-\d{6}/)
      .first()
      .textContent()) ?? '';
  const number = /FK-\d{6}/.exec(text)?.[0];
  expect(number, 'order number on the complete page').toBeTruthy();
  return number as string;
}

async function orderCount(swell: Swell): Promise<number> {
  const list = (await swell.account.listOrders()) as { count: number };
  return list.count;
}

/** window.dataLayer pushes, kept across page loads (approval pages reload the shop). */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const key = 'e2e.dataLayer';
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...seen, ...entries]));
      return Array.prototype.push.apply(layer, entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

async function recordedEvents(page: Page) {
  const entries = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('e2e.dataLayer') ?? '[]') as Record<string, unknown>[],
  );
  return entries.filter((entry) => typeof entry.event === 'string');
}

test.describe('checkout', () => {
  test('from sign-up through the configurator to a card payment, the order pages and the history — with analytics', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('cookieSettings', 'unrestricted'));
    await recordDataLayer(page);

    const email = uniqueEmail('ada');
    await page.goto('/signup');
    await page.getByLabel('Vorname').fill('Ada');
    await page.getByLabel('Nachname').fill('Lovelace');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: /Konto von Ada/ }),
    ).toBeVisible();

    await startWithBirthdayCard(page);
    await next(page).click();
    await uploadRecipients(page, [
      ['Frau', '', 'Lena', 'Vogel', '', 'Du', 'Lindenweg 7', '', '04109', 'Leipzig', 'DE'],
      ['Herr', '', 'Tom', 'Weiß', '', 'Sie', 'Bahnhofstraße 5', '', '80331', 'München', 'DE'],
    ]);
    await next(page).click();
    await expect(page.getByText('Der Text passt auf alle 2 Karten.')).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'In den Warenkorb (2 Karten)' }).click();
    // The header counts the cards in the cart.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Warenkorb, 2 Karten' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Zur Kasse' }).click();

    // The summary shows the configured order: template, cards, recipients, the price parts.
    const summary = page.getByRole('complementary', { name: 'Deine Bestellung' });
    await expect(summary).toContainText('Konfetti-Geburtstag');
    await expect(summary).toContainText('2 Karten');
    await expect(summary).toContainText('2 Empfänger');
    await expect(summary).toContainText('MwSt. 19 %');

    const addresses = step(page, 'Adressen');
    await expect(addresses.getByLabel('Vorname')).toHaveValue('Ada');
    await addresses.getByLabel('Straße und Hausnummer').fill('Musterstraße 1');
    await addresses.getByLabel('PLZ').fill('10115');
    await addresses.getByLabel('Ort').fill('Berlin');
    await addresses.getByRole('button', { name: 'Weiter zum Versand' }).click();
    // The configurator chose "to the recipients": it is not asked again (issue #19), only
    // shown with "Ändern".
    await expect(step(page, 'Versand')).toContainText('Empfänger');
    await expect(step(page, 'Versand').getByRole('button', { name: /^Ändern/ })).toBeVisible();

    // Live card validation in German before anything is sent.
    const payment = step(page, 'Zahlungsart');
    await payment.getByLabel('Kartennummer').fill('4242 4242 4242 4241');
    await payment.getByLabel('Kartennummer').blur();
    await expect(payment.getByText('Die Kartennummer scheint ungültig zu sein.')).toBeVisible();
    await enterCard(page, CARD_OK);
    await expect(payment.getByText('Die Kartennummer scheint ungültig zu sein.')).toBeHidden();
    await expect(payment).toContainText('Visa');
    await toReviewAndPay(page);

    const number = await orderComplete(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Vielen Dank');

    await page.getByRole('link', { name: 'Bestellung ansehen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(page.getByRole('main')).toContainText('2 Empfänger');
    await expect(page.getByRole('main')).toContainText('4242');

    await page.goto('/profile/orders');
    await expect(page.getByRole('table')).toContainText(number);
    // The order emptied the cart.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Warenkorb' })).toBeVisible();

    // Cookies unrestricted: the four events with the spec's fields.
    const events = await recordedEvents(page);
    expect(events.map((event) => event.event)).toEqual([
      'sign_up',
      'add_to_cart',
      'add_payment_info',
      'purchase',
    ]);
    const purchase = events[3]?.ecommerce as Record<string, unknown>;
    expect(purchase).toMatchObject({
      transaction_id: number,
      currency: 'EUR',
      payment_type: 'card',
    });
    for (const field of ['value', 'tax', 'shipping', 'items'])
      expect(purchase).toHaveProperty(field);
    expect(events[2]?.ecommerce).toMatchObject({ currency: 'EUR', payment_type: 'card' });
    expect(events[1]?.ecommerce).toMatchObject({ currency: 'EUR' });
  });

  test('restricted cookies: no analytics event on the way to an order', async ({ page }) => {
    await recordDataLayer(page);
    await shopperWithCart(page);
    await throughShipping(page);
    await enterCard(page, CARD_OK);
    await toReviewAndPay(page);
    await orderComplete(page);
    expect(await recordedEvents(page)).toEqual([]);
  });

  test('a declined card shows the German reason; a good card then places exactly one order', async ({
    page,
  }) => {
    const swell = await shopperWithCart(page);
    await throughShipping(page);
    await enterCard(page, CARD_DECLINED);
    await toReviewAndPay(page);

    const payment = step(page, 'Zahlungsart');
    await expect(payment.getByRole('alert')).toContainText('Die Karte wurde abgelehnt.');
    await enterCard(page, CARD_OK);
    await toReviewAndPay(page);
    await orderComplete(page);
    expect(await orderCount(swell)).toBe(1);
  });

  test('3-D Secure approved on the bank page pays the order', async ({ page }) => {
    const swell = await shopperWithCart(page);
    await throughShipping(page);
    await enterCard(page, CARD_3DS);
    await toReviewAndPay(page);
    await expect(page.getByText('Testmodus')).toBeVisible();
    await page.getByRole('link', { name: 'Zahlung bestätigen' }).click();
    await orderComplete(page);
    expect(await orderCount(swell)).toBe(1);
  });

  test('3-D Secure failed: back at the payment step with the reason, the cart intact', async ({
    page,
  }) => {
    const swell = await shopperWithCart(page);
    await throughShipping(page);
    await enterCard(page, CARD_3DS);
    await toReviewAndPay(page);
    await page.getByRole('link', { name: 'Zahlung ablehnen' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(step(page, 'Zahlungsart').getByRole('alert')).toContainText(
      'Wir können deine Zahlungsmethode nicht bestätigen.',
    );
    await expect(page.getByRole('complementary', { name: 'Deine Bestellung' })).toContainText(
      '60 Karten',
    );
    expect(await orderCount(swell)).toBe(0);
  });

  test('PayPal: approved pays; cancelled comes back with a message and no order', async ({
    page,
  }) => {
    const swell = await shopperWithCart(page);
    await throughShipping(page);
    const payment = step(page, 'Zahlungsart');
    await payment.getByRole('radio', { name: /PayPal/ }).check();
    await toReviewAndPay(page);
    await page.getByRole('link', { name: 'Abbrechen' }).click();
    await expect(step(page, 'Zahlungsart').getByRole('alert')).toContainText(
      'Die Zahlung wurde abgebrochen.',
    );
    expect(await orderCount(swell)).toBe(0);

    await step(page, 'Zahlungsart')
      .getByRole('radio', { name: /PayPal/ })
      .check();
    await toReviewAndPay(page);
    await page.getByRole('link', { name: 'Zahlung bestätigen' }).click();
    await orderComplete(page);
    expect(await orderCount(swell)).toBe(1);
  });

  for (const method of ['Klarna', 'iDEAL', 'Bancontact', 'paysafecard']) {
    test(`${method}: approved on its sandbox page pays the order`, async ({ page }) => {
      const swell = await shopperWithCart(page);
      await throughShipping(page);
      await step(page, 'Zahlungsart')
        .getByRole('radio', { name: new RegExp(`^${method}`) })
        .check();
      await toReviewAndPay(page);
      await page.getByRole('link', { name: 'Zahlung bestätigen' }).click();
      await orderComplete(page);
      expect(await orderCount(swell)).toBe(1);
    });
  }

  test('a card saved with the first order pays the second', async ({ page }) => {
    const swell = await shopperWithCart(page);
    await throughShipping(page);
    await enterCard(page, CARD_OK);
    await step(page, 'Zahlungsart').getByLabel('Karte für künftige Bestellungen speichern').check();
    await toReviewAndPay(page);
    await orderComplete(page);

    await fillCart(swell, 20);
    await page.goto('/checkout');
    // The first order filled the account's address: straight on.
    await step(page, 'Adressen').getByRole('button', { name: 'Weiter zum Versand' }).click();
    await step(page, 'Versand').getByText('Versand an dich').click();
    await step(page, 'Versand').getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    const payment = step(page, 'Zahlungsart');
    await payment.getByRole('radio', { name: /Gespeicherte Karte/ }).check();
    await expect(payment.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
    await toReviewAndPay(page);
    await orderComplete(page);
    expect(await orderCount(swell)).toBe(2);
  });

  test('a coupon lowers the total; an unknown one is refused in German', async ({ page }) => {
    await shopperWithCart(page);
    await page.goto('/checkout');
    const summary = page.getByRole('complementary', { name: 'Deine Bestellung' });
    const total = summary.getByText(/^Gesamt/).locator('..');
    const before = await total.textContent();

    await summary.getByLabel('Gutscheincode').fill('GIBTSNICHT');
    await summary.getByRole('button', { name: 'Einlösen' }).click();
    await expect(summary.getByRole('alert')).toBeVisible();

    await summary.getByLabel('Gutscheincode').fill('WILLKOMMEN10');
    await summary.getByRole('button', { name: 'Einlösen' }).click();
    await expect(summary).toContainText('Gutschein WILLKOMMEN10 ist eingelöst.');
    await expect(summary).toContainText('10 % Willkommensrabatt');
    await expect(total).not.toHaveText(before ?? '');
  });

  test('a double click on "Zahlungspflichtig bestellen" places one order and charges once', async ({
    page,
  }) => {
    const swell = await shopperWithCart(page);
    await throughShipping(page);
    await enterCard(page, CARD_OK);
    await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();
    await step(page, 'Prüfen und bestellen').getByRole('button', { name: PAY }).dblclick();
    await orderComplete(page);
    expect(await orderCount(swell)).toBe(1);
    const orders = (await swell.account.listOrders()) as {
      results: { payments?: { count: number } }[];
    };
    expect(orders.results[0]?.payments?.count).toBe(1);
  });
});
