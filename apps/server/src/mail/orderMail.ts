import type { FastifyInstance } from 'fastify';
import type { Staff } from '../dashboard/staffSessions.ts';
import { recordEvent } from '../dashboard/timeline.ts';
import type { Mail } from './mailer.ts';

/**
 * Sends an e-mail about an order and writes it into the order's timeline with its subject
 * when it was handed over — a mail that failed is not claimed as sent. `staff` is whoever's
 * move sent it (none for the shop's own mails, e.g. the confirmation).
 */
export async function sendOrderMail(
  app: FastifyInstance,
  orderId: string,
  mail: Mail,
  staff: Pick<Staff, 'name' | 'accountId'> | null = null,
): Promise<boolean> {
  const sent = await app.store.mailer.send(mail);
  if (sent) {
    await recordEvent(app.db, {
      orderId,
      kind: 'mail_sent',
      at: app.store.clock.now().toISOString(),
      staff,
      data: { subject: mail.subject, to: mail.to, mail: mail.kind },
    });
  }
  return sent;
}
