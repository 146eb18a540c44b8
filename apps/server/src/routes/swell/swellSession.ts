import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Owner } from '../../configurations/configurationRecords.ts';
import { ClientError } from '../../http/errors.ts';
import { readSession } from '../../store/sessions/sessionRecord.ts';
import { acceptedSessionToken } from '../../store/sessions/sessionToken.ts';

// The shop backend knows its customers by the store's session: the web app sends the
// swell-js session token (cookie `swell-session`) as `X-Session`, exactly like swell-js does
// for /api. The session's logged-in account, if any, comes from the store's session row.
// Unlike the store, /swell does not hand out new sessions: what is stored here (uploads,
// configurations) must belong to the session the cart lives in.

export const SESSION_REQUIRED_MESSAGE =
  'Deine Sitzung fehlt. Bitte lade die Seite neu und versuche es noch einmal.';

/** The request's owner; 401 without a well-formed X-Session. Sets `request.sessionId`. */
export async function requireOwner(app: FastifyInstance, request: FastifyRequest): Promise<Owner> {
  const sessionId = acceptedSessionToken(request.headers['x-session']);
  if (!sessionId) throw new ClientError(401, 'session_required', SESSION_REQUIRED_MESSAGE);
  request.sessionId = sessionId;
  const session = await readSession(app.db, sessionId);
  return { sessionId, accountId: session.account_id };
}
