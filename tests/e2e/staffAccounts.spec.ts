// Personal staff accounts (issue 28): the owner (admin key) invites a production worker,
// who sets a password through the invitation link, signs in with e-mail and password and
// sees the order without the customer's e-mail address.
import { expect, test } from '../support/fixtures.ts';
import {
  baseUrl,
  createAccount,
  storeClient,
  uniqueEmail,
  adminKey,
  placePaidOrder,
} from '../support/shop.ts';

/** A paid order of a fresh customer, placed through swell-js; its id and the e-mail. */
async function paidOrder(): Promise<{ id: string; email: string }> {
  const swell = await storeClient();
  const email = uniqueEmail('kundin');
  await createAccount(swell, email);
  const order = await placePaidOrder(swell);
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
