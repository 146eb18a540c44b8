import type { ContactAnswer } from '@federkiel/machines/contact/contactSchema';
import type { FastifyPluginAsync } from 'fastify';
import { isHoneypotFilled, parseContact, receiveInquiry } from '../../contact/contactInquiries.ts';
import { limitedBy } from '../../http/rateLimits.ts';
import { readSession } from '../../store/sessions/sessionRecord.ts';
import { acceptedSessionToken } from '../../store/sessions/sessionToken.ts';

// POST /swell/contact (spec §7); docs/drafts-lists-contact.md. Open to everyone — the
// session, when sent, is only recorded — and limited per IP (`contact`), honeypot included.

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post('/contact', { onRequest: limitedBy(app.limits.contact) }, async (request, reply) => {
    const inquiry = parseContact(request.body);
    const answer: ContactAnswer = { ok: true };
    if (isHoneypotFilled(inquiry)) {
      request.log.info('contact form honeypot filled; nothing stored or sent');
      return reply.code(201).send(answer);
    }
    const sessionId = acceptedSessionToken(request.headers['x-session']);
    const accountId = sessionId ? (await readSession(app.db, sessionId)).account_id : null;
    await receiveInquiry(app, inquiry, { ip: request.ip, sessionId, accountId });
    return reply.code(201).send(answer);
  });
};
