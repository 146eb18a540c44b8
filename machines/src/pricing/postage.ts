import { z } from 'zod';
import { countryRule } from '../configurator/countries.ts';

// Postage and delivery time per destination (issue 38): Germany, the rest of the EU, the rest
// of the world — the three zones of Deutsche Post's letter prices. The shop owner sets them in
// the dashboard („Porto und Lieferzeiten“, Inhaber only); the server prices every cart with them.
// A card to the recipients costs the letter postage of its destination, by the size of its
// envelope (C6 and DL: Standardbrief; C5 and larger: Kompaktbrief); „Versand an mich“ costs
// the parcel price of the delivery address's zone. Net cents, like every cart amount.

export const DESTINATION_ZONES = ['DE', 'EU', 'WORLD'] as const;
export type DestinationZone = (typeof DESTINATION_ZONES)[number];

/** The 27 member states of the European Union (the sender, Germany, is its own zone). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/** The zone of an ISO country code; an empty code is Germany (the recipients' default). */
export function destinationZone(country: string | null | undefined): DestinationZone {
  const code = (country ?? '').trim().toUpperCase();
  if (!code || code === 'DE') return 'DE';
  return EU_COUNTRIES.has(code) ? 'EU' : 'WORLD';
}

const cents = (what: string) =>
  z
    .number({ message: `${what}: bitte einen Betrag in Cent angeben.` })
    .int({ message: `${what}: bitte ganze Cent angeben.` })
    .min(0, { message: `${what} darf nicht negativ sein.` })
    .max(100_000, { message: `${what} darf höchstens 1.000,00 € sein.` });

const days = (what: string) =>
  z
    .number({ message: `${what}: bitte eine Zahl von Werktagen angeben.` })
    .int({ message: `${what}: bitte ganze Werktage angeben.` })
    .min(1, { message: `${what}: mindestens 1 Werktag.` })
    .max(60, { message: `${what}: höchstens 60 Werktage.` });

export const zoneRateSchema = z
  .object({
    /** Postage per card in a C6 or DL envelope (Standardbrief), net. */
    letter_cents: cents('Porto Standardbrief'),
    /** Postage per card in a C5 or larger envelope (Kompaktbrief), net. */
    large_letter_cents: cents('Porto Kompaktbrief'),
    /** „Versand an mich“: all cards in one parcel, net. */
    parcel_cents: cents('Paket an mich'),
    min_days: days('Zustellung von'),
    max_days: days('Zustellung bis'),
  })
  .strict()
  .refine((rate) => rate.min_days <= rate.max_days, {
    message: 'Die Zustellzeit „von“ darf nicht länger sein als „bis“.',
    path: ['max_days'],
  });
export type ZoneRate = z.infer<typeof zoneRateSchema>;

export const shippingRatesSchema = z
  .object({ DE: zoneRateSchema, EU: zoneRateSchema, WORLD: zoneRateSchema })
  .strict();
export type ShippingRates = z.infer<typeof shippingRatesSchema>;

/**
 * Until the owner sets them: Deutsche Post's letter prices of 2025 (net of our VAT, as the
 * catalogue had them: 0,95 € / 1,10 € in Germany; 1,25 € / 1,80 € abroad) and the usual
 * letter times (Germany 1–3, EU 3–5, world 4–10 working days); the parcel „an mich“ 4,90 €
 * as before in Germany, more abroad.
 */
export const DEFAULT_SHIPPING_RATES: ShippingRates = {
  DE: { letter_cents: 95, large_letter_cents: 110, parcel_cents: 490, min_days: 1, max_days: 3 },
  EU: { letter_cents: 125, large_letter_cents: 180, parcel_cents: 1490, min_days: 3, max_days: 5 },
  WORLD: {
    letter_cents: 125,
    large_letter_cents: 180,
    parcel_cents: 2990,
    min_days: 4,
    max_days: 10,
  },
};

export type PostageClass = 'letter' | 'large_letter';

/** C6 and DL envelopes go as Standardbrief, C5 and C4 as Kompaktbrief. */
export function postageClassOf(envelopeFormat: 'C6' | 'DL' | 'C5' | 'C4'): PostageClass {
  return envelopeFormat === 'C6' || envelopeFormat === 'DL' ? 'letter' : 'large_letter';
}

