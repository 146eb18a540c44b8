import type { FastifyInstance } from 'fastify';
import { recordEvent } from '../dashboard/timeline.ts';
import type { Mail } from './mailer.ts';

/**
 * Sends an e-mail about an order and writes it into the order's timeline with its subject
 * when it was handed over — a mail that failed is not claimed as sent.
 */
export async function sendOrderMail(
  app: FastifyInstance,
  orderId: string,
  mail: Mail,
): Promise<boolean> {
  const sent = await app.store.mailer.send(mail);
  if (sent) {
    await recordEvent(app.db, {
      orderId,
      kind: 'mail_sent',
      at: app.store.clock.now().toISOString(),
      actor: null,
      data: { subject: mail.subject, to: mail.to, mail: mail.kind },
    });
  }
  return sent;
}
