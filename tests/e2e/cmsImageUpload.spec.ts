import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures.ts';

// Issue #31: an editor uploads a template's pictures in one dialog — drops several files, checks
// which field each goes to, saves — and a picture too small for its field is refused in German
// and leaves no file in the Media Library.

const cms = () => process.env.E2E_CMS_URL as string;
const TEMPLATE = 'api::template.template';

interface Media {
  name: string;
}

async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post(`${cms()}/admin/login`, {
    data: {
      email: process.env.E2E_CMS_EDITOR_EMAIL,
      password: process.env.E2E_CMS_EDITOR_PASSWORD,
    },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { token?: string; accessToken?: string } };
  return { Authorization: `Bearer ${body.data.token ?? body.data.accessToken}` };
}

async function png(dir: string, name: string, width: number, height: number): Promise<string> {
  const file = path.join(dir, name);
  const image = sharp({ create: { width, height, channels: 3, background: '#c8553d' } });
  await writeFile(file, await image.png().toBuffer());
  return file;
}

test('an editor uploads a template’s pictures in one dialog', async ({ page, request }) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'federkiel-images-'));
  const auth = await adminAuth(request);
  // A template of its own without a format: the front needs 1200 px (imageRules.ts).
  const created = await request.post(`${cms()}/content-manager/collection-types/${TEMPLATE}`, {
    headers: auth,
    data: { name: `Bildertest ${Date.now() % 100000}`, order: 9999 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  const documentUrl = `${cms()}/content-manager/collection-types/${TEMPLATE}/${documentId}`;

  try {
    await page.goto(`${cms()}/admin`);
    await page.locator('input[name="email"]').fill(process.env.E2E_CMS_EDITOR_EMAIL as string);
    await page
      .locator('input[name="password"]')
      .fill(process.env.E2E_CMS_EDITOR_PASSWORD as string);
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('a[href="/admin/content-manager"]').first()).toBeVisible({
      timeout: 30_000,
    });
    await page.goto(`${cms()}/admin/content-manager/collection-types/${TEMPLATE}/${documentId}`);
    await page.getByRole('button', { name: 'Bilder hochladen' }).click();
    const dialog = page.getByRole('dialog');

    // Two files at once; the name „vorderseite“ misleads the guess, the editor corrects it.
    await dialog
      .getByLabel('Bilder auswählen')
      .setInputFiles([
        await png(dir, 'vorderseite.png', 600, 425),
        await png(dir, 'karte-gross.png', 1300, 920),
      ]);
    const select = (file: string) => dialog.getByRole('combobox', { name: `Feld für ${file}` });
    await expect(select('vorderseite.png')).toContainText('Vorderseite');
    await expect(select('karte-gross.png')).toContainText('Vorschaubild');
    await select('vorderseite.png').click();
    await page.getByRole('option', { name: 'Vorschaubild' }).click();
    await expect(dialog.getByText(/mehrfach gewählt/)).toBeVisible();
    await select('karte-gross.png').click();
    await page.getByRole('option', { name: 'Vorderseite' }).click();
    await dialog.getByRole('button', { name: 'Hochladen und speichern' }).click();
    await expect(dialog.getByText('Gespeichert als Vorschaubild.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByText('Gespeichert als Vorderseite.')).toBeVisible();

    // Too small for the preview: refused in German, and the file is gone again.
    await dialog
      .getByLabel('Bilder auswählen')
      .setInputFiles(await png(dir, 'klein.png', 300, 212));
    await expect(select('klein.png')).toContainText('Vorschaubild');
    await dialog.getByRole('button', { name: 'Hochladen und speichern' }).click();
    await expect(
      dialog.getByText(/Das Vorschaubild „klein\.png“ ist nur 300 × 212 px/),
    ).toBeVisible({ timeout: 20_000 });

    // The draft holds both pictures; the refused one is nowhere.
    const saved = (await (await request.get(documentUrl, { headers: auth })).json()) as {
      data: { previewImage: Media | null; frontImage: Media | null };
    };
    expect(saved.data.previewImage?.name).toBe('vorderseite.png');
    expect(saved.data.frontImage?.name).toBe('karte-gross.png');
    const library = (await (
      await request.get(`${cms()}/upload/files?filters[name][$eq]=klein.png`, { headers: auth })
    ).json()) as { results?: Media[] } | Media[];
    expect(Array.isArray(library) ? library : (library.results ?? [])).toEqual([]);
  } finally {
    await request.delete(documentUrl, { headers: auth });
    await rm(dir, { recursive: true, force: true });
  }
});
