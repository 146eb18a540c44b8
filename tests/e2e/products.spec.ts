import fs from 'node:fs';
import path from 'node:path';
import { cmsGet, expect, test } from '../support/fixtures.ts';

interface Template {
  id: number;
  name: string;
}
interface Group {
  id: number;
  name: string;
}

const templateNames = (query: string) =>
  cmsGet<Template>(`/api/templates?populate=*&pagination[pageSize]=6&${query}`).then((list) => ({
    names: list.data.map((t) => t.name),
    total: list.meta.pagination.total,
  }));

test.describe('product list', () => {
  test('shows the first six templates in the CMS order with the total', async ({ page }) => {
    const expected = await templateNames('sort=order:asc');
    await page.goto('/products');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole('heading')).toHaveText(expected.names);
    await expect(page.getByText(`${expected.total} Vorlagen`)).toBeVisible();
  });

  test('pagination moves through the list and is kept in the URL', async ({ page }) => {
    const second = await templateNames('sort=order:asc&pagination[page]=2');
    await page.goto('/products');
    await page
      .getByRole('navigation', { name: 'Seiten' })
      .getByRole('link', { name: /Weiter/ })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(second.names);
    await page.reload();
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(second.names);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
  });

  test('filtering by a group shows only that group, resets the page, and survives a reload', async ({
    page,
  }) => {
    const groups = await cmsGet<Group>('/api/groups?sort=name:asc&pagination[pageSize]=100');
    const group = groups.data[0];
    if (!group) throw new Error('the seed has no groups');
    const expected = await templateNames(`sort=order:asc&filter=g_${group.id}`);

    await page.goto('/products?page=2');
    await page.getByLabel('Filter', { exact: true }).selectOption({ label: group.name });
    await expect(page).toHaveURL(new RegExp(`filter=g_${group.id}`));
    await expect(page).not.toHaveURL(/page=2/);
    const cards = page.getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(expected.names);
    for (const card of await cards.all()) {
      await expect(card.getByRole('list', { name: 'Anlässe' })).toContainText(group.name);
    }
    await expect(page.getByText(new RegExp(`^${expected.total} Vorlagen?$`))).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Filter', { exact: true })).toHaveValue(`g_${group.id}`);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(expected.names);
  });

  test('"Alles außer …" excludes every template of that group', async ({ page }) => {
    const groups = await cmsGet<Group>('/api/groups?sort=name:asc&pagination[pageSize]=100');
    const group = groups.data[0];
    if (!group) throw new Error('the seed has no groups');
    const expected = await templateNames(`sort=order:asc&filter=ng_${group.id}`);
    await page.goto('/products');
    await page
      .getByLabel('Filter', { exact: true })
      .selectOption({ label: `Alles außer ${group.name}` });
    await expect(page).toHaveURL(new RegExp(`filter=ng_${group.id}`));
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(expected.names);
    for (const card of await page.getByRole('article').all()) {
      await expect(card).not.toContainText(group.name);
    }
  });

  test('sorting by name orders the list and is kept in the URL', async ({ page }) => {
    const expected = await templateNames('sort=name:asc');
    await page.goto('/products');
    await page.getByLabel('Sortieren', { exact: true }).selectOption({ label: 'Name (A–Z)' });
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(expected.names);
    const sorted = [...expected.names].sort((a, b) => a.localeCompare(b, 'de'));
    expect(expected.names).toEqual(sorted);
  });

  test('a filter without results says so and can be reset', async ({ page }) => {
    await page.goto('/products?filter=999999');
    await expect(page.getByRole('heading', { name: 'Keine Vorlagen gefunden' })).toBeVisible();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page).not.toHaveURL(/filter=/);
  });

  // Issue #44: the server hands the page's texts over with the page; the browser starts
  // i18next from them instead of loading a chunk per namespace while it hydrates.
  test('hydrates with the texts the page came with: no text chunk of its own is loaded', async ({
    page,
  }) => {
    const manifest = JSON.parse(
      fs.readFileSync(
        path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'),
        'utf8',
      ),
    ) as Record<string, { file: string }>;
    const textChunks = [
      'src/locales/de/common.json',
      'src/locales/de/forms.json',
      'src/features/products/locales/de.json',
      'src/features/cookie-consent/locales/de.json',
    ].map((key) => `/${manifest[key]?.file ?? key}`);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/products');
    await page.getByLabel('Sortieren', { exact: true }).selectOption({ label: 'Name (A–Z)' });
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.filter((file) => textChunks.includes(file))).toEqual([]);
    expect(requested.some((file) => file.startsWith('/assets/start-'))).toBe(true);
  });
});
