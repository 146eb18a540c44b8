import { expect, serverRenderedHtml, test } from '../support/fixtures.ts';
import { holdApp, isHydrated } from '../support/holdApp.ts';

// Issue #32, item 2: the header's menu toggle and the filter chips on /products are in the
// server's HTML seconds before the app on a slow phone. A tap on them meanwhile waits
// (lib/earlyClicks.ts) and acts once the app has hydrated the page. The page's CPU is slowed
// 6× (Chrome DevTools Protocol) and the app held back until both taps are done.

test('taps on the menu and a filter chip before hydration apply once hydrated (6× slower CPU)', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdApp(page, await serverRenderedHtml(page, '/products'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

  const opened = page.goto('/products'); // resolves once hydrated (fixtures.ts)
  await page.locator('html[data-early-clicks]').waitFor({ state: 'attached' });
  const toggle = page.locator('button[aria-controls="fk-site-menu"]');
  const chip = page
    .getByRole('group', { name: 'Beliebte Anlässe' })
    .getByRole('button', { name: 'Geburtstag', exact: true });
  await toggle.click();
  await chip.click();
  expect(await isHydrated(page)).toBe(false);
  // Both show that they wait.
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(chip).toHaveAttribute('aria-busy', 'true');

  release();
  await opened;
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]filter=g_\d+/);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-early][aria-busy]')).toHaveCount(0);
  // From now on the app answers directly.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a click on a template link before hydration is followed once the app answers, by the router', async ({
  page,
}) => {
  test.slow();
  const release = await holdApp(page, await serverRenderedHtml(page, '/products'));
  const opened = page.goto('/products');
  const design = page.getByRole('link', { name: 'Vorlage „Konfetti-Geburtstag“ gestalten' });
  // A click before the entry script has run is the browser's own (it loads the link's page).
  await page.locator('html[data-early-clicks]').waitFor({ state: 'attached' });
  await design.click();
  expect(await isHydrated(page)).toBe(false);
  // Neither lost nor left to the browser (whose page load the hydrating router would cancel):
  // the link waits, visibly.
  await expect(design).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/products$/);

  release();
  await opened;
  await expect(page).toHaveURL(/\/configurator\/path/);
  await expect(page.getByText('Persönliche Anrede und Adresse')).toBeVisible({ timeout: 15_000 });
});

test('hydration leaves the page where the visitor scrolled it', async ({ page }) => {
  test.slow();
  const release = await holdApp(page, await serverRenderedHtml(page, '/products'));
  const opened = page.goto('/products');
  const design = page.getByRole('link', { name: 'Vorlage „Konfetti-Geburtstag“ gestalten' });
  await design.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  expect(await isHydrated(page)).toBe(false);

  release();
  await opened;
  // Before, the router's scroll restoration jumped to the top here, under the visitor's finger.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

// Issue #44: the selects on /products are not disabled until the app runs (enabling them
// re-styled every option in the hydration's last task); a choice made in them before is
// replayed once hydrated (lib/earlyInput.ts).
test('a sort and a filter chosen before hydration apply once the app answers', async ({ page }) => {
  test.slow();
  const release = await holdApp(page, await serverRenderedHtml(page, '/products'));
  const opened = page.goto('/products');
  await page.locator('html[data-early-clicks]').waitFor({ state: 'attached' });
  const sort = page.getByLabel('Sortieren', { exact: true });
  const filter = page.getByLabel('Filter', { exact: true });
  await sort.selectOption({ label: 'Name (A–Z)' });
  await filter.selectOption({ label: 'Geburtstag' });
  expect(await isHydrated(page)).toBe(false);

  release();
  await opened;
  await expect(page).toHaveURL(/[?&]sort=name/);
  await expect(page).toHaveURL(/[?&]filter=g_\d+/);
  await expect(sort).toHaveValue('name');
  await expect(
    page
      .getByRole('group', { name: 'Beliebte Anlässe' })
      .getByRole('button', { name: 'Geburtstag', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
});
