import { expect, type Page } from '@playwright/test';
// Watched for hydration problems, without a stored cookie decision (that is the subject here).
import { hydrationWatchedTest as test, serverRenderedHtml } from '../support/fixtures.ts';

const storedSetting = (page: Page) => page.evaluate(() => localStorage.getItem('cookieSettings'));

test.describe('cookie prompt', () => {
  test('"Alle Cookies akzeptieren" stores unrestricted and the prompt stays away', async ({
    page,
  }) => {
    // A first visit: the server paints the prompt with the page (issue #13) — once the
    // server's render is warm (it warms up as it starts).
    expect(await serverRenderedHtml(page, '/')).toContain('role="dialog"');
    await page.goto('/');
    const prompt = page.getByRole('dialog', { name: 'Cookies' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: /Datenschutz/ })).toBeVisible();
    await expect(prompt.getByRole('link', { name: /Impressum/ })).toBeVisible();
    await prompt.getByRole('button', { name: 'Alle Cookies akzeptieren', exact: true }).click();
    await expect(prompt).toBeHidden();
    expect(await storedSetting(page)).toBe('unrestricted');
    // The choice also goes to the server, whose next page comes without the prompt.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'fk_consent')?.value).toBe('unrestricted');
    const nextHtml = await serverRenderedHtml(page, '/');
    expect(nextHtml).toContain('<h1');
    expect(nextHtml).not.toContain('role="dialog"');
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

  test('a choice made before the app has loaded is kept, and the page is usable after', async ({
    page,
  }) => {
    // A slow phone: the app arrives seconds after the server's page is on screen (issue #13).
    expect(await serverRenderedHtml(page, '/products')).toContain('role="dialog"');
    let release = () => {};
    const appHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    const opened = page.goto('/products'); // resolves once hydrated (fixtures.ts)
    const prompt = page.getByRole('dialog', { name: 'Cookies' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Alle Cookies akzeptieren', exact: true }).click();
    await expect(prompt).toBeHidden();
    expect(await storedSetting(page)).toBe('unrestricted');
    const hydrated = () =>
      page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(await hydrated()).toBe(false);
    release();
    await opened;
    expect(await hydrated()).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Cookies' })).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    // The app answers: the filter works.
    await page
      .getByRole('link', { name: /^Karte gestalten/ })
      .first()
      .isVisible();
    expect(await storedSetting(page)).toBe('unrestricted');
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
