import type { OrderCard, OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { addressBlock, itemOfCard, pageText } from './cardContent.ts';
import { codePointName } from './pdfText.ts';
import { CONTENT_WIDTH, PAGE_MARGIN, type Sheet } from './productionSheetLayout.ts';

// One card on the production sheet: number, envelope address, then the text in the
// handwriting font, page by page. A card starts on a new sheet page rather than being cut
// in two, unless it is longer than a page anyway.

const HAND_SIZES: Record<string, number> = { small: 13, medium: 15, large: 18 };
const FALLBACK_SIZE = 11;
const ADDRESS_WIDTH = 250;

/** Draws one card after the other; what is the same for every card is worked out once. */
export function cardDrawer(
  sheet: Sheet,
  detail: OrderDetail,
  total: number,
): (card: OrderCard) => void {
  const of = total.toLocaleString('de-DE');
  return (card) => drawCard(sheet, detail, card, of);
}

function drawCard(sheet: Sheet, detail: OrderDetail, card: OrderCard, of: string): void {
  const { doc } = sheet;
  const item = itemOfCard(detail, card);
  const handSize =
    sheet.handwriting.kind === 'embedded'
      ? (HAND_SIZES[item?.text_size ?? ''] ?? HAND_SIZES.medium ?? 15)
      : FALLBACK_SIZE;

  const title = `Karte ${card.n} von ${of}${
    detail.items.length > 1 ? ` · Position ${card.item}` : ''
  }`;
  const address = sheet.drawable(addressBlock(card).join('\n') || '(ohne Adresse)', 'regular');
  const pages = card.pages
    .map(pageText)
    .filter((text) => text !== '')
    .map((text) => sheet.drawable(text, 'hand'));
  const missing = [...new Set(pages.flatMap((page) => page.missing))];

  sheet.use('regular', 10);
  const addressHeight = sheet.estimateHeight(address.text, ADDRESS_WIDTH);
  sheet.use('hand', handSize);
  const textHeight = pages.reduce(
    (sum, page) => sum + sheet.estimateHeight(page.text, CONTENT_WIDTH) + 20,
    0,
  );
  sheet.ensureSpace(16 + addressHeight + 8 + textHeight + (missing.length > 0 ? 28 : 0) + 14);

  sheet.use('bold', 11);
  doc.text(title, PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.2);
  sheet.use('regular', 10);
  doc.text(address.text, PAGE_MARGIN, doc.y, { width: ADDRESS_WIDTH });
  doc.moveDown(0.5);

  pages.forEach((page, index) => {
    if (pages.length > 1) {
      sheet.use('regular', 8, '#666666');
      doc.text(`Seite ${index + 1}`, PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
    }
    sheet.use('hand', handSize);
    doc.text(page.text, PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(0.4);
  });
  if (pages.length === 0) {
    sheet.use('regular', 10, '#666666');
    doc.text('(ohne Text)', PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
  if (missing.length > 0) {
    sheet.use('bold', 9, '#b00020');
    const names = missing.slice(0, 12).map(codePointName).join(', ');
    doc.text(
      `Achtung: ${missing.length === 1 ? 'Ein Zeichen fehlt' : `${missing.length} Zeichen fehlen`} in der Schrift (im Text als „?“): ${names}${missing.length > 12 ? ' …' : ''}`,
      PAGE_MARGIN,
      doc.y,
      { width: CONTENT_WIDTH },
    );
  }

  doc.moveDown(0.5);
  const y = Math.min(doc.y, sheet.bottom());
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#bbbbbb')
    .stroke();
  doc.moveDown(0.8);
  sheet.use('regular', 10);
}
