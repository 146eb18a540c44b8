import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// Issue #20 as the Redaktion user would do it: log in to the CMS (German admin, no
// Content-Type Builder), create a template in the content manager — the slug follows the name —
// save it as a draft (not in the shop), open Strapi's preview link in the shop (the draft in
// the configurator), publish it (listed in /products).

const cms = () => process.env.E2E_CMS_URL as string;
const email = () => process.env.E2E_CMS_EDITOR_EMAIL as string;
const password = () => process.env.E2E_CMS_EDITOR_PASSWORD as string;
const TEMPLATE = 'api::template.template';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${cms()}/admin/login`, {
    data: { email: email(), password: password() },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { token?: string; accessToken?: string } };
  return (body.data.token ?? body.data.accessToken) as string;
}

test('an editor drafts, previews and publishes a template', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The shop's cookie prompt is answered; this test is about the CMS.
  await page.addInitScript(() => localStorage.setItem('cookieSettings', 'restricted'));
  const name = `Winterzauber ${Date.now() % 100000}`;

  // Log in as the Redaktion user.
  await page.goto(`${cms()}/admin`);
  await page.locator('input[name="email"]').fill(email());
  await page.locator('input[name="password"]').fill(password());
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('a[href="/admin/content-manager"]').first()).toBeVisible({
    timeout: 30_000,
  });
  // The editor's menu: content and media, no Content-Type Builder, no Marketplace.
  const menu = page.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'Medienbibliothek' })).toBeVisible();
  await expect(menu.locator('a[href*="content-type-builder"]')).toHaveCount(0);
  await expect(menu.locator('a[href*="marketplace"]')).toHaveCount(0);

  // Create the template in the content manager: only the name, the slug left empty.
  await page.goto(`${cms()}/admin/content-manager/collection-types/${TEMPLATE}/create`);
  const nameField = page.getByLabel('Name', { exact: false }).first();
  await expect(nameField).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Variablen: \{\{Anrede\}\}/).first()).toBeVisible();
  await nameField.fill(name);
  const slugField = page.getByLabel(/Adresse \(Slug\)/).first();
  await slugField.fill('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  // From …/create to …/<documentId> (Strapi's document ids: lower-case letters and digits).
  await page.waitForURL(/\/collection-types\/api::template\.template\/(?!create)[a-z0-9]{20,}/);
  const documentId = page.url().split('/').pop()?.split('?')[0] as string;

  // Saved as a draft; the slug was made from the name on the server.
  await expect(page.getByText('Entwurf').first()).toBeVisible();
  await expect(page.getByLabel(/Adresse \(Slug\)/).first()).toHaveValue(
    `winterzauber-${name.split(' ')[1]}`,
  );
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };

  // Complete it as an editor would (format, pictures, texts), still a draft.
  const published = (await (
    await request.get(`${cms()}/api/templates?populate=*&pagination[pageSize]=1`)
  ).json()) as {
    data: {
      canvas: { documentId: string };
      previewImage: { id: number };
      frontImage: { id: number };
    }[];
  };
  const model = published.data[0];
  expect(model).toBeTruthy();
  const update = await request.put(
    `${cms()}/content-manager/collection-types/${TEMPLATE}/${documentId}`,
    {
      headers: auth,
      data: {
        name,
        order: 9999, // at the end: other tests read the first pages meanwhile
        canvas: { connect: [{ documentId: model?.canvas.documentId }] },
        previewImage: model?.previewImage.id,
        frontImage: model?.frontImage.id,
        textDu: 'Liebe Grüße im Winter, {{Vorname}}!',
        textSie: 'Herzliche Wintergrüße, {{Anrede}}',
      },
    },
  );
  expect(update.status(), await update.text()).toBe(200);

  // A draft is not in the shop.
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  // Strapi's preview link opens the draft in the configurator, with the preview banner.
  const preview = await request.get(
    `${cms()}/content-manager/preview/url/${TEMPLATE}?documentId=${documentId}&status=draft`,
    { headers: auth },
  );
  expect(preview.status()).toBe(200);
  const { data } = (await preview.json()) as { data: { url: string } };
  await page.goto(data.url);
  await page.waitForURL(/\/configurator/);
  await expect(page.getByText(/Vorschau – nicht veröffentlicht/)).toBeVisible();
  await expect(
    page.getByText(`Die Vorlage „${name}“ ist ausgewählt`, { exact: false }),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Vorschau beenden' }).click();
  await expect(page.getByText(/Vorschau – nicht veröffentlicht/)).toHaveCount(0);

  // Publish in the admin; now it is listed.
  await page.goto(`${cms()}/admin/content-manager/collection-types/${TEMPLATE}/${documentId}`);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText(/Veröffentlicht|Published/).first()).toBeVisible({ timeout: 20_000 });
  // Listed in the shop, newest first.
  await page.goto('/products?sort=newest');
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 15_000 });
});
