import type { FastifyInstance } from 'fastify';
import { storedDocuments } from '../invoices/invoiceDocuments.ts';
import type { InvoiceContent } from '../invoices/invoiceContent.ts';
import { paymentLabel } from '../invoices/invoicePdf.ts';
import { invoiceDb } from '../invoices/invoiceTables.ts';
import { documentTitle, type DocumentTitle } from '../invoices/invoiceWording.ts';
import { addressForm } from '../store/accounts/accountRecords.ts';
import { formatEuros } from '../store/money.ts';
import type { Staff } from '../dashboard/staffSessions.ts';
import type { Mail } from './mailer.ts';
import { sendOrderMail } from './orderMail.ts';
import { compose, VOICES, type AddressForm, type MailText } from './templates.ts';

// The customer hears that money went back (issue 28): the amount the gateway refunded, the
// way it goes back, and the credit note (Stornorechnung / Rechnungskorrektur, issues 29 and
// 39) with its PDF when one was
// issued. Everything is read from the order's stored refund event, so the mail can only say
// what the timeline records.

export interface RefundMailInput {
  firstName: string;
  form: AddressForm;
  number: string;
  /** Gross, as charged: the amount the gateway gave back. */
  amountCents: number;
  /** All of the payment, or a part of it. */
  full: boolean;
  /** The payment method it goes back to (`card`, `paypal` …). */
  method: string;
  /** The credit note's number, or null when none was issued. */
  creditNote: string | null;
  /** What the credit note is called (its PDF's title); default „Rechnungskorrektur“. */
  creditNoteTitle?: DocumentTitle;
  /** Whether its PDF goes along (it is named either way). */
  creditNoteAttached: boolean;
  orderUrl: string;
}

export function refundMail(input: RefundMailInput): MailText {
  const du = input.form === 'du';
  const v = VOICES[input.form];
  const amount = formatEuros(input.amountCents);
  const how = input.full ? 'den vollen Betrag' : 'einen Teil des bezahlten Betrags';
  const title = input.creditNoteTitle ?? 'Rechnungskorrektur';
  return compose(
    `Erstattung zu ${du ? 'deiner' : 'Ihrer'} Bestellung ${input.number}`,
    input.form,
    [
      [v.hello(input.firstName)],
      [
        du
          ? `wir haben dir ${amount} für deine stornierte Bestellung ${input.number} erstattet – ${how}.`
          : `wir haben Ihnen ${amount} für Ihre stornierte Bestellung ${input.number} erstattet – ${how}.`,
      ],
      [
        du
          ? `Das Geld geht über die Zahlungsart zurück, mit der du bezahlt hast (${paymentLabel(input.method)}). Je nach Anbieter kann es einige Tage dauern, bis du es auf deinem Konto siehst.`
          : `Das Geld geht über die Zahlungsart zurück, mit der Sie bezahlt haben (${paymentLabel(input.method)}). Je nach Anbieter kann es einige Tage dauern, bis Sie es auf Ihrem Konto sehen.`,
      ],
      ...(input.creditNote
        ? [
            [
              input.creditNoteAttached
                ? `Die ${title} ${input.creditNote} liegt dieser E-Mail als PDF bei.`
                : `Die ${title} dazu hat die Nummer ${input.creditNote}.`,
            ],
          ]
        : []),
      [
        du
          ? 'Alle Details zu deiner Bestellung findest du hier:'
          : 'Alle Details zu Ihrer Bestellung finden Sie hier:',
        input.orderUrl,
      ],
    ],
  );
}

/**
 * Sends the refund mail for the order's stored refund (once_key 'refund'); the timeline
 * records it as „E-Mail gesendet“ with its subject. A failure is logged, never thrown: the
 * money went back either way.
 */
export async function sendRefundMail(
  app: FastifyInstance,
  orderId: string,
  staff: Pick<Staff, 'name' | 'accountId'> | null,
): Promise<void> {
  try {
    const mail = await refundMailOf(app, orderId);
    if (mail) await sendOrderMail(app, orderId, mail, staff);
  } catch (error) {
    app.log.error({ err: error, orderId }, 'refund e-mail could not be written');
  }
}

async function refundMailOf(app: FastifyInstance, orderId: string): Promise<Mail | null> {
  const refund = await app.db
    .selectFrom('order_timeline')
    .select('data')
    .where('order_id', '=', orderId)
    .where('once_key', '=', 'refund')
    .executeTakeFirst();
  if (!refund) return null;
  const data = JSON.parse(refund.data) as {
    amount_cents: number;
    full: boolean;
    method: string;
    credit_note?: string;
  };
  const order = await app.db
    .selectFrom('orders')
    .select(['id', 'number', 'email', 'account_id', 'data'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const account = order.account_id
    ? await app.db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', order.account_id)
        .executeTakeFirst()
    : undefined;
  const snapshot = JSON.parse(order.data) as { shipping?: { first_name?: string } };
  const creditNote = data.credit_note ?? null;
  const { attachments, title } = creditNote
    ? await creditNotePdf(app, orderId, creditNote)
    : { attachments: [], title: undefined };
  const text = refundMail({
    firstName: account?.first_name ?? snapshot.shipping?.first_name ?? '',
    form: addressForm(account ?? null),
    number: order.number,
    amountCents: data.amount_cents,
    full: data.full,
    method: data.method,
    creditNote,
    ...(title ? { creditNoteTitle: title } : {}),
    creditNoteAttached: attachments.length > 0,
    orderUrl: `${app.config.publicUrl}/order/${order.id}`,
  });
  return {
    to: order.email,
    kind: 'order-refund',
    ...text,
    attachments,
  };
}

/** The credit note's PDF; none when it cannot be made now (the mail names the number). */
async function creditNotePdf(app: FastifyInstance, orderId: string, number: string) {
  try {
    return await creditNoteFile(app, orderId, number);
  } catch (error) {
    app.log.error({ err: error, orderId }, 'the credit note could not be attached');
    return { attachments: [], title: undefined };
  }
}

async function creditNoteFile(app: FastifyInstance, orderId: string, number: string) {
  const db = invoiceDb(app.db);
  const row = await db
    .selectFrom('invoices')
    .select(['id', 'data'])
    .where('order_id', '=', orderId)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) return { attachments: [], title: undefined };
  const title = documentTitle(JSON.parse(row.data) as InvoiceContent);
  const files = await storedDocuments(db, row.id);
  const attachments = [
    { filename: `${title}-${number}.pdf`, content: files.pdf, contentType: 'application/pdf' },
    // A public buyer (Leitweg-ID) books the XRechnung, as with the invoice (issue 39).
    ...(files.xrechnungXml
      ? [
          {
            filename: `XRechnung-${number}.xml`,
            content: Buffer.from(files.xrechnungXml, 'utf8'),
            contentType: 'application/xml',
          },
        ]
      : []),
  ];
  return { attachments, title };
}
