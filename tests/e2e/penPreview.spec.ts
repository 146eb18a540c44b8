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
  // Strokes, no text; the page is the robot's SVG (the sheet in µm, its data attributes).
  await expect(lena.locator('text')).toHaveCount(0);
  const sheet = lena.locator('svg[data-writing-seconds]');
  await expect(sheet).toHaveAttribute('viewBox', '0 0 148000 105000');
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

// Issue 38: the envelope tab draws the address as the pen writes it (the production ZIP's
// `envelopeSvg`), card by card, and names an address line the envelope cannot take.
test('the envelope preview shows the address strokes', async ({ page }) => {
  test.setTimeout(60_000);
  await startWithBirthdayCard(page);
  await next(page).click();
  await expect(page).toHaveURL(/\/configurator\/data$/);
  const street = 'Straße des Siebzehnten Juni und Hardenbergplatz Ecke Budapester Straße 1';
  await uploadRecipients(page, [
    ['Frau', '', 'Lena', 'Vogel', '', 'Du', 'Über den Höfen 4a', '', '04109', 'Leipzig', 'DE'],
    ['Herr', '', 'Konstantin', 'Bauer', '', 'Du', street, '', '20095', 'Hamburg', 'DE'],
  ]);

  const preview = page.getByRole('region', { name: 'Vorschau' });
  const cardTab = preview.getByRole('tab', { name: 'Karte' });
  await expect(cardTab).toHaveAttribute('aria-selected', 'true');
  await cardTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(preview.getByRole('tab', { name: 'Umschlag' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const lena = preview.getByRole('img', {
    name: /^So schreibt der Stift: Umschlag für Lena Vogel/,
  });
  await expect(lena).toBeVisible({ timeout: 15_000 });
  await expect(lena.locator('text')).toHaveCount(0);
  // The robot's envelope SVG: the envelope's size (in µm), one path per stroke.
  const sheet = lena.locator('svg[data-writing-seconds]');
  await expect(sheet).toHaveAttribute(
    'viewBox',
    /^0 0 (162000 114000|220000 110000|229000 162000)$/,
  );
  const strokes = Number(await sheet.getAttribute('data-strokes'));
  expect(strokes).toBeGreaterThan(40);
  expect(await pathData(lena)).toHaveLength(strokes);
  // The strokes sit in the address zone (lower right, below the stamp zone's 40 mm).
  // In mm (the SVG's unit is the micrometre).
  const [width, height] = ((await sheet.getAttribute('viewBox')) ?? '')
    .split(' ')
    .slice(2)
    .map((micro) => Number(micro) / 1000);
  const ink = await lena.locator('path').evaluateAll((paths) =>
    paths.map((path) => {
      // An SVGRect does not cross into the test as it is: its numbers do.
      const { x, y, width } = (path as SVGPathElement).getBBox();
      return { x: x / 1000, y: y / 1000, width: width / 1000 };
    }),
  );
  expect(width && height).toBeTruthy();
  expect(Math.min(...ink.map((b) => b.y))).toBeGreaterThan(38);
  expect(Math.max(...ink.map((b) => b.x + b.width))).toBeLessThan((width ?? 0) - 14);
  await expect(preview).toContainText(/Geschätzte Schreibzeit: \d+ (s|min)/);

  // The second card's street is too long for the envelope: the server's sentence, in red.
  await preview.getByRole('button', { name: 'Nächste Karte' }).click();
  await expect(preview.getByRole('alert')).toContainText(
    'Karte 2 (Konstantin Bauer), Umschlag: Die Adresszeile „Straße des Siebzehnten',
  );
  const konstantin = preview.getByRole('img', { name: /Umschlag für Konstantin Bauer/ });
  await expect(konstantin.locator('path[data-overflow]').first()).toBeVisible();
});
