// The 100-card journey as a guest (issue #19, item 6 "Too many steps"): from the landing page
// through the configurator with a 100-row spreadsheet that has a salutation column, the cart,
// the guest checkout and a card payment to the order-complete page. Every click, select, file
// choice and filled field is counted; the journey must take at most 25 of them. A count is
// not a timing: it belongs in the test suite.
import type { Locator, Page } from '@playwright/test';
import { HEADER, windows1252Csv } from '../support/configurator.ts';
import { expect, test } from '../support/fixtures.ts';
import { fillCart, handOver, PASSWORD, storeClient, uniqueEmail } from '../support/shop.ts';

/** The most interactions the journey may take (issue #19: it took 36). */
const MAX_INTERACTIONS = 25;

/** Does what a customer does, and counts it. */
class Customer {
  readonly steps: string[] = [];
  constructor(readonly page: Page) {}

  private count(what: string) {
    this.steps.push(what);
  }

  async click(target: Locator, what: string) {
    this.count(`click ${what}`);
    await target.click();
  }

  async fill(target: Locator, value: string, what: string) {
    this.count(`fill ${what}`);
    await target.fill(value);
  }

  async select(target: Locator, value: string, what: string) {
    this.count(`select ${what}`);
    await target.selectOption(value);
  }

  async chooseFile(target: Locator, file: Parameters<Locator['setInputFiles']>[0], what: string) {
    this.count(`file ${what}`);
    await target.setInputFiles(file);
  }

  get total() {
    return this.steps.length;
  }
}

/** 100 recipients with a salutation column ("Anrede") and the form of address ("Ansprache"). */
function hundredRecipients(): string[][] {
  return Array.from({ length: 100 }, (_, i) => [
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
  ]);
}

const YY = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

test('the 100-card journey as a guest takes at most 25 interactions', async ({ page }) => {
  test.setTimeout(180_000);
  const customer = new Customer(page);
  const email = uniqueEmail('gast');

  // Landing page → the templates → one template → the configurator.
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

  // The spreadsheet: 100 rows with a salutation column.
  await customer.chooseFile(
    page.getByTestId('recipient-file-input'),
    {
      name: 'empfänger.csv',
      mimeType: 'text/csv',
      buffer: windows1252Csv([HEADER, ...hundredRecipients()]),
    },
    'spreadsheet',
  );
  await customer.click(page.getByRole('button', { name: /Karten? übernehmen/ }), 'übernehmen');
  await customer.click(next, 'Weiter (data)');
  await expect(page).toHaveURL(/\/configurator\/summary$/);
  await expect(page.getByText('Der Text passt auf alle 100 Karten.')).toBeVisible({
    timeout: 60_000,
  });
  await customer.click(
    page.getByRole('button', { name: 'In den Warenkorb (100 Karten)' }),
    'in den Warenkorb',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Im Warenkorb!' })).toBeVisible({
    timeout: 15_000,
  });
  await customer.click(page.getByRole('link', { name: 'Zur Kasse' }).first(), 'Zur Kasse');

  // Checkout as a guest: an e-mail address, no account.
  await expect(page).toHaveURL(/\/checkout$/);
  const addresses = page.getByRole('region', { name: 'Adressen' });
  await expect(addresses.getByRole('group', { name: 'Als Gast bestellen' })).toBeVisible();
  await customer.fill(addresses.getByLabel(/E-Mail-Adresse/), email, 'e-mail');
  await customer.fill(addresses.getByLabel('Vorname'), 'Gesa', 'first name');
  await customer.fill(addresses.getByLabel('Nachname'), 'Gast', 'last name');
  await customer.fill(addresses.getByLabel('Straße und Hausnummer'), 'Musterstraße 1', 'street');
  await customer.fill(addresses.getByLabel('PLZ'), '10115', 'postal code');
  await customer.fill(addresses.getByLabel('Ort'), 'Berlin', 'city');
  await customer.click(addresses.getByRole('button', { name: 'Weiter zum Versand' }), 'Weiter');

  // The configurator chose the shipping: not asked again. The card is preselected.
  const payment = page.getByRole('region', { name: 'Zahlungsart' });
  await expect(payment.getByRole('radio', { name: /Kreditkarte/ })).toBeChecked();
  await customer.fill(payment.getByLabel('Kartennummer'), '4242 4242 4242 4242', 'card number');
  await customer.fill(payment.getByLabel('Ablaufdatum'), `12/${YY}`, 'expiry');
  await customer.fill(payment.getByLabel('Prüfnummer'), '123', 'cvc');
  await customer.click(payment.getByRole('button', { name: 'Weiter zur Prüfung' }), 'review');
  await customer.click(
    page
      .getByRole('region', { name: 'Prüfen und bestellen' })
      .getByRole('button', { name: 'Zahlungspflichtig bestellen' }),
    'bestellen',
  );

  // Order complete, for a guest.
  await expect(page).toHaveURL(/\/order\/complete/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vielen Dank');
  const number = /FK-\d{6}/.exec(
    (await page
      .getByText(/FK-\d{6}/)
      .first()
      .textContent()) ?? '',
  );
  expect(number, 'order number on the complete page').toBeTruthy();
  await expect(page.getByRole('main')).toContainText(email);

  console.log(`[journey] ${customer.total} interactions:\n  ${customer.steps.join('\n  ')}`);
  expect(customer.total, customer.steps.join(', ')).toBeLessThanOrEqual(MAX_INTERACTIONS);
});

test('a guest sees the order just placed and keeps it as an account with one password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('gesa');
  // A guest's cart (no account), continued in the browser.
  const swell = await storeClient();
  await fillCart(swell, 10);
  await handOver(page.context(), swell);

  await page.goto('/checkout');
  const addresses = page.getByRole('region', { name: 'Adressen' });
  await addresses.getByLabel(/E-Mail-Adresse/).fill(email);
  await addresses.getByLabel('Vorname').fill('Gesa');
  await addresses.getByLabel('Nachname').fill('Gast');
  await addresses.getByLabel('Straße und Hausnummer').fill('Musterstraße 1');
  await addresses.getByLabel('PLZ').fill('10115');
  await addresses.getByLabel('Ort').fill('Berlin');
  await addresses.getByRole('button', { name: 'Weiter zum Versand' }).click();
  const shipping = page.getByRole('region', { name: 'Versand' });
  await shipping.getByText('Versand an dich').click();
  await shipping.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  const payment = page.getByRole('region', { name: 'Zahlungsart' });
  await payment.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await payment.getByLabel('Ablaufdatum').fill(`12/${YY}`);
  await payment.getByLabel('Prüfnummer').fill('123');
  await payment.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await expect(page).toHaveURL(/\/order\/complete/, { timeout: 30_000 });
  const number =
    /FK-\d{6}/.exec(
      (await page
        .getByText(/FK-\d{6}/)
        .first()
        .textContent()) ?? '',
    )?.[0] ?? '';
  expect(number).toBeTruthy();

  // "Bestellung ansehen" works for the guest too.
  await page.getByRole('link', { name: 'Bestellung ansehen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await page.goBack();

  // One password: the account takes the order's e-mail, name and addresses, and signs in.
  const offer = page.getByRole('region', { name: 'Daten fürs nächste Mal speichern?' });
  await offer.getByLabel(/Passwort wählen/).fill(PASSWORD);
  await offer.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Dein Kundenkonto ist angelegt')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Konto von Gesa/ }),
  ).toBeVisible();
  await page.goto('/profile/orders');
  await expect(page.getByRole('table')).toContainText(number);
});
