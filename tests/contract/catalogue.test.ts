import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, thrown, type TestStore } from './support/store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(async () => store.close());

describe('catalogue through swell-js', () => {
  it('lists one product per canvas in the Swell list shape', async () => {
    const swell = store.shopper();
    const list = await swell.products.list({ limit: 3 });
    expect(list).toMatchObject({ count: 5, limit: 3, page: 1 });
    expect(list.pages).toEqual({ '1': { start: 1, end: 3 }, '2': { start: 4, end: 5 } });
    expect(list.results.map((p) => p.slug)).toEqual(['a6-postkarte', 'a6-klappkarte', 'din-lang']);
    const page2 = await swell.products.list({ limit: 3, page: 2 });
    expect(page2.results.map((p) => p.slug)).toEqual(['a5-klappkarte', 'a4-brief']);
  });

  it('gets a product by id and by slug, and null for an unknown one', async () => {
    const swell = store.shopper();
    const bySlug = await swell.products.get('a5-klappkarte');
    expect(bySlug).toMatchObject({
      id: 'prd_a5_klappkarte',
      name: 'A5 Klappkarte',
      price: 4.9,
      price_gross: 5.83,
    });
    expect((await swell.products.get('prd_a5_klappkarte'))?.slug).toBe('a5-klappkarte');
    expect(await swell.products.get('gibt-es-nicht')).toBeNull();
  });

  it('filters by category and reads categories and attributes', async () => {
    const swell = store.shopper();
    const folded = await swell.products.list({ category: 'klappkarten' });
    expect(folded.results.map((p) => p.slug)).toEqual(['a6-klappkarte', 'a5-klappkarte']);
    expect((await swell.categories.list()).results.map((c) => c.slug)).toEqual([
      'postkarten',
      'klappkarten',
      'briefe',
    ]);
    expect((await swell.categories.get('briefe'))?.name).toBe('Briefe');
    const attributes = await swell.attributes.list();
    expect(attributes.results.map((a) => a.id)).toEqual(['format', 'material']);
  });

  it('answers content and settings as swell-js expects', async () => {
    const swell = store.shopper();
    expect(await swell.content.list('pages')).toMatchObject({ count: 0, results: [] });
    expect(await swell.settings.get('store.currency')).toBe('EUR');
    const payments = (await swell.settings.payments()) as Record<string, { gateway: string }>;
    expect(payments.card?.gateway).toBe('sandbox');
    expect(payments.card?.gateway).not.toBe('stripe');
    expect(await swell.settings.menus()).toBeUndefined(); // no menus: find() over []
    const cartSettings = (await swell.cart.getSettings()) as unknown as Record<string, unknown>;
    expect(cartSettings).toMatchObject({ currency: 'EUR', coupons: true, giftcards: true });
    const session = (await swell.session.get()) as { id: string };
    expect(session.id).toBe(swell.session.getCookie());
  });

  it('is refused with the store key missing or wrong', async () => {
    const wrong = (await import('swell-js')).default.create('federkiel', 'pk_wrong', {
      url: store.url,
    });
    const error = await thrown(wrong.products.list());
    expect(error.status).toBe(401);
    expect(error.code).toBe('unauthorized');
  });
});
