import { describe, expect, it } from 'vitest';
import { adjustableClock } from '../../src/clock.ts';
import { ORIGIN } from '../dashboard/dashboardSupport.ts';
import { startTestServer } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';
import { signedInCustomer, swell } from '../swell/accountHelpers.ts';
import { issuedSession } from '../swell/swellHelpers.ts';
import { createLink, customerWithDesign, redeem, storeConfiguration } from './wunderlinkSupport.ts';

import { NOT_FOUND, useWunderlinkStack } from './wunderlinkStack.ts';

// WunderLinks against tampering, concurrent redemptions and the server's clock
// (docs/wunderlink.md).

const stack = useWunderlinkStack();
const { linkById, countOrders } = stack;

describe('tampering', () => {
  it('refuses another template than the link allows', async () => {
    const link = await createLink(stack.server.app, { template_id: '21' });
    const customer = await customerWithDesign(stack.server.app, { templateId: '22' });
    const res = await redeem(stack.server.app, link.id, customer.session, {
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
    const link = await createLink(stack.server.app, { group_id: '3' });
    const customer = await customerWithDesign(stack.server.app, { templateId: '22' });
    const outside = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error).toMatchObject({
      code: 'TEMPLATE_NOT_ALLOWED',
      message: 'Dieser WunderLink gilt nur für Vorlagen aus „Geburtstag“.',
    });
    const inside = await storeConfiguration(stack.server.app, customer.session, {
      templateId: '21',
    });
    expect(
      (await redeem(stack.server.app, link.id, customer.session, { configuration_id: inside }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a configuration of another session (404) and unknown ones', async () => {
    const link = await createLink(stack.server.app);
    const owner = await customerWithDesign(stack.server.app);
    const thief = await signedInCustomer(stack.server.app);
    const res = await redeem(stack.server.app, link.id, thief.session, {
      configuration_id: owner.configurationId,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'CONFIGURATION_NOT_FOUND',
      param: 'configuration_id',
    });
    const unknown = await redeem(stack.server.app, link.id, thief.session, {
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
    const link = await createLink(stack.server.app);
    const customer = await customerWithDesign(stack.server.app);
    const res = await redeem(stack.server.app, link.id, customer.session, {
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
    const link = await createLink(stack.server.app);
    const customer = await signedInCustomer(stack.server.app);
    const res = await redeem(stack.server.app, link.id, customer.session, body);
    expect(res.statusCode).toBe(400);
  });

  it('needs a signed-in account: no session, a made-up session or a guest → 401', async () => {
    const link = await createLink(stack.server.app);
    const body = { configuration_id: 'cfg_x' };
    for (const session of [null, 'ungültig', await issuedSession(stack.server.app)]) {
      const res = await redeem(stack.server.app, link.id, session, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'SIGN_IN_REQUIRED' });
    }
    expect(await countOrders(link.id)).toBe(0);
  });

  it('refuses envelopes without address when the cards go to the recipients', async () => {
    const link = await createLink(stack.server.app, { postage_included: true });
    const customer = await customerWithDesign(stack.server.app, { envelope: 'blank' });
    const res = await redeem(stack.server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('CONFIGURATION_INVALID');
  });
});

describe('concurrency', () => {
  it('50 concurrent redemptions of a link with 10 left make exactly 10 orders', async () => {
    const link = await createLink(stack.server.app, { max_redemptions: 12 });
    // Two are used already: 10 left.
    for (let i = 0; i < 2; i += 1) {
      const customer = await customerWithDesign(stack.server.app, { cards: 1 });
      await redeem(stack.server.app, link.id, customer.session, {
        configuration_id: customer.configurationId,
      });
    }
    const customers = await Promise.all(
      Array.from({ length: 50 }, () => customerWithDesign(stack.server.app, { cards: 1 })),
    );
    const answers = await Promise.all(
      customers.map((c) =>
        redeem(stack.server.app, link.id, c.session, { configuration_id: c.configurationId }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 404)).toHaveLength(40);
    expect(await countOrders(link.id)).toBe(12);
    const stored = await linkById(link.id);
    expect(stored.redemptions).toBe(12);
    expect(stored.status).toBe('aufgebraucht');
    const redemptions = await stack.server.app.db
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
    const link = await createLink(stack.server.app);
    const customer = await customerWithDesign(stack.server.app);
    // A second device: another session signed in to the same account.
    const other = new StoreClient(stack.server.app);
    await other.post('/account/login', { email: customer.email, password: 'geheim123' });
    const otherDesign = await storeConfiguration(stack.server.app, other.session as string);
    const answers = await Promise.all([
      redeem(stack.server.app, link.id, customer.session, {
        configuration_id: customer.configurationId,
      }),
      redeem(stack.server.app, link.id, other.session as string, { configuration_id: otherDesign }),
      redeem(stack.server.app, link.id, customer.session, {
        configuration_id: customer.configurationId,
      }),
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
    const timed = await startTestServer({ CMS_URL: stack.cms.url, PUBLIC_URL: ORIGIN }, { clock });
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
