// Issue 28 "one click per step": staff take one order from „Bestellung eingegangen“ to
// „Versendet“ from the order list in at most 8 interactions, confirmations included. The
// order is placed through the store API (swell-js in Node); staff sign in with the key.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  baseUrl,
  createAccount,
  storeClient,
  uniqueEmail,
  adminKey,
  placePaidOrder,
} from '../support/shop.ts';

async function orderOfAda(): Promise<{ id: string; number: string }> {
  const swell = await storeClient();
  await createAccount(swell, uniqueEmail('ada'));
  return placePaidOrder(swell, { cards: 2, service: 'to_recipients', name: ['Ada', 'Lovelace'] });
}

test('one order from received to sent out in at most 8 interactions', async ({ page }) => {
  test.setTimeout(90_000);
  const order = await orderOfAda();
  const login = await page.request.post(`${baseUrl()}/swell/admin/login`, {
    data: { key: adminKey(), name: 'Greta Werkstatt' },
    headers: { origin: baseUrl() },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`/dashboard/orders?search=${order.number}`);

  let interactions = 0;
  const click = async (target: ReturnType<Page['getByRole']>) => {
    interactions += 1;
    await target.click();
  };

  await click(page.getByRole('link', { name: order.number }));
  const production = page.getByRole('group', { name: 'Produktionsstatus' });
  for (const step of [
    'Material bestellt',
    'Material vorhanden',
    'In Produktion',
    'Qualitätskontrolle',
  ]) {
    await click(production.getByRole('button', { name: `Weiter: ${step}` }));
    await expect(production.getByText(step, { exact: true })).toBeVisible();
  }
  await click(production.getByRole('button', { name: 'Weiter: Versendet' }));
  await click(page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }));
  await expect(production.getByText('Versendet', { exact: true })).toBeVisible();

  expect(interactions).toBeLessThanOrEqual(8);
  // The timeline shows the e-mail the customer got, newest first.
  await expect(
    page.getByRole('region', { name: 'Verlauf' }).getByRole('listitem').first(),
  ).toContainText('unterwegs');
});
