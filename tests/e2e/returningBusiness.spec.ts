// Issue #27 item 3: a returning business customer — signed in, a first order with company
// and USt-IdNr., a saved card — goes from the cart's „Zur Kasse“ to the order-complete page
// in at most 5 interactions (visible UI only, every click, fill and key press counted), and
// the new order and its invoice carry the company and the USt-IdNr.
import { getDocumentProxy } from 'unpdf';
import { expect, test } from '../support/fixtures.ts';
import { Customer } from '../support/interactions.ts';
import {
  addAsConfigurator,
  BUSINESS,
  returningBusinessCustomer,
} from '../support/returningCustomer.ts';
import { handOver, storeClient, uniqueEmail } from '../support/shop.ts';

const MOST = 5;

test(`a returning business customer checks out in ≤ ${MOST} interactions`, async ({ page }) => {
  test.setTimeout(120_000);
  const swell = await storeClient();
  const { product, firstOrderId } = await returningBusinessCustomer(swell, uniqueEmail('firma'));
  await addAsConfigurator(swell, product, 30);
  await handOver(page.context(), swell);

  await page.goto('/cart');
  const customer = new Customer(page);
  await customer.click(page.getByRole('link', { name: 'Zur Kasse' }), 'Zur Kasse');

  // Everything is known: the review is open, each step done with its summary and „Ändern“.
  const review = page.getByRole('region', { name: 'Prüfen und bestellen' });
  const pay = review.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  const addresses = page.getByRole('region', { name: /^Adressen/ });
  await expect(addresses).toContainText(BUSINESS.company);
  await expect(addresses).toContainText(`USt-IdNr. ${BUSINESS.vatId}`);
  await expect(addresses).toContainText('Kontorstraße 7');
  await expect(page.getByRole('region', { name: /^Zahlungsart/ })).toContainText('•••• 4242');
  for (const name of ['Adressen', 'Versand', 'Zahlungsart'])
    await expect(
      page.getByRole('region', { name: new RegExp(`^${name}`) }).getByRole('button', {
        name: /Ändern/,
      }),
    ).toBeVisible();

  await customer.click(pay, 'Zahlungspflichtig bestellen');
  await expect(page).toHaveURL(/\/order\/complete/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vielen Dank');
  console.log(customer.report('returningBusiness'));
  expect(customer.total, customer.steps.join(', ')).toBeLessThanOrEqual(MOST);

  // The new order and its invoice name the business.
  const orders = (await swell.account.listOrders()) as {
    results: { id: string; billing?: { company?: string; vat_id?: string; method?: string } }[];
  };
  const order = orders.results.find((entry) => entry.id !== firstOrderId);
  expect(order, 'the second order').toBeTruthy();
  expect(order?.billing).toMatchObject({ company: BUSINESS.company, vat_id: BUSINESS.vatId });
  await page.goto(`/order/${order?.id ?? ''}`);
  const link = page
    .getByRole('region', { name: 'Rechnungen' })
    .getByRole('link', { name: 'Rechnung (PDF)' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  const doc = await getDocumentProxy(new Uint8Array(await response.body()));
  const items = (await (await doc.getPage(1)).getTextContent()).items as { str?: string }[];
  const text = items.map((item) => item.str ?? '').join(' ');
  expect(text).toContain(BUSINESS.company);
  expect(text).toContain(BUSINESS.vatId);
});
