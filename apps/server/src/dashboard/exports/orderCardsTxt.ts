import type { OrderCard, OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { addressBlock, pageText } from './cardContent.ts';
import { cardsLabel } from './exportLabels.ts';
import { plainTextLines } from './plainText.ts';

// `FK-100042-empfaenger.txt`: every card as a block, in the order the robot writes them:
//
//   --- Karte 1 von 120 ---
//   Federkiel GmbH          (company, name, c/o, street, PLZ Ort, COUNTRY: the envelope's block)
//   Anna Müller
//   Hauptstraße 1
//   10115 Berlin
//
//   Liebe Anna, …
//
// UTF-8 without a byte order mark and with `\n` line ends: Windows Notepad (since 2019),
// every editor and every script read that as it is, while a BOM would turn up as a stray
// invisible character in the first line for tools that copy the text on. The HTTP answer
// says `charset=utf-8` for browsers. Text stays text: a line from the customer that a
// spreadsheet would read as a formula gets a leading ' (plainText.ts).

export function orderCardsTxt(detail: OrderDetail, cards: OrderCard[]): string {
  const total = cards.length;
  const blocks = cards.map((card) => {
    const address = addressBlock(card).map(plainTextLines);
    const pages = card.pages
      .map(pageText)
      .filter((text) => text !== '')
      .map(plainTextLines);
    const body =
      pages.length > 1
        ? pages.map((text, i) => `[Seite ${i + 1}]\n${text}`).join('\n\n')
        : (pages[0] ?? '');
    return [
      `--- Karte ${card.n} von ${total} ---`,
      ...(address.length > 0 ? address : ['(ohne Adresse)']),
      '',
      body,
    ].join('\n');
  });
  const header = `Bestellung ${detail.number} – ${cardsLabel(total)}`;
  return `${[header, ...blocks].join('\n\n')}\n`;
}
