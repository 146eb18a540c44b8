import {
  cardPostageCents,
  DEFAULT_SHIPPING_RATES,
  deliveryEstimateDe,
  destinationEstimates,
  destinationZone,
  DESTINATION_ZONES,
  workingDaysDe,
  type DestinationZone,
  type PostageClass,
  type ShippingRates,
  type ZoneCounts,
} from '@federkiel/machines/pricing/postage';

// The two ways Federkiel ships (spec §1 "shipping: to self or to the recipients"):
// - to the customer: all cards in one parcel to the customer's address, the parcel price of
//   that address's zone (Germany, EU, world);
// - to the recipients: every card is stamped and posted to its recipient, the letter postage
//   of the recipient's zone for the card's envelope (Standardbrief or Kompaktbrief).
// The prices are the shop owner's settings (machines' pricing/postage.ts, dashboard „Porto
// und Lieferzeiten“). Net like every cart amount; VAT is added on top with the goods.

export type ShippingServiceId = 'to_customer' | 'to_recipients';

export const SHIPPING_SERVICE_IDS = ['to_customer', 'to_recipients'] as const;

/**
 * The countries the shop delivers to (`/cart/settings` `countries`; the web's address form
 * offers the same). An address from a payment provider outside them (Amazon Pay) is refused.
 */
export const SHIPPING_COUNTRIES = [
  'DE',
  'AT',
  'CH',
  'NL',
  'BE',
  'LU',
  'FR',
  'IT',
  'ES',
  'DK',
  'PL',
  'LI',
] as const;

/** Whether the shop delivers to this country (two-letter code). */
export function deliverableCountry(country: string | undefined): boolean {
  return (SHIPPING_COUNTRIES as readonly string[]).includes((country ?? '').toUpperCase());
}

export interface ShippingLine {
  quantity: number;
  postageClass: PostageClass;
  /** The line's cards by their recipients' zone; null: not known (priced as Germany). */
  zones: ZoneCounts | null;
  /** The recipients' countries, most cards first (for the delivery estimate). */
  countries?: readonly string[] | undefined;
}

export interface ShippingContext {
  rates: ShippingRates;
  /** The delivery address's country („Versand an mich“); empty = Germany. */
  deliveryCountry?: string | null | undefined;
}

export interface ShippingService {
  id: ShippingServiceId;
  name: string;
  description: string;
  priceCents: number;
  /** „Zustellung in Österreich: 3–5 Werktage“ — per destination the cards go to. */
  estimate: string;
}

/**
 * A line's cards by zone: the counted ones, the rest (a line without a stored design) as
 * Germany; more counted than the line has (cannot be ordered that way) are cut to it.
 */
export function cardsByZone(line: ShippingLine): Record<DestinationZone, number> {
  const result: Record<DestinationZone, number> = { DE: 0, EU: 0, WORLD: 0 };
  let left = line.quantity;
  for (const zone of ['WORLD', 'EU', 'DE'] as const) {
    const cards = Math.min(left, line.zones?.[zone] ?? 0);
    result[zone] = cards;
    left -= cards;
  }
  result.DE += left;
  return result;
}

/** Net postage of sending every card of the lines to its recipient. */
export function recipientsPostageCents(lines: readonly ShippingLine[], rates: ShippingRates) {
  let total = 0;
  for (const line of lines) {
    const byZone = cardsByZone(line);
    for (const zone of DESTINATION_ZONES)
      total += byZone[zone] * cardPostageCents(rates, zone, line.postageClass);
  }
  return total;
}

/** Up to three named destinations, the rest by zone („übrige EU-Länder: 3–5 Werktage“). */
function recipientsEstimate(lines: readonly ShippingLine[], rates: ShippingRates): string {
  const countries: string[] = [];
  for (const line of lines)
    for (const country of line.countries ?? [])
      if (!countries.includes(country)) countries.push(country);
  return destinationEstimates(countries, rates)
    .map((part) => `${part.label}: ${workingDaysDe(part.rate)}`)
    .join(' · ');
}

export function shippingServices(
  lines: readonly ShippingLine[],
  context: ShippingContext = { rates: DEFAULT_SHIPPING_RATES },
): ShippingService[] {
  const { rates } = context;
  const parcelZone = destinationZone(context.deliveryCountry);
  return [
    {
      id: 'to_customer',
      name: 'Versand an dich',
      description: 'Alle Karten kommen gesammelt in einem Paket an deine Adresse.',
      priceCents: rates[parcelZone].parcel_cents,
      estimate: deliveryEstimateDe(rates, context.deliveryCountry),
    },
    {
      id: 'to_recipients',
      name: 'Versand an die Empfänger',
      description:
        'Jede Karte wird frankiert und direkt an ihre Empfängerin oder ihren Empfänger geschickt.',
      priceCents: recipientsPostageCents(lines, rates),
      estimate: recipientsEstimate(lines, rates),
    },
  ];
}

export function shippingService(
  id: string | null | undefined,
  lines: readonly ShippingLine[],
  context?: ShippingContext,
): ShippingService | null {
  if (!id) return null;
  return shippingServices(lines, context).find((s) => s.id === id) ?? null;
}

/**
 * One shipping mode per cart and order (issue 19): the cart's `shipping.service` is the mode
 * that is charged, so a configured line shows that mode, whatever its stored configuration
 * said when it was designed. Without a chosen service the configuration's own mode stands.
 */
export function withChargedMode<T extends { shipping: { mode: string } }>(
  configuration: T | null,
  service: string | null | undefined,
): T | null {
  if (!configuration || !service || configuration.shipping.mode === service) return configuration;
  return { ...configuration, shipping: { ...configuration.shipping, mode: service } };
}

/** A line whose cards carry no address (envelope "ohne Adresse") can only come to the customer. */
export const BLANK_ENVELOPE_NEEDS_CUSTOMER = {
  code: 'ENVELOPE_BLANK',
  message:
    'Mindestens eine Karte im Warenkorb hat Umschläge ohne Adresse und kann deshalb nur an dich verschickt werden. Ändere zuerst diese Karte.',
};
