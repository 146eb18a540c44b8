import type { Locator } from '@playwright/test';
import { next, startWithBirthdayCard, uploadRecipients } from '../support/configurator.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 12: „So schreibt der Stift“ — the preview draws the card from the pen font's strokes
// (the seeded Caveat is written in EMS Tech), the robot's own SVG, per recipient.

const pathData = (drawing: Locator) =>
  drawing.locator('path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d')));

test('the stroke preview appears and changes with the recipient', async ({ page }) => {
  test.setTimeout(60_000);
  await startWithBirthdayCard(page);
  await next(page).click();
  await expect(page).toHaveURL(/\/configurator\/data$/);
  await uploadRecipients(page, [
    ['Frau', '', 'Lena', 'Vogel', '', 'Du', 'Lindenweg 7', '', '04109', 'Leipzig', 'DE'],
    ['Herr', '', 'Konstantin', 'Bauer', '', 'Du', 'Ring 2', '', '20095', 'Hamburg', 'DE'],
  ]);

  const preview = page.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByRole('img', { name: 'Karte für Lena Vogel, Textseite' })).toContainText(
    'Hallo Lena,',
  );
  const toggle = preview.getByRole('button', { name: 'So schreibt der Stift' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // Keyboard: the toggle is a real button.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  const lena = preview.getByRole('img', { name: 'So schreibt der Stift: Karte für Lena Vogel' });
  await expect(lena).toBeVisible({ timeout: 15_000 });
  // Strokes, no text; the page is the robot's SVG (mm viewBox, its data attributes).
  await expect(lena.locator('text')).toHaveCount(0);
  const sheet = lena.locator('svg[data-writing-seconds]');
  await expect(sheet).toHaveAttribute('viewBox', '0 0 148 105');
  const strokes = Number(await sheet.getAttribute('data-strokes'));
  expect(strokes).toBeGreaterThan(50);
  const lenaPaths = await pathData(lena);
  expect(lenaPaths).toHaveLength(strokes);
  expect(Number(await sheet.getAttribute('data-writing-seconds'))).toBeGreaterThan(0);
  await expect(preview).toContainText(/Geschätzte Schreibzeit: \d+ (s|min)/);
  // It draws at the preview's scale: 100 % = true size (148 mm at 96 px per inch).
  await preview.getByRole('button', { name: '100 %' }).click();
  await expect
    .poll(async () => (await lena.boundingBox())?.width ?? 0)
    .toBeCloseTo((148 * 96) / 25.4, 0);

  await preview.getByRole('button', { name: 'Nächste Karte' }).click();
  const konstantin = preview.getByRole('img', {
    name: 'So schreibt der Stift: Karte für Konstantin Bauer',
  });
  await expect(konstantin).toBeVisible();
  const konstantinPaths = await pathData(konstantin);
  expect(konstantinPaths.length).toBeGreaterThan(50);
  expect(konstantinPaths).not.toEqual(lenaPaths);

  // Off again: the handwriting as text.
  await toggle.click();
  await expect(
    preview.getByRole('img', { name: 'Karte für Konstantin Bauer, Textseite' }),
  ).toContainText('Hallo Konstantin,');
});
