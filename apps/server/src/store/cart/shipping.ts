// The two ways Federkiel ships (spec §1 "shipping: to self or to the recipients"):
// - to the customer: all cards in one parcel to the customer's address, a flat rate;
// - to the recipients: every card is stamped and posted to its recipient, postage per card
//   (Deutsche Post, domestic; the product says what a card of its format costs).
// Prices are net like every cart amount; VAT is added on top with the goods.

export type ShippingServiceId = 'to_customer' | 'to_recipients';

export const SHIPPING_SERVICE_IDS = ['to_customer', 'to_recipients'] as const;

export const FLAT_RATE_TO_CUSTOMER_CENTS = 490;

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
  postageCents: number;
}

export interface ShippingService {
  id: ShippingServiceId;
  name: string;
  description: string;
  priceCents: number;
}

export function shippingServices(lines: readonly ShippingLine[]): ShippingService[] {
  const postage = lines.reduce((sum, line) => sum + line.quantity * line.postageCents, 0);
  return [
    {
      id: 'to_customer',
      name: 'Versand an dich',
      description: 'Alle Karten kommen gesammelt in einem Paket an deine Adresse.',
      priceCents: FLAT_RATE_TO_CUSTOMER_CENTS,
    },
    {
      id: 'to_recipients',
      name: 'Versand an die Empfänger',
      description:
        'Jede Karte wird frankiert und direkt an ihre Empfängerin oder ihren Empfänger geschickt.',
      priceCents: postage,
    },
  ];
}

export function shippingService(
  id: string | null | undefined,
  lines: readonly ShippingLine[],
): ShippingService | null {
  if (!id) return null;
  return shippingServices(lines).find((s) => s.id === id) ?? null;
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
