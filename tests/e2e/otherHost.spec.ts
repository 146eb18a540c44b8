import { cmsGet, cmsUrl, expect, test } from '../support/fixtures.ts';

// Issue #31: the shop reached by another host name than PUBLIC_URL (the stack's is
// http://localhost:<port>, scripts/lib/throwAwayStack.ts) shows its catalogue and configurator,
// because the browser reads templates, fonts, texts and media through the shop's own origin.

interface Template {
  id: number;
  documentId: string;
  name: string;
}

function otherHost(path: string): string {
  const base = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:8080');
  expect(base.hostname).toBe('localhost');
  base.hostname = '127.0.0.1';
  return new URL(path, base).toString();
}

test('at 127.0.0.1 the catalogue and a configurator load, with nothing from the CMS origin', async ({
  page,
}) => {
  const cmsOrigin = new URL(cmsUrl()).origin;
  const fromCms: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === cmsOrigin) fromCms.push(request.url());
  });
  const first = await cmsGet<Template>(
    '/api/templates?populate=*&sort=order:asc&pagination[pageSize]=6',
  );

  await page.goto(otherHost('/products'));
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading')).toHaveText(first.data.map((t) => t.name));
  await expect(page.getByText(/konnten nicht geladen werden/)).toHaveCount(0);
  // The previews come through the shop, and arrive.
  const image = cards.first().locator('img').first();
  await expect(image).toHaveAttribute('src', /^\/content\/uploads\//);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  const template = first.data[1] as Template;
  await page.goto(otherHost(`/configurator?template=${template.documentId}`));
  await expect(
    page.getByText(`Die Vorlage „${template.name}“ ist ausgewählt`, { exact: false }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/aus dem Link konnte nicht geladen werden/)).toHaveCount(0);

  expect(fromCms).toEqual([]);
});
