// Issue 28 "one click per step": staff take one order from „Bestellung eingegangen“ to
// „Versendet“ from the order list in at most 8 interactions, confirmations included. The
// order is placed through the store API (swell-js in Node); staff sign in with the key.
import type { Page } from '@playwright/test';
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

async function placePaidOrder(): Promise<{ id: string; number: string }> {
  const swell = await storeClient();
  await createAccount(swell, uniqueEmail('ada'));
  await addDesignedCards(swell, await firstProduct(swell), 2);
  const address = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: 'Musterstraße 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  await swell.cart.update({
    shipping: { ...address, service: 'to_recipients' },
    billing: address,
  } as never);
  const token = (await swell.card.createToken({
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 3,
    cvc: '123',
  } as never)) as { token: string };
  await swell.cart.update({ billing: { method: 'card', card: { token: token.token } } } as never);
  const order = (await swell.cart.submitOrder()) as {
    id: string;
    number: string;
    errors?: unknown;
  };
  expect(order.errors, 'order submitted').toBeUndefined();
  return order;
}

test('one order from received to sent out in at most 8 interactions', async ({ page }) => {
  test.setTimeout(90_000);
  const order = await placePaidOrder();
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
