import {
  ANSWER_FIELDS,
  ruleFor,
  seesAllFields,
  type FieldRule,
} from '@federkiel/machines/fulfilment/staffFields';
import { ROUTE_PERMISSIONS } from '@federkiel/machines/fulfilment/staffPermissions';
import { STAFF_ROLES, type StaffRole } from '@federkiel/machines/fulfilment/staffApi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helpers.ts';
import {
  BEARER,
  ORIGIN,
  placeOrder,
  type PlacedOrder,
} from '../../test/dashboard/dashboardSupport.ts';
import { startFakeCms, type FakeCms } from '../../test/swell/swellHelpers.ts';
import { adminCall, staffWithRole, type TestStaff } from './staffTestSupport.ts';

// Issue 40: every role's answers hold only what the field table
// (machines/src/fulfilment/staffFields.ts) lets it see. Each answer is walked key by key
// (deep) against the table: a key the table does not name, an office-only key (an amount)
// in a Produktion answer, or contact data that is not blank is a finding.

let server: TestServer;
let cms: FakeCms;
let order: PlacedOrder;
const staff = {} as Record<StaffRole, TestStaff>;

beforeAll(async () => {
  cms = await startFakeCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN });
  order = await placeOrder(server.app, { service: 'to_customer' });
  await placeOrder(server.app);
  for (const role of STAFF_ROLES) staff[role] = await staffWithRole(server.app, role);
  // Give the timeline every kind of event an order collects before it goes out.
  const app = server.app;
  const id = order.id;
  await adminCall(app, 'POST', `/orders/${id}/notes`, BEARER, { text: `Rückfrage ${order.email}` });
  await adminCall(app, 'PUT', `/orders/${id}/tracking`, BEARER, {
    carrier: 'dhl',
    number: '003404341234567890',
  });
  await adminCall(app, 'GET', `/orders/${id}/export.txt`, BEARER);
  await adminCall(app, 'POST', `/orders/${id}/production-status`, BEARER, { to: 'in_production' });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await cms?.close();
});

/** Where `value` shows more than `rule` lets `role` see, path by path. */
function findings(value: unknown, rule: FieldRule | undefined, role: StaffRole, path: string) {
  const found: string[] = [];
  const all = seesAllFields(role);
  if (rule === undefined) found.push(`${path}: not in the table`);
  else if (rule === 'office') {
    if (!all) found.push(`${path}: office only`);
  } else if (rule === 'blank') {
    if (!all && value !== '' && value !== null) found.push(`${path}: not blank`);
  } else if (rule === 'null') {
    if (!all && value !== null) found.push(`${path}: not null`);
  } else if (rule !== 'all') {
    if (Array.isArray(value)) {
      value.forEach((item, i) => found.push(...findings(item, rule, role, `${path}[${i}]`)));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        found.push(...findings(item, ruleFor(rule, key), role, `${path}.${key}`));
      }
    } else if (value !== null) found.push(`${path}: a value where the table has fields`);
  }
  return found;
}

const ANSWERS: [string, () => string][] = [
  ['GET /orders/:id', () => `/orders/${order.id}`],
  ['GET /orders', () => '/orders'],
  ['GET /orders', () => `/orders?search=${order.number}`],
  ['GET /overview', () => '/overview'],
  ['GET /orders/:id/cards', () => `/orders/${order.id}/cards`],
  ['GET /session', () => '/session'],
];

describe.each(STAFF_ROLES)('what %s sees', (role) => {
  it.each(ANSWERS)('%s (%#)', async (routeId, url) => {
    const res = await adminCall(server.app, 'GET', url(), { cookie: staff[role].cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(findings(res.json(), ANSWER_FIELDS[routeId], role, '$')).toEqual([]);
  });

  it('the order detail has amounts exactly where the role may see them', async () => {
    const res = await adminCall(server.app, 'GET', `/orders/${order.id}`, {
      cookie: staff[role].cookie,
    });
    const detail = res.json();
    const json = res.body;
    if (role === 'production') {
      expect(detail).not.toHaveProperty('money');
      expect(detail).not.toHaveProperty('grand_total');
      expect(json).not.toMatch(/"(paid|refunded|amount_cents|total_cents|price_total)":/);
      expect(json).not.toContain(order.email);
      expect(detail.email).toBe('');
      expect(detail.shipping).toBeNull();
    } else {
      expect(detail.money).toEqual({ paid: expect.any(Number), refunded: 0 });
      expect(detail.email).toBe(order.email);
    }
  });

  it('a production move answers the detail with the same fields', async () => {
    const res = await adminCall(
      server.app,
      'POST',
      `/orders/${order.id}/production-status`,
      { cookie: staff[role].cookie },
      { to: 'in_production' },
    );
    // Already there: a refusal, which carries no order data.
    expect(res.statusCode).toBe(409);
    expect(findings(res.json(), { error: 'all' }, role, '$')).toEqual([]);
  });
});

describe('the field table', () => {
  it('names the answer of every route a role other than Inhaber may call', () => {
    // Files, not JSON: the ZIP and the SVGs; the logout answers 204.
    const files = new Set([
      'GET /orders/:id/production.zip',
      'GET /orders/:id/cards/:file',
      'POST /logout',
    ]);
    const floor = Object.entries(ROUTE_PERMISSIONS)
      .filter(([id, roles]) => roles.includes('production') && !files.has(id))
      .map(([id]) => id);
    expect(floor.filter((id) => !(id in ANSWER_FIELDS))).toEqual([]);
  });
});
