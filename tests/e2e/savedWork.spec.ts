// A customer's work is never lost (issue 10): salutations suggested from first names,
// recipient lists made by import and used in a new configuration, and the contact form.
import { readOutbox } from '../support/outbox.ts';
import { next, png, startWithBirthdayCard, windows1252Csv } from '../support/configurator.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createAccount, handOver, storeClient, uniqueEmail } from '../support/shop.ts';

const FIRST_NAMES = [
  'Lena',
  'Lukas',
  'Anna',
  'Jürgen',
  'Maximilian',
  'Sophie',
  'Paul',
  'Marie',
  'Felix',
  'Emma',
  'Jonas',
  'Mia',
  'Leon',
  'Hannah',
  'Elias',
  'Lea',
  'Noah',
  'Clara',
  'Ben',
  'Ida',
];
const NO_SALUTATION_HEADER = ['Vorname', 'Nachname', 'Straße', 'PLZ', 'Ort', 'Land'];

function sheetWithoutSalutation(names: string[]) {
  return windows1252Csv([
    NO_SALUTATION_HEADER,
    ...names.map((first, i) => [
      first,
      `Muster${i + 1}`,
      `Lindenweg ${i + 1}`,
      '04109',
      'Leipzig',
      'DE',
    ]),
  ]);
}

async function signedInShopper(page: Page, name: string) {
  const swell = await storeClient();
  const email = uniqueEmail(name);
  await createAccount(swell, email, 'Ida', 'Pfeiffer');
  await handOver(page.context(), swell);
  return email;
}

test.describe('saved work', () => {
  test('a sheet without a salutation column: the template writes no {{Anrede}}, so straight on', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await startWithBirthdayCard(page);
    await next(page).click();
    await page.getByTestId('recipient-file-input').setInputFiles({
      name: 'adressen.csv',
      mimeType: 'text/csv',
      buffer: sheetWithoutSalutation(FIRST_NAMES),
    });
    await page.getByRole('button', { name: '20 Karten übernehmen' }).click();
    // Issue 27: "Guten Tag {{Vorname}} {{Nachname}}," needs no salutation – nothing to choose.
    await expect(page.getByRole('button', { name: 'Anrede-Spalte zeigen' })).toBeVisible();
    await expect(page.getByText('Bitte eine Anrede wählen')).toHaveCount(0);
    await next(page).click();
    await expect(page.getByText('Der Text passt auf alle 20 Karten.')).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a recipient list made by import is used in a new configuration', async ({ page }) => {
    test.setTimeout(90_000);
    await signedInShopper(page, 'listen');
    await page.goto('/profile/recipients/new');
    await page.getByLabel('Name der Liste').fill('Familie');
    await page.getByTestId('recipient-file-input').setInputFiles({
      name: 'familie.csv',
      mimeType: 'text/csv',
      buffer: windows1252Csv([
        ['Anrede', 'Vorname', 'Nachname', 'Straße und Hausnummer', 'PLZ', 'Ort', 'Land'],
        ['Frau', 'Lena', 'Vogel', 'Lindenweg 7', '04109', 'Leipzig', 'DE'],
        ['Herr', 'Tom', 'Weiß', 'Bahnhofstraße 5', '80331', 'München', 'DE'],
      ]),
    });
    await page.getByRole('button', { name: /übernehmen$/ }).click();
    await page.getByRole('button', { name: 'Liste speichern' }).click();
    await expect(page.getByText('Die Liste wurde gespeichert.')).toBeVisible();

    await page.goto('/profile/recipients');
    await expect(page.getByRole('link', { name: 'Liste Familie öffnen' })).toBeVisible();

    await startWithBirthdayCard(page);
    await next(page).click();
    await page.getByRole('button', { name: 'Liste verwenden' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Familie (2 Empfänger)').click();
    await dialog.getByRole('button', { name: 'Liste verwenden' }).click();
    await expect(page.getByText('Liste „Familie“ übernommen: 2 Karten.')).toBeVisible();
    await next(page).click();
    await expect(page.getByText('Der Text passt auf alle 2 Karten.')).toBeVisible({
      timeout: 20_000,
    });
  });

  test('the contact form sends the inquiry and a confirmation', async ({ page }) => {
    const email = await signedInShopper(page, 'kontakt');
    await page.goto('/contact');
    // Signed in: name and e-mail come from the account.
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await page
      .getByLabel('Deine Nachricht')
      .fill('Könnt ihr 500 Karten bis Freitag schreiben? <b>Danke</b>');
    await page.getByLabel('Firma').fill('Pfeiffer & Söhne');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText(/Deine Anfrage wurde gesendet/)).toBeVisible();

    const outbox = process.env.E2E_OUTBOX_DIR as string;
    await expect
      .poll(
        async () => (await readOutbox(outbox)).filter((m) => m.text.includes('Pfeiffer')).length,
      )
      .toBeGreaterThanOrEqual(1);
    const mails = await readOutbox(outbox);
    const toShop = mails.find((m) => m.text.includes('500 Karten bis Freitag'));
    expect(toShop, 'the inquiry reached the shop').toBeTruthy();
    expect(
      mails.some((m) => m.to === email),
      'a confirmation to the customer',
    ).toBe(true);
  });
});

