import { GERMAN_MONTHS } from '@federkiel/machines/intl/monthNames';
import type { InvoiceContent } from './invoiceContent.ts';

// What a document calls itself and what it says about the delivery (issue #39): only what
// happened. The decisions, with their grounds, are in docs/invoices.md "What a document says".
// - A credit note is a Stornorechnung (the whole invoice) or a Rechnungskorrektur (a part) —
//   never „Gutschrift“, which in § 14 Abs. 2 UStG means a bill the buyer issues (self-billing).
// - An invoice is issued when the order is paid, usually before the cards are sent. The day of
//   the supply is the day the shipping begins (§ 3 Abs. 6 UStG), so such an invoice names the
//   expected day and its month (§ 14 Abs. 4 Nr. 6 UStG, § 31 Abs. 4 UStDV) and says it is
//   expected; „erfolgte“ only once that day has come.
// - A credit note of an order nothing was sent out of names no delivery at all.

/** `2026-11-28` → `28.11.2026` */
export function germanDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
}

/** `2026-12-07` → `Dezember 2026` */
export function germanMonth(isoDate: string): string {
  const [y, m] = isoDate.split('-');
  return `${GERMAN_MONTHS[Number(m) - 1] ?? ''} ${y}`;
}

export type DocumentTitle = 'Rechnung' | 'Stornorechnung' | 'Rechnungskorrektur';

export function documentTitle(content: Pick<InvoiceContent, 'kind' | 'correction'>): DocumentTitle {
  if (content.kind === 'invoice') return 'Rechnung';
  return content.correction === 'cancellation' ? 'Stornorechnung' : 'Rechnungskorrektur';
}

/** Whether the document's day of supply is still to come (an invoice made at payment). */
export function deliveryExpected(content: Pick<InvoiceContent, 'deliveryDate' | 'issueDate'>) {
  return content.deliveryDate !== null && content.deliveryDate > content.issueDate;
}

/** The „Lieferdatum“ row of the letterhead, or none when nothing was supplied. */
export function deliveryFact(content: InvoiceContent): [string, string] | null {
  if (content.deliveryDate === null) return null;
  const date = germanDate(content.deliveryDate);
  return ['Lieferdatum', deliveryExpected(content) ? `voraussichtl. ${date}` : date];
}

/** The sentence about the supply under the totals. */
export function deliverySentence(content: InvoiceContent): string {
  const { deliveryDate } = content;
  if (deliveryDate === null) {
    return `Bis zur Ausstellung dieser ${documentTitle(content)} wurde nichts geliefert.`;
  }
  if (deliveryExpected(content)) {
    return `Die Lieferung erfolgt mit dem Versand der Karten, voraussichtlich am ${germanDate(deliveryDate)} (Leistungszeitpunkt: ${germanMonth(deliveryDate)}).`;
  }
  return `Die Lieferung und Leistung erfolgte am ${germanDate(deliveryDate)}.`;
}

/** BT-22: a credit note's or corrected invoice's note naming the invoice it concerns. */
export function correctionNote(content: InvoiceContent): string | null {
  if (content.refersTo) {
    const { number, issueDate } = content.refersTo;
    return `${documentTitle(content)} zu Rechnung ${number} vom ${germanDate(issueDate)}: ${content.reason ?? ''}`
      .replace(/:\s*$/, '')
      .trim();
  }
  if (content.corrects) {
    const { number, issueDate, creditNote } = content.corrects;
    return `Ersetzt Rechnung ${number} vom ${germanDate(issueDate)}, storniert mit Stornorechnung ${creditNote}.`;
  }
  return null;
}
