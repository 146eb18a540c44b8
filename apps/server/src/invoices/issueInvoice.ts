import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OrdersTable } from '../db/schema.ts';
import type { CartTotals } from '../store/cart/totals.ts';
import type { ApiCart } from '../store/cart/cartView.ts';
import {
  buyerOf,
  creditNoteContent,
  type Buyer,
  orderInvoiceContent,
  type InvoiceContent,
  type InvoicePayment,
} from './invoiceContent.ts';
import { storedDocuments } from './invoiceDocuments.ts';
import { nextDocumentNumber, NUMBER_PREFIX } from './invoiceNumbers.ts';
import { invoiceDb, type InvoiceDb, type InvoicesTable } from './invoiceTables.ts';
import { sellerOf } from './seller.ts';

// Issuing: a document's number and content are written in one transaction with what it
// documents (the paid order, the refund). Its files are made right after the commit, from
// the stored content (invoiceDocuments.ts), so the order's transaction — which holds the
// store's write lock on SQLite — never waits for a PDF.

function documentId(): string {
  return `inv_${randomBytes(12).toString('hex')}`;
}

export interface OrderToInvoice {
  order: OrdersTable;
  /** The order's priced cart, as stored with it. */
  totals: CartTotals;
  payments:
    | readonly InvoicePayment[]
    | readonly { method: string; amount_cents: number; card?: string | null }[];
  now: Date;
}

/** The stored payment's card JSON (`{ brand, last4 }`) as the invoice names it (BG-18). */
function cardOf(json: string | null | undefined): InvoicePayment['card'] {
  if (!json) return null;
  const card = JSON.parse(json) as { brand?: unknown; last4?: unknown };
  return typeof card.last4 === 'string' && /^\d{4}$/.test(card.last4)
    ? { brand: typeof card.brand === 'string' ? card.brand : 'card', last4: card.last4 }
    : null;
}

function paymentsOf(input: OrderToInvoice['payments']): InvoicePayment[] {
  return input.map((p) =>
    'amount_cents' in p
      ? { method: p.method, amountCents: p.amount_cents, card: cardOf(p.card) }
      : p,
  );
}

/**
 * Issues the invoice of a paid order; call inside the transaction that writes the order as
 * paid. An order with nothing to pay gets none; an order that has one keeps it.
 */
export async function issueInvoiceForOrder(
  db: Kysely<Database>,
  input: OrderToInvoice,
): Promise<InvoicesTable | null> {
  const { order, totals, now } = input;
  if (totals.grandTotalCents <= 0) return null;
  const trx = invoiceDb(db);
  const existing = await currentInvoice(trx, order.id);
  if (existing) return existing;

  const listRow = await trx
    .selectFrom('order_rows')
    .select('shipping_date')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  const content = orderInvoiceContent({
    number: await nextDocumentNumber(trx, NUMBER_PREFIX.invoice, yearOf(now)),
    issuedAt: now,
    orderId: order.id,
    orderNumber: order.number,
    totals,
    seller: sellerOf(),
    buyer: orderBuyer(order),
    shippingDate: listRow?.shipping_date ?? null,
    payments: paymentsOf(input.payments),
  });
  return insertDocument(trx, content, order, null, now);
}

/** The buyer as the order's stored snapshot names it (billing, else shipping, else account). */
export function orderBuyer(order: Pick<OrdersTable, 'data' | 'email'>): Buyer {
  const snapshot = JSON.parse(order.data) as ApiCart & {
    metadata?: { leitweg_id?: unknown } | null;
  };
  const account = snapshot.account as {
    billing?: Record<string, string> | null;
    shipping?: Record<string, string> | null;
  } | null;
  const leitweg = snapshot.metadata?.leitweg_id;
  return buyerOf({
    billing: snapshot.billing ?? {},
    shipping: snapshot.shipping ?? {},
    accountAddresses: [account?.billing ?? {}, account?.shipping ?? {}],
    email: order.email,
    leitwegId: typeof leitweg === 'string' ? leitweg : null,
  });
}

/**
 * The order's invoice in force: its only one, or after corrections the one no later invoice
 * replaces (a corrected invoice's `refers_to` is the invoice it replaces).
 */
export async function currentInvoice(
  db: InvoiceDb,
  orderId: string,
): Promise<InvoicesTable | undefined> {
  return db
    .selectFrom('invoices as i')
    .selectAll('i')
    .where('i.order_id', '=', orderId)
    .where('i.kind', '=', 'invoice')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoices as later')
            .select('later.id')
            .where('later.kind', '=', 'invoice')
            .whereRef('later.refers_to', '=', 'i.id'),
        ),
      ),
    )
    .orderBy('i.issued_at', 'desc')
    .orderBy('i.number', 'desc')
    .executeTakeFirst();
}

/** What of an invoice is not yet credited, in cents (gross). */
export async function leftToCredit(db: InvoiceDb, invoice: InvoicesTable): Promise<number> {
  const credited = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.sum<number | string | null>('gross_cents').as('total'))
    .where('refers_to', '=', invoice.id)
    .where('kind', '=', 'credit_note')
    .executeTakeFirst();
  return invoice.gross_cents - Number(credited?.total ?? 0);
}

