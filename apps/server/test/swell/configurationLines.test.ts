import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { StoreClient } from '../storeClient.ts';
import { useConfigurationStack } from './configurationStack.ts';
import { validConfiguration } from './configurationFixtures.ts';
import { upload } from './swellHelpers.ts';

// Configurations on cart and order lines: the checkout's check of configured lines (owner,
// quantity), card lines without a design, and the summaries shown on cart and order items.

const stack = useConfigurationStack();
const { post, tokenize } = stack;

describe('configured cart lines at checkout', () => {
  async function configuredCart(quantity: number, configurationId: string, client: StoreClient) {
    await client.post('/cart/items', {
      product_id: 'prd_a6_postkarte',
      quantity,
      metadata: { configurationId },
    });
    return (await client.post('/cart/order')).body;
  }

  it('accepts the metadata and checks owner and quantity on submitOrder', async () => {
    const owner = new StoreClient(stack.server.app);
    await owner.get('/cart');
    const id = (await post(validConfiguration(3), owner.session)).json().id;

    const stranger = new StoreClient(stack.server.app);
    const foreign = await configuredCart(3, id, stranger);
    expect(foreign.errors.items.code).toBe('CONFIGURATION_INVALID');

    const wrongCount = await configuredCart(
      4,
      id,
      new StoreClient(stack.server.app, owner.session),
    );
    expect(wrongCount.errors.items.code).toBe('QUANTITY_MISMATCH');
    expect(wrongCount.errors.items.message).toContain('Bitte setze die Menge auf 3');

    const fine = new StoreClient(stack.server.app);
    await fine.get('/cart');
    const ownId = (await post(validConfiguration(3), fine.session)).json().id;
    const cart = (
      await fine.post('/cart/items', {
        product_id: 'prd_a6_postkarte',
        quantity: 3,
        metadata: { configurationId: ownId },
      })
    ).body;
    expect(cart.items[0].metadata).toEqual({ configurationId: ownId });
    const answer = (await fine.post('/cart/order')).body;
    expect(answer.errors?.items).toBeUndefined();
  });
});

describe('card lines without a design (issue 26)', () => {
  it('prices them in the cart but refuses the order, naming the line, before any charge', async () => {
    const client = new StoreClient(stack.server.app);
    const cart = (await client.post('/cart/items', { product_id: 'prd_a6_postkarte', quantity: 2 }))
      .body;
    expect(cart.items[0].price_total).toBeGreaterThan(0);
    const token = await tokenize('4242424242424242');
    await client.put('/cart', {
      account: { email: 'ohne-gestaltung@example.de' },
      shipping: { service: 'to_recipients' },
      billing: { method: 'card', card: { token } },
    });
    const charges = async () =>
      (await stack.server.app.db.selectFrom('sandbox_charges').selectAll().execute()).length;
    const before = await charges();
    const answer = await client.post('/cart/order');
    expect(answer.body.errors.items).toEqual({
      code: 'CONFIGURATION_REQUIRED',
      message: expect.stringMatching(/^Position 1 im Warenkorb \(„A6 .+“\) hat keine Gestaltung/),
    });
    expect(await charges()).toBe(before);
    expect(await stack.server.app.db.selectFrom('orders').selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ email: 'ohne-gestaltung@example.de' }),
    );
  });
});

