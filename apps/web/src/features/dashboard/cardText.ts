import {
  orderCardAddressBlock,
  storeAddressBlock,
} from '@federkiel/machines/configurator/addressBlock';
import type { OrderAddress, OrderCard } from '@federkiel/machines/fulfilment/dashboardApi';

/**
 * The lines of a card's address block, as the pen writes them on the envelope: the shop's one
 * block (machines' addressBlock.ts — company, name, c/o, street, PLZ Ort, COUNTRY abroad).
 */
export function cardAddressLines(card: OrderCard): string[] {
  return orderCardAddressBlock(card);
}

/** Exactly what the robot writes on the card: each page's heading and body, as given. */
export function cardText(card: OrderCard): string {
  return card.pages
    .map((page) => [page.heading, page.body].filter((part) => part !== '').join('\n\n'))
    .filter((page) => page !== '')
    .join('\n\n');
}

/** An order's address (billing, delivery) as the same block, to print or copy. */
export function addressLines(address: OrderAddress): string[] {
  return storeAddressBlock(address);
}
