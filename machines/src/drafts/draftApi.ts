import { z } from 'zod';
import type { SavedProgress } from '../configurator/progress.ts';
import { PROGRESS_VERSION } from '../configurator/progress.ts';
import { type ConfigurationDraft, configurationDraftSchema } from '../configurator/schema.ts';
import { ADDRESS_FORMS, type StepId, STEPS } from '../configurator/vocabulary.ts';

// Drafts (spec §3 "draft", §4 draft save, §6 "must sign in to save drafts", §7
// `POST /swell/drafts`, `DELETE /swell/drafts/{id}/{revision}`): the shapes the shop backend
// and the web app share. Contract: docs/drafts-lists-contact.md.
//
// A draft's `orderData` is a JSON *string* (spec §3) of a versioned payload:
//   { version, step, order: ConfigurationDraft, customization: { logo, customBg, customInnerBg } }
// `order` is the configurator's work in progress, `customization` the three uploaded image
// URLs (spec §3's names). `migrateDraft` reads any stored payload: the current version as
// is, older versions it knows through `DRAFT_MIGRATIONS`, anything older is "too old".

/** The payload version the app writes today. Raise it with a migration for every change. */
export const DRAFT_VERSION = 1;
/**
 * The oldest version `migrateDraft` can still bring up to date. Payloads below it (and
 * payloads without a version: the drafts of the shop's previous app) are too old to load.
 */
export const OLDEST_LOADABLE_DRAFT_VERSION = 1;

/** Spec §3/§7: `orderData` is at most 5 MB of JSON (UTF-8 bytes). */
export const MAX_DRAFT_BYTES = 5 * 1024 * 1024;

/** Draft ids as the server hands them out (`drf_…`). */
export const DRAFT_ID_PATTERN = /^drf_[A-Za-z0-9_-]{8,64}$/;

