import { expect, test } from '../support/fixtures.ts';

test('an unknown page shows the not-found page inside the layout', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht/wirklich');
  expect(response?.status()).toBe(200); // the SPA answers; the page itself says "not found"
  await expect(page.getByRole('heading', { name: /Seite nicht gefunden/ })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('an unknown API path answers JSON 404, never the shop page', async ({ request }) => {
  const config = (await (await request.get('/app-config.json')).json()) as { publicKey: string };
  const headers = {
    Accept: 'text/html,application/xhtml+xml', // as a browser's address bar would ask
    Authorization: `Basic ${Buffer.from(config.publicKey).toString('base64')}`,
    'X-Admin-Key': process.env.E2E_ADMIN_KEY ?? '',
  };
  for (const path of ['/api/gibt-es-nicht', '/swell/nix', '/vault/nix/tief', '/swell/admin/nix']) {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('application/json');
  }
});
