import { STAFF_ROLE_LABELS, type StaffRole } from '@federkiel/machines/fulfilment/staffApi';

// The server's side of the role table (machines/src/fulfilment/staffPermissions.ts): route
// ids from Fastify's routes, the public routes, the German refusal. The lock
// (routes/admin/staffAuth.ts) checks every request; a route missing from the table is open
// to owners only, and staffPermissions.test.ts fails until it is listed.

export { ROUTE_PERMISSIONS, roleMay } from '@federkiel/machines/fulfilment/staffPermissions';

/** The routes open without a session (the logins); listed so the table names every route. */
export const PUBLIC_ADMIN_ROUTES: readonly string[] = [
  'POST /login',
  'GET /invitations/:token',
  'POST /invitations/accept',
  'POST /password/forgot',
  'POST /password/reset',
];

export const ADMIN_PREFIX = '/swell/admin';

/** `GET /orders/:id` for the route registered as `/swell/admin/orders/:id`. */
export function routeIdOf(method: string, url: string | undefined): string {
  const path = url?.startsWith(ADMIN_PREFIX) ? url.slice(ADMIN_PREFIX.length) : (url ?? '');
  return `${method} ${path || '/'}`;
}

/** The German refusal for a role (403). */
export function refusalFor(role: StaffRole): string {
  return `Das darf die Rolle „${STAFF_ROLE_LABELS[role]}“ nicht. Bitte jemanden mit passender Rolle fragen.`;
}
