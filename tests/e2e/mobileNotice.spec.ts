import { expect, serverRenderedHtml, test } from '../support/fixtures.ts';

// Spec §1 and issue #13: the configurator is desktop-only; a phone opening it gets the mobile
// notice straight from the server's page (the server does not know the screen, so its page
// has both first screens and CSS shows one), and keeps it when the app has loaded.

test.describe('configurator entry on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('shows the mobile notice from the server and keeps it after hydration', async ({ page }) => {
    expect(await serverRenderedHtml(page, '/configurator?template=2')).toContain(
      'Noch nicht für Mobilgeräte',
    );

    await page.goto('/configurator?template=2'); // waits for the hydration (fixtures.ts)
    const notice = page.getByRole('heading', { level: 1, name: 'Noch nicht für Mobilgeräte' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Seite wird geladen' })).toBeHidden();
    await expect(page).toHaveTitle(/Noch nicht für Mobilgeräte/);
    await page.getByRole('link', { name: 'Vorlagen ansehen' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a wide screen gets the configurator from the same page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/configurator?template=2');
    // The configurator's first step, with the template of the link chosen.
    await expect(page).toHaveURL(/\/configurator\/path$/);
    await expect(page.getByRole('button', { name: /Konfetti-Geburtstag/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Noch nicht für Mobilgeräte' })).toBeHidden();
  });
});
