import type {
  OrderCard,
  OrderDetail,
  OrderItemSummary,
} from '@federkiel/machines/fulfilment/dashboardApi';
import { orderCardAddressBlock } from '@federkiel/machines/configurator/addressBlock';

// What every export says about one card, derived the same way for XLSX, TXT and PDF.

/**
 * The order item a card belongs to: `card.item` counts the order's items from 1, in the
 * order `detail.items` lists them (dashboard/orderCards.ts); an order with one item needs
 * no number.
 */
export function itemOfCard(detail: OrderDetail, card: OrderCard): OrderItemSummary | undefined {
  return detail.items[card.item - 1] ?? (detail.items.length === 1 ? detail.items[0] : undefined);
}

export interface CardShipping {
  date: string | null;
  mode: string;
  envelope: string;
}

/** The item's shipping where it has one, else the order's. */
export function cardShipping(detail: OrderDetail, card: OrderCard): CardShipping {
  const shipping = itemOfCard(detail, card)?.shipping;
  return {
    date: shipping?.date ?? detail.shipping_date,
    mode: shipping?.mode || detail.shipping_mode,
    envelope: shipping?.envelope || detail.envelope,
  };
}

// Texts from the API may carry Windows line ends; the exports write `\n` only.
const normaliseLines = (text: string) => text.replace(/\r\n?/g, '\n');

/** One page as the robot writes it: the heading (if any) above the body. */
export function pageText(page: OrderCard['pages'][number]): string {
  return [page.heading, page.body]
    .map(normaliseLines)
    .filter((part) => part.trim() !== '')
    .join('\n');
}

/** The whole card, pages separated by a blank line. */
export function cardText(card: OrderCard): string {
  return card.pages
    .map(pageText)
    .filter((text) => text !== '')
    .join('\n\n');
}

/**
 * The street lines: the block below company and name (c/o, street, PLZ Ort, country) — for
 * the spreadsheet, where company and name have columns of their own.
 */
export function streetLines(card: OrderCard): string[] {
  const head = [card.company, card.name].map((s) => s.trim()).filter(Boolean);
  return addressBlock(card).filter((line) => !head.includes(line));
}

/**
 * The envelope address, exactly as the pen writes it: the shop's one block (machines'
 * addressBlock.ts — company, name, c/o, street, PLZ Ort, COUNTRY abroad).
 */
export function addressBlock(card: OrderCard): string[] {
  return orderCardAddressBlock(card);
}
