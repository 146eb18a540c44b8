import type { StaffRole } from '@federkiel/machines/fulfilment/staffApi';
import type { FastifyInstance } from 'fastify';
import { BEARER, ORIGIN } from '../../test/dashboard/dashboardSupport.ts';

// Staff accounts for the server tests: invited by the admin key (an owner), the password
// set through the invitation, signed in for a session cookie.

export const STAFF_PASSWORD = 'Federkiel-Team-2026';

export interface TestStaff {
  id: string;
  email: string;
  cookie: string;
}

export async function adminCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/swell/admin${url}`,
    headers: {
      origin: ORIGIN,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

export async function staffLogin(
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
): Promise<string> {
  const res = await adminCall(app, 'POST', '/login', {}, { email, password });
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'fk_staff');
  if (!cookie) throw new Error('no staff cookie');
  return `fk_staff=${cookie.value}`;
}

let invited = 0;

/** Invites, accepts and signs in a staff member with `role`. */
export async function staffWithRole(
  app: FastifyInstance,
  role: StaffRole,
  name = `Test ${role}`,
): Promise<TestStaff> {
  invited += 1;
  const email = `${role}${invited}@federkiel.test`;
  const res = await adminCall(app, 'POST', '/staff', BEARER, { email, name, role });
  if (res.statusCode !== 201) throw new Error(`invite: ${res.body}`);
  const { member, link } = res.json() as { member: { id: string }; link: string };
  const token = link.split('#')[1];
  const accepted = await adminCall(
    app,
    'POST',
    '/invitations/accept',
    {},
    { token, password: STAFF_PASSWORD },
  );
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return { id: member.id, email, cookie: await staffLogin(app, email) };
}
