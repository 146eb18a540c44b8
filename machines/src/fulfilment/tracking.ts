import { z } from 'zod';

// Parcel tracking numbers (issue 28): the carriers a parcel „an mich“ goes with, a rough
// check of each carrier's number format (it catches typos such as a missing digit or a
// number typed under the wrong carrier, not every number a carrier could issue) and the
// carrier's public tracking page. Shared by the server (validation, e-mail) and the web app.

export const CARRIERS = ['dhl', 'dpd', 'hermes', 'ups', 'gls', 'deutsche_post'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Record<Carrier, string> = {
  dhl: 'DHL',
  dpd: 'DPD',
  hermes: 'Hermes',
  ups: 'UPS',
  gls: 'GLS',
  deutsche_post: 'Deutsche Post',
};

const FORMATS: Record<Carrier, { pattern: RegExp; example: string }> = {
  // Paket numbers (12, 18 or 20 digits), JJD… abroad, S10 numbers (RR123456789DE).
  dhl: {
    pattern: /^(\d{12}|\d{18}|\d{20}|JJD\d{16,18}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    example: '003404341234567890',
  },
  dpd: { pattern: /^\d{14}[A-Z]?$/, example: '01234567890123' },
  hermes: { pattern: /^(\d{14}|\d{16}|H\d{19,20})$/, example: '12345678901234' },
  ups: { pattern: /^1Z[0-9A-Z]{16}$/, example: '1Z999AA10123456784' },
  gls: { pattern: /^(\d{11,12}|[0-9A-Z]{8})$/, example: '12345678901' },
  deutsche_post: { pattern: /^[A-Z]{2}\d{9}DE$/, example: 'RR123456789DE' },
};

/** Spaces and dashes out, letters upper case: how carriers print and read numbers. */
export function normalizeTrackingNumber(number: string): string {
  return number.replace(/[\s-]+/g, '').toUpperCase();
}

export function isTrackingNumber(carrier: Carrier, number: string): boolean {
  return FORMATS[carrier].pattern.test(normalizeTrackingNumber(number));
}

/** The carrier's page for one parcel. */
export function trackingUrl(carrier: Carrier, number: string): string {
  const n = encodeURIComponent(normalizeTrackingNumber(number));
  switch (carrier) {
    case 'dhl':
    case 'deutsche_post':
      return `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}`;
    case 'dpd':
      return `https://tracking.dpd.de/status/de_DE/parcel/${n}`;
    case 'hermes':
      return `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#${n}`;
    case 'ups':
      return `https://www.ups.com/track?loc=de_DE&tracknum=${n}`;
    case 'gls':
      return `https://gls-group.com/DE/de/paketverfolgung?match=${n}`;
  }
}

export interface Tracking {
  carrier: Carrier;
  /** The carrier's name as customers know it („DHL“, „Deutsche Post“). */
  label: string;
  number: string;
  url: string;
}

export function trackingOf(
  carrier: string | null | undefined,
  number: string | null | undefined,
): Tracking | null {
  if (!carrier || !number || !(CARRIERS as readonly string[]).includes(carrier)) return null;
  const c = carrier as Carrier;
  return { carrier: c, label: CARRIER_LABELS[c], number, url: trackingUrl(c, number) };
}

/** `PUT /swell/admin/orders/{id}/tracking`: an empty number removes it. */
export const trackingBodySchema = z
  .object({
    carrier: z.enum(CARRIERS, { message: 'Bitte einen Paketdienst wählen.' }),
    number: z.string().max(40, 'Die Sendungsnummer ist zu lang.'),
  })
  .strict()
  .transform((body) => ({ ...body, number: normalizeTrackingNumber(body.number) }))
  .superRefine((body, ctx) => {
    if (body.number && !isTrackingNumber(body.carrier, body.number)) {
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: `Das sieht nicht nach einer ${CARRIER_LABELS[body.carrier]}-Sendungsnummer aus (z. B. ${FORMATS[body.carrier].example}).`,
      });
    }
  });
export type TrackingBody = z.infer<typeof trackingBodySchema>;
