// The goal of issue #27: 100 personalised cards from a spreadsheet, landing page to order
// complete, as a new customer (guest) would — visible UI only, every click, fill, key press,
// select and file choice counted — in at most 20 interactions for a sheet without a
// salutation column and 18 with one, and at most 150 s of human time by the keystroke-level
// model (Card, Moran & Newell; operator times below). journey.spec.ts holds issue #19's
// older bound (25); this spec holds the issue #27 goal.
import type { Page } from '@playwright/test';
import { HEADER, windows1252Csv } from '../support/configurator.ts';
import { expect, test } from '../support/fixtures.ts';
import { Customer } from '../support/interactions.ts';
import { uniqueEmail } from '../support/shop.ts';

const MAX_SECONDS = 150;

const YY = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

/** 100 recipients; with `salutation` the sheet has the „Anrede“ column, else none. */
function spreadsheet(salutation: boolean): Buffer {
  const header = salutation ? HEADER : HEADER.filter((column) => column !== 'Anrede');
  const rows = Array.from({ length: 100 }, (_, i) => {
    const row = [
      i % 2 === 0 ? 'Frau' : 'Herr',
      '',
      `Vorname${i + 1}`,
      `Nachname${i + 1}`,
      '',
      i % 3 === 0 ? 'Sie' : 'Du',
      `Hauptstraße ${i + 1}`,
      '',
      '10115',
      'Berlin',
      'DE',
    ];
    return salutation ? row : row.slice(1);
  });
  return windows1252Csv([header, ...rows]);
}

async function hundredCards(page: Page, salutation: boolean): Promise<Customer> {
  const customer = new Customer(page);
  const email = uniqueEmail(salutation ? 'anrede' : 'ohne-anrede');

  await page.goto('/');
  await customer.click(page.getByRole('link', { name: 'Jetzt Karte gestalten' }), 'hero');
  await customer.click(
    page.getByRole('link', { name: 'Vorlage „Konfetti-Geburtstag“ gestalten' }),
    'template',
  );
  await expect(page).toHaveURL(/\/configurator\/path$/);
  await customer.click(page.getByText('Persönliche Anrede und Adresse'), 'personalised');
  const next = page.getByRole('button', { name: /^Weiter/ });
  await customer.click(next, 'Weiter (path)');
  await expect(page).toHaveURL(/\/configurator\/content$/);
  await customer.click(next, 'Weiter (content)');
  await expect(page).toHaveURL(/\/configurator\/data$/);

  await customer.chooseFile(
    page.getByTestId('recipient-file-input'),
    { name: 'empfänger.csv', mimeType: 'text/csv', buffer: spreadsheet(salutation) },
    'spreadsheet',
  );
  await customer.click(page.getByRole('button', { name: /Karten? übernehmen/ }), 'übernehmen');
  await customer.click(next, 'Weiter (data)');
  await expect(page).toHaveURL(/\/configurator\/summary$/);
  await expect(page.getByText('Der Text passt auf alle 100 Karten.')).toBeVisible({
    timeout: 60_000,
  });
  // "Direkt zur Kasse" adds the cards and opens the checkout in one click (issue #27).
  await customer.click(page.getByRole('button', { name: 'Direkt zur Kasse' }), 'Direkt zur Kasse');

  // Guest checkout: the PLZ fills the city (issue #27 item 3), the card is typed.
  await expect(page).toHaveURL(/\/checkout$/);
  const addresses = page.getByRole('region', { name: 'Adressen' });
  await customer.fill(addresses.getByLabel(/E-Mail-Adresse/), email, 'e-mail');
  await customer.fill(addresses.getByLabel('Vorname'), 'Gesa', 'first name');
  await customer.fill(addresses.getByLabel('Nachname'), 'Gast', 'last name');
  await customer.fill(addresses.getByLabel('Straße und Hausnummer'), 'Musterstraße 1', 'street');
  await customer.fill(addresses.getByLabel('PLZ'), '10115', 'postal code');
  await expect(addresses.getByLabel('Ort')).toHaveValue('Berlin');
  await customer.click(addresses.getByRole('button', { name: 'Weiter zum Versand' }), 'Weiter');

  const payment = page.getByRole('region', { name: 'Zahlungsart' });
  await expect(payment.getByRole('radio', { name: /Kreditkarte/ })).toBeChecked();
  await customer.typeOn(payment.getByLabel('Kartennummer'), `424242424242424212${YY}123`, 'card');
  await expect(payment.getByLabel('Prüfnummer')).toHaveValue('123');
  await customer.click(payment.getByRole('button', { name: 'Weiter zur Prüfung' }), 'review');
  await customer.click(
    page
      .getByRole('region', { name: 'Prüfen und bestellen' })
      .getByRole('button', { name: 'Zahlungspflichtig bestellen' }),
    'bestellen',
  );
  await expect(page).toHaveURL(/\/order\/complete/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vielen Dank');
  return customer;
}

for (const { salutation, most } of [
  { salutation: false, most: 20 },
  { salutation: true, most: 18 },
]) {
  const name = salutation ? 'with a salutation column' : 'without a salutation column';
  test(`100 cards from a sheet ${name}: ≤ ${most} interactions, ≤ ${MAX_SECONDS} s`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const customer = await hundredCards(page, salutation);
    console.log(customer.report(`journey100: ${name}`));
    expect(customer.total, customer.steps.join(', ')).toBeLessThanOrEqual(most);
    expect(customer.seconds).toBeLessThanOrEqual(MAX_SECONDS);
  });
}
