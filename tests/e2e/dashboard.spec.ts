// The order dashboard (issue 9): a customer orders through the real configurator and
// checkout with a comment; staff sign in with the admin key, find the order, read its card
// texts, move its production status with the confirmation, download XLSX, TXT and PDF, and
// sign out.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { next, startWithBirthdayCard, uploadRecipients } from '../support/configurator.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  adminKey,
  baseUrl,
  createAccount,
  handOver,
  storeClient,
  uniqueEmail,
} from '../support/shop.ts';

const COMMENT = 'Bitte vor Freitag versenden <b>danke</b>';

async function admin<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/swell/admin${path}`, {
    headers: { authorization: `Bearer ${adminKey()}` },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const step = (page: Page, name: string) => page.getByRole('region', { name });

/** A customer designs two cards, pays with a test card and leaves a comment. */
async function orderThroughCheckout(page: Page): Promise<string> {
  const swell = await storeClient();
  await createAccount(swell, uniqueEmail('hedy'));
  await handOver(page.context(), swell);
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
  await page.getByRole('link', { name: 'Zur Kasse' }).click();

  const addresses = step(page, 'Adressen');
  await addresses.getByLabel('Straße und Hausnummer').fill('Musterstraße 1');
  await addresses.getByLabel('PLZ').fill('10115');
  await addresses.getByLabel('Ort').fill('Berlin');
  await addresses.getByRole('button', { name: 'Weiter zum Versand' }).click();
  // The configurator chose the shipping mode: the checkout does not ask again.
  const payment = step(page, 'Zahlungsart');
  await payment.getByRole('radio', { name: /Kreditkarte/ }).check();
  await payment.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await payment.getByLabel('Ablaufdatum').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await payment.getByLabel('Prüfnummer').fill('123');
  await payment.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  const review = step(page, 'Prüfen und bestellen');
  await review.getByLabel(/Anmerkung zur Bestellung/).fill(COMMENT);
  await review.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/order\/complete/, { timeout: 15_000 });
  const text =
    (await page
      .getByText(/FK-\d{6}/)
      .first()
      .textContent()) ?? '';
  const number = /FK-\d{6}/.exec(text)?.[0];
  expect(number).toBeTruthy();
  return number as string;
}

async function downloadOf(page: Page, name: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  const file = await download.path();
  return fs.readFileSync(file);
}

test.describe('order dashboard', () => {
  test('staff take an order from the real checkout through production and export it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const number = await orderThroughCheckout(page);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();

    // No session: every dashboard page sends to the login.
    await staff.goto('/dashboard/orders');
    await expect(staff).toHaveURL(/\/dashboard\/login\?returnTo=%2Fdashboard%2Forders/);
    await staff.getByRole('radio', { name: 'Schlüssel' }).check();
    await staff.getByLabel('Admin-Schlüssel').fill('ganz-sicher-falsch-123');
    await staff.getByLabel('Name').fill('Greta');
    await staff.getByRole('button', { name: 'Anmelden' }).click();
    await expect(staff.getByText('Der Admin-Schlüssel ist ungültig.')).toBeVisible();
    await staff.getByLabel('Admin-Schlüssel').fill(adminKey());
    await staff.getByLabel('Name').fill('Greta Werkstatt');
    await staff.getByRole('button', { name: 'Anmelden' }).click();
    await expect(staff).toHaveURL(/\/dashboard\/orders$/);
    // The key never lands in browser storage.
    const stored = await staff.evaluate(
      () => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
    );
    expect(stored).not.toContain(adminKey());

    // Overview: the counts are the server's (other test files only add new orders, so the
    // steps after "Bestellung eingegangen" are this test's alone).
    await staff.getByRole('link', { name: 'Übersicht', exact: true }).click();
    const overview = await admin<{ production: Record<string, number> }>('/overview');
    for (const [label, key] of [
      ['Material bestellt', 'material_ordered'],
      ['Versendet', 'sent_out'],
    ] as const) {
      await expect(
        staff.getByRole('link', { name: new RegExp(`^${overview.production[key]}\\s*${label}`) }),
      ).toBeVisible();
    }

    // The list: search by the order number.
    await staff.getByRole('link', { name: 'Bestellungen', exact: true }).click();
    await staff.getByLabel('Suche').fill(number);
    await expect(staff).toHaveURL(new RegExp(`search=${number}`));
    const rows = staff.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'FK-' })).toHaveCount(1);
    await staff.getByRole('link', { name: number }).click();

    // The order: client comment as text, every card's exact text next to its address.
    await expect(staff.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(staff.getByText(COMMENT)).toBeVisible();
    const id = staff.url().split('/').pop() as string;
    const cards = await admin<{ results: { pages: { body: string }[] }[] }>(`/orders/${id}/cards`);
    expect(cards.results).toHaveLength(2);
    const cardTable = staff.getByRole('region', { name: 'Empfänger und Kartentexte' });
    await expect(cardTable).toContainText('Lindenweg 7');
    for (const card of cards.results) {
      const firstLine = card.pages[0]?.body.split('\n')[0] as string;
      expect(firstLine).not.toContain('{{');
      await expect(cardTable).toContainText(firstLine);
    }

    // Production status: the next step is one click (issue 28), no question asked.
    const production = staff.getByRole('group', { name: 'Produktionsstatus' });
    await production.getByRole('button', { name: 'Weiter: Material bestellt' }).click();
    await expect(production).toContainText('Material bestellt');
    await expect(staff.getByRole('main')).toContainText('Greta Werkstatt');
    expect((await admin<{ production_status: string }>(`/orders/${id}`)).production_status).toBe(
      'material_ordered',
    );

    // Exports contain the receivers.
    const xlsx = await downloadOf(staff, 'Empfänger als Excel');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((row) =>
      row.eachCell((cell) => cells.push(String(cell.value))),
    );
    expect(cells.join('\n')).toContain('Lindenweg 7');
    expect(cells.join('\n')).toContain('Bahnhofstraße 5');
    const txt = (await downloadOf(staff, 'Empfänger als TXT')).toString('utf8');
    expect(txt).toContain('Lindenweg 7');
    expect(txt).toContain('Weiß');
    const pdf = await getDocumentProxy(
      new Uint8Array(await downloadOf(staff, 'Produktionsblatt (PDF)')),
    );
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(number);
    expect(text.replace(/\s+/g, ' ')).toContain('Lindenweg 7');

    // The customer sees the progress on the order page.
    await page.goto(`/order/${id}`);
    await expect(page.getByRole('main')).toContainText('Material bestellt');
    await expect(page.getByRole('main')).toContainText(COMMENT);

    // Sign out: the dashboard sends back to the login.
    await staff.getByRole('button', { name: 'Abmelden' }).click();
    await expect(staff).toHaveURL(/\/dashboard\/login/);
    await staff.goto('/dashboard/orders');
    await expect(staff).toHaveURL(/\/dashboard\/login/);
    await staffContext.close();
  });
});
