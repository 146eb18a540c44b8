import { type ContactRequest, contactSchema } from '@federkiel/machines/contact/contactSchema';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../drafts/accountBody.ts';
import { contactConfirmationMail, contactInquiryMail } from '../mail/templates.ts';
import { newId } from '../store/ids.ts';

// The contact form (spec §3, §7 `POST /swell/contact`): checked with the shared schema,
// stored in `contact_inquiries`, mailed to the shop (Reply-To the customer) and confirmed to
// the customer in du or Sie. A filled honeypot (`website`) is answered like a success and
// nothing happens.

export function parseContact(body: unknown): ContactRequest {
  return parseBody(contactSchema, body, 'Kontaktanfrage');
}

export function isHoneypotFilled(inquiry: ContactRequest): boolean {
  return (inquiry.website ?? '').trim() !== '';
}

export async function receiveInquiry(
  app: FastifyInstance,
  inquiry: ContactRequest,
  from: { ip: string; sessionId: string | null; accountId: string | null },
): Promise<string> {
  const id = newId('inq');
  const fields = {
    name: inquiry.name,
    company: inquiry.company ?? '',
    email: inquiry.email,
    phone: inquiry.phone ?? '',
    message: inquiry.message,
    form: inquiry.form,
  };
  await app.db
    .insertInto('contact_inquiries')
    .values({
      id,
      ...fields,
      ip: from.ip,
      session_id: from.sessionId,
      account_id: from.accountId,
      date_created: app.store.clock.now().toISOString(),
    })
    .execute();

  const { mailer } = app.store;
  await mailer.send({
    to: app.config.contactTo,
    replyTo: inquiry.email,
    kind: 'contact-inquiry',
    ...contactInquiryMail({ ...fields, id }),
  });
  await mailer.send({
    to: inquiry.email,
    kind: 'contact-confirmation',
    ...contactConfirmationMail({ name: inquiry.name, form: inquiry.form }),
  });
  return id;
}
