import type { StaffRole } from './staffApi.ts';

// What each role may do under /swell/admin (issue 28), in one place for server and dashboard:
// every route's id (`METHOD /path` below the prefix, parameters as Fastify names them) with
// the roles that may call it. The server enforces it (apps/server/src/staff/permissions.ts);
// the dashboard hides what a role cannot use. A route missing here is open to owners only.
//
//   Inhaber (owner)          everything, staff management, refunds
//   Büro (office)            orders, notes, exports, WunderLinks
//   Produktion (production)  production steps and files, the cards; no customer contact
//                            data and no amounts, no exports, no WunderLinks

export const EVERYONE: readonly StaffRole[] = ['owner', 'office', 'production'];
export const OFFICE: readonly StaffRole[] = ['owner', 'office'];
export const OWNER: readonly StaffRole[] = ['owner'];
/** The plotters are the production floor's and the owner's; the office has no say in them. */
export const FLOOR: readonly StaffRole[] = ['owner', 'production'];

export const ROUTE_PERMISSIONS: Readonly<Record<string, readonly StaffRole[]>> = {
  'GET /session': EVERYONE,
  'POST /logout': EVERYONE,
  'GET /overview': EVERYONE,
  'GET /orders': EVERYONE,
  'GET /orders/:id': EVERYONE,
  'GET /orders/:id/cards': EVERYONE,
  'POST /orders/:id/production-status': EVERYONE,
  'POST /orders/production-status': EVERYONE,
  'GET /orders/:id/production': EVERYONE,
  'GET /orders/:id/production.zip': EVERYONE,
  'GET /orders/:id/cards/:file': EVERYONE,
  // The pen plotter's settings: whoever runs the robot reads and tunes them.
  'GET /production/settings': EVERYONE,
  'PUT /production/settings': FLOOR,

  'POST /orders/:id/status': OFFICE,
  'POST /orders/:id/notes': OFFICE,
  'PUT /orders/:id/additional-comment': OFFICE,
  'GET /orders.xlsx': OFFICE,
  'GET /orders/:id/export.xlsx': OFFICE,
  'GET /orders/:id/export.txt': OFFICE,
  'GET /orders/:id/export.pdf': OFFICE,
  'GET /wunderlinks': OFFICE,
  'POST /wunderlinks': OFFICE,
  'POST /wunderlinks/:id/deactivate': OFFICE,
  'PUT /orders/:id/tracking': OFFICE,
  'PUT /orders/:id/addresses/:kind': OFFICE,
  'GET /orders/:id/cards/:n/address': OFFICE,
  'PUT /orders/:id/cards/:n/address': OFFICE,
  'GET /invoices': OFFICE,
  'GET /invoices.xlsx': OFFICE,
  'GET /orders/:id/invoices': OFFICE,

  'POST /orders/:id/refund': OWNER,
  // Postage and delivery times per destination: the owner sets the shop's prices.
  'GET /settings/shipping': OWNER,
  'PUT /settings/shipping': OWNER,

  'GET /staff': OWNER,
  'POST /staff': OWNER,
  'PUT /staff/:id/role': OWNER,
  'POST /staff/:id/remove': OWNER,
};

/** Whether `role` may call the route `routeId` (`GET /orders/:id`); HEAD counts as GET. */
export function roleMay(role: StaffRole, routeId: string): boolean {
  const asGet = routeId.startsWith('HEAD ') ? `GET ${routeId.slice(5)}` : routeId;
  return (ROUTE_PERMISSIONS[asGet] ?? OWNER).includes(role);
}
