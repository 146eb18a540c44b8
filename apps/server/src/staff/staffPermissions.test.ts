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
import { ADMIN_PREFIX, PUBLIC_ADMIN_ROUTES, ROUTE_PERMISSIONS, routeIdOf } from './permissions.ts';
import { adminCall, staffWithRole, type TestStaff } from './staffTestSupport.ts';

// Every role against every route of the dashboard API: refused (403, German) exactly where
// the permission table says so, let through everywhere else.

let server: TestServer;
let cms: FakeCms;
let order: PlacedOrder;
const staff = {} as Record<StaffRole, TestStaff>;

beforeAll(async () => {
  cms = await startFakeCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN });
  order = await placeOrder(server.app);
  for (const role of STAFF_ROLES) staff[role] = await staffWithRole(server.app, role);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await cms?.close();
});

function concrete(path: string): string {
  return path
    .replace(':id/remove', 'stf_nobody/remove')
    .replace(':id/role', 'stf_nobody/role')
    .replace(':id/deactivate', 'wl_nobody/deactivate')
    .replace(':id', order.id)
    .replace(':file', '1.svg')
    .replace(':token', 'x'.repeat(30));
}

describe('the permission table', () => {
  it('names every route under /swell/admin', () => {
    const registered = server.app.routeTable
      .filter((route) => route.url.startsWith(`${ADMIN_PREFIX}/`) && route.method !== 'HEAD')
      .map((route) => routeIdOf(route.method, route.url));
    const listed = new Set([...Object.keys(ROUTE_PERMISSIONS), ...PUBLIC_ADMIN_ROUTES]);
    expect(registered.filter((id) => !listed.has(id))).toEqual([]);
    expect([...listed].filter((id) => !registered.includes(id))).toEqual([]);
  });
});

describe.each(STAFF_ROLES)('role %s', (role) => {
  const routes = Object.entries(ROUTE_PERMISSIONS).filter(([id]) => id !== 'POST /logout');
  it.each(routes)('%s', async (id, allowed) => {
    const [method, path] = id.split(' ') as ['GET' | 'POST' | 'PUT', string];
    const res = await adminCall(
      server.app,
      method,
      concrete(path),
      { cookie: staff[role].cookie },
      method === 'GET' ? undefined : {},
    );
    if (allowed.includes(role)) {
      expect(res.statusCode, res.body).not.toBe(403);
      expect(res.statusCode, res.body).not.toBe(401);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'forbidden_role' });
      expect(res.json().error.message).toMatch(/^Das darf die Rolle „(Büro|Produktion)“ nicht/);
    }
  });
});

describe('the admin key', () => {
  it('acts as owner', async () => {
    const res = await adminCall(server.app, 'GET', '/staff', BEARER);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .results.map((m: { role: string }) => m.role)
        .sort(),
    ).toEqual(['office', 'owner', 'production']);
  });
});
