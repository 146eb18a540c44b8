import { expect } from '@playwright/test';
// Watched for hydration problems, without a stored cookie decision (that is the subject here).
import { hydrationWatchedTest as test, serverRenderedHtml } from '../support/fixtures.ts';
import { holdApp, isHydrated } from '../support/holdApp.ts';

// Issue #32, item 2: on a busy machine (like a slow phone) a staff tester's first clicks on
// „Nur notwendige Cookies“ in the server-painted prompt did nothing and the page stayed inert.
// Here the page's CPU is slowed 6× (Chrome DevTools Protocol), and the app is held back until
// the button, clicked the moment it is on screen, has been clicked: the entry script alone
// must take the click (features/cookie-consent/earlyChoice.ts).

test('a click on the cookie prompt at first paint is taken on a 6× slower CPU', async ({
  page,
}) => {
  test.slow();
  const html = await serverRenderedHtml(page, '/products');
  expect(html).toContain('role="dialog"');
  const release = await holdApp(page, html);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

  const opened = page.goto('/products'); // resolves once hydrated (fixtures.ts)
  const prompt = page.getByRole('dialog', { name: 'Cookies' });
  await prompt.getByRole('button', { name: 'Nur notwendige Cookies', exact: true }).click();
  expect(await isHydrated(page)).toBe(false);
  await expect(prompt).toBeHidden();
  release();
  await opened;

  expect(await page.evaluate(() => localStorage.getItem('cookieSettings'))).toBe('restricted');
  await expect(page.getByRole('dialog', { name: 'Cookies' })).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
  // The page answers: a product link leads on.
  await page
    .getByRole('link', { name: /^Karte gestalten/ })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/products$/);
});
