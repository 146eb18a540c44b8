import {
  DESTINATION_ZONES,
  type DestinationZone,
  type ShippingRates,
  type ZoneRate,
} from '@federkiel/machines/pricing/postage';

// The rates form's text values ("DE.letter_cents" → "0,95") and the body it sends. Prices
// are typed in euros with a comma, as the owner reads them; the API takes cents.

export type RateField = keyof ZoneRate;
export const MONEY_FIELDS = ['letter_cents', 'large_letter_cents', 'parcel_cents'] as const;
export const DAY_FIELDS = ['min_days', 'max_days'] as const;
export const RATE_FIELDS: readonly RateField[] = [...MONEY_FIELDS, ...DAY_FIELDS];

export type FieldKey = `${DestinationZone}.${RateField}`;
export type FormValues = Record<FieldKey, string>;

const isMoney = (field: RateField) => (MONEY_FIELDS as readonly string[]).includes(field);

/** 95 → "0,95". */
export function euroText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

export function formValues(rates: ShippingRates): FormValues {
  const values = {} as FormValues;
  for (const zone of DESTINATION_ZONES)
    for (const field of RATE_FIELDS) {
      const value = rates[zone][field];
      values[`${zone}.${field}`] = isMoney(field) ? euroText(value) : String(value);
    }
  return values;
}

const EURO = /^-?\d+(?:[.,]\d{1,2})?$/;

/** "1,10" / "1.1" / "1 €" → 110; null when it is no amount in euros. */
export function centsOf(text: string): number | null {
  const plain = text.replace(/\s|€/g, '');
  if (!EURO.test(plain)) return null;
  return Math.round(Number(plain.replace(',', '.')) * 100);
}

/**
 * The body for PUT, and the fields the form itself cannot read (an amount that is no euro
 * figure). Days that are no whole number go as text: the server's German message names them.
 */
export function ratesBody(values: FormValues): { body: unknown; unreadable: FieldKey[] } {
  const unreadable: FieldKey[] = [];
  const body: Record<string, Record<string, unknown>> = {};
  for (const zone of DESTINATION_ZONES) {
    const rate: Record<string, unknown> = {};
    for (const field of RATE_FIELDS) {
      const key: FieldKey = `${zone}.${field}`;
      const text = values[key].trim();
      if (isMoney(field)) {
        const cents = centsOf(text);
        if (cents === null) unreadable.push(key);
        rate[field] = cents;
      } else rate[field] = /^-?\d+$/.test(text) ? Number(text) : text;
    }
    body[zone] = rate;
  }
  return { body, unreadable };
}

/** The field a server refusal names (`param` "EU.letter_cents"), or null. */
export function fieldOfParam(param: string | null): FieldKey | null {
  if (!param) return null;
  const [zone, field] = param.split('.');
  return (DESTINATION_ZONES as readonly string[]).includes(zone ?? '') &&
    RATE_FIELDS.includes(field as RateField)
    ? (param as FieldKey)
    : null;
}

/** The server's message without its "body.EU.letter_cents: " prefix. */
export function serverFieldMessage(message: string): string {
  return message.replace(/^body\.[\w.]+:\s*/, '');
}
