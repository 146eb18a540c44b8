import type { OrderCard, OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { cardShipping, cardText, itemOfCard, streetLines } from './cardContent.ts';
import {
  addressFormLabel,
  envelopeLabel,
  excelDate,
  shippingModeLabel,
  textSizeLabel,
} from './exportLabels.ts';
import { sheetXlsx, type CellValue, type SheetColumn } from './xlsxSheet.ts';

// `FK-100042-empfaenger.xlsx`: one row per card, in the order the robot writes them. The
// address is split into company, name and one column per further line of the envelope's block
// (as many as the longest address has: c/o, street, PLZ Ort, country), so the
// production team can sort, filter and mail-merge envelopes; the card text is one wrapped
// cell with the exact text, pages separated by a blank line.

export async function orderCardsXlsx(detail: OrderDetail, cards: OrderCard[]): Promise<Buffer> {
  const addressColumns = cards.reduce((most, card) => Math.max(most, streetLines(card).length), 1);
  const columns: SheetColumn[] = [
    { header: 'Nr.', kind: 'integer', width: 7 },
    // Company before name, as on the envelope (addressBlock.ts).
    { header: 'Firma', kind: 'text', width: 24 },
    { header: 'Empfänger', kind: 'text', width: 26 },
    ...Array.from({ length: addressColumns }, (_, i) => ({
      header: `Adresszeile ${i + 1}`,
      kind: 'text' as const,
      width: 28,
    })),
    { header: 'Anrede', kind: 'text', width: 28 },
    { header: 'Ansprache', kind: 'text', width: 11 },
    { header: 'Kartentext', kind: 'text', width: 80, wrap: true },
    { header: 'Schrift', kind: 'text', width: 18 },
    { header: 'Größe', kind: 'text', width: 10 },
    { header: 'Versanddatum', kind: 'date', width: 14 },
    { header: 'Versandart', kind: 'text', width: 22 },
    { header: 'Umschlag', kind: 'text', width: 24 },
  ];

  function* rows(): Generator<CellValue[]> {
    for (const card of cards) {
      const item = itemOfCard(detail, card);
      const shipping = cardShipping(detail, card);
      const street = streetLines(card);
      yield [
        card.n,
        card.company,
        card.name,
        ...Array.from({ length: addressColumns }, (_, i) => street[i] ?? ''),
        card.salutation,
        addressFormLabel(card.address_form),
        cardText(card),
        item?.font ?? '',
        item ? textSizeLabel(item.text_size) : '',
        excelDate(shipping.date),
        shippingModeLabel(shipping.mode),
        envelopeLabel(shipping.envelope),
      ];
    }
  }

  return sheetXlsx('Empfänger', columns, rows());
}
