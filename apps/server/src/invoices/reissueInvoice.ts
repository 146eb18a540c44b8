import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { berlinDate, type InvoiceContent } from './invoiceContent.ts';
import { storedDocuments } from './invoiceDocuments.ts';
import { nextDocumentNumber, NUMBER_PREFIX } from './invoiceNumbers.ts';
import { invoiceDb, type InvoicesTable } from './invoiceTables.ts';
import {
  currentInvoice,
  insertDocument,
  issueCreditNote,
  leftToCredit,
  orderBuyer,
  yearOf,
} from './issueInvoice.ts';

// A correction after staff corrected the customer's address before shipping (issue
// 29): an issued invoice is never edited. Its whole amount is credited (credit note naming
// the new invoice) and a new invoice with the same lines and the order's new buyer is
// issued, naming the invoice it replaces and that credit note. Call it in the transaction
// that stores the corrected address: both documents, or neither, are written with it.

export interface Reissued {
  creditNote: InvoicesTable;
  invoice: InvoicesTable;
}

/**
 * Re-issues the order's invoice when the buyer its stored snapshot now names differs from
 * the invoice's. Nothing happens (null) for an order without an invoice, one whose buyer is
 * unchanged, or one partly credited already (a refund) — that is corrected by hand.
 */
export async function reissueInvoiceAfterAddressChange(
  db: Kysely<Database>,
  orderId: string,
  now: Date,
): Promise<Reissued | null> {
  const run = async (trx: Kysely<Database>): Promise<Reissued | null> => {
    const idb = invoiceDb(trx);
    const old = await currentInvoice(idb, orderId);
    if (!old) return null;
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'account_id', 'data', 'email'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const content = JSON.parse(old.data) as InvoiceContent;
    const buyer = orderBuyer(order);
    if (JSON.stringify(buyer) === JSON.stringify(content.buyer)) return null;
    if ((await leftToCredit(idb, old)) !== old.gross_cents) return null;

    // The new number first, so the credit note can name the invoice that replaces it.
    const number = await nextDocumentNumber(idb, NUMBER_PREFIX.invoice, yearOf(now));
    const creditNote = await issueCreditNote(
      trx,
      orderId,
      old.gross_cents,
      `Anschrift geändert, ersetzt durch Rechnung ${number}`,
      now,
    );
    const corrected: InvoiceContent = {
      ...content,
      number,
      issueDate: berlinDate(now),
      buyer,
      corrects: { number: old.number, issueDate: content.issueDate, creditNote: creditNote.number },
    };
    const invoice = await insertDocument(idb, corrected, order, old.id, now);
    return { creditNote, invoice };
  };
  if (db.isTransaction) return run(db);
  const done = await db.transaction().execute(run);
  if (done) {
    await storedDocuments(invoiceDb(db), done.creditNote.id);
    await storedDocuments(invoiceDb(db), done.invoice.id);
  }
  return done;
}
