import type { AdminWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { describe, expect, it } from 'vitest';
import { BEARER, ORIGIN, staffCookie } from '../dashboard/dashboardSupport.ts';
import { signedInCustomer } from '../swell/accountHelpers.ts';
import { createLink, customerWithDesign, linkBody, redeem } from './wunderlinkSupport.ts';

import { DAY_MS, NOT_FOUND, useWunderlinkStack } from './wunderlinkStack.ts';

// WunderLinks end to end on a real SQLite file (docs/wunderlink.md): staff create links,
// customers open them.

const stack = useWunderlinkStack();
const { admin, openLink, linkById } = stack;

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
    expect(stack.cms.requests).toContain('GET /api/templates/21?populate=groups');
  });

  it('gives every link a different id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add((await createLink(stack.server.app)).id);
    expect(ids.size).toBe(5);
  });

  it('lists links newest first with status and redemptions', async () => {
    const older = await createLink(stack.server.app, { campaign: 'Älter' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await createLink(stack.server.app, { campaign: 'Neuer' });
    const res = await admin('GET', '/wunderlinks');
    expect(res.statusCode).toBe(200);
    const ids = (res.json().results as AdminWunderlink[]).map((l) => l.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('takes a calendar day as a German day: from its midnight to the midnight after it', async () => {
    const link = await createLink(stack.server.app, {
      valid_from: '2026-07-01',
      valid_until: '2026-07-31',
    });
    expect(link.valid_from).toBe('2026-06-30T22:00:00.000Z');
    expect(link.valid_until).toBe('2026-07-31T22:00:00.000Z');
    const winter = await createLink(stack.server.app, {
      valid_from: '2026-12-01',
      valid_until: '2026-12-31',
    });
    expect(winter.valid_from).toBe('2026-11-30T23:00:00.000Z');
    expect(winter.valid_until).toBe('2026-12-31T23:00:00.000Z');
  });

  it('restricts to a group with the group’s name from the CMS', async () => {
    const link = await createLink(stack.server.app, { group_id: '3' });
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
    const link = await createLink(stack.server.app);
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
    const link = await createLink(stack.server.app);
    const deactivate = await admin('POST', `/wunderlinks/${link.id}/deactivate`, undefined, {});
    expect(deactivate.statusCode).toBe(401);
    expect((await linkById(link.id)).status).toBe('aktiv');
    expect((await admin('GET', '/wunderlinks')).json().results.length).toBe(before + 1);
  });

  it('a customer’s store session is no staff session', async () => {
    const customer = await signedInCustomer(stack.server.app);
    const res = await admin('GET', '/wunderlinks', undefined, {
      'x-session': customer.session,
    });
    expect(res.statusCode).toBe(401);
  });

  it('works with the staff cookie (writes only from the shop’s origin) and names the staff', async () => {
    const cookie = await staffCookie(stack.server.app, 'Paula Werkstatt');
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
    const link = await createLink(stack.server.app, { template_id: '21', free_cards: 5 });
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
    const link = await createLink(stack.server.app);
    const res = await stack.server.app.inject({
      method: 'GET',
      url: `/swell/wunderlink/${link.id}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same 404 for unknown, planned, expired, deactivated and used-up links', async () => {
    const now = Date.now();
    const planned = await createLink(stack.server.app, {
      valid_from: new Date(now + DAY_MS).toISOString(),
      valid_until: new Date(now + 10 * DAY_MS).toISOString(),
    });
    const expired = await createLink(stack.server.app, {
      valid_from: new Date(now - 10 * DAY_MS).toISOString(),
      valid_until: new Date(now - DAY_MS).toISOString(),
    });
    const deactivated = await createLink(stack.server.app);
    await admin('POST', `/wunderlinks/${deactivated.id}/deactivate`);
    const usedUp = await createLink(stack.server.app, { max_redemptions: 1 });
    const customer = await customerWithDesign(stack.server.app);
    expect(
      (
        await redeem(stack.server.app, usedUp.id, customer.session, {
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
