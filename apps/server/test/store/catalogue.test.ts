import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';

let server: TestServer;
afterEach(async () => server.close());

const CANVAS_KEYS = ['a6-postkarte', 'a6-klappkarte', 'din-lang', 'a5-klappkarte', 'a4-brief'];

describe('catalogue', () => {
  it('has one product per CMS canvas, linked by the canvas key', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    const list = (await client.get('/products')).body;
    expect(list.count).toBe(5);
    expect(list.results.map((p: { canvas_key: string }) => p.canvas_key)).toEqual(CANVAS_KEYS);
    expect(list.results.map((p: { canvas_key: string }) => p.canvas_key)).not.toContain(
      'intern-ohne-format',
    );
    expect(list).toMatchObject({ limit: 15, page: 1, pages: { '1': { start: 1, end: 5 } } });
  });

  it('shows net price, gross price, material, format, waiting time and volume tiers', async () => {
    server = await startTestServer();
    const product = (await new StoreClient(server.app).get('/products/a6-postkarte')).body;
    expect(product).toMatchObject({
      id: 'prd_a6_postkarte',
      slug: 'a6-postkarte',
      name: 'A6 Postkarte',
      price: 2.9,
      price_gross: 3.45,
      tax_rate: 19,
      currency: 'EUR',
      format: 'A6 (148 × 105 mm)',
      waiting_time_days: 5,
      images: [],
      categories: [{ id: 'cat_postkarten', slug: 'postkarten', name: 'Postkarten' }],
    });
    expect(product.material).toMatch(/Naturkarton/);
    expect(product.description).toMatch(/Postkarte/);
    expect(product.volume_discounts).toEqual([
      { min_quantity: 50, discount_percent: 5, price: 2.75, price_gross: 3.27 },
      { min_quantity: 100, discount_percent: 10, price: 2.61, price_gross: 3.11 },
      { min_quantity: 250, discount_percent: 15, price: 2.46, price_gross: 2.93 },
      { min_quantity: 500, discount_percent: 20, price: 2.32, price_gross: 2.76 },
    ]);
  });

  it('finds products by id or slug and answers null for unknown ones', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    expect((await client.get('/products/prd_a4_brief')).body.slug).toBe('a4-brief');
    const missing = await client.get('/products/gibt-es-nicht');
    expect(missing.status).toBe(200);
    expect(missing.body).toBeNull();
  });

  it('pages, filters by category, searches and sorts', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    const page2 = (await client.get('/products?limit=2&page=2')).body;
    expect(page2.results).toHaveLength(2);
    expect(page2.pages).toEqual({
      '1': { start: 1, end: 2 },
      '2': { start: 3, end: 4 },
      '3': { start: 5, end: 5 },
    });
    const folded = (await client.get('/products?category=klappkarten')).body;
    expect(folded.results.map((p: { slug: string }) => p.slug)).toEqual([
      'a6-klappkarte',
      'a5-klappkarte',
    ]);
    expect((await client.get('/products?search=brief')).body.count).toBe(1);
    const byPrice = (await client.get('/products?sort=price%20desc')).body;
    expect(byPrice.results[0].slug).toBe('a4-brief');
    expect((await client.get('/products?category=unbekannt')).body.count).toBe(0);
  });

  it('lists categories, attributes, empty content, and the settings swell-js loads', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    expect((await client.get('/categories')).body.count).toBe(3);
    expect((await client.get('/categories/briefe')).body.name).toBe('Briefe');
    const attributes = (await client.get('/attributes')).body.results;
    expect(attributes.find((a: { id: string }) => a.id === 'format').values).toEqual([
      'A6',
      'DIN lang',
      'A5',
      'A4',
    ]);
    expect((await client.get('/content/pages')).body).toMatchObject({ count: 0, results: [] });
    expect((await client.get('/content/pages/start')).body).toBeNull();
    expect((await client.get('/settings/menus')).body).toEqual([]);
    const payments = (await client.get('/settings/payments')).body;
    expect(payments.card.gateway).toBe('sandbox');
    expect(payments).not.toHaveProperty('error');
    const all = (await client.get('/settings/all')).body;
    expect(Object.keys(all).sort()).toEqual([
      'menus',
      'payments',
      'session',
      'settings',
      'subscriptions',
    ]);
    expect(all.settings.store).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
  });
});