test.describe('drafts', () => {
  test('signed out: saving a draft asks to sign in, with a way back', async ({ page }) => {
    await startWithBirthdayCard(page);
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Du musst angemeldet sein, um Entwürfe zu speichern.');
    await expect(dialog.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      /returnTo=%2Fconfigurator/,
    );
  });

  test('a draft with a logo is saved, continued on another device without uploading the logo again, and deleted', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const swell = await storeClient();
    await createAccount(swell, uniqueEmail('entwurf'), 'Ida', 'Pfeiffer');
    await handOver(page.context(), swell);
    const uploadsOf = (target: Page) => {
      const seen = { count: 0 };
      target.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/swell/upload')
          seen.count += 1;
      });
      return seen;
    };
    const first = uploadsOf(page);

    await startWithBirthdayCard(page);
    await page.getByTestId('image-input-logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png(900, 240),
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByRole('img', { name: 'Logo (hochgeladen)' })).toBeVisible({
      timeout: 15_000,
    });
    expect(first.count).toBe(1);
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
    await expect(page.getByText(/Entwurf gespeichert um \d{1,2}:\d{2}/)).toBeVisible();

    // Another device of the same account: nothing in progress there, the draft loads.
    const otherContext = await browser.newContext();
    await otherContext.addInitScript(() => localStorage.setItem('cookieSettings', 'restricted'));
    await handOver(otherContext, swell);
    const other = await otherContext.newPage();
    const second = uploadsOf(other);
    await other.goto('/profile/drafts');
    await other
      .getByRole('link', { name: 'Entwurf „Konfetti-Geburtstag“ weiterbearbeiten' })
      .click();
    await expect(other.getByText(/Entwurf geladen/)).toBeVisible({ timeout: 15_000 });
    await expect(other.getByRole('img', { name: 'Logo (hochgeladen)' })).toBeVisible();
    await other.getByRole('button', { name: 'Als Entwurf speichern' }).click();
    await expect(other.getByText(/Entwurf gespeichert um/)).toBeVisible();
    // The logo at the draft's URL is the same image: nothing was uploaded again.
    expect(second.count).toBe(0);

    await other.goto('/profile/drafts');
    await expect(other.getByRole('link', { name: /weiterbearbeiten/ })).toHaveCount(1);
    await other.getByRole('button', { name: 'Entwurf „Konfetti-Geburtstag“ löschen' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(other.getByText('Der Entwurf wurde gelöscht.')).toBeVisible();
    await expect(other.getByText('Noch keine Entwürfe gespeichert')).toBeVisible();
    await otherContext.close();
  });
});