describe('configuration summaries on cart and order items', () => {
  it('shows the configuration on the cart line and the placed order, to its owner only', async () => {
    const owner = new StoreClient(stack.server.app);
    const login = { email: 'zusammenfassung@example.de', password: 'geheim123' };
    await owner.post('/account', { ...login, first_name: 'Zora', last_name: 'Summe' });
    const session = owner.session as string;
    const png = await sharp({
      create: { width: 600, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { url: logoUrl } = (await upload(stack.server.app, session, png)).json().data;
    const configuration = validConfiguration(3);
    configuration.images.logo = { url: logoUrl, widthPx: 600, heightPx: 160 };
    const stored = await post(configuration, session);
    expect(stored.statusCode, stored.body).toBe(201);
    const id = stored.json().id;

    const expected = {
      id,
      template: { id: '21', name: 'Konfetti-Geburtstag' },
      canvas: { key: 'a6-postkarte', name: 'A6 Postkarte', width_mm: 148, height_mm: 105 },
      font: { name: 'Caveat' },
      personalisation: 'salutation_address',
      text_size: 'medium',
      card_count: 3,
      recipient_count: 3,
      shipping: {
        mode: 'to_recipients',
        date: configuration.shipping.date,
        envelope: 'closed',
      },
      images: { logo: logoUrl, outer_background: null, inner_background: null },
    };

    await owner.post('/cart/items', {
      product_id: 'prd_a6_postkarte',
      quantity: 3,
      metadata: { configurationId: id },
    });
    await owner.post('/cart/items', { product_id: 'prd_a4_brief', quantity: 1 });
    const cart = (await owner.get('/cart')).body;
    expect(cart.items[0].configuration).toEqual(expected);
    expect(cart.items[1].configuration).toBeNull();

    // Somebody else's cart pointing at it learns nothing.
    const stranger = new StoreClient(stack.server.app);
    const foreign = (
      await stranger.post('/cart/items', {
        product_id: 'prd_a6_postkarte',
        quantity: 3,
        metadata: { configurationId: id },
      })
    ).body;
    expect(foreign.items[0].configuration).toBeNull();

    const ready = await owner.put('/cart', {
      shipping: {
        name: 'Zora Summe',
        address1: 'Hauptstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        service: 'to_customer',
      },
      billing: { method: 'card', card: { token: await tokenize('4242424242424242') } },
    });
    expect(ready.body.errors).toBeUndefined();
    // One shipping mode per cart and order (issue 19): the line shows the mode charged.
    const charged = { ...expected, shipping: { ...expected.shipping, mode: 'to_customer' } };
    expect(ready.body.items[0].configuration).toEqual(charged);
    // A line without a design is priced but never ordered (issue 26): it leaves the cart.
    expect((await owner.post('/cart/order')).body.errors.items.code).toBe('CONFIGURATION_REQUIRED');
    await owner.delete(`/cart/items/${cart.items[1].id}`);
    const order = (await owner.post('/cart/order')).body;
    expect(order.paid).toBe(true);
    expect(order.items.map((i: { configuration: unknown }) => i.configuration)).toEqual([charged]);
    // After the order the session has no cart any more; the order still shows it.
    expect((await owner.get('/cart/order')).body.items[0].configuration).toEqual(charged);

    // The account sees it from another device.
    const other = new StoreClient(stack.server.app);
    await other.post('/account/login', login);
    const list = (await other.get('/account/orders')).body;
    expect(list.results[0].items[0].configuration).toEqual(charged);
    const one = (await other.get(`/account/orders/${order.id}`)).body;
    expect(one.items[0].configuration).toEqual(charged);
  });

  it('shows a guest order’s configuration to the session that placed it', async () => {
    const guest = new StoreClient(stack.server.app);
    await guest.get('/cart');
    const id = (await post(validConfiguration(2), guest.session)).json().id;
    await guest.post('/cart/items', {
      product_id: 'prd_a6_postkarte',
      quantity: 2,
      metadata: { configurationId: id },
    });
    await guest.put('/cart', {
      account: { email: 'gast-konfig@example.de' },
      shipping: { service: 'to_recipients' },
      billing: { method: 'card', card: { token: await tokenize('4242424242424242') } },
    });
    const order = (await guest.post('/cart/order')).body;
    expect(order.items[0].configuration).toMatchObject({ id, card_count: 2, recipient_count: 2 });
    expect((await guest.get('/cart/order')).body.items[0].configuration.id).toBe(id);
  });
});
