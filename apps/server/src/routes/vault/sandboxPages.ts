import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { amazonPage } from '../../payments/sandbox/amazonPage.ts';
import type { AmazonStep } from '../../payments/sandbox/amazonSessions.ts';
import { approvalPage } from '../../payments/sandbox/approvalPage.ts';
import { returnUrlWithResult } from '../../payments/sandbox/returnUrl.ts';
import { APPROVAL_PATH, type SandboxGateway } from '../../payments/sandbox/sandboxGateway.ts';

// The sandbox's stand-ins for the bank's 3-D Secure page and the PayPal / Klarna / iDEAL /
// Bancontact / paysafecard / Amazon Pay pages: GET /vault/sandbox/{intent} shows the
// choice, GET /vault/sandbox/{intent}/{approve|fail|cancel} records it (the first decision
// counts) and sends the customer back to the shop with the flow's query parameters.
// Links rather than forms: a form's redirect to the dev server's origin would be blocked by
// the CSP's form-action 'self'.

const pageParams = z.object({ id: z.string().regex(/^pi_[a-f0-9]{24}$/) });
const decisionParams = pageParams.extend({ decision: z.enum(['approve', 'fail', 'cancel']) });
const choiceId = z.string().regex(/^[a-z0-9-]{1,40}$/);
const amazonChoiceParams = pageParams.extend({
  kind: z.enum(['address', 'instrument']),
  choice: choiceId,
});

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Zahlung nicht gefunden</title></head>' +
  '<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto"><h1>Zahlung nicht gefunden</h1>' +
  '<p>Diese Zahlung gibt es nicht (mehr). Bitte kehre zum Shop zurück und versuche es erneut.</p></body></html>';

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(NOT_FOUND_PAGE);
}

export function sandboxPages(gateway: SandboxGateway): FastifyPluginAsync {
  return async (app) => {
    app.get('/:id', async (request, reply) => {
      const params = pageParams.safeParse(request.params);
      const intent = params.success ? await gateway.intent(params.data.id) : null;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!intent) return reply.code(404).send(NOT_FOUND_PAGE);
      // Decided already (back button, reload): straight back to the shop with the result.
      if (intent.status !== 'requires_action') {
        return reply.redirect(returnUrlWithResult(intent.returnUrl, intent), 303);
      }
      if (intent.method === 'amazon') {
        const session = await gateway.amazonSession(intent.id);
        return reply.send(amazonPage(intent, session, APPROVAL_PATH));
      }
      return reply.send(approvalPage(intent, APPROVAL_PATH));
    });

    // Amazon Pay (issue 41): each step on its page is a link that records it and shows the
    // page again (303 back to it).
    const amazonStep = async (id: string, step: AmazonStep, reply: FastifyReply) => {
      await gateway.amazonStep(id, step);
      return reply.header('cache-control', 'no-store').redirect(`${APPROVAL_PATH}/${id}`, 303);
    };
    app.get('/:id/amazon/sign-in', async (request, reply) => {
      const params = pageParams.safeParse(request.params);
      if (!params.success) return notFound(reply);
      return amazonStep(params.data.id, { kind: 'signIn' }, reply);
    });
    app.get('/:id/amazon/:kind/:choice', async (request, reply) => {
      const params = amazonChoiceParams.safeParse(request.params);
      if (!params.success) return notFound(reply);
      const { id, kind, choice } = params.data;
      return amazonStep(id, { kind, id: choice }, reply);
    });

    app.get('/:id/:decision', async (request, reply) => {
      const params = decisionParams.safeParse(request.params);
      const intent = params.success
        ? await gateway.decide(params.data.id, params.data.decision)
        : null;
      if (!intent) return notFound(reply);
      // Amazon Pay approved before the buyer chose an address and an instrument: the page again.
      if (intent.status === 'requires_action') {
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${APPROVAL_PATH}/${intent.id}`, 303);
      }
      return reply
        .header('cache-control', 'no-store')
        .redirect(returnUrlWithResult(intent.returnUrl, intent), 303);
    });
  };
}
