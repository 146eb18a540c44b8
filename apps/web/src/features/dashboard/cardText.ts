import type { OrderAddress, OrderCard } from '@federkiel/machines/fulfilment/dashboardApi';

/** The lines of a card's address block: name, company, then the address (no repeats). */
export function cardAddressLines(card: OrderCard): string[] {
  const lines: string[] = [];
  for (const line of [card.name, card.company, ...card.address_lines]) {
    const value = line?.trim();
    if (value && !lines.includes(value)) lines.push(value);
  }
  return lines;
}

/** Exactly what the robot writes on the card: each page's heading and body, as given. */
export function cardText(card: OrderCard): string {
  return card.pages
    .map((page) => [page.heading, page.body].filter((part) => part !== '').join('\n\n'))
    .filter((page) => page !== '')
    .join('\n\n');
}

/** An order's address as a block to print or copy. */
export function addressLines(
  address: OrderAddress,
  countryName: (code: string) => string,
): string[] {
  const cityLine = [address.zip, address.city].filter(Boolean).join(' ');
  return [
    address.name,
    address.company,
    address.address1,
    address.address2,
    cityLine,
    address.country ? countryName(address.country) : '',
  ]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
}
