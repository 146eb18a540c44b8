import { describe, expect, it } from 'vitest';
import { creditNoteContent, orderInvoiceContent } from './invoiceContent.ts';
import { FIXTURE_BUYER, fixtureTotals } from './invoiceFixtures.ts';
import {
  correctionNote,
  deliveryFact,
  deliverySentence,
  documentTitle,
  germanMonth,
} from './invoiceWording.ts';
import { sellerOf } from './seller.ts';

// Issue #39: documents say what happened — the delivery only when it is true, a correction
// titled as one (not „Gutschrift“, which in § 14 UStG is self-billing).

function invoice(shippingDate: string | null) {
  const totals = fixtureTotals([10]);
  return orderInvoiceContent({
    number: 'RE-2026-000042',
    issuedAt: new Date('2026-03-02T09:30:00Z'),
    orderId: 'ord_1',
    orderNumber: 'FK-1042',
    totals,
    seller: sellerOf(),
    buyer: FIXTURE_BUYER,
    shippingDate,
    payments: [{ method: 'card', amountCents: totals.grandTotalCents }],
  });
}

function note(grossCents: number | 'all', delivered: boolean) {
  const of = invoice('2026-03-09');
  return creditNoteContent({
    number: 'GS-2026-000007',
    issuedAt: new Date('2026-03-04T10:00:00Z'),
    invoice: of,
    grossCents: grossCents === 'all' ? of.grossCents : grossCents,
    reason: 'Stornierung',
    delivered,
  });
}

describe('what a document says', () => {
  it('an invoice issued before the cards go out names the expected day and its month', () => {
    const early = invoice('2026-12-07');
    expect(deliveryFact(early)).toEqual(['Lieferdatum', 'voraussichtl. 07.12.2026']);
    expect(deliverySentence(early)).toBe(
      'Die Lieferung erfolgt mit dem Versand der Karten, voraussichtlich am 07.12.2026 (Leistungszeitpunkt: Dezember 2026).',
    );
  });

  it('an invoice of a supply on its own day says it happened', () => {
    const sameDay = invoice(null);
    expect(sameDay.deliveryDate).toBe('2026-03-02');
    expect(deliveryFact(sameDay)).toEqual(['Lieferdatum', '02.03.2026']);
    expect(deliverySentence(sameDay)).toBe('Die Lieferung und Leistung erfolgte am 02.03.2026.');
    expect(documentTitle(sameDay)).toBe('Rechnung');
  });

  it('the credit note of a cancelled, never sent order is a Stornorechnung without delivery', () => {
    const storno = note('all', false);
    expect(storno.deliveryDate).toBeNull();
    expect(documentTitle(storno)).toBe('Stornorechnung');
    expect(deliveryFact(storno)).toBeNull();
    expect(deliverySentence(storno)).toBe(
      'Bis zur Ausstellung dieser Stornorechnung wurde nichts geliefert.',
    );
    expect(storno.lines[0]?.name).toBe('Storno zu Rechnung RE-2026-000042: Stornierung');
    expect(correctionNote(storno)).toBe(
      'Stornorechnung zu Rechnung RE-2026-000042 vom 02.03.2026: Stornierung',
    );
  });

  it('a part credited is a Rechnungskorrektur; after the supply it keeps its day', () => {
    const part = note(1190, true);
    expect(documentTitle(part)).toBe('Rechnungskorrektur');
    expect(part.deliveryDate).toBe('2026-03-09');
    expect(part.lines[0]?.name).toBe('Korrektur zu Rechnung RE-2026-000042: Stornierung');
  });

  it('a credit note stored before issue #39 (no `correction`) is a Rechnungskorrektur', () => {
    expect(documentTitle({ kind: 'credit_note' })).toBe('Rechnungskorrektur');
    expect(germanMonth('2026-03-31')).toBe('März 2026');
  });
});