/** zod's message for unknown fields, in German. */
const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unbekannte${(issue.keys?.length ?? 0) > 1 ? ' Felder' : 's Feld'}: ${(issue.keys ?? []).map((key) => `„${key}“`).join(', ')}.`
      : undefined,
};

const imageUrl = z
  .string()
  .min(1)
  .max(2000)
  .refine((url) => /^(https?:\/\/|\/)/.test(url), 'absolute or root-relative URL');

/** Spec §3: the customization object with the three image URLs (null = no image). */
export const draftCustomizationSchema = z.strictObject(
  {
    logo: imageUrl.nullable(),
    customBg: imageUrl.nullable(),
    customInnerBg: imageUrl.nullable(),
  },
  unknownFields,
);
export type DraftCustomization = z.infer<typeof draftCustomizationSchema>;

/** The three customization images; the spec's upload file names (§4). */
export const DRAFT_IMAGE_KEYS = ['logo', 'customBg', 'customInnerBg'] as const;
export type DraftImageKey = (typeof DRAFT_IMAGE_KEYS)[number];
export const DRAFT_IMAGE_FILE_NAMES: Record<DraftImageKey, string> = {
  logo: 'logo.png',
  customBg: 'background.jpg',
  customInnerBg: 'background.jpg',
};
/** Which configurator image slot each customization key mirrors. */
export const DRAFT_IMAGE_SLOTS = {
  logo: 'logo',
  customBg: 'outerBackground',
  customInnerBg: 'innerBackground',
} as const satisfies Record<DraftImageKey, string>;

/** The payload of the current version (parse with `migrateDraft`, not directly). */
export const draftPayloadSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  step: z.enum(STEPS),
  order: configurationDraftSchema,
  customization: draftCustomizationSchema,
});
export type DraftPayload = z.infer<typeof draftPayloadSchema>;

/**
 * Migrations from version N to N + 1, keyed by N. Empty while only version 1 exists; when
 * version 2 comes, add `1: (payload) => ({ ...payload, version: 2, … })` and raise
 * `DRAFT_VERSION` (and keep `OLDEST_LOADABLE_DRAFT_VERSION` at 1).
 */
export const DRAFT_MIGRATIONS: Record<number, (payload: Record<string, unknown>) => unknown> = {};

export type DraftMigration =
  | { ok: true; draft: DraftPayload; migrated: boolean }
  | { ok: false; reason: 'too_old' | 'invalid' };

/** The version a stored payload claims (0 when it has none: the previous app's drafts). */
export function draftVersionOf(payload: unknown): number {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return 0;
  const version = (payload as { version?: unknown }).version;
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : 0;
}

/** Can a draft of this payload version be loaded (after migration)? */
export function isLoadableDraftVersion(version: number): boolean {
  return version >= OLDEST_LOADABLE_DRAFT_VERSION && version <= DRAFT_VERSION;
}

/**
 * Reads a stored draft (the `orderData` string or its parsed value): migrates older
 * versions it knows, refuses older ones as `too_old` and anything unreadable (not JSON, a
 * newer version, a broken shape) as `invalid`.
 */
export function migrateDraft(orderData: unknown): DraftMigration {
  let data = orderData;
  if (typeof orderData === 'string') {
    try {
      data = JSON.parse(orderData);
    } catch {
      return { ok: false, reason: 'invalid' };
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, reason: 'invalid' };
  }
  let version = draftVersionOf(data);
  if (version < OLDEST_LOADABLE_DRAFT_VERSION) return { ok: false, reason: 'too_old' };
  if (version > DRAFT_VERSION) return { ok: false, reason: 'invalid' };
  const migrated = version < DRAFT_VERSION;
  while (version < DRAFT_VERSION) {
    const step = DRAFT_MIGRATIONS[version];
    if (!step) return { ok: false, reason: 'too_old' };
    data = step(data as Record<string, unknown>);
    version += 1;
  }
  const parsed = draftPayloadSchema.safeParse(data);
  return parsed.success
    ? { ok: true, draft: parsed.data, migrated }
    : { ok: false, reason: 'invalid' };
}

/** The customization object of a configuration draft (its uploaded image URLs). */
export function customizationOf(order: ConfigurationDraft): DraftCustomization {
  return {
    logo: order.images.logo?.url ?? null,
    customBg: order.images.outerBackground?.url ?? null,
    customInnerBg: order.images.innerBackground?.url ?? null,
  };
}

/** A payload of the current version. */
export function draftPayload(
  step: StepId,
  order: ConfigurationDraft,
  customization: DraftCustomization = customizationOf(order),
): DraftPayload {
  return { version: DRAFT_VERSION, step, order, customization };
}

/** The `orderData` string to send. */
export function serializeDraft(payload: DraftPayload): string {
  return JSON.stringify(payload);
}

/**
 * The configurator's saved progress for a loaded draft (give it to the configurator as
 * input): the steps before the saved one count as finished, every text variant as edited
 * (so a template change does not overwrite the customer's texts), and new recipients
 * continue after the highest `rN` id.
 */
export function savedProgressOfDraft(payload: DraftPayload): SavedProgress {
  const at = STEPS.indexOf(payload.step);
  let highest = 0;
  for (const recipient of payload.order.recipients) {
    const match = /^r(\d+)$/.exec(recipient.id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return {
    version: PROGRESS_VERSION,
    step: payload.step,
    finishedSteps: STEPS.slice(0, at),
    activeVariant: 'du',
    editedVariants: [...ADDRESS_FORMS],
    nextRecipientNumber: highest + 1,
    draft: payload.order,
  };
}

/** What the server derives from a payload at save time for the drafts list. */
export interface DraftSummaryFields {
  template: { id: string; name: string } | null;
  /** The canvas (format) name, e.g. "Postkarte A6". */
  format: string | null;
  cardCount: number;
  /** The card's front: the outer background, else the logo. */
  frontImage: string | null;
}

export function draftSummaryFields(payload: DraftPayload): DraftSummaryFields {
  const { order, customization } = payload;
  return {
    template: order.template ? { id: order.template.id, name: order.template.name } : null,
    format: order.canvas?.name ?? null,
    cardCount: order.recipients.length,
    frontImage: customization.customBg ?? customization.logo ?? null,
  };
}

// --- HTTP shapes -------------------------------------------------------------------------

/** `POST /swell/drafts` body. Without `id` a new draft is created. */
export const saveDraftRequestSchema = z.strictObject(
  {
    id: z.string().regex(DRAFT_ID_PATTERN, { error: 'Unbekannte Entwurfs-ID.' }).optional(),
    orderData: z.string({ error: 'orderData fehlt: erwartet wird ein JSON-Text.' }),
  },
  unknownFields,
);
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

/** `POST /swell/drafts` answer (201 created, 200 updated). */
export interface SavedDraft {
  id: string;
  revision: number;
  dateCreated: string;
  dateUpdated: string;
}

/** One row of `GET /swell/drafts` (`{ results: DraftSummary[] }`, newest change first). */
export interface DraftSummary extends DraftSummaryFields, SavedDraft {
  /** false: saved by a version too old to load (spec §4/§8). */
  loadable: boolean;
}

export interface DraftList {
  results: DraftSummary[];
}

/** `GET /swell/drafts/{id}` answer. `orderData` goes through `migrateDraft`. */
export interface DraftRecord extends SavedDraft {
  orderData: string;
  loadable: boolean;
}

export const DRAFT_ERROR_CODES = {
  loginRequired: 'login_required',
  changed: 'draft_changed',
  tooLarge: 'draft_too_large',
  invalid: 'invalid_draft',
} as const;

/** Spec §6/§8 texts (du; the Sie form next to it). */
export const DRAFT_MESSAGES_DE = {
  loginRequired: {
    du: 'Du musst angemeldet sein, um Entwürfe zu speichern.',
    sie: 'Sie müssen angemeldet sein, um Entwürfe zu speichern.',
  },
  saved: { du: 'Entwurf gespeichert.', sie: 'Entwurf gespeichert.' },
  saveFailed: {
    du: 'Beim Speichern des Entwurfs ist ein Fehler aufgetreten. Bitte versuche es noch einmal.',
    sie: 'Beim Speichern des Entwurfs ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
  },
  tooOld: {
    du: 'Dieser Entwurf ist zu alt und kann nicht mehr geladen werden.',
    sie: 'Dieser Entwurf ist zu alt und kann nicht mehr geladen werden.',
  },
  notFound: {
    du: 'Diesen Entwurf gibt es nicht (mehr).',
    sie: 'Diesen Entwurf gibt es nicht (mehr).',
  },
  changed: {
    du: 'Der Entwurf wurde inzwischen an anderer Stelle geändert. Lade die Liste neu und versuche es noch einmal.',
    sie: 'Der Entwurf wurde inzwischen an anderer Stelle geändert. Laden Sie die Liste neu und versuchen Sie es noch einmal.',
  },
} as const;
