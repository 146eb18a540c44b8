import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config.ts';

// Sends the shop's e-mails through nodemailer: over SMTP when SMTP_URL is set, otherwise
// into the outbox folder as .eml files (open them in any mail program), which is what
// development and the tests use. A failed send is logged and never fails the request that
// caused it — an order stays placed even when the mail server is down.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Short name of the kind of mail, used in the outbox file name (`order-confirmation`). */
  kind: string;
  /** Reply-To (the contact form: replies go to the customer). */
  replyTo?: string;
  /** Files sent along (the order's invoice, issue 29). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /**
   * Resolves once the mail is handed over (`true`) or its failure logged (`false`); never
   * rejects.
   */
  send(mail: Mail): Promise<boolean>;
  close(): void;
}

export function createMailer(config: ServerConfig, clock: Clock, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(mail: Mail): Promise<boolean> {
    try {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        date: clock.now(),
      });
      if (!config.smtpUrl) await writeToOutbox(config.outboxDir, mail.kind, clock.now(), info);
      return true;
    } catch (err) {
      log.error({ err, kind: mail.kind }, 'e-mail could not be sent');
      return false;
    }
  }

  return { send, close: () => transport.close() };
}

async function writeToOutbox(dir: string, kind: string, at: Date, info: unknown): Promise<void> {
  const message = (info as { message?: unknown }).message;
  if (!Buffer.isBuffer(message)) throw new Error('stream transport returned no message buffer');
  await fs.mkdir(dir, { recursive: true });
  // Sortable by time; the random part keeps two mails in the same millisecond apart.
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${kind}-${randomBytes(3).toString('hex')}.eml`);
  await fs.writeFile(file, message);
}