export function yearOf(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at),
  );
}

export async function insertDocument(
  trx: InvoiceDb,
  content: InvoiceContent,
  order: Pick<OrdersTable, 'id' | 'account_id'>,
  refersTo: string | null,
  now: Date,
): Promise<InvoicesTable> {
  const row: InvoicesTable = {
    id: documentId(),
    number: content.number,
    kind: content.kind,
    order_id: order.id,
    account_id: order.account_id,
    refers_to: refersTo,
    issued_at: now.toISOString(),
    gross_cents: content.grossCents,
    net_cents: content.netCents,
    tax_cents: content.vatCents,
    data: JSON.stringify(content),
    pdf_base64: null,
    xml: null,
    xrechnung_xml: null,
    sha256: null,
    access_token: randomBytes(24).toString('base64url'),
  };
  await trx.insertInto('invoices').values(row).execute();
  return row;
}

export class CreditNoteRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CreditNoteRefused';
  }
}

/**
 * Issues a credit note (Stornorechnung or Rechnungskorrektur, own number sequence `GS-…`) for `amountCents` (gross)
 * of the order's invoice, e.g. when the order is cancelled or refunded. Runs in its own
 * transaction, or in the caller's when `db` is one (then its files are made on first use).
 * Refused when the order has no invoice or the amount exceeds what is left to credit.
 */
export async function issueCreditNote(
  db: Kysely<Database>,
  orderId: string,
  amountCents: number,
  reason: string,
  now: Date = new Date(),
  /** Where the money goes back to (method and amount); default: as the invoice was paid. */
  refundedTo?: readonly { method: string; amountCents: number }[],
): Promise<InvoicesTable> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new CreditNoteRefused('Der Betrag einer Rechnungskorrektur muss größer als 0 sein.');
  }
  const issue = async (trx: InvoiceDb): Promise<InvoicesTable> => {
    const invoice = await currentInvoice(trx, orderId);
    if (!invoice) throw new CreditNoteRefused('Zu dieser Bestellung gibt es keine Rechnung.');
    // The number comes first: on PostgreSQL its counter row lock also orders two credit
    // notes of one order, so the second sees the first when it adds up what is credited.
    const number = await nextDocumentNumber(trx, NUMBER_PREFIX.credit_note, yearOf(now));
    const left = await leftToCredit(trx, invoice);
    if (amountCents > left) {
      throw new CreditNoteRefused(
        `Es können höchstens noch ${(left / 100).toFixed(2).replace('.', ',')} € gutgeschrieben werden.`,
      );
    }
    const invoiceContent = JSON.parse(invoice.data) as InvoiceContent;
    // A note names a delivery only if the cards were sent out (issue #39): an order cancelled
    // before that, or re-invoiced before production, was never supplied.
    const order = await trx
      .selectFrom('orders')
      .select('production_status')
      .where('id', '=', orderId)
      .executeTakeFirst();
    const content = creditNoteContent({
      number,
      issuedAt: now,
      invoice: invoiceContent,
      grossCents: amountCents,
      reason: reason.trim() || 'Erstattung',
      delivered: order?.production_status === 'sent_out',
      // The card a refund goes back to is the one the invoice names (BG-18).
      ...(refundedTo
        ? {
            refundedTo: refundedTo.map((r) => ({
              ...r,
              card: invoiceContent.payments.find((p) => p.method === r.method)?.card ?? null,
            })),
          }
        : {}),
    });
    return insertDocument(
      trx,
      content,
      { id: orderId, account_id: invoice.account_id },
      invoice.id,
      now,
    );
  };
  if (db.isTransaction) return issue(invoiceDb(db));
  const row = await invoiceDb(db)
    .transaction()
    .execute((trx) => issue(trx));
  await storedDocuments(invoiceDb(db), row.id);
  return row;
}

/**
 * The order's invoice files for its confirmation e-mail: the PDF (with its XML inside) and,
 * for a Leitweg-ID, the XRechnung. Made here on their first use after the order committed.
 */
export async function invoiceAttachments(
  db: Kysely<Database>,
  orderId: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  try {
    return await attachmentsOf(db, orderId);
  } catch (err) {
    // The order stands and its invoice is issued; its files are made on the next download.
    log.error({ err, orderId }, 'the invoice could not be attached');
    return [];
  }
}

async function attachmentsOf(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  const invoice = await currentInvoice(invoiceDb(db), orderId);
  if (!invoice) return [];
  const files = await storedDocuments(invoiceDb(db), invoice.id);
  return [
    {
      filename: `Rechnung-${files.row.number}.pdf`,
      content: files.pdf,
      contentType: 'application/pdf',
    },
    ...(files.xrechnungXml
      ? [
          {
            filename: `XRechnung-${files.row.number}.xml`,
            content: Buffer.from(files.xrechnungXml),
            contentType: 'application/xml',
          },
        ]
      : []),
  ];
}
