// Issue #19: a reload on any checkout step, and Back from a payment approval page, continue
// where the customer was — with what they typed (never the card data).
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  baseUrl,
  createAccount,
  fillCart,
  handOver,
  storeClient,
  uniqueEmail,
  type Swell,
} from '../support/shop.ts';

const CARD_OK = '4242 4242 4242 4242';
const CARD_3DS = '4000 0027 6000 3184';
const PAY = 'Zahlungspflichtig bestellen';

async function shopperWithCart(page: Page) {
  const swell = await storeClient();
  await createAccount(swell, uniqueEmail('reload'));
  await fillCart(swell);
  await handOver(page.context(), swell);
  return swell;
}

const step = (page: Page, name: string) => page.getByRole('region', { name });

async function expectOpen(page: Page, name: string) {
  await expect(step(page, name)).toHaveAttribute('data-state', 'open');
}

async function orderCount(swell: Awaited<ReturnType<typeof storeClient>>) {
  return ((await swell.account.listOrders()) as { count: number }).count;
}

async function enterCard(page: Page, number: string) {
  const payment = step(page, 'Zahlungsart');
  await payment.getByRole('radio', { name: /Kreditkarte/ }).check();
  await payment.getByLabel('Kartennummer').fill(number);
  await payment.getByLabel('Ablaufdatum').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await payment.getByLabel('Prüfnummer').fill('123');
}

async function addressesAndShipping(page: Page) {
  await page.goto('/checkout');
  const addresses = step(page, 'Adressen');
  await addresses.getByLabel('Straße und Hausnummer').fill('Musterstraße 1');
  await addresses.getByLabel('PLZ').fill('10115');
  await addresses.getByLabel('Ort').fill('Berlin');
  await addresses.getByRole('button', { name: 'Weiter zum Versand' }).click();
  await step(page, 'Versand').getByText('Versand an dich').click();
  await step(page, 'Versand').getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expectOpen(page, 'Zahlungsart');
}

