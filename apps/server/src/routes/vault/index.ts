import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { jsonNotFound } from '../../http/errors.ts';
import { RATE_LIMITED_MESSAGE } from '../../http/rateLimits.ts';
import type { QueryObject } from '../../http/bracketQuery.ts';
import { checkCardInput } from '../../payments/cardInput.ts';
import { isDecline, type Decline, type Intent } from '../../payments/gateway.ts';
import { allowedReturnUrl } from '../../payments/sandbox/returnUrl.ts';
import { SandboxGateway } from '../../payments/sandbox/sandboxGateway.ts';
import { CURRENCY } from '../../store/money.ts';
import { sandboxPages } from './sandboxPages.ts';
import { cardTokenData, intentReference, readIntentRequest, vaultEnvelope } from './vaultInput.ts';

// The card vault under /vault (store-api.md "Card vault"): swell-js sends card numbers
// here as plain GETs and gets back tokens, so card data never touches the store API.
// Every answer is HTTP 200 JSON with `$status` and `$data` (or `$error`), because swell-js
// reads the body of a JSONP-style request regardless of the HTTP status.

function vaultError(reply: FastifyReply, status: number, message: string) {
  return reply.send({ $status: status, $error: message });
}

function vaultDecline(reply: FastifyReply, decline: Decline) {
  return reply.send({
    $status: 200,
    $data: { errors: { [decline.param]: { code: decline.code, message: decline.message } } },
  });
}

function apiIntent(intent: Intent) {
  const redirect = intent.redirectUrl;
  // paysafecard's flow reads its own status words (spec §4).
  const status =
    intent.method === 'paysafecard'
      ? ({
          requires_action: 'INITIATED',
          requires_capture: 'AUTHORIZED',
          succeeded: 'SUCCESS',
          canceled: 'CANCELED_CUSTOMER',
          requires_payment_method: 'FAILED',
        }[intent.status] ?? 'FAILED')
      : intent.status;
  return {
    id: intent.id,
    object: 'payment_intent',
    client_secret: intent.clientSecret,
    status,
    method: intent.method,
    payment_method_types: [intent.method],
    payment_method: intent.cardToken,
    amount: intent.amountCents,
    currency: intent.currency.toLowerCase(),
    return_url: intent.returnUrl,
    redirect_url: redirect,
    redirect: redirect ? { auth_url: redirect } : null,
    next_action: redirect
      ? {
          type: 'redirect_to_url',
          redirect_to_url: { url: redirect, return_url: intent.returnUrl },
        }
      : null,
  };
}

