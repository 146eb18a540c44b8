// Personal staff accounts (issue 28): the owner (admin key) invites a production worker,
// who sets a password through the invitation link, signs in with e-mail and password and
// sees the order without the customer's e-mail address.
import { expect, test } from '../support/fixtures.ts';
import {
  addDesignedCards,
  baseUrl,
  createAccount,
  firstProduct,
  storeClient,
  uniqueEmail,
} from '../support/shop.ts';

function adminKey(): string {
  const key = process.env.E2E_ADMIN_KEY;
  if (!key) throw new Error('E2E_ADMIN_KEY is not set: run the tests through playwright.config.ts');
  return key;
}

/** A paid order of a fresh customer, placed through swell-js; its id and the e-mail. */
async function paidOrder(): Promise<{ id: string; email: string }> {
  const swell = await storeClient();
  const email = uniqueEmail('kundin');
  await createAccount(swell, email);
  const product = await firstProduct(swell);
  await addDesignedCards(swell, product, 60);
  const address = {
    first_name: 'Grace',
    last_name: 'Hopper',
    address1: 'Musterstraße 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  await swell.cart.update({
    shipping: { ...address, service: 'to_customer' },
    billing: address,
  } as never);
  const token = (await swell.card.createToken({
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 3,
    cvc: '123',
  } as never)) as { token: string };
  await swell.cart.update({ billing: { method: 'card', card: { token: token.token } } } as never);
  const order = (await swell.cart.submitOrder()) as { id: string; errors?: unknown };
  expect(order.errors, 'order submitted').toBeUndefined();
  return { id: order.id, email };
}

test('an invited production worker signs in and does not see the customer’s e-mail', async ({
  page,
}) => {
  const order = await paidOrder();
  const worker = uniqueEmail('paul');

  await page.goto(`${baseUrl()}/dashboard/login`);
  await page.getByRole('radio', { name: 'Schlüssel' }).check();
  await page.getByLabel('Admin-Schlüssel').fill(adminKey());
  await page.getByLabel('Name').fill('Ina Inhaber');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('link', { name: 'Team' }).click();
  await page.getByLabel('Name').fill('Paul Produktion');
  await page.getByLabel('E-Mail-Adresse').fill(worker);
  await page.getByLabel('Rolle', { exact: true }).selectOption({ label: 'Produktion' });
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  const link = (await page.getByTestId('invitation-link').textContent()) ?? '';
  expect(link).toMatch(/\/dashboard\/invitation#/);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard\/login/);

  await page.goto(link);
  await expect(page.getByText(/du bist als „Produktion“/)).toBeVisible();
  await page.getByLabel('Neues Passwort').fill('Werkstatt-Feder-2026');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();

  await page.getByLabel('E-Mail-Adresse').fill(worker);
  await page.getByLabel('Passwort', { exact: true }).fill('Werkstatt-Feder-2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Angemeldet als Paul Produktion')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'WunderLinks' })).toHaveCount(0);

  await page.goto(`${baseUrl()}/dashboard/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(order.email);
  await expect(page.locator('body')).not.toContainText('Musterstraße 1');
});
