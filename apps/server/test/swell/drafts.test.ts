import { createRecipient } from '@federkiel/machines/configurator/recipientSchema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { type Customer, signedInCustomer, swell } from './accountHelpers.ts';
import { BG, draftPayload as payload } from './draftFixtures.ts';
import { newSession } from './swellHelpers.ts';

// /swell/drafts: owner scoping, create/update with revisions, delete with the revision the
// customer saw, the 400s of a bad orderData, summaries derived at save, too-old drafts.

let server: TestServer;
let ada: Customer;
let bob: Customer;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signedInCustomer(server.app);
  bob = await signedInCustomer(server.app);
});
afterAll(async () => {
  await server.close();
});

const save = (session: string | null, body: unknown) =>
  swell(server.app, 'POST', '/drafts', session, body);

describe('/swell/drafts', () => {
  it('creates, lists, reads and updates a draft; the revision counts up', async () => {
    const created = await save(ada.session, { orderData: JSON.stringify(payload(2)) });
    expect(created.statusCode).toBe(201);
    const { id, revision, dateCreated } = created.json();
    expect(id).toMatch(/^drf_/);
    expect(revision).toBe(1);

    const list = await swell(server.app, 'GET', '/drafts', ada.session);
    expect(list.json().results).toContainEqual({
      id,
      revision: 1,
      template: { id: '7', name: 'Frohe Weihnachten' },
      format: 'Postkarte A6',
      cardCount: 2,
      frontImage: BG,
      loadable: true,
      dateCreated,
      dateUpdated: dateCreated,
    });

    const updated = await save(ada.session, { id, orderData: JSON.stringify(payload(5)) });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, revision: 2, dateCreated });
    const again = await save(ada.session, { id, orderData: JSON.stringify(payload(6)) });
    expect(again.json().revision).toBe(3);

    const read = await swell(server.app, 'GET', `/drafts/${id}`, ada.session);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, revision: 3, loadable: true });
    expect(JSON.parse(read.json().orderData)).toEqual(payload(6));
    const summary = (await swell(server.app, 'GET', '/drafts', ada.session))
      .json()
      .results.find((d: { id: string }) => d.id === id);
    expect(summary.cardCount).toBe(6);
  });

  it('lists newest change first', async () => {
    const first = (await save(bob.session, { orderData: JSON.stringify(payload(1)) })).json().id;
    const second = (await save(bob.session, { orderData: JSON.stringify(payload(1)) })).json().id;
    await save(bob.session, { id: first, orderData: JSON.stringify(payload(3)) });
    const ids = (await swell(server.app, 'GET', '/drafts', bob.session))
      .json()
      .results.map((d: { id: string }) => d.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
  });

  it("another account's draft is 404 for every route; signed out is 401", async () => {
    const { id } = (await save(ada.session, { orderData: JSON.stringify(payload()) })).json();
    const orderData = JSON.stringify(payload());
    expect((await swell(server.app, 'GET', `/drafts/${id}`, bob.session)).statusCode).toBe(404);
    expect((await save(bob.session, { id, orderData })).statusCode).toBe(404);
    expect((await swell(server.app, 'DELETE', `/drafts/${id}/1`, bob.session)).statusCode).toBe(
      404,
    );
    const bobs = (await swell(server.app, 'GET', '/drafts', bob.session)).json().results;
    expect(bobs.map((d: { id: string }) => d.id)).not.toContain(id);

    const anonymous = newSession();
    for (const res of [
      await swell(server.app, 'GET', '/drafts', anonymous),
      await swell(server.app, 'GET', `/drafts/${id}`, anonymous),
      await save(anonymous, { orderData }),
      await swell(server.app, 'DELETE', `/drafts/${id}/1`, anonymous),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'login_required',
        message: 'Du musst angemeldet sein, um Entwürfe zu speichern.',
      });
    }
    expect((await save(null, { orderData })).json().error.code).toBe('session_required');
    // Still there, unchanged, for its owner.
    expect((await swell(server.app, 'GET', `/drafts/${id}`, ada.session)).json().revision).toBe(1);
  });

  it('deletes only the revision the customer saw (409 otherwise)', async () => {
    const { id } = (await save(ada.session, { orderData: JSON.stringify(payload()) })).json();
    await save(ada.session, { id, orderData: JSON.stringify(payload()) });
    const stale = await swell(server.app, 'DELETE', `/drafts/${id}/1`, ada.session);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('draft_changed');
    expect(stale.json().error.message).toMatch(/inzwischen an anderer Stelle geändert/);
    expect((await swell(server.app, 'GET', `/drafts/${id}`, ada.session)).statusCode).toBe(200);

    const bad = await swell(server.app, 'DELETE', `/drafts/${id}/zwei`, ada.session);
    expect(bad.statusCode).toBe(400);

    const done = await swell(server.app, 'DELETE', `/drafts/${id}/2`, ada.session);
    expect(done.statusCode).toBe(204);
    expect((await swell(server.app, 'GET', `/drafts/${id}`, ada.session)).statusCode).toBe(404);
    expect((await swell(server.app, 'DELETE', `/drafts/${id}/2`, ada.session)).statusCode).toBe(
      404,
    );
  });

  describe('bad input → 400, nothing stored', () => {
    const cases: [string, unknown, string, string][] = [
      ['orderData not JSON', { orderData: '{"version":1,' }, 'invalid_draft', 'orderData'],
      ['orderData not an object', { orderData: '[1,2]' }, 'invalid_draft', 'orderData'],
      ['orderData missing', {}, 'invalid_request', 'orderData'],
      ['orderData not a string', { orderData: payload() }, 'invalid_request', 'orderData'],
      [
        'unknown field in the body',
        { orderData: JSON.stringify(payload()), price: 1 },
        'unknown_field',
        'price',
      ],
      [
        'unknown field in orderData',
        { orderData: JSON.stringify({ ...payload(), secret: true }) },
        'unknown_field',
        'orderData.secret',
      ],
      [
        'unknown field deep in the order',
        {
          orderData: JSON.stringify({
            ...payload(),
            order: {
              ...payload().order,
              recipients: [{ ...createRecipient('r1'), nickname: 'x' }],
            },
          }),
        },
        'unknown_field',
        'orderData.order.recipients.0.nickname',
      ],
      [
        'unknown field in customization',
        {
          orderData: JSON.stringify({
            ...payload(),
            customization: { ...payload().customization, extra: 'x' },
          }),
        },
        'unknown_field',
        'orderData.customization.extra',
      ],
      [
        'wrong type in the order',
        {
          orderData: JSON.stringify({
            ...payload(),
            order: { ...payload().order, textSize: 'huge' },
          }),
        },
        'invalid_draft',
        'orderData.order.textSize',
      ],
      [
        'old version',
        { orderData: JSON.stringify({ ...payload(), version: 0 }) },
        'invalid_draft',
        'orderData.version',
      ],
      [
        'malformed id',
        { id: '../x', orderData: JSON.stringify(payload()) },
        'invalid_request',
        'id',
      ],
    ];
    it.each(cases)('%s', async (_, body, code, param) => {
      const before = (await swell(server.app, 'GET', '/drafts', ada.session)).json().results.length;
      const res = await save(ada.session, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code, param });
      expect(typeof res.json().error.message).toBe('string');
      const after = (await swell(server.app, 'GET', '/drafts', ada.session)).json().results.length;
      expect(after).toBe(before);
    });

    it('body not JSON', async () => {
      const res = await save(ada.session, '{"orderData":');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_json');
    });

    it('orderData over 5 MB', async () => {
      const big = payload();
      big.order.recipients = [createRecipient('r1', { freeText: 'x'.repeat(9000) })];
      const text = JSON.stringify(big);
      // Pad with spaces (valid JSON) just past 5 MB; the body stays below its 7 MB limit.
      const orderData = text + ' '.repeat(5 * 1024 * 1024 - text.length + 1);
      const res = await save(ada.session, { orderData });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'draft_too_large', param: 'orderData' });

      const fits = orderData.slice(0, -2);
      expect((await save(ada.session, { orderData: fits })).statusCode).toBe(201);
    });

    it('a body over the route limit is 413, and other /swell routes keep 1 MB', async () => {
      const huge = { orderData: ' '.repeat(8 * 1024 * 1024) };
      expect((await save(ada.session, huge)).statusCode).toBe(413);
      const contact = await swell(server.app, 'POST', '/contact', null, {
        message: 'x'.repeat(1024 * 1024 + 10),
      });
      expect(contact.statusCode).toBe(413);
    });
  });

  it('lists a draft saved by an old version as not loadable', async () => {
    const { id } = (await save(bob.session, { orderData: JSON.stringify(payload()) })).json();
    // What a draft of the previous app looks like: no version, another shape.
    await server.app.db
      .updateTable('drafts')
      .set({ version: 0, order_data: JSON.stringify({ order: { cards: [] }, customization: {} }) })
      .where('id', '=', id)
      .execute();
    const summary = (await swell(server.app, 'GET', '/drafts', bob.session))
      .json()
      .results.find((d: { id: string }) => d.id === id);
    expect(summary.loadable).toBe(false);
    const read = await swell(server.app, 'GET', `/drafts/${id}`, bob.session);
    expect(read.json().loadable).toBe(false);
  });
});