export const vaultRoutes: FastifyPluginAsync = async (app) => {
  const { gateway, clock } = app.store;

  // swell-js calls the vault with a simple GET (no credentials, no custom headers), so a
  // wildcard origin is enough and no preflight is involved.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cache-control', 'no-store');
  });

  /** The envelope of a vault call, or null after answering an error. */
  function envelope(request: FastifyRequest, reply: FastifyReply) {
    const parsed = vaultEnvelope.safeParse(request.query);
    if (!parsed.success) {
      vaultError(reply, 400, 'Expected a vault request: $jsonp[method], $data and $key.');
      return null;
    }
    if (parsed.data.$key !== app.config.storePublicKey) {
      vaultError(reply, 401, 'Unknown or missing store key ($key).');
      return null;
    }
    return { method: parsed.data.$jsonp.method.toLowerCase(), data: parsed.data.$data ?? {} };
  }

  /**
   * Where the customer's browser reaches the approval page: the public URL when the vault
   * was called on its host (right scheme behind a TLS proxy), else the host the call came
   * in on (the Vite dev server proxies /vault from another port).
   */
  const publicOrigin = new URL(app.config.publicUrl);
  function pageOrigin(request: FastifyRequest): string {
    return request.host === publicOrigin.host
      ? publicOrigin.origin
      : `${request.protocol}://${request.host}`;
  }

  // Card testing (trying stolen card numbers) goes through here, so tokens are limited per
  // IP (http/rateLimits.ts). Over the limit the answer is a vault error like any other —
  // HTTP 200, `$status: 429` — which swell-js throws with its message; a bare HTTP 429
  // would reach the shopper as a generic connection error.
  const cardTokens = app.limits.cardTokens;
  async function limitCardTokens(request: FastifyRequest, reply: FastifyReply) {
    const verdict = await cardTokens.take(request);
    if (!verdict.limited) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    return vaultError(reply, 429, RATE_LIMITED_MESSAGE);
  }

  app.get('/tokens', { onRequest: limitCardTokens }, async (request, reply) => {
    const call = envelope(request, reply);
    if (!call) return reply;
    if (call.method !== 'post')
      return vaultError(reply, 405, 'Use $jsonp[method]=post for /tokens.');
    const card = cardTokenData.safeParse(call.data);
    if (!card.success) {
      return vaultDecline(reply, {
        declined: true,
        param: 'number',
        code: 'invalid_card',
        message: 'Die Kartendaten sind unvollständig.',
      });
    }
    const problem = checkCardInput(card.data, clock.now());
    if (problem) return vaultDecline(reply, problem);
    const result = await gateway.tokenizeCard(card.data);
    if (isDecline(result)) return vaultDecline(reply, result);
    return reply.send({ $status: 200, $data: result });
  });

  app.get('/intent', async (request, reply) => {
    const call = envelope(request, reply);
    if (!call) return reply;

    if (call.method === 'post') {
      const fields = readIntentRequest(call.data as QueryObject);
      if (!fields.method) return vaultError(reply, 400, 'Unknown payment method for the intent.');
      if (fields.amountCents === null || fields.amountCents <= 0) {
        return vaultError(reply, 400, 'The intent needs a positive amount.');
      }
      if (fields.currency !== CURRENCY)
        return vaultError(reply, 400, `The shop takes ${CURRENCY} only.`);
      if (fields.method === 'card' && !fields.cardToken) {
        return vaultError(reply, 400, 'A card intent needs payment_method (a card token).');
      }
      const returnUrl = fields.returnUrl ?? `${app.config.publicUrl}/`;
      if (!allowedReturnUrl(returnUrl, app.config.publicUrl)) {
        return vaultError(reply, 400, 'return_url must lead back to the shop.');
      }
      const intent = await gateway.createIntent({
        method: fields.method,
        amountCents: fields.amountCents,
        currency: fields.currency,
        cardToken: fields.cardToken,
        returnUrl,
        pageOrigin: pageOrigin(request),
      });
      if (isDecline(intent)) return vaultDecline(reply, intent);
      return reply.send({ $status: 200, $data: apiIntent(intent) });
    }

    if (call.method === 'put' || call.method === 'get') {
      const reference = intentReference(call.data as QueryObject);
      const intent = reference ? await gateway.intent(reference, pageOrigin(request)) : null;
      if (!intent) return vaultError(reply, 404, 'No such payment intent.');
      return reply.send({ $status: 200, $data: apiIntent(intent) });
    }

    return vaultError(reply, 405, 'Use $jsonp[method]=post, put or get for /intent.');
  });

  // Wallet authorisations (Apple Pay domains, Amazon Pay sessions) need a real provider;
  // the sandbox simply agrees so flows that ask can carry on.
  app.get('/authorization', async (request, reply) => {
    const call = envelope(request, reply);
    if (!call) return reply;
    if (call.method !== 'post')
      return vaultError(reply, 405, 'Use $jsonp[method]=post for /authorization.');
    return reply.send({ $status: 200, $data: { gateway: gateway.name, authorized: true } });
  });

  if (gateway instanceof SandboxGateway)
    await app.register(sandboxPages(gateway), { prefix: '/sandbox' });

  app.setNotFoundHandler(jsonNotFound);
};
