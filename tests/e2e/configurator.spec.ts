import {
  bodyField,
  next,
  png,
  startWithBirthdayCard,
  uploadRecipients,
} from '../support/configurator.ts';
import { expect, test } from '../support/fixtures.ts';

// The configurator against the real stack: CMS templates and fonts, the store through
// swell-js, uploads and configurations on the shop backend.

test.describe('configurator', () => {
  test('from "Gestalten" to the cart, with a Windows-1252 CSV whose bad row is fixed by its jump link', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await startWithBirthdayCard(page);
    // The preview writes the template in its handwriting for an example recipient.
    const preview = page.getByRole('region', { name: 'Vorschau' });
    await expect(preview.getByRole('img', { name: /Karte für Anna Schmidt/ })).toContainText(
      'Hallo Anna,',
    );
    await next(page).click();

    await expect(page).toHaveURL(/\/configurator\/data$/);
    await uploadRecipients(page, [
      ['Frau', '', 'Jürgen-Anna', 'Müller', '', 'Du', 'Hauptstraße 1', '', '10115', 'Berlin', 'DE'],
      ['Herr', 'Dr.', 'Tom', 'Weiß', '', 'Sie', 'Bahnhofstraße 5', '', '8033X', 'München', 'DE'],
      ['Frau', '', 'Zoë', 'Groß', '', 'Sie', 'Königsallee 3', '', '40212', 'Düsseldorf', 'DE'],
    ]);
    // Umlauts survived, the bad postal code is listed with a jump link to its cell.
    await expect(page.getByRole('textbox', { name: 'Vorname, Karte 1' })).toHaveValue(
      'Jürgen-Anna',
    );
    await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('link', { name: /Karte 2: Tom Weiß/ }).click();
    const postalCode = page.getByRole('textbox', { name: 'PLZ, Karte 2' });
    await expect(postalCode).toBeFocused();
    await postalCode.fill('80331');
    await postalCode.press('Tab');
    await expect(next(page)).not.toHaveAttribute('aria-disabled');
    await next(page).click();

    await expect(page).toHaveURL(/\/configurator\/summary$/);
    await expect(page.getByText('Der Text passt auf alle 3 Karten.')).toBeVisible({
      timeout: 15_000,
    });
    const price = page.getByRole('region', { name: 'Preis' });
    await expect(price).toContainText('3 Karten × 3,45 €');
    await expect(price).toContainText('MwSt. 19 %');
    await expect(price).toContainText('13,74 €');
    await page.getByRole('button', { name: 'In den Warenkorb (3 Karten)' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Im Warenkorb!' })).toBeVisible({
      timeout: 15_000,
    });
    const cart = page.getByRole('region', { name: 'Dein Warenkorb' });
    await expect(cart).toContainText('3 × A6 Postkarte');
    await expect(cart).toContainText('13,74 €');
    expect(await page.evaluate(() => localStorage.getItem('fk.order'))).toBeNull();
  });

  test('refuses a too small image and takes a large one, scaled to 300 dpi', async ({ page }) => {
    await startWithBirthdayCard(page);
    const input = page.getByTestId('image-input-outerBackground');
    await input.setInputFiles({ name: 'klein.png', mimeType: 'image/png', buffer: png(300, 200) });
    await expect(page.getByRole('alert')).toContainText(
      'Das Bild ist für diese Größe zu klein (48 dpi, mindestens 150 dpi).',
    );

    await input.setInputFiles({
      name: 'gross.png',
      mimeType: 'image/png',
      buffer: png(1800, 1280),
    });
    const dialog = page.getByRole('dialog', { name: 'Hintergrund außen zuschneiden' });
    await expect(dialog.getByRole('status')).toContainText('wird auf 300 dpi verkleinert');
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    // 148 mm at 300 dpi = 1748 px: the stored image is the scaled-down crop.
    await expect(page.getByText('300 dpi in Druckgröße')).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('img', { name: 'Hintergrund außen (hochgeladen)' }),
    ).toHaveAttribute('src', /^\/swell\/uploads\/[0-9a-f]{64}\.png$/);
  });

  test('flags a text that overflows for one recipient and lets it be fixed', async ({ page }) => {
    test.setTimeout(60_000);
    await startWithBirthdayCard(page);
    // Eleven lines fill the A6 card at "Mittel"; a very long first name wraps the salutation.
    await bodyField(page).fill(
      ['{{Anrede}}', ...Array.from({ length: 10 }, (_, i) => `Zeile ${i + 2}`)].join('\n'),
    );
    await next(page).click();
    await uploadRecipients(page, [
      ['Frau', '', 'Lena', 'Vogel', '', 'Du', 'Lindenweg 7', '', '04109', 'Leipzig', 'DE'],
      [
        'Frau',
        '',
        'Maximiliane-Charlotte-Friederike-Annabell',
        'Schulz',
        '',
        'Du',
        'Ring 2',
        '',
        '20095',
        'Hamburg',
        'DE',
      ],
    ]);
    await next(page).click();

    const fit = page.getByRole('region', { name: 'Passt alles auf die Karten?' });
    await expect(fit.getByRole('alert').first()).toContainText(
      'Bei einer Karte passt der Text nicht:',
      { timeout: 15_000 },
    );
    // The same name is too long for the envelope's address zone (issue 26: one check for
    // everything the robot writes), named with its card.
    await expect(fit.getByTestId('writing-problems')).toContainText(
      'Karte 2 (Maximiliane-Charlotte-Friederike-Annabell Schulz), Umschlag',
    );
    await expect(fit).toContainText(
      'Karte 2 · Maximiliane-Charlotte-Friederike-Annabell Schulz – Rückseite, Zeile 12: „Zeile 11“',
    );
    await expect(page.getByRole('button', { name: /In den Warenkorb/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await fit.getByRole('button', { name: 'Vorschau' }).click();
    const preview = page.getByRole('region', { name: 'Vorschau' });
    await expect(preview.getByRole('alert')).toContainText(
      'Karte 2 (Maximiliane-Charlotte-Friederike-Annabell Schulz): Der Text passt nicht auf die Karte – Rückseite, ab Zeile 12',
    );

    await fit.getByRole('button', { name: 'Text bearbeiten' }).click();
    await expect(page).toHaveURL(/\/configurator\/content$/);
    await page.getByRole('radio', { name: 'Klein' }).check();
    // The envelope writes the address at medium size whatever the card uses: a shorter name.
    const steps = page.getByRole('navigation', { name: 'Schritte' });
    await steps.getByRole('link', { name: /Empfänger/ }).click();
    await page.getByRole('textbox', { name: 'Vorname, Karte 2' }).fill('Maximiliane-Charlotte');
    await steps.getByRole('link', { name: /Versand & Übersicht/ }).click();
    await expect(page.getByText('Der Text passt auf alle 2 Karten.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByRole('button', { name: 'In den Warenkorb (2 Karten)' }),
    ).not.toHaveAttribute('aria-disabled');
  });

  test('a reload in the middle keeps everything', async ({ page }) => {
    await startWithBirthdayCard(page);
    await bodyField(page).fill('{{Anrede}}\n\nein Text, der einen Reload übersteht.');
    await page.reload();
    await expect(bodyField(page)).toHaveValue(
      '{{Anrede}}\n\nein Text, der einen Reload übersteht.',
    );
    await next(page).click();
    await uploadRecipients(page, [
      ['Frau', '', 'Lena', 'Vogel', '', 'Du', 'Lindenweg 7', '', '04109', 'Leipzig', 'DE'],
      ['Herr', '', 'Tom', 'Meyer', '', 'Du', 'Ring 2', '', '20095', 'Hamburg', 'DE'],
    ]);
    await expect(page.getByRole('textbox', { name: 'Vorname, Karte 2' })).toHaveValue('Tom');

    await page.reload();
    await expect(page).toHaveURL(/\/configurator\/data$/);
    await expect(page.getByRole('textbox', { name: 'Vorname, Karte 2' })).toHaveValue('Tom');
    await page.goBack();
    await expect(page).toHaveURL(/\/configurator\/content$/);
    await expect(bodyField(page)).toHaveValue(
      '{{Anrede}}\n\nein Text, der einen Reload übersteht.',
    );
    await expect(page.getByRole('region', { name: 'Vorschau' })).toContainText('Liebe Lena,');
  });
});
