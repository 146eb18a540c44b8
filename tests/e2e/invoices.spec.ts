// Invoices in the browser (issue 29): a card order's page offers its invoice, and the link
// downloads the stored PDF — an invoice whose text names its own number.
import { getDocumentProxy } from 'unpdf';
import { shopperWithCart, step, throughShipping } from '../support/checkout.ts';
import { expect, test } from '../support/fixtures.ts';

test('a paid order’s page offers „Rechnung (PDF)“, and it is the invoice', async ({ page }) => {
  const swell = await shopperWithCart(page, 'rechnung');
  await throughShipping(page);
  const payment = step(page, 'Zahlungsart');
  await payment.getByRole('radio', { name: /Kreditkarte/ }).check();
  await payment.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await payment.getByLabel('Ablaufdatum').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await payment.getByLabel('Prüfnummer').fill('123');
  await payment.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await step(page, 'Prüfen und bestellen')
    .getByRole('button', { name: 'Zahlungspflichtig bestellen' })
    .click();
  await expect(page).toHaveURL(/\/order\/complete/, { timeout: 15_000 });

  const orders = (await swell.account.listOrders()) as { results: { id: string }[] };
  const orderId = orders.results[0]?.id ?? '';
  await page.goto(`/order/${orderId}`);
  const invoices = page.getByRole('region', { name: 'Rechnungen' });
  const link = invoices.getByRole('link', { name: 'Rechnung (PDF)' });
  await expect(link).toBeVisible();
  await expect(invoices.getByRole('link', { name: 'E-Rechnung (XML)' })).toBeVisible();
  const number = /RE-\d{4}-\d{6}/.exec((await invoices.textContent()) ?? '')?.[0];
  expect(number, 'the invoice number on the order page').toBeTruthy();

  // The link works as a plain download (its own token, no session header needed).
  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const items = (await (await doc.getPage(1)).getTextContent()).items as { str?: string }[];
  expect(items.map((item) => item.str ?? '').join('')).toContain(number);
});
