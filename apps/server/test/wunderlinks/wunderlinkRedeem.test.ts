import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreClient } from '../storeClient.ts';
import { createLink, customerWithDesign, redeem, storeConfiguration } from './wunderlinkSupport.ts';

import { NOT_FOUND, useWunderlinkStack } from './wunderlinkStack.ts';

// Redeeming WunderLinks on a real SQLite file (docs/wunderlink.md), and their limits.

const stack = useWunderlinkStack();
const { admin, linkById, countOrders } = stack;

describe('redeeming a link', () => {
  it('places a free order through the store’s order path, leaving the cart alone', async () => {
    const link = await createLink(stack.server.app, { campaign: 'Sommerfest', free_cards: 3 });
    const customer = await customerWithDesign(stack.server.app, { cards: 2 });
    // Something paid waits in the customer's cart.
    const store = new StoreClient(stack.server.app, customer.session);
    await store.post('/cart/items', { product_id: 'prd_a6_postkarte', quantity: 7 });
    const cartBefore = (await store.get('/cart')).body;

    const res = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order).toEqual({
      id: expect.stringMatching(/^ord_/),
      number: expect.stringMatching(/^FK-\d+$/),
    });

    // The cart is untouched.
    const cartAfter = (await store.get('/cart')).body;
    expect(cartAfter.id).toBe(cartBefore.id);
    expect(cartAfter.items).toHaveLength(1);
    expect(cartAfter.items[0].quantity).toBe(7);

    // The customer's order history shows it like any order: zero totals, two cards.
    const history = (await store.get('/account/orders')).body;
    const listed = history.results.find((o: { id: string }) => o.id === order.id);
    expect(listed).toBeTruthy();
    const detail = (await store.get(`/account/orders/${order.id}`)).body;
    expect(detail).toMatchObject({
      number: order.number,
      status: 'delivery_pending',
      production_status: 'order_received',
      grand_total: 0,
      sub_total: 0,
      tax_total: 0,
      shipment_total: 0,
      capture_total: 0,
      item_quantity: 2,
      paid: true,
      metadata: { wunderlink: { id: link.id, campaign: 'Sommerfest' } },
      shipping: { service: 'to_recipients', service_name: 'Versand an die Empfänger' },
    });
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({ quantity: 2, price: 0, price_total: 0 });
    expect(detail.items[0].configuration).toMatchObject({
      id: customer.configurationId,
      card_count: 2,
    });
    expect(detail.payments.count).toBe(0);

    // The link counts the redemption.
    expect((await linkById(link.id)).redemptions).toBe(1);

    // The confirmation e-mail went out like for any order.
    const outbox = path.join(stack.server.dir, 'outbox');
    const mails = fs
      .readdirSync(outbox)
      .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
      .filter((mail) => mail.includes(order.number));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(customer.email);
    // …and says the cards are the campaign's gift.
    const { simpleParser } = await import('mailparser');
    const parsed = await simpleParser(mails[0] ?? '');
    expect(parsed.text).toContain('Die Karten sind ein Geschenk aus unserer Aktion „Sommerfest“');
  });

  it('marks the order in the dashboard’s list and detail', async () => {
    const link = await createLink(stack.server.app, { campaign: 'Messe 2026' });
    const customer = await customerWithDesign(stack.server.app);
    const { order } = (
      await redeem(stack.server.app, link.id, customer.session, {
        configuration_id: customer.configurationId,
      })
    ).json();

    const list = await admin('GET', `/orders?search=${order.number}`);
    expect(list.statusCode).toBe(200);
    const row = list.json().results.find((r: { id: string }) => r.id === order.id);
    expect(row).toMatchObject({
      number: order.number,
      cards: 2,
      grand_total: 0,
      payment_status: 'free',
      status: 'delivery_pending',
      production_status: 'order_received',
      wunderlink: { id: link.id, campaign: 'Messe 2026' },
      billing_name: 'Erika Muster',
    });

    // Bought orders carry no mark.
    const all = (await admin('GET', '/orders?limit=100')).json().results as {
      id: string;
      wunderlink: unknown;
    }[];
    expect(all.every((r) => r.id === order.id || r.wunderlink === null || r.wunderlink)).toBe(true);

    const detail = await admin('GET', `/orders/${order.id}`);
    expect(detail.json()).toMatchObject({
      wunderlink: { id: link.id, campaign: 'Messe 2026' },
      grand_total: 0,
      payment: null,
      shipping_mode: 'to_recipients',
    });
    // It moves through production like any order.
    const moved = await admin('POST', `/orders/${order.id}/production-status`, {
      to: 'material_ordered',
    });
    expect(moved.statusCode).toBe(200);
  });

  it('sends the cards to the customer when postage is not included (address needed)', async () => {
    const link = await createLink(stack.server.app, { postage_included: false });
    const customer = await customerWithDesign(stack.server.app);

    const missing = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatchObject({ code: 'ADDRESS_REQUIRED' });
    expect(missing.json().error.message).toContain('Lieferadresse');
    expect(await countOrders(link.id)).toBe(0);

    const badZip = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
      shipping: { address1: 'Hauptstraße 1', zip: '1011', city: 'Berlin', country: 'DE' },
    });
    expect(badZip.statusCode).toBe(422);
    expect(badZip.json().error).toMatchObject({ code: 'ADDRESS_REQUIRED', param: 'shipping.zip' });

    const res = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
      shipping: { address1: 'Hauptstraße 1', zip: '10115', city: 'Berlin', country: 'DE' },
    });
    expect(res.statusCode).toBe(201);
    const detail = await admin('GET', `/orders/${res.json().order.id}`);
    expect(detail.json()).toMatchObject({
      grand_total: 0,
      shipping_mode: 'to_customer',
      shipping: { name: 'Erika Muster', address1: 'Hauptstraße 1', zip: '10115', city: 'Berlin' },
    });
  });

  it('uses the account’s saved delivery address when the request has none', async () => {
    const link = await createLink(stack.server.app, { postage_included: false });
    const customer = await customerWithDesign(stack.server.app);
    const store = new StoreClient(stack.server.app, customer.session);
    const saved = await store.put('/account', {
      shipping: {
        first_name: 'Erika',
        last_name: 'Muster',
        address1: 'Lindenweg 5',
        zip: '80331',
        city: 'München',
        country: 'DE',
      },
    });
    expect(saved.status).toBe(200);
    const res = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(201);
    const detail = (await admin('GET', `/orders/${res.json().order.id}`)).json();
    expect(detail.shipping).toMatchObject({ address1: 'Lindenweg 5', city: 'München' });
  });
});

