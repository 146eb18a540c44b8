import type { OrderAddress, OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { storeAddressBlock } from '@federkiel/machines/configurator/addressBlock';
import {
  ORDER_STATUS_LABELS,
  PRODUCTION_STATUS_LABELS,
} from '@federkiel/machines/fulfilment/statuses';
import {
  PAYMENT_STATUS_LABELS,
  cardsLabel,
  envelopeLabel,
  germanDate,
  germanDateTime,
  shippingModeLabel,
  textSizeLabel,
} from './exportLabels.ts';
import { CONTENT_WIDTH, PAGE_MARGIN, type Sheet } from './productionSheetLayout.ts';

// The first part of the production sheet: what production needs to know about the order
// before writing the first card — who, which state, how it ships, staff remarks, the
// customer's comment, and which font the card texts below are set in.

const LABEL_WIDTH = 130;

function field(sheet: Sheet, label: string, value: string): void {
  const { doc } = sheet;
  sheet.use('regular', 10);
  const text = sheet.drawable(value.trim() || '—').text;
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH - LABEL_WIDTH });
  sheet.ensureSpace(Math.min(height, 60));
  const top = doc.y;
  sheet.use('bold', 10);
  doc.text(sheet.drawable(label).text, PAGE_MARGIN, top, { width: LABEL_WIDTH - 10 });
  const labelBottom = doc.y;
  sheet.use('regular', 10);
  doc.text(text, PAGE_MARGIN + LABEL_WIDTH, top, { width: CONTENT_WIDTH - LABEL_WIDTH });
  // A long value may have run onto the next page, where the label's bottom means nothing.
  if (doc.y > top) doc.y = Math.max(doc.y, labelBottom);
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.25);
}

/** A section heading; `keep`: with room for about its first field below it. */
function section(sheet: Sheet, title: string, keep = true): void {
  if (keep) sheet.ensureSpace(60);
  sheet.doc.moveDown(0.6);
  sheet.use('bold', 12);
  sheet.doc.text(sheet.drawable(title).text, PAGE_MARGIN, sheet.doc.y, { width: CONTENT_WIDTH });
  sheet.doc.moveDown(0.3);
}

/** Staff remarks and the customer's comment: long free text, full width. */
function paragraph(sheet: Sheet, text: string, empty: string): void {
  sheet.use('regular', 10, text.trim() ? 'black' : '#666666');
  sheet.doc.text(sheet.drawable(text.trim() || empty).text, PAGE_MARGIN, sheet.doc.y, {
    width: CONTENT_WIDTH,
  });
  sheet.use('regular', 10);
}

/** Company and name, in the address block's order (company first). */
function personName(address: OrderAddress): string {
  return [address.company, address.name]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}

/** The delivery address as the shop's one block (machines' addressBlock.ts). */
function postalAddress(address: OrderAddress): string {
  return storeAddressBlock(address).join('\n');
}

function fontNote(sheet: Sheet): string {
  const font = sheet.handwriting;
  if (font.kind === 'embedded') return `Die Kartentexte stehen in der Handschrift „${font.name}“.`;
  return font.reason === 'missing'
    ? 'Achtung: Keine Handschrift-Datei mitgegeben – die Kartentexte stehen in Helvetica, nicht in der bestellten Schrift.'
    : 'Achtung: Die Handschrift-Datei ließ sich nicht lesen – die Kartentexte stehen in Helvetica, nicht in der bestellten Schrift.';
}

export function drawOrderHeader(sheet: Sheet, detail: OrderDetail, cardCount: number): void {
  const { doc } = sheet;
  sheet.use('bold', 20);
  doc.text('Produktionsblatt', PAGE_MARGIN, PAGE_MARGIN, { width: CONTENT_WIDTH });
  sheet.use('regular', 13);
  doc.text(sheet.drawable(`Bestellung ${detail.number}`).text, { width: CONTENT_WIDTH });
  doc.moveDown(0.5);

  section(sheet, 'Bestellung');
  field(sheet, 'Bestellnummer', detail.number);
  field(sheet, 'Bestelldatum', germanDateTime(detail.date_created));
  field(sheet, 'E-Mail', detail.email);
  field(sheet, 'Rechnungsname', personName(detail.billing));
  field(sheet, 'Karten', cardCount.toLocaleString('de-DE'));

  section(sheet, 'Status');
  field(sheet, 'Status', ORDER_STATUS_LABELS[detail.status] ?? detail.status);
  field(
    sheet,
    'Produktionsstatus',
    PRODUCTION_STATUS_LABELS[detail.production_status] ?? detail.production_status,
  );
  field(sheet, 'Zahlung', PAYMENT_STATUS_LABELS[detail.payment_status] ?? detail.payment_status);

  section(sheet, 'Versand');
  field(sheet, 'Versanddatum', germanDate(detail.shipping_date));
  field(sheet, 'Versandart', shippingModeLabel(detail.shipping_mode));
  field(sheet, 'Umschlag', envelopeLabel(detail.envelope));
  // Cards sent to their recipients have no delivery address (issue 28).
  if (detail.shipping_mode === 'to_recipients') {
    field(
      sheet,
      'Lieferadresse',
      `Versand direkt an die Empfänger (${detail.recipients} ${detail.recipients === 1 ? 'Adresse, siehe Karte' : 'Adressen, siehe Karten'})`,
    );
  } else if (detail.shipping) field(sheet, 'Lieferadresse', postalAddress(detail.shipping));

  if (detail.items.length > 0) {
    section(sheet, 'Positionen');
    detail.items.forEach((item, index) => {
      const parts = [
        item.template.name,
        item.format,
        `Schrift ${item.font}`,
        `Größe ${textSizeLabel(item.text_size)}`,
        cardsLabel(item.cards),
      ];
      const shipping = [
        germanDate(item.shipping.date),
        shippingModeLabel(item.shipping.mode),
        envelopeLabel(item.shipping.envelope),
      ];
      field(
        sheet,
        `Position ${index + 1}`,
        `${parts.filter(Boolean).join(' · ')}\n${shipping.filter(Boolean).join(' · ')}`,
      );
    });
  }

  section(sheet, 'Zusätzliche Hinweise');
  paragraph(sheet, detail.additional_comment, 'Keine Hinweise.');
  section(sheet, 'Kommentar der Kundin / des Kunden');
  paragraph(sheet, detail.client_comment, 'Kein Kommentar.');
}

/**
 * The cards' heading and font note, kept on one page with at least the first card
 * (`firstCardHeight`, capped to what a page holds): a heading never ends a page alone.
 */
export function drawCardsHeading(sheet: Sheet, cardCount: number, firstCardHeight: number): void {
  const { doc } = sheet;
  const note = sheet.drawable(fontNote(sheet)).text;
  sheet.use('regular', 10);
  const noteHeight = doc.heightOfString(note, { width: CONTENT_WIDTH });
  const headingHeight = 12 + 18 + noteHeight + 8;
  const page = sheet.bottom() - PAGE_MARGIN;
  sheet.ensureSpace(Math.min(headingHeight + firstCardHeight, page));
  section(sheet, `Karten (${cardsLabel(cardCount)})`, false);
  sheet.use(sheet.handwriting.kind === 'embedded' ? 'regular' : 'bold', 10);
  doc.text(note, PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
  sheet.use('regular', 10);
  doc.moveDown(0.5);
}
