import fs from 'node:fs';
import path from 'node:path';
import type { AdminWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock } from '../../src/clock.ts';
import { BEARER, ORIGIN, staffCookie } from '../dashboard/dashboardSupport.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';
import { signedInCustomer, swell } from '../swell/accountHelpers.ts';
import { issuedSession } from '../swell/swellHelpers.ts';
import {
  createLink,
  customerWithDesign,
  linkBody,
  redeem,
  startWunderlinkCms,
  storeConfiguration,
  type WunderlinkCms,
} from './wunderlinkSupport.ts';

// WunderLinks end to end on a real SQLite file (docs/wunderlink.md): staff create links,
// customers open and redeem them, and every way a redemption can be refused.

let cms: WunderlinkCms;
let server: TestServer;

beforeAll(async () => {
  cms = await startWunderlinkCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN });
});

afterAll(async () => {
  await server?.close();
  await cms?.close();
});

const NOT_FOUND = {
  code: 'WUNDERLINK_NOT_FOUND',
  message: 'Dieser WunderLink wurde nicht gefunden oder ist abgelaufen.',
};
const DAY_MS = 86_400_000;
const json = { 'content-type': 'application/json' };

function admin(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = BEARER,
) {
  return server.app.inject({
    method,
    url: `/swell/admin${url}`,
    headers: { ...(body === undefined ? {} : json), ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const openLink = (id: string) => swell(server.app, 'GET', `/wunderlink/${id}`, null);

async function linkById(id: string): Promise<AdminWunderlink> {
  const list = (await admin('GET', '/wunderlinks')).json().results as AdminWunderlink[];
  const link = list.find((l) => l.id === id);
  if (!link) throw new Error(`link ${id} not listed`);
  return link;
}

async function countOrders(linkId: string): Promise<number> {
  const row = await server.app.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('wunderlink_id', '=', linkId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('creating links (staff)', () => {
  it('creates a link with an unguessable id and its full URL, restricted to a template', async () => {
    const res = await admin('POST', '/wunderlinks', linkBody({ template_id: '21' }), {
      ...BEARER,
      'x-staff-name': 'Greta',
    });
    expect(res.statusCode).toBe(201);
    const link = res.json() as AdminWunderlink;
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link).toMatchObject({
      url: `${ORIGIN}/wunderlink/${link.id}`,
      campaign: 'Sommer',
      free_cards: 3,
      template_id: '21',
      group_id: null,
      template: { id: '21', slug: 'konfetti-geburtstag', name: 'Konfetti-Geburtstag' },
      group: null,
      max_redemptions: 10,
      redemptions: 0,
      postage_included: true,
      status: 'aktiv',
      deactivated_at: null,
      created_by: 'Greta',
    });
    expect(cms.requests).toContain('GET /api/templates/21?populate=groups');
  });

  it('gives every link a different id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add((await createLink(server.app)).id);
    expect(ids.size).toBe(5);
  });

  it('lists links newest first with status and redemptions', async () => {
    const older = await createLink(server.app, { campaign: 'Älter' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await createLink(server.app, { campaign: 'Neuer' });
    const res = await admin('GET', '/wunderlinks');
    expect(res.statusCode).toBe(200);
    const ids = (res.json().results as AdminWunderlink[]).map((l) => l.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('takes a calendar day as a German day: from its midnight to the midnight after it', async () => {
    const link = await createLink(server.app, {
      valid_from: '2026-07-01',
      valid_until: '2026-07-31',
    });
    expect(link.valid_from).toBe('2026-06-30T22:00:00.000Z');
    expect(link.valid_until).toBe('2026-07-31T22:00:00.000Z');
    const winter = await createLink(server.app, {
      valid_from: '2026-12-01',
      valid_until: '2026-12-31',
    });
    expect(winter.valid_from).toBe('2026-11-30T23:00:00.000Z');
    expect(winter.valid_until).toBe('2026-12-31T23:00:00.000Z');
  });

  it('restricts to a group with the group’s name from the CMS', async () => {
    const link = await createLink(server.app, { group_id: '3' });
    expect(link).toMatchObject({
      template_id: null,
      group_id: '3',
      group: { id: '3', slug: 'geburtstag', name: 'Geburtstag' },
    });
  });

  it.each([
    ['an unknown field', { ...linkBody(), redemptions: 5 }, 'unknown_field', 'redemptions'],
    ['a price', { ...linkBody(), price: 0 }, 'unknown_field', 'price'],
    [
      'valid_until before valid_from',
      linkBody({ valid_from: '2026-08-01T00:00:00Z', valid_until: '2026-07-01T00:00:00Z' }),
      'invalid_request',
      'valid_until',
    ],
    [
      'valid_until equal to valid_from',
      linkBody({ valid_from: '2026-08-01T00:00:00Z', valid_until: '2026-08-01T00:00:00Z' }),
      'invalid_request',
      'valid_until',
    ],
    [
      'both a template and a group',
      linkBody({ template_id: '21', group_id: '3' }),
      'invalid_request',
      'group_id',
    ],
    ['0 free cards', linkBody({ free_cards: 0 }), 'invalid_request', 'free_cards'],
    ['1001 free cards', linkBody({ free_cards: 1001 }), 'invalid_request', 'free_cards'],
    ['2.5 free cards', linkBody({ free_cards: 2.5 }), 'invalid_request', 'free_cards'],
    ['0 redemptions', linkBody({ max_redemptions: 0 }), 'invalid_request', 'max_redemptions'],
    ['an empty campaign', linkBody({ campaign: '  ' }), 'invalid_request', 'campaign'],
    [
      'a date without zone',
      linkBody({ valid_from: '2026-07-01T10:00' }),
      'invalid_request',
      'valid_from',
    ],
    [
      'a date that does not exist',
      linkBody({ valid_until: '2026-02-30' }),
      'invalid_request',
      'valid_until',
    ],
    [
      'a template that is not a CMS id',
      linkBody({ template_id: '../x' }),
      'invalid_request',
      'template_id',
    ],
    [
      'postage as text',
      { ...linkBody(), postage_included: 'ja' },
      'invalid_request',
      'postage_included',
    ],
  ])('refuses %s with 400 and creates nothing', async (_what, body, code, param) => {
    const before = (await admin('GET', '/wunderlinks')).json().results.length;
    const res = await admin('POST', '/wunderlinks', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code, param });
    expect((await admin('GET', '/wunderlinks')).json().results.length).toBe(before);
  });

  it('refuses a template or group the CMS does not have', async () => {
    const template = await admin('POST', '/wunderlinks', linkBody({ template_id: '23' }));
    expect(template.statusCode).toBe(422);
    expect(template.json().error).toMatchObject({
      code: 'TEMPLATE_NOT_FOUND',
      param: 'template_id',
    });
    const group = await admin('POST', '/wunderlinks', linkBody({ group_id: '99' }));
    expect(group.statusCode).toBe(422);
    expect(group.json().error).toMatchObject({ code: 'GROUP_NOT_FOUND', param: 'group_id' });
  });

  it('deactivates a link once; a second call changes nothing; unknown ids are 404', async () => {
    const link = await createLink(server.app);
    const first = await admin('POST', `/wunderlinks/${link.id}/deactivate`, undefined, {
      ...BEARER,
      'x-staff-name': 'Greta',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: link.id, status: 'deaktiviert' });
    const at = first.json().deactivated_at;
    expect(at).toMatch(/^\d{4}-/);
    const second = await admin('POST', `/wunderlinks/${link.id}/deactivate`);
    expect(second.statusCode).toBe(200);
    expect(second.json().deactivated_at).toBe(at);
    expect((await admin('POST', '/wunderlinks/AAAAAAAAAAAAAAAAAAAAAA/deactivate')).statusCode).toBe(
      404,
    );
    expect((await admin('POST', '/wunderlinks/kurz/deactivate')).statusCode).toBe(404);
  });
});

describe('the staff lock', () => {
  it('answers 401 without a staff session or key, and creates nothing', async () => {
    const before = (await admin('GET', '/wunderlinks')).json().results.length;
    expect((await admin('GET', '/wunderlinks', undefined, {})).statusCode).toBe(401);
    expect((await admin('POST', '/wunderlinks', linkBody(), {})).statusCode).toBe(401);
    const wrongKey = { authorization: 'Bearer falsch-falsch-falsch-falsch' };
    expect((await admin('POST', '/wunderlinks', linkBody(), wrongKey)).statusCode).toBe(401);
    const link = await createLink(server.app);
    const deactivate = await admin('POST', `/wunderlinks/${link.id}/deactivate`, undefined, {});
    expect(deactivate.statusCode).toBe(401);
    expect((await linkById(link.id)).status).toBe('aktiv');
    expect((await admin('GET', '/wunderlinks')).json().results.length).toBe(before + 1);
  });

  it('a customer’s store session is no staff session', async () => {
    const customer = await signedInCustomer(server.app);
    const res = await admin('GET', '/wunderlinks', undefined, {
      'x-session': customer.session,
    });
    expect(res.statusCode).toBe(401);
  });

  it('works with the staff cookie (writes only from the shop’s origin) and names the staff', async () => {
    const cookie = await staffCookie(server.app, 'Paula Werkstatt');
    const created = await admin('POST', '/wunderlinks', linkBody(), {
      cookie,
      origin: ORIGIN,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().created_by).toBe('Paula Werkstatt');
    const foreign = await admin('POST', '/wunderlinks', linkBody(), {
      cookie,
      origin: 'https://boese.example',
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('opening a link (public)', () => {
  it('answers an active link’s public details, and nothing staff-only', async () => {
    const link = await createLink(server.app, { template_id: '21', free_cards: 5 });
    const res = await openLink(link.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      id: link.id,
      campaign: 'Sommer',
      free_cards: 5,
      postage_included: true,
      valid_from: link.valid_from,
      valid_until: link.valid_until,
      template: { id: '21', slug: 'konfetti-geburtstag', name: 'Konfetti-Geburtstag' },
      group: null,
    });
  });

  it('needs no session', async () => {
    const link = await createLink(server.app);
    const res = await server.app.inject({ method: 'GET', url: `/swell/wunderlink/${link.id}` });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same 404 for unknown, planned, expired, deactivated and used-up links', async () => {
    const now = Date.now();
    const planned = await createLink(server.app, {
      valid_from: new Date(now + DAY_MS).toISOString(),
      valid_until: new Date(now + 10 * DAY_MS).toISOString(),
    });
    const expired = await createLink(server.app, {
      valid_from: new Date(now - 10 * DAY_MS).toISOString(),
      valid_until: new Date(now - DAY_MS).toISOString(),
    });
    const deactivated = await createLink(server.app);
    await admin('POST', `/wunderlinks/${deactivated.id}/deactivate`);
    const usedUp = await createLink(server.app, { max_redemptions: 1 });
    const customer = await customerWithDesign(server.app);
    expect(
      (
        await redeem(server.app, usedUp.id, customer.session, {
          configuration_id: customer.configurationId,
        })
      ).statusCode,
    ).toBe(201);

    expect((await linkById(planned.id)).status).toBe('geplant');
    expect((await linkById(expired.id)).status).toBe('abgelaufen');
    expect((await linkById(deactivated.id)).status).toBe('deaktiviert');
    expect((await linkById(usedUp.id)).status).toBe('aufgebraucht');

    const answers = [];
    for (const id of [
      planned.id,
      expired.id,
      deactivated.id,
      usedUp.id,
      'AAAAAAAAAAAAAAAAAAAAAA',
      'kein-link',
      '%27%20or%201%3D1',
    ]) {
      const res = await openLink(id);
      answers.push(res.body);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual(NOT_FOUND);
    }
    // Nothing tells one case from another.
    expect(new Set(answers).size).toBe(1);
  });
});

describe('redeeming a link', () => {
  it('places a free order through the store’s order path, leaving the cart alone', async () => {
    const link = await createLink(server.app, { campaign: 'Sommerfest', free_cards: 3 });
    const customer = await customerWithDesign(server.app, { cards: 2 });
    // Something paid waits in the customer's cart.
    const store = new StoreClient(server.app, customer.session);
    await store.post('/cart/items', { product_id: 'prd_a6_postkarte', quantity: 7 });
    const cartBefore = (await store.get('/cart')).body;

    const res = await redeem(server.app, link.id, customer.session, {
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
    const outbox = path.join(server.dir, 'outbox');
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
    const link = await createLink(server.app, { campaign: 'Messe 2026' });
    const customer = await customerWithDesign(server.app);
    const { order } = (
      await redeem(server.app, link.id, customer.session, {
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
    const link = await createLink(server.app, { postage_included: false });
    const customer = await customerWithDesign(server.app);

    const missing = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatchObject({ code: 'ADDRESS_REQUIRED' });
    expect(missing.json().error.message).toContain('Lieferadresse');
    expect(await countOrders(link.id)).toBe(0);

    const badZip = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
      shipping: { address1: 'Hauptstraße 1', zip: '1011', city: 'Berlin', country: 'DE' },
    });
    expect(badZip.statusCode).toBe(422);
    expect(badZip.json().error).toMatchObject({ code: 'ADDRESS_REQUIRED', param: 'shipping.zip' });

    const res = await redeem(server.app, link.id, customer.session, {
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
    const link = await createLink(server.app, { postage_included: false });
    const customer = await customerWithDesign(server.app);
    const store = new StoreClient(server.app, customer.session);
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
    const res = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(201);
    const detail = (await admin('GET', `/orders/${res.json().order.id}`)).json();
    expect(detail.shipping).toMatchObject({ address1: 'Lindenweg 5', city: 'München' });
  });
});

describe('limits', () => {
  it('one redemption per account: the second answers 409 with the earlier order', async () => {
    const link = await createLink(server.app);
    const customer = await customerWithDesign(server.app);
    const first = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(first.statusCode).toBe(201);
    const again = await redeem(server.app, link.id, customer.session, {
      configuration_id: await storeConfiguration(server.app, customer.session),
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
    const link = await createLink(server.app, { max_redemptions: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const customer = await customerWithDesign(server.app);
      const res = await redeem(server.app, link.id, customer.session, {
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
    const link = await createLink(server.app, { free_cards: 3 });
    const customer = await customerWithDesign(server.app, { cards: 4 });
    const res = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'TOO_MANY_CARDS',
      message: 'Es können höchstens 3 Karten in einer Bestellung sein.',
    });
    // Fewer than granted is fine.
    const fewer = await storeConfiguration(server.app, customer.session, { cards: 1 });
    const ok = await redeem(server.app, link.id, customer.session, { configuration_id: fewer });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses redeeming a link that ended or was switched off meanwhile', async () => {
    const link = await createLink(server.app);
    const customer = await customerWithDesign(server.app);
    await admin('POST', `/wunderlinks/${link.id}/deactivate`);
    const res = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual(NOT_FOUND);
    expect(await countOrders(link.id)).toBe(0);
  });
});

describe('tampering', () => {
  it('refuses another template than the link allows', async () => {
    const link = await createLink(server.app, { template_id: '21' });
    const customer = await customerWithDesign(server.app, { templateId: '22' });
    const res = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'TEMPLATE_NOT_ALLOWED',
      message: 'Dieser WunderLink gilt nur für die Vorlage „Konfetti-Geburtstag“.',
    });
    expect(await countOrders(link.id)).toBe(0);
  });

  it('refuses a template outside the link’s group, accepts one inside it', async () => {
    const link = await createLink(server.app, { group_id: '3' });
    const customer = await customerWithDesign(server.app, { templateId: '22' });
    const outside = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error).toMatchObject({
      code: 'TEMPLATE_NOT_ALLOWED',
      message: 'Dieser WunderLink gilt nur für Vorlagen aus „Geburtstag“.',
    });
    const inside = await storeConfiguration(server.app, customer.session, { templateId: '21' });
    expect(
      (await redeem(server.app, link.id, customer.session, { configuration_id: inside }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a configuration of another session (404) and unknown ones', async () => {
    const link = await createLink(server.app);
    const owner = await customerWithDesign(server.app);
    const thief = await signedInCustomer(server.app);
    const res = await redeem(server.app, link.id, thief.session, {
      configuration_id: owner.configurationId,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'CONFIGURATION_NOT_FOUND',
      param: 'configuration_id',
    });
    const unknown = await redeem(server.app, link.id, thief.session, {
      configuration_id: 'cfg_gibtesnicht',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CONFIGURATION_NOT_FOUND');
    expect(await countOrders(link.id)).toBe(0);
  });

  it.each([
    ['a quantity', { quantity: 1000 }, 'quantity'],
    ['a price', { price: 0 }, 'price'],
    ['free_cards', { free_cards: 1000 }, 'free_cards'],
    ['a template', { template_id: '22' }, 'template_id'],
    ['a second line', { items: [{ configuration_id: 'cfg_x' }] }, 'items'],
    ['a shipping service', { shipping: { service: 'to_customer' } }, 'shipping.service'],
  ])('refuses extra body fields (%s) with 400', async (_what, extra, param) => {
    const link = await createLink(server.app);
    const customer = await customerWithDesign(server.app);
    const res = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
      ...extra,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'unknown_field', param });
    expect(await countOrders(link.id)).toBe(0);
  });

  it.each([
    ['no body', undefined],
    ['an array', [1]],
    ['a number as id', { configuration_id: 5 }],
    ['an empty id', { configuration_id: '' }],
  ])('refuses %s with 400', async (_what, body) => {
    const link = await createLink(server.app);
    const customer = await signedInCustomer(server.app);
    const res = await redeem(server.app, link.id, customer.session, body);
    expect(res.statusCode).toBe(400);
  });

  it('needs a signed-in account: no session, a made-up session or a guest → 401', async () => {
    const link = await createLink(server.app);
    const body = { configuration_id: 'cfg_x' };
    for (const session of [null, 'ungültig', await issuedSession(server.app)]) {
      const res = await redeem(server.app, link.id, session, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'SIGN_IN_REQUIRED' });
    }
    expect(await countOrders(link.id)).toBe(0);
  });

  it('refuses envelopes without address when the cards go to the recipients', async () => {
    const link = await createLink(server.app, { postage_included: true });
    const customer = await customerWithDesign(server.app, { envelope: 'blank' });
    const res = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('CONFIGURATION_INVALID');
  });
});

describe('concurrency', () => {
  it('50 concurrent redemptions of a link with 10 left make exactly 10 orders', async () => {
    const link = await createLink(server.app, { max_redemptions: 12 });
    // Two are used already: 10 left.
    for (let i = 0; i < 2; i += 1) {
      const customer = await customerWithDesign(server.app, { cards: 1 });
      await redeem(server.app, link.id, customer.session, {
        configuration_id: customer.configurationId,
      });
    }
    const customers = await Promise.all(
      Array.from({ length: 50 }, () => customerWithDesign(server.app, { cards: 1 })),
    );
    const answers = await Promise.all(
      customers.map((c) =>
        redeem(server.app, link.id, c.session, { configuration_id: c.configurationId }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 404)).toHaveLength(40);
    expect(await countOrders(link.id)).toBe(12);
    const stored = await linkById(link.id);
    expect(stored.redemptions).toBe(12);
    expect(stored.status).toBe('aufgebraucht');
    const redemptions = await server.app.db
      .selectFrom('wunderlink_redemptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('link_id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(Number(redemptions.n)).toBe(12);
    // Distinct order numbers, one per successful answer.
    const numbers = answers.filter((a) => a.statusCode === 201).map((a) => a.json().order.number);
    expect(new Set(numbers).size).toBe(10);
    // 52 sign-ups (scrypt) and fit checks on a shared machine take a few seconds.
  }, 60_000);

  it('the same account twice at once (two devices) makes one order', async () => {
    const link = await createLink(server.app);
    const customer = await customerWithDesign(server.app);
    // A second device: another session signed in to the same account.
    const other = new StoreClient(server.app);
    await other.post('/account/login', { email: customer.email, password: 'geheim123' });
    const otherDesign = await storeConfiguration(server.app, other.session as string);
    const answers = await Promise.all([
      redeem(server.app, link.id, customer.session, { configuration_id: customer.configurationId }),
      redeem(server.app, link.id, other.session as string, { configuration_id: otherDesign }),
      redeem(server.app, link.id, customer.session, { configuration_id: customer.configurationId }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const created = answers.find((a) => a.statusCode === 201)?.json().order;
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().order).toEqual(created);
    }
    expect(await countOrders(link.id)).toBe(1);
    expect((await linkById(link.id)).redemptions).toBe(1);
  });
});

describe('the validity window follows the server’s clock', () => {
  it('opens at valid_from and closes at valid_until, for opening and redeeming alike', async () => {
    const clock = adjustableClock();
    const timed = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN }, { clock });
    try {
      const now = clock.now().getTime();
      const HOUR_MS = 3_600_000;
      const link = await createLink(timed.app, {
        valid_from: new Date(now + HOUR_MS).toISOString(),
        valid_until: new Date(now + 3 * HOUR_MS).toISOString(),
      });
      const customer = await customerWithDesign(timed.app);
      const body = { configuration_id: customer.configurationId };
      const open = () => swell(timed.app, 'GET', `/wunderlink/${link.id}`, null);

      expect((await open()).statusCode).toBe(404);
      expect((await redeem(timed.app, link.id, customer.session, body)).statusCode).toBe(404);

      clock.advance(HOUR_MS);
      expect((await open()).statusCode).toBe(200);

      clock.advance(2 * HOUR_MS);
      expect((await open()).statusCode).toBe(404);
      const late = await redeem(timed.app, link.id, customer.session, body);
      expect(late.statusCode).toBe(404);
      expect(late.json().error).toEqual(NOT_FOUND);
    } finally {
      await timed.close();
    }
  });
});
