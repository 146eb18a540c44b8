import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { StoreClient } from '../storeClient.ts';

// Test helpers for the signed-in /swell routes (drafts, lists): a customer signed up through
// the store API, and JSON requests with that customer's X-Session.

export interface Customer {
  session: string;
  email: string;
}

/** Signs up a fresh customer; the returned session is logged in. */
export async function signedInCustomer(app: FastifyInstance): Promise<Customer> {
  const client = new StoreClient(app);
  const email = `kunde-${randomBytes(4).toString('hex')}@example.de`;
  const res = await client.post('/account', {
    email,
    password: 'geheim123',
    first_name: 'Erika',
    last_name: 'Muster',
  });
  if (!client.session) throw new Error(`sign-up failed: ${JSON.stringify(res)}`);
  return { session: client.session, email };
}

/** A JSON request under /swell with `session` as X-Session (none when null). */
export function swell(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/swell${url}`,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(session ? { 'x-session': session } : {}),
      ...headers,
    },
    ...(body !== undefined
      ? { payload: typeof body === 'string' ? body : JSON.stringify(body) }
      : {}),
  });
}