/** Postage of one card of `postageClass` to `zone`, net cents. */
export function cardPostageCents(
  rates: ShippingRates,
  zone: DestinationZone,
  postageClass: PostageClass,
): number {
  const rate = rates[zone];
  return postageClass === 'letter' ? rate.letter_cents : rate.large_letter_cents;
}

/** Cards of one line by destination zone. */
export type ZoneCounts = Partial<Record<DestinationZone, number>>;

/** Counts cards by zone from their countries (one card per recipient). */
export function zoneCounts(countries: Iterable<string | null | undefined>): ZoneCounts {
  const counts: ZoneCounts = {};
  for (const country of countries) {
    const zone = destinationZone(country);
    counts[zone] = (counts[zone] ?? 0) + 1;
  }
  return counts;
}

// German names with the article a sentence needs („Zustellung in der Schweiz“).
const IN_COUNTRY: Record<string, string> = {
  CH: 'in der Schweiz',
  NL: 'in den Niederlanden',
  US: 'in den Vereinigten Staaten',
  GB: 'im Vereinigten Königreich',
  TR: 'in der Türkei',
  CZ: 'in Tschechien',
  SK: 'in der Slowakei',
  VA: 'im Vatikan',
};

/** „in Österreich“, „in der Schweiz“ — the destination as the estimate names it. */
export function inCountryDe(country: string | null | undefined): string {
  const code = (country ?? '').trim().toUpperCase() || 'DE';
  const special = IN_COUNTRY[code];
  if (special) return special;
  const known = countryRule(code)?.name;
  if (known) return `in ${known}`;
  try {
    return `in ${new Intl.DisplayNames(['de'], { type: 'region' }).of(code) ?? code}`;
  } catch {
    return `in ${code}`;
  }
}

/** „3–5 Werktage“ (or „1 Werktag“). */
export function workingDaysDe(rate: Pick<ZoneRate, 'min_days' | 'max_days'>): string {
  if (rate.min_days === rate.max_days)
    return `${rate.min_days} ${rate.min_days === 1 ? 'Werktag' : 'Werktage'}`;
  return `${rate.min_days}–${rate.max_days} Werktage`;
}

/** „Zustellung in Österreich: 3–5 Werktage“. */
export function deliveryEstimateDe(rates: ShippingRates, country: string | null | undefined) {
  return `Zustellung ${inCountryDe(country)}: ${workingDaysDe(rates[destinationZone(country)])}`;
}

/** One line of a delivery estimate: a named country, or the rest of a zone. */
export interface DestinationEstimate {
  /** „Zustellung in Österreich“, „übrige EU-Länder“, „übrige Länder“. */
  label: string;
  zone: DestinationZone;
  rate: ZoneRate;
}

/**
 * The estimate's lines for cards to `countries` (distinct, most cards first): up to three
 * countries named, the rest by zone — the cart's and the configurator's one wording.
 */
export function destinationEstimates(
  countries: readonly string[],
  rates: ShippingRates,
): DestinationEstimate[] {
  const list = countries.length > 0 ? countries : ['DE'];
  const parts: DestinationEstimate[] = list.slice(0, 3).map((country) => {
    const zone = destinationZone(country);
    return { label: `Zustellung ${inCountryDe(country)}`, zone, rate: rates[zone] };
  });
  const restZones = new Set(list.slice(3).map((country) => destinationZone(country)));
  for (const zone of DESTINATION_ZONES) {
    if (!restZones.has(zone)) continue;
    const label =
      zone === 'DE'
        ? `Zustellung ${inCountryDe('DE')}`
        : zone === 'EU'
          ? 'übrige EU-Länder'
          : 'übrige Länder';
    parts.push({ label, zone, rate: rates[zone] });
  }
  return parts;
}

/** Distinct countries of the recipients, most cards first (ties: first seen); empty = DE. */
export function countriesByCards(countries: Iterable<string | null | undefined>): string[] {
  const counts = new Map<string, number>();
  for (const country of countries) {
    const code = (country ?? '').trim().toUpperCase() || 'DE';
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([code]) => code);
}

/** Net postage of cards of one `postageClass` to the recipients' `countries`, one card each. */
export function recipientsLetterCents(
  countries: Iterable<string | null | undefined>,
  postageClass: PostageClass,
  rates: ShippingRates,
): number {
  let total = 0;
  for (const country of countries)
    total += cardPostageCents(rates, destinationZone(country), postageClass);
  return total;
}
