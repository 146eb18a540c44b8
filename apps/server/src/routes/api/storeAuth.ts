import type { FastifyInstance } from 'fastify';
import { sendError } from '../../http/errors.ts';
import { acceptedSessionToken, sessionTokens } from '../../store/sessions/sessionToken.ts';

// Every store call carries the store's public key as Basic auth (swell-js sends
// `Basic base64(publicKey)`, key only) and a session token (X-Session). An unknown key is
// refused with 401; a missing or malformed session token gets a fresh one, an unknown but
// well-formed token is adopted (store-api.md "Sessions"). The session is answered in
// X-Session on every response, so swell-js always has it. Minted tokens are signed, so
// uploads can accept only sessions the store issued (store/sessions/sessionToken.ts).

export function presentedPublicKey(authorization: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  // "key:" (an empty password) is what other HTTP clients send for a bare key.
  return decoded.endsWith(':') ? decoded.slice(0, -1) : decoded;
}

export function registerStoreAuth(app: FastifyInstance): void {
  const expected = app.config.storePublicKey;
  // What swell-js sends, exactly: compared as strings before any parsing (issue #32).
  const usual = new Set(
    [expected, `${expected}:`].map((key) => `Basic ${Buffer.from(key).toString('base64')}`),
  );
  app.decorateRequest('sessionId', '');
  app.decorateRequest('sessionMinted', false);

  app.addHook('onRequest', async (request, reply) => {
    // Preflights carry no credentials; @fastify/cors answers them.
    if (request.method === 'OPTIONS') return;
    const presented = acceptedSessionToken(request.headers['x-session']);
    const sessionId = presented ?? (await sessionTokens(app.db)).mint();
    request.sessionId = sessionId;
    request.sessionMinted = presented === null;
    reply.header('x-session', sessionId);
    const authorization = request.headers.authorization;
    const known =
      (authorization !== undefined && usual.has(authorization)) ||
      presentedPublicKey(authorization) === expected;
    if (!known) {
      return sendError(
        reply,
        401,
        'unauthorized',
        'Unknown or missing store key: send Authorization: Basic base64(<public key>).',
      );
    }
  });
}
