import { z } from 'zod';
import { berlinDayEnd, berlinDayStart } from './dates.ts';

// WunderLink (issue 11): promotional links that grant free cards. The request schemas the
// server validates with and the answers the web app reads, in one file so both sides name
// every field the same way. Contract: docs/wunderlink.md.

/** The link's statuses (computed, never stored; `wunderlinkStatus`). */
export const WUNDERLINK_STATUSES = [
  'aktiv',
  'geplant',
  'abgelaufen',
  'aufgebraucht',
  'deaktiviert',
] as const;
export type WunderlinkStatus = (typeof WUNDERLINK_STATUSES)[number];

export const WUNDERLINK_STATUS_LABELS: Record<WunderlinkStatus, string> = {
  aktiv: 'Aktiv',
  geplant: 'Geplant',
  abgelaufen: 'Abgelaufen',
  aufgebraucht: 'Aufgebraucht',
  deaktiviert: 'Deaktiviert',
};

export const FREE_CARDS_MAX = 1000;
export const MAX_REDEMPTIONS_MAX = 1_000_000;
export const CAMPAIGN_MAX_LENGTH = 120;

/** 16 random bytes as base64url: 22 characters, 128 bits. */
export const WUNDERLINK_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const wunderlinkIdSchema = z.string().regex(WUNDERLINK_ID_PATTERN);
export function isWunderlinkId(value: unknown): value is string {
  return typeof value === 'string' && WUNDERLINK_ID_PATTERN.test(value);
}

/** The path of a link in the shop; the full URL is `PUBLIC_URL` + this. */
export const wunderlinkPath = (id: string) => `/wunderlink/${id}`;

