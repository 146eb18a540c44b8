// One price rule for every place that shows money (docs/prices.md): the store computes
// net prices, discounts, postage and VAT (docs/store.md "Cart totals"); this file turns
// those figures into the lines a customer reads — gross (the default, PAngV) or net (for
// business customers) — so cart, checkout, order pages and the confirmation e-mail show
// the same breakdown with the same names. Pure: cents in, cents out, no rounding drift.

export type PriceDisplay = 'gross' | 'net';

/** German VAT on goods and shipping (docs/store.md). */
export const VAT_PERCENT = 19;

/**
 * The names of the breakdown lines, named once for server (e-mail) and web (the web's
 * German locale `prices.json` repeats them; a test keeps both the same).
 */
export const PRICE_LABELS_DE = {
  subTotal: 'Zwischensumme',
  volume: 'Mengenrabatt',
  coupon: 'Gutschein',
  shipping: 'Versand',
  vatIncluded: `enthaltene MwSt. ${VAT_PERCENT} %`,
  vatAdded: `zzgl. MwSt. ${VAT_PERCENT} %`,
  total: 'Gesamt',
  giftcard: 'Geschenkkarte',
  due: 'Noch zu zahlen',
} as const;

/** The note beside every price: gross for everybody, net only on a business customer's wish. */
export const PRICE_NOTES_DE = {
  gross: `inkl. ${VAT_PERCENT} % MwSt., zzgl. Versand`,
  net: 'zzgl. MwSt.',
} as const;

/** Which shipping the line is for (the store's service ids). */
export const SHIPPING_DETAILS_DE: Record<string, string> = {
  to_customer: 'an die Lieferadresse, in einem Paket',
  to_recipients: 'an die Empfänger, jede Karte frankiert',
};

export type PriceLineId =
  | 'subTotal'
  | 'volume'
  | 'coupon'
  | 'shipping'
  | 'vatIncluded'
  | 'vatAdded'
  | 'total'
  | 'giftcard'
  | 'due';

export interface PriceLine {
  id: PriceLineId;
  /** Always ≥ 0; `sign` says how it counts. */
  cents: number;
  /** +1 added, −1 taken off (shown with "−"), 0 contained in the total (for information). */
  sign: 1 | -1 | 0;
  /** The coupon's name or code; the shipping service id (`to_customer`, `to_recipients`). */
  detail?: string | null;
  /** Shipping not chosen yet: the amount is open. */
  open?: boolean;
}

/** The store's figures in cents (docs/store.md "Cart totals"); an order carries the same. */
export interface PriceParts {
  items: readonly { id: string; priceTotalCents: number }[];
  subTotalCents: number;
  volumeCents: number;
  couponCents: number;
  couponName?: string | null;
  shipmentCents: number;
  /** The VAT on shipping as the store rounded it; computed when missing. */
  shipmentTaxCents?: number | null;
  /** The chosen service id; null while none is chosen. */
  shippingService?: string | null;
  taxCents: number;
  grandTotalCents: number;
  giftcardCents?: number;
}

export interface PriceBreakdown {
  display: PriceDisplay;
  /** Each item's amount before discounts, in the display's terms (they add up to subTotal). */
  items: { id: string; cents: number }[];
  lines: PriceLine[];
  /** = the store's grand_total, in either display. */
  totalCents: number;
}

