import { next, startWithBirthdayCard } from '../support/configurator.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniqueEmail } from '../support/shop.ts';

// Issue 42: a sheet with postcodes that do not fit their towns is marked card by card with
// the suggestion, fixed in one click („für alle“), an address kept on purpose passes, and
// the cards are ordered. Foreign addresses in their country's shape are not marked.

const HEADER =
  'Anrede;Titel;Vorname;Nachname;Firma;Ansprache;Straße und Hausnummer;Adresszusatz;PLZ;Ort;Land';
const YY = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

test('marks postcodes that do not fit their town, fixes them in one click and orders', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startWithBirthdayCard(page);
  await next(page).click();
  await expect(page).toHaveURL(/\/configurator\/data$/);

  const csv = [
    HEADER,
    'Frau;;Lena;Vogel;;Du;Domkloster 4;;50667;München;DE',
    'Herr;;Tom;Weiß;;Sie;Invalidenstraße 1;;10115;Hamburg;DE',
    'Frau;;Eva;Huber;;Sie;Herrengasse 16;;8010;Graz;AT',
    'Herr;;Jan;Meier;;Sie;Bundesplatz 3;;3000;Bern;CH',
    'Frau;;Anke;de Vries;;Sie;Dam 1;;1012 AB;Amsterdam;NL',
    'Herr;;Max;Brandl;;Sie;Marktstraße 1;;99999;Bad Tölz;DE',
    'Frau;;Ida;Roth;;Sie;Neue Straße 1;;80331;Hamburg;DE',
  ].join('\r\n');
  await page.getByTestId('recipient-file-input').setInputFiles({
    name: 'kunden.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: '7 Karten übernehmen' }).click();

  const cell = (field: string, card: number) =>
    page.getByRole('textbox', { name: `${field}, Karte ${card}` });
  const help = page.getByTestId('postcode-problems');
  await expect(help.getByRole('heading')).toHaveText('Bei 4 Karten passt die Adresse nicht');

  // Each wrong card at its cell, with its suggestion.
  await expect(cell('Ort', 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell('Ort', 1)).toHaveAccessibleDescription(
    'PLZ 50667 gehört zu Köln – meintest du Köln?',
  );
  await expect(cell('Ort', 2)).toHaveAccessibleDescription(/PLZ 10115 gehört zu Berlin/);
  await expect(cell('PLZ', 6)).toHaveAccessibleDescription(
    'Diese PLZ gibt es nicht – Bad Tölz hat die PLZ 83646.',
  );
  await expect(cell('Ort', 7)).toHaveAccessibleDescription(/PLZ 80331 gehört zu München/);
  // Graz, Bern and Amsterdam are right in their countries.
  for (const card of [3, 4, 5]) {
    await expect(cell('Ort', card)).not.toHaveAttribute('aria-invalid');
    await expect(cell('PLZ', card)).not.toHaveAttribute('aria-invalid');
  }
  // Nothing changes before the click.
  await expect(cell('Ort', 1)).toHaveValue('München');

  // A company's own PLZ, say: kept on purpose, by keyboard.
  const keep = help.getByRole('button', { name: 'Adresse stimmt so für Karte 7' });
  await keep.focus();
  await page.keyboard.press('Enter');
  await expect(cell('Ort', 7)).not.toHaveAttribute('aria-invalid');
  await expect(help.getByRole('heading')).toHaveText('Bei 3 Karten passt die Adresse nicht');

  await help.getByRole('button', { name: 'Vorschläge für alle 3 Karten übernehmen' }).click();
  await expect(cell('Ort', 1)).toHaveValue('Köln');
  await expect(cell('Ort', 2)).toHaveValue('Berlin');
  await expect(cell('PLZ', 6)).toHaveValue('83646');
  await expect(cell('Ort', 7)).toHaveValue('Hamburg');
  await expect(help).toHaveCount(0);

  // The server takes the design (the kept card too) and it is ordered.
  await next(page).click();
  await expect(page).toHaveURL(/\/configurator\/summary$/);
  await page.getByRole('button', { name: 'In den Warenkorb (7 Karten)' }).click({
    timeout: 60_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Im Warenkorb!' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Zur Kasse' }).first().click();
  const addresses = page.getByRole('region', { name: 'Adressen' });
  await addresses.getByLabel(/E-Mail-Adresse/).fill(uniqueEmail('plz'));
  await addresses.getByLabel('Vorname').fill('Gesa');
  await addresses.getByLabel('Nachname').fill('Gast');
  await addresses.getByLabel('Straße und Hausnummer').fill('Musterstraße 1');
  await addresses.getByLabel('PLZ').fill('10115');
  await addresses.getByLabel('Ort').fill('Berlin');
  await addresses.getByRole('button', { name: 'Weiter zum Versand' }).click();
  const payment = page.getByRole('region', { name: 'Zahlungsart' });
  await payment.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await payment.getByLabel('Ablaufdatum').fill(`12/${YY}`);
  await payment.getByLabel('Prüfnummer').fill('123');
  await payment.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/order\/complete/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vielen Dank');
});
