import { cmsGet, expect, test } from '../support/fixtures.ts';

// Issue #31: „Vorschau öffnen“ in Strapi shows the shop inside the CMS's preview panel — the
// shop lets only its /vorschau page be framed, and only by the CMS admin's origin — with the
// draft and the banner „Vorschau – nicht veröffentlicht“.

const cms = () => process.env.E2E_CMS_URL as string;
const TEMPLATE = 'api::template.template';

// Strapi's preview panel shares the screen with the form; the configurator needs a desktop width.
test.use({ viewport: { width: 1920, height: 1200 } });

interface Template {
  documentId: string;
  name: string;
}

test('the preview panel shows the template in the shop, marked as a preview', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('cookieSettings', 'restricted'));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|X-Frame-Options|refused to (display|frame)/i.test(message.text()))
      refused.push(message.text());
  });
  const { data } = await cmsGet<Template>('/api/templates?sort=order:asc&pagination[pageSize]=1');
  const template = data[0] as Template;

  await page.goto(`${cms()}/admin`);
  await page.locator('input[name="email"]').fill(process.env.E2E_CMS_EDITOR_EMAIL as string);
  await page.locator('input[name="password"]').fill(process.env.E2E_CMS_EDITOR_PASSWORD as string);
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('a[href="/admin/content-manager"]').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(
    `${cms()}/admin/content-manager/collection-types/${TEMPLATE}/${template.documentId}`,
  );
  await page
    .getByRole('link', { name: 'Vorschau öffnen' })
    .or(page.getByRole('button', { name: 'Vorschau öffnen' }))
    .first()
    .click();

  const shop = page.frameLocator('iframe').first();
  await expect(shop.getByText(/Vorschau – nicht veröffentlicht/)).toBeVisible({ timeout: 30_000 });
  await expect(
    shop.getByText(`Die Vorlage „${template.name}“ ist ausgewählt`, { exact: false }),
  ).toBeVisible({ timeout: 30_000 });
  expect(refused).toEqual([]);
});