/** zod's message for unknown fields, in German. */
const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unbekannte${(issue.keys?.length ?? 0) > 1 ? ' Felder' : 's Feld'}: ${(issue.keys ?? []).map((key) => `„${key}“`).join(', ')}.`
      : undefined,
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A validity bound: an ISO instant with its offset (`2026-07-01T00:00:00+02:00`,
 * `…Z`), or a calendar day `2026-07-01` — a German calendar day: `valid_from` then starts
 * at that day's midnight in Berlin, `valid_until` ends with that day (the next midnight), so
 * "gültig bis 31.07." means through the 31st. Stored and answered as UTC `toISOString()`.
 */
function boundSchema(edge: 'start' | 'end') {
  return z
    .string({ error: 'Bitte ein Datum angeben.' })
    .trim()
    .refine((value) => DATE_ONLY.test(value) || INSTANT.test(value), {
      error: 'Bitte ein Datum (JJJJ-MM-TT) oder einen ISO-Zeitpunkt mit Zeitzone angeben.',
    })
    .transform((value, ctx) => {
      const instant = DATE_ONLY.test(value)
        ? edge === 'start'
          ? berlinDayStart(value)
          : berlinDayEnd(value)
        : new Date(value);
      if (!instant || Number.isNaN(instant.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'Dieses Datum gibt es nicht.' });
        return z.NEVER;
      }
      return instant.toISOString();
    });
}

const cmsIdSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,15}$/, { error: 'Bitte die Nummer aus dem CMS angeben.' });

/** `POST /swell/admin/wunderlinks` body. */
export const createWunderlinkBodySchema = z
  .strictObject(
    {
      campaign: z
        .string({ error: 'Bitte gib der Kampagne einen Namen.' })
        .trim()
        .min(1, { error: 'Bitte gib der Kampagne einen Namen.' })
        .max(CAMPAIGN_MAX_LENGTH, {
          error: `Der Name darf höchstens ${CAMPAIGN_MAX_LENGTH} Zeichen lang sein.`,
        }),
      free_cards: z
        .number({ error: 'Bitte die Zahl der Gratis-Karten angeben.' })
        .int({ error: 'Bitte eine ganze Zahl angeben.' })
        .min(1, { error: 'Mindestens eine Karte.' })
        .max(FREE_CARDS_MAX, { error: `Höchstens ${FREE_CARDS_MAX} Karten.` }),
      template_id: cmsIdSchema.nullish(),
      group_id: cmsIdSchema.nullish(),
      valid_from: boundSchema('start'),
      valid_until: boundSchema('end'),
      max_redemptions: z
        .number({ error: 'Bitte angeben, wie oft der Link eingelöst werden kann.' })
        .int({ error: 'Bitte eine ganze Zahl angeben.' })
        .min(1, { error: 'Mindestens eine Einlösung.' })
        .max(MAX_REDEMPTIONS_MAX, { error: `Höchstens ${MAX_REDEMPTIONS_MAX} Einlösungen.` }),
      postage_included: z.boolean({ error: 'Bitte angeben, ob das Porto enthalten ist.' }),
    },
    unknownFields,
  )
  .superRefine((body, ctx) => {
    if (body.template_id && body.group_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['group_id'],
        message: 'Bitte entweder eine Vorlage oder eine Gruppe wählen, nicht beides.',
      });
    }
    if (!(body.valid_until > body.valid_from)) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: '„Gültig bis“ muss nach „Gültig ab“ liegen.',
      });
    }
  });
export type CreateWunderlinkBody = z.input<typeof createWunderlinkBodySchema>;
export type CreateWunderlink = z.output<typeof createWunderlinkBodySchema>;

const addressText = (max: number) => z.string().trim().max(max).nullish();

/**
 * The delivery address for a link without postage (the cards come to the customer), in the
 * store's address fields. Optional: without it the account's saved delivery address is used.
 */
export const wunderlinkShippingSchema = z.strictObject(
  {
    name: addressText(200),
    first_name: addressText(100),
    last_name: addressText(100),
    company: addressText(200),
    address1: addressText(200),
    address2: addressText(200),
    city: addressText(100),
    zip: addressText(20),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'Bitte einen zweistelligen Ländercode angeben (z. B. DE).' })
      .nullish(),
    phone: addressText(50),
  },
  unknownFields,
);
export type WunderlinkShipping = z.input<typeof wunderlinkShippingSchema>;

/** `POST /swell/wunderlink/{id}/redeem` body. */
export const redeemWunderlinkBodySchema = z.strictObject(
  {
    configuration_id: z
      .string({ error: 'Bitte die Gestaltung angeben.' })
      .min(1, { error: 'Bitte die Gestaltung angeben.' })
      .max(100),
    shipping: wunderlinkShippingSchema.optional(),
  },
  unknownFields,
);
export type RedeemWunderlinkBody = z.input<typeof redeemWunderlinkBodySchema>;

export interface CmsRef {
  /** The CMS's numeric id, as text. */
  id: string;
  slug: string;
  name: string;
}

/** `GET /swell/wunderlink/{id}`: what a customer may see of an active link. */
export interface PublicWunderlink {
  id: string;
  campaign: string;
  free_cards: number;
  postage_included: boolean;
  valid_from: string;
  valid_until: string;
  /** The one allowed template, or null. */
  template: CmsRef | null;
  /** The allowed group (any of its templates), or null. Neither: any template. */
  group: CmsRef | null;
}

/** A link as staff see it (`GET /swell/admin/wunderlinks`, create, deactivate). */
export interface AdminWunderlink {
  id: string;
  /** `PUBLIC_URL/wunderlink/{id}`: what staff copy and hand out. */
  url: string;
  campaign: string;
  free_cards: number;
  template_id: string | null;
  group_id: string | null;
  template: CmsRef | null;
  group: CmsRef | null;
  valid_from: string;
  valid_until: string;
  max_redemptions: number;
  redemptions: number;
  postage_included: boolean;
  status: WunderlinkStatus;
  deactivated_at: string | null;
  created_by: string;
  date_created: string;
}

export interface AdminWunderlinkList {
  results: AdminWunderlink[];
}

/** 201 of `POST /swell/wunderlink/{id}/redeem`. */
export interface RedeemAnswer {
  order: { id: string; number: string };
}

/** The codes of the redemption's refusals (`{ error: { code, message } }`). */
export const WUNDERLINK_ERROR_CODES = [
  'SIGN_IN_REQUIRED',
  'WUNDERLINK_NOT_FOUND',
  'ALREADY_REDEEMED',
  'TEMPLATE_NOT_ALLOWED',
  'TOO_MANY_CARDS',
  'CONFIGURATION_INVALID',
  'CONFIGURATION_NOT_FOUND',
  'ADDRESS_REQUIRED',
] as const;
export type WunderlinkErrorCode = (typeof WUNDERLINK_ERROR_CODES)[number];

/** The refusals a customer can fix in the configurator (the machine goes back to `ready`). */
export const FIXABLE_ERROR_CODES: readonly WunderlinkErrorCode[] = [
  'TEMPLATE_NOT_ALLOWED',
  'TOO_MANY_CARDS',
  'CONFIGURATION_INVALID',
  'CONFIGURATION_NOT_FOUND',
  'ADDRESS_REQUIRED',
];

export const WUNDERLINK_MESSAGES_DE = {
  notFound: 'Dieser WunderLink wurde nicht gefunden oder ist abgelaufen.',
  signInRequired: 'Bitte melde dich an oder registriere dich, um deine Gratis-Karten zu bestellen.',
  alreadyRedeemed: 'Du hast diesen WunderLink bereits eingelöst.',
  configurationNotFound:
    'Diese Gestaltung gibt es nicht (mehr). Bitte gestalte deine Karten noch einmal.',
  addressRequired:
    'Bitte gib deine Lieferadresse an: Bei diesem WunderLink schicken wir dir die Karten gesammelt nach Hause.',
  blankEnvelopeWithPostage:
    'Bei diesem WunderLink gehen die Karten frankiert an die Empfänger. Umschläge ohne Adresse gehen dafür nicht – bitte wähle einen Umschlag mit Adresse.',
  productUnavailable: 'Dieses Format gibt es gerade nicht im Shop. Bitte wähle ein anderes Format.',
} as const;

/** 409 `ALREADY_REDEEMED` carries the earlier order (top level and in `error.order`). */
export interface AlreadyRedeemedAnswer {
  error: { code: 'ALREADY_REDEEMED'; message: string; order: { id: string; number: string } };
  order: { id: string; number: string };
}