describe('limits', () => {
  it('one redemption per account: the second answers 409 with the earlier order', async () => {
    const link = await createLink(stack.server.app);
    const customer = await customerWithDesign(stack.server.app);
    const first = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(first.statusCode).toBe(201);
    const again = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: await storeConfiguration(stack.server.app, customer.session),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'ALREADY_REDEEMED',
        message: 'Du hast diesen WunderLink bereits eingelöst.',
        order: first.json().order,
      },
      order: first.json().order,
    });
    expect(await countOrders(link.id)).toBe(1);
    expect((await linkById(link.id)).redemptions).toBe(1);
  });

  it('stops at the maximum number of redemptions', async () => {
    const link = await createLink(stack.server.app, { max_redemptions: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const customer = await customerWithDesign(stack.server.app);
      const res = await redeem(stack.server.app, link.id, customer.session, {
        configuration_id: customer.configurationId,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 404) expect(res.json().error).toEqual(NOT_FOUND);
    }
    expect(statuses).toEqual([201, 201, 404]);
    expect(await countOrders(link.id)).toBe(2);
    expect((await linkById(link.id)).status).toBe('aufgebraucht');
  });

  it('grants at most free_cards cards (the configurator’s max-cards message)', async () => {
    const link = await createLink(stack.server.app, { free_cards: 3 });
    const customer = await customerWithDesign(stack.server.app, { cards: 4 });
    const res = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'TOO_MANY_CARDS',
      message: 'Es können höchstens 3 Karten in einer Bestellung sein.',
    });
    // Fewer than granted is fine.
    const fewer = await storeConfiguration(stack.server.app, customer.session, { cards: 1 });
    const ok = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: fewer,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses redeeming a link that ended or was switched off meanwhile', async () => {
    const link = await createLink(stack.server.app);
    const customer = await customerWithDesign(stack.server.app);
    await admin('POST', `/wunderlinks/${link.id}/deactivate`);
    const res = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual(NOT_FOUND);
    expect(await countOrders(link.id)).toBe(0);
  });
});