test.describe('checkout: reload and Back', () => {
  test('a reload on every step comes back to that step with what was typed', async ({ page }) => {
    test.setTimeout(90_000);
    const swell = await shopperWithCart(page);
    await page.goto('/checkout');

    // Step 1, typed but not sent: a reload keeps the fields and the billing choice.
    const addresses = step(page, 'Adressen');
    await addresses.getByLabel('Straße und Hausnummer').fill('Musterstraße 1');
    await addresses.getByLabel('PLZ').fill('10115');
    await page.reload();
    await expectOpen(page, 'Adressen');
    await expect(addresses.getByLabel('Straße und Hausnummer')).toHaveValue('Musterstraße 1');
    await expect(addresses.getByLabel('PLZ')).toHaveValue('10115');
    await expect(addresses.getByLabel('Rechnung an eine andere Adresse')).not.toBeChecked();

    // A separate billing address, ticked and half typed, survives a reload too.
    await addresses.getByLabel('Rechnung an eine andere Adresse').check();
    await addresses
      .getByRole('group', { name: 'Rechnungsadresse' })
      .getByLabel('Firma')
      .fill('Hopper GmbH');
    await page.reload();
    await expect(addresses.getByLabel('Rechnung an eine andere Adresse')).toBeChecked();
    await expect(
      addresses.getByRole('group', { name: 'Rechnungsadresse' }).getByLabel('Firma'),
    ).toHaveValue('Hopper GmbH');
    await addresses.getByLabel('Rechnung an eine andere Adresse').uncheck();
    await addresses.getByLabel('Ort').fill('Berlin');
    await addresses.getByRole('button', { name: 'Weiter zum Versand' }).click();

    // Step 2.
    await expectOpen(page, 'Versand');
    await page.reload();
    await expectOpen(page, 'Versand');
    await expect(step(page, 'Adressen')).toContainText('Musterstraße 1');
    await step(page, 'Versand').getByText('Versand an dich').click();
    await step(page, 'Versand').getByRole('button', { name: 'Weiter zur Zahlung' }).click();

    // Step 3: the service came from the store cart.
    await expectOpen(page, 'Zahlungsart');
    await page.reload();
    await expectOpen(page, 'Zahlungsart');
    await expect(step(page, 'Versand')).toContainText('Versand an dich');
    await step(page, 'Zahlungsart')
      .getByRole('radio', { name: /PayPal/ })
      .check();
    await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();

    // Step 4: PayPal stays chosen, "bestellen" works.
    await expectOpen(page, 'Prüfen und bestellen');
    await page.reload();
    await expectOpen(page, 'Prüfen und bestellen');
    await expect(step(page, 'Zahlungsart')).toContainText('PayPal');
    await expect(
      step(page, 'Prüfen und bestellen').getByRole('button', { name: PAY }),
    ).toBeEnabled();

    // Billing is still the delivery address when the addresses are opened again.
    await step(page, 'Adressen')
      .getByRole('button', { name: /Ändern/ })
      .click();
    await expect(
      step(page, 'Adressen').getByLabel('Rechnung an eine andere Adresse'),
    ).not.toBeChecked();
    await expect(
      step(page, 'Adressen').getByRole('group', { name: 'Rechnungsadresse' }),
    ).toHaveCount(0);
    // The cart has its service: the shipping step is not asked again (issue #19).
    await step(page, 'Adressen').getByRole('button', { name: 'Weiter zum Versand' }).click();
    await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();
    await step(page, 'Prüfen und bestellen').getByRole('button', { name: PAY }).click();
    await page.getByRole('link', { name: 'Zahlung bestätigen' }).click();
    await expect(page).toHaveURL(/\/order\/complete/, { timeout: 15_000 });
    expect(await orderCount(swell)).toBe(1);

    // The kept state is gone with the order: a new cart starts at step 1.
    await fillCart(swell, 20);
    await page.goto('/checkout');
    await expectOpen(page, 'Adressen');
  });

  test('a card chosen before a reload is typed again; its number is never stored', async ({
    page,
  }) => {
    await shopperWithCart(page);
    await addressesAndShipping(page);
    await enterCard(page, CARD_OK);
    await step(page, 'Zahlungsart').getByLabel('Karte für künftige Bestellungen speichern').check();
    await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();
    await expectOpen(page, 'Prüfen und bestellen');
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('4242');
    await page.reload();
    await expectOpen(page, 'Zahlungsart');
    await expect(
      step(page, 'Zahlungsart').getByRole('radio', { name: /Kreditkarte/ }),
    ).toBeChecked();
    await expect(step(page, 'Zahlungsart').getByLabel('Kartennummer')).toHaveValue('');
    await expect(
      step(page, 'Zahlungsart').getByLabel('Karte für künftige Bestellungen speichern'),
    ).toBeChecked();
  });

  for (const method of ['3-D Secure', 'PayPal']) {
    test(`Back from the ${method} page: the payment step says the confirmation was cancelled`, async ({
      page,
    }) => {
      const swell = await shopperWithCart(page);
      await addressesAndShipping(page);
      if (method === 'PayPal')
        await step(page, 'Zahlungsart')
          .getByRole('radio', { name: /PayPal/ })
          .check();
      else await enterCard(page, CARD_3DS);
      await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();
      await step(page, 'Prüfen und bestellen').getByRole('button', { name: PAY }).click();
      await expect(page.getByText('Testmodus')).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/checkout$/);
      await expectOpen(page, 'Zahlungsart');
      await expect(step(page, 'Zahlungsart').getByRole('alert')).toContainText(
        'Die Bestätigung der Zahlung wurde abgebrochen.',
      );
      await expect(step(page, 'Adressen')).toContainText('Musterstraße 1');
      expect(await orderCount(swell)).toBe(0);

      // A reload after that is an ordinary reload: no notice any more.
      await page.reload();
      await expectOpen(page, 'Zahlungsart');
      await expect(step(page, 'Zahlungsart').getByRole('alert')).toHaveCount(0);

      await enterCard(page, CARD_OK);
      await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();
      await step(page, 'Prüfen und bestellen').getByRole('button', { name: PAY }).click();
      await expect(page).toHaveURL(/\/order\/complete/, { timeout: 15_000 });
      expect(await orderCount(swell)).toBe(1);
    });
  }
});

// Issue #33: a reload right after the shop removed the approval's answer from the address bar
// (the order not submitted yet) still ends on the one order, and no approval stays open.
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

test.describe('checkout: reload between approval and order (issue #33)', () => {
  for (const method of ['PayPal', 'Klarna', '3-D Secure'] as const) {
    test(`${method}: a reload after the answer left the URL ends on the one order`, async ({
      page,
    }) => {
      const swell = await shopperWithCart(page);
      await addressesAndShipping(page);
      if (method === '3-D Secure') await enterCard(page, CARD_3DS);
      else
        await step(page, 'Zahlungsart')
          .getByRole('radio', { name: new RegExp(method) })
          .check();
      await step(page, 'Zahlungsart').getByRole('button', { name: 'Weiter zur Prüfung' }).click();
      await step(page, 'Prüfen und bestellen').getByRole('button', { name: PAY }).click();

      // The submission is held: the reload comes after the answer left the URL, before the order.
      let held: Route | null = null;
      await page.route('**/api/cart/order', (route) => {
        if (route.request().method() === 'POST') held = route;
        else void route.continue();
      });
      await page.getByRole('link', { name: 'Zahlung bestätigen' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect.poll(() => held !== null).toBe(true);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.reload();

      await expect(page).toHaveURL(/\/order\/complete/, { timeout: 15_000 });
      expect(await orderCount(swell)).toBe(1);
      const approval = await cartApproval(swell);
      expect(approval).toMatchObject({ status: 'captured', approved: false });
      expect(approval.order).not.toBeNull();
    });
  }
});