/** VAT on a net amount, rounded per line (half away from zero) as the store does. */
export function vatOn(netCents: number): number {
  const value = (netCents * VAT_PERCENT) / 100;
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function grossOf(netCents: number): number {
  return netCents + vatOn(netCents);
}

/** Euros (the store API's numbers, e.g. `2.9`) → whole cents. */
export function toCents(euros: number | null | undefined): number {
  return typeof euros === 'number' && Number.isFinite(euros) ? Math.round(euros * 100) : 0;
}

/** A cart or order as the store API answers it (euros; the fields the breakdown reads). */
export interface StoreTotals {
  items?: readonly { id: string; price_total?: number | null }[] | null;
  sub_total?: number | null;
  discounts?:
    | readonly {
        id: string;
        amount?: number | null;
        description?: string | null;
        code?: string | null;
      }[]
    | null;
  discount_total?: number | null;
  shipment_total?: number | null;
  shipment_tax?: number | null;
  shipping?: { service?: string | null } | null;
  tax_total?: number | null;
  grand_total?: number | null;
  giftcard_total?: number | null;
}

/**
 * The parts of a store cart or order. Discounts are read by id (`volume`, `coupon`); an
 * older order with only `discount_total` and unnamed discounts counts it as volume discount
 * when its description says so, otherwise as coupon.
 */
export function partsFromStore(cart: StoreTotals): PriceParts {
  const discounts = cart.discounts ?? [];
  let volumeCents = 0;
  let couponCents = 0;
  let couponName: string | null = null;
  for (const discount of discounts) {
    const cents = toCents(discount.amount);
    if (
      discount.id === 'volume' ||
      (discount.id !== 'coupon' && discount.description === PRICE_LABELS_DE.volume)
    ) {
      volumeCents += cents;
    } else {
      couponCents += cents;
      couponName ??= discount.description || discount.code || null;
    }
  }
  const namedCents = volumeCents + couponCents;
  const discountTotal = toCents(cart.discount_total);
  if (discountTotal > namedCents) couponCents += discountTotal - namedCents;
  return {
    items: (cart.items ?? []).map((item) => ({
      id: item.id,
      priceTotalCents: toCents(item.price_total),
    })),
    subTotalCents: toCents(cart.sub_total),
    volumeCents,
    couponCents,
    couponName,
    shipmentCents: toCents(cart.shipment_total),
    shipmentTaxCents: cart.shipment_tax == null ? null : toCents(cart.shipment_tax),
    shippingService: cart.shipping?.service ?? null,
    taxCents: toCents(cart.tax_total),
    grandTotalCents: toCents(cart.grand_total),
    giftcardCents: toCents(cart.giftcard_total),
  };
}

/**
 * The breakdown lines. Net: the store's own figures (sub_total − volume − coupon + shipping
 * + VAT = grand_total). Gross: each item with its VAT (rounded per line, as the store does),
 * shipping with the store's shipping VAT, the discounts with VAT; the total is the store's
 * grand_total and the lines add up to it to the cent — the last discount line takes the
 * rounding cent (with no discount, the sub-total does). The VAT is then a line "contained".
 */
export function priceBreakdown(parts: PriceParts, display: PriceDisplay): PriceBreakdown {
  const shippingOpen = !parts.shippingService && parts.shipmentCents === 0;
  const shippingDetail = parts.shippingService ?? null;
  const couponDetail = parts.couponName ?? null;
  const tail = (): PriceLine[] =>
    (parts.giftcardCents ?? 0) > 0
      ? [
          { id: 'giftcard', cents: parts.giftcardCents ?? 0, sign: -1 },
          {
            id: 'due',
            cents: Math.max(0, parts.grandTotalCents - (parts.giftcardCents ?? 0)),
            sign: 0,
          },
        ]
      : [];

  if (display === 'net') {
    const lines: PriceLine[] = [
      { id: 'subTotal', cents: parts.subTotalCents, sign: 1 },
      ...discountLines(parts.volumeCents, parts.couponCents, couponDetail),
      {
        id: 'shipping',
        cents: parts.shipmentCents,
        sign: 1,
        detail: shippingDetail,
        open: shippingOpen,
      },
      { id: 'vatAdded', cents: parts.taxCents, sign: 1 },
      { id: 'total', cents: parts.grandTotalCents, sign: 0 },
      ...tail(),
    ];
    return {
      display,
      items: parts.items.map((item) => ({ id: item.id, cents: item.priceTotalCents })),
      lines,
      totalCents: parts.grandTotalCents,
    };
  }

  const items = parts.items.map((item) => ({ id: item.id, cents: grossOf(item.priceTotalCents) }));
  const itemsGross = items.reduce((sum, item) => sum + item.cents, 0);
  // Without items (an order snapshot that lost them) the sub-total comes from sub_total.
  let subTotal = items.length > 0 ? itemsGross : grossOf(parts.subTotalCents);
  const shipping = parts.shipmentCents + (parts.shipmentTaxCents ?? vatOn(parts.shipmentCents));
  const discounts = subTotal + shipping - parts.grandTotalCents;
  let volume = 0;
  let coupon = 0;
  if (parts.volumeCents > 0 && parts.couponCents > 0) {
    volume = grossOf(parts.volumeCents);
    coupon = discounts - volume;
  } else if (parts.volumeCents > 0) volume = discounts;
  else if (parts.couponCents > 0) coupon = discounts;
  else subTotal = parts.grandTotalCents - shipping; // the store rounded otherwise: trust its total

  const lines: PriceLine[] = [
    { id: 'subTotal', cents: subTotal, sign: 1 },
    ...discountLines(volume, coupon, couponDetail),
    { id: 'shipping', cents: shipping, sign: 1, detail: shippingDetail, open: shippingOpen },
    { id: 'total', cents: parts.grandTotalCents, sign: 0 },
    { id: 'vatIncluded', cents: parts.taxCents, sign: 0 },
    ...tail(),
  ];
  return { display, items, lines, totalCents: parts.grandTotalCents };
}

function discountLines(volume: number, coupon: number, couponDetail: string | null): PriceLine[] {
  return [
    ...(volume !== 0 ? [{ id: 'volume' as const, cents: volume, sign: -1 as const }] : []),
    ...(coupon !== 0
      ? [{ id: 'coupon' as const, cents: coupon, sign: -1 as const, detail: couponDetail }]
      : []),
  ];
}

/** The sum of the counted lines up to the total (what the tests hold against `totalCents`). */
export function sumOfLines(breakdown: PriceBreakdown): number {
  let sum = 0;
  for (const line of breakdown.lines) {
    if (line.id === 'total') break;
    sum += line.sign * line.cents;
  }
  return sum;
}

/** The German label of a line (e-mails; the web app has the same words in its locale). */
export function priceLabelDe(line: PriceLine): string {
  if (line.id === 'coupon' && line.detail) return `${PRICE_LABELS_DE.coupon} (${line.detail})`;
  if (line.id === 'shipping' && line.detail && SHIPPING_DETAILS_DE[line.detail]) {
    return `${PRICE_LABELS_DE.shipping} (${SHIPPING_DETAILS_DE[line.detail]})`;
  }
  return PRICE_LABELS_DE[line.id];
}
