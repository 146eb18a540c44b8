import { expect, type Page } from '@playwright/test';
// Watched for hydration problems, without a stored cookie decision (that is the subject here).
import { hydrationWatchedTest as test } from '../support/fixtures.ts';

const storedSetting = (page: Page) => page.evaluate(() => localStorage.getItem('cookieSettings'));

test.describe('cookie prompt', () => {
  test('"Alle Cookies akzeptieren" stores unrestricted and the prompt stays away', async ({
    page,
  }) => {
    await page.goto('/');
    const prompt = page.getByRole('dialog', { name: 'Cookies' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: /Datenschutz/ })).toBeVisible();
    await expect(prompt.getByRole('link', { name: /Impressum/ })).toBeVisible();
    await prompt.getByRole('button', { name: 'Alle Cookies akzeptieren', exact: true }).click();
    await expect(prompt).toBeHidden();
    expect(await storedSetting(page)).toBe('unrestricted');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cookies' })).toHaveCount(0);
  });

  test('"Nur notwendige Cookies" stores restricted', async ({ page }) => {
    await page.goto('/products');
    const prompt = page.getByRole('dialog', { name: 'Cookies' });
    await prompt.getByRole('button', { name: 'Nur notwendige Cookies', exact: true }).click();
    await expect(prompt).toBeHidden();
    expect(await storedSetting(page)).toBe('restricted');
  });

  test('dismissing with Escape stores restricted', async ({ page }) => {
    await page.goto('/');
    const prompt = page.getByRole('dialog', { name: 'Cookies' });
    // The dialog takes the focus when it opens (as a keyboard user finds it), then Escape.
    await expect(prompt).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeHidden();
    expect(await storedSetting(page)).toBe('restricted');
  });
});
