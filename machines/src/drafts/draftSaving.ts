import type { ConfigurationDraft } from '../configurator/schema.ts';
import type { StepId } from '../configurator/vocabulary.ts';
import {
  DRAFT_IMAGE_FILE_NAMES,
  DRAFT_IMAGE_KEYS,
  DRAFT_IMAGE_SLOTS,
  DRAFT_MESSAGES_DE,
  type DraftCustomization,
  type DraftImageKey,
  type DraftMigration,
  type DraftPayload,
  type DraftRecord,
  type SavedDraft,
  customizationOf,
  draftPayload,
  serializeDraft,
} from './draftApi.ts';

// Types and pure helpers of the draft machine (machines/src/draft.ts).

/** What the configurator hands over with every `CHANGED`: where it is and its work. */
export interface DraftContent {
  step: StepId;
  order: ConfigurationDraft;
}

/**
 * `compareImage`'s answer for one customization image (spec §4): `none` = no image stored
 * locally (the draft has none), `same` = the local image equals the one at the existing URL
 * (keep the URL), `different` = upload it (also when there is no URL to compare with).
 */
export type ImageComparison = 'none' | 'same' | 'different';

export interface CompareImageInput {
  key: DraftImageKey;
  /** The URL the draft has for this image so far (null = none). */
  url: string | null;
}

export interface UploadImageInput {
  key: DraftImageKey;
  /** Spec §4: `logo.png` for the logo, `background.jpg` for both backgrounds. */
  fileName: string;
}

export interface UploadedImageAnswer {
  url: string;
}

export interface SaveDraftInput {
  /** null: create a new draft; otherwise update it ("saving again updates the same draft"). */
  id: string | null;
  orderData: string;
}

export interface LoadDraftInput {
  id: string;
}

/** Why a save or a load failed; `code` is the server's (`login_required`, `not_found`, …). */
export interface DraftError {
  code: string;
  message: string;
}

export type LoadProblem = 'too_old' | 'invalid' | 'not_found' | 'error';

export interface DraftInput {
  signedIn: boolean;
  /** The draft the configurator continues (a reload after saving), if any. */
  draftId?: string | null;
  revision?: number | null;
  customization?: DraftCustomization | null;
}

export interface DraftContext {
  signedIn: boolean;
  draftId: string | null;
  revision: number | null;
  /** The newest content from `CHANGED` (null until the configurator sends any). */
  content: DraftContent | null;
  /** The content being saved right now (taken when the save starts). */
  savingContent: DraftContent | null;
  /** Image URLs of the last save or load: the "existing url" of spec §4. */
  saved: DraftCustomization;
  /** URLs resolved so far in the running image step. */
  working: DraftCustomization;
  /** Which image the image step is at (index into `DRAFT_IMAGE_KEYS`). */
  imageIndex: number;
  /** The server's `dateUpdated` of the last successful save or load. */
  savedAt: string | null;
  error: DraftError | null;
  /** `CHANGED` arrived during a save: save again afterwards. */
  changedWhileSaving: boolean;
  /** `LEAVE` arrived during a save: save the changes at once afterwards, no debounce. */
  flushAfterSave: boolean;
  /** The draft being loaded, and the load's result. */
  loadingId: string | null;
  loaded: { record: DraftRecord; migration: DraftMigration } | null;
  loadProblem: LoadProblem | null;
}

export type DraftEvent =
  | { type: 'CHANGED'; content: DraftContent }
  | { type: 'SAVE' }
  | { type: 'LEAVE' }
  | { type: 'RETRY' }
  | { type: 'SIGNED_IN' }
  | { type: 'SIGNED_OUT' }
  | { type: 'LOAD'; id: string }
  | { type: 'NEW' };

export type DraftTag =
  | 'clean'
  | 'dirty'
  | 'saving'
  | 'saved'
  | 'failed'
  | 'signedOut'
  | 'loginRequired'
  | 'loading'
  | 'loadFailed'
  | 'tooOld'
  | 'notFound';

export const NO_IMAGES: DraftCustomization = { logo: null, customBg: null, customInnerBg: null };

/** The 3 s debounce of the autosave (the `autosave` delay). */
export const AUTOSAVE_DELAY_MS = 3000;

export function imageKeyAt(index: number): DraftImageKey {
  return DRAFT_IMAGE_KEYS[index] ?? 'logo';
}

/**
 * The existing URL of one image: the configurator's uploaded image if it has one, else the
 * URL of the last save or load.
 */
export function existingImageUrl(
  content: DraftContent | null,
  saved: DraftCustomization,
  key: DraftImageKey,
): string | null {
  const fromOrder = content ? customizationOf(content.order)[key] : null;
  return fromOrder ?? saved[key];
}

export function uploadInput(key: DraftImageKey): UploadImageInput {
  return { key, fileName: DRAFT_IMAGE_FILE_NAMES[key] };
}

/**
 * The payload saved: the content with the resolved image URLs, in `customization` and in the
 * configurator's own image slots (so both name the same file).
 */
export function payloadToSave(content: DraftContent, urls: DraftCustomization): DraftPayload {
  const images = { ...content.order.images };
  for (const key of DRAFT_IMAGE_KEYS) {
    const slot = DRAFT_IMAGE_SLOTS[key];
    const image = images[slot];
    const url = urls[key];
    if (image && url && image.url !== url) images[slot] = { ...image, url };
  }
  return draftPayload(content.step, { ...content.order, images }, urls);
}

export function saveInput(context: DraftContext): SaveDraftInput {
  const content = context.savingContent ?? context.content;
  if (!content) throw new Error('nothing to save');
  return {
    id: context.draftId,
    orderData: serializeDraft(payloadToSave(content, context.working)),
  };
}

/** Reads `code`, `status` and `message` from whatever an actor threw. */
export function draftError(error: unknown, fallback: string): DraftError {
  const value = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    status?: unknown;
    message?: unknown;
  };
  const code =
    typeof value.code === 'string'
      ? value.code
      : value.status === 401
        ? 'login_required'
        : value.status === 404
          ? 'not_found'
          : 'error';
  const message = typeof value.message === 'string' && value.message ? value.message : fallback;
  return { code, message };
}

export const isLoginRequired = (error: unknown) =>
  draftError(error, '').code === 'login_required' ||
  draftError(error, '').code === 'session_required';

export const isNotFound = (error: unknown) => draftError(error, '').code === 'not_found';

export const SAVE_FAILED_MESSAGE = DRAFT_MESSAGES_DE.saveFailed.du;

export type { SavedDraft };
