import { type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { type DraftPayload, type SavedDraft } from './drafts/draftApi.ts';
import { draftSetup } from './drafts/draftSetup.ts';
import {
  type CompareImageInput,
  type DraftContext,
  draftError,
  existingImageUrl,
  imageKeyAt,
  saveInput,
  uploadInput,
  NO_IMAGES,
  SAVE_FAILED_MESSAGE,
} from './drafts/draftSaving.ts';

/**
 * Saving and loading the configurator's draft (spec §4 "Draft save", §6 "must sign in to save
 * drafts", §8 "draft too old"). Contract of the server: docs/drafts-lists-contact.md.
 *
 * Events (the app sends):
 * - `CHANGED { content: { step, order } }` — the configurator changed; autosave 3 s after
 *   the last change (`autosave` delay). Send it with every change (the object, not a copy).
 * - `SAVE` — "Entwurf speichern": save now (signed out: refused, tag `loginRequired`).
 * - `LEAVE` — the page is left (route change, `pagehide`): save unsaved changes at once.
 * - `RETRY` — after a failed save.
 * - `SIGNED_IN` / `SIGNED_OUT` — the session machine's login changed. Signing out forgets
 *   the draft id (the next account starts a new draft).
 * - `LOAD { id }` — continue a saved draft (ask "discard current progress?" before).
 * - `NEW` — a new order: the next save creates a new draft.
 *
 * Actors (the app supplies with `machine.provide`):
 * - `compareImage({ key, url }) → 'none' | 'same' | 'different'` — compares the locally
 *   stored image (localStorage `logo` / `customBg` / `customInnerBg`) with the image at `url`.
 *   A failing comparison counts as `different` (the image is uploaded).
 * - `uploadImage({ key, fileName }) → { url }` — `POST /swell/upload` with `logo.png` /
 *   `background.jpg`.
 * - `saveDraft({ id, orderData }) → SavedDraft` — `POST /swell/drafts`; throw the server's
 *   error (`{ code, status, message }`): `login_required` / 401 leads to `signedOut`.
 * - `loadDraft({ id }) → DraftRecord` — `GET /swell/drafts/{id}`; 404 → tag `notFound`.
 *
 * Actions (optional, for the app): `notifySaved(SavedDraft)`, `notifySaveFailed(DraftError)`,
 * `notifyLoginRequired`, `applyDraft({ id, draft: DraftPayload })` — put a loaded draft into
 * the configurator (`savedProgressOfDraft(draft)` is its input).
 *
 * Tags: `clean` (nothing unsaved), `dirty`, `saving`, `saved` (`context.savedAt`), `failed`
 * (`context.error`), `signedOut`, `loginRequired`, `loading`, `loadFailed` + `tooOld` /
 * `notFound` (`context.loadProblem`).
 */
export const draftMachine = draftSetup.createMachine({
  id: 'draft',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    draftId: input.draftId ?? null,
    revision: input.revision ?? null,
    content: null,
    savingContent: null,
    saved: input.customization ?? { ...NO_IMAGES },
    working: { ...NO_IMAGES },
    imageIndex: 0,
    savedAt: null,
    error: null,
    changedWhileSaving: false,
    flushAfterSave: false,
    loadingId: null,
    loaded: null,
    loadProblem: null,
  }),
  initial: 'starting',
  on: {
    NEW: { target: '.starting', actions: 'forgetDraft' },
  },
  states: {
    starting: {
      always: [{ guard: 'signedIn', target: 'idle' }, { target: 'signedOut' }],
    },
    signedOut: {
      tags: ['signedOut'],
      initial: 'quiet',
      on: {
        CHANGED: { actions: 'rememberContent' },
        SAVE: { target: '.refused', actions: 'notifyLoginRequired' },
        SIGNED_IN: [
          { guard: 'hasContent', target: 'dirty', actions: 'signIn' },
          { target: 'idle', actions: 'signIn' },
        ],
      },
      states: {
        quiet: {},
        refused: { tags: ['loginRequired'] },
      },
    },
    idle: {
      tags: ['clean'],
      on: {
        CHANGED: { target: 'dirty', actions: 'rememberContent' },
        SAVE: { guard: 'hasContent', target: 'saving' },
        LOAD: { target: 'loading' },
        SIGNED_OUT: { target: 'signedOut', actions: 'signOut' },
      },
    },
    dirty: {
      tags: ['dirty'],
      after: { autosave: { target: 'saving' } },
      on: {
        // A change restarts the debounce.
        CHANGED: { target: 'dirty', reenter: true, actions: 'rememberContent' },
        SAVE: { target: 'saving' },
        LEAVE: { target: 'saving' },
        LOAD: { target: 'loading' },
        SIGNED_OUT: { target: 'signedOut', actions: 'signOut' },
      },
    },
    saving: {
      tags: ['saving'],
      entry: 'startSaving',
      initial: 'comparing',
      on: {
        CHANGED: { actions: 'noteChangeWhileSaving' },
        LEAVE: { actions: 'noteLeaveWhileSaving' },
        SIGNED_OUT: { target: 'signedOut', actions: 'signOut' },
      },
      states: {
        // Spec §4, for each of logo, customBg, customInnerBg: identical → keep the URL,
        // different or no URL → upload; no local image → none.
        comparing: {
          invoke: {
            id: 'compareImage',
            src: 'compareImage',
            input: ({ context }): CompareImageInput => {
              const key = imageKeyAt(context.imageIndex);
              return { key, url: existingImageUrl(context.savingContent, context.saved, key) };
            },
            onDone: [
              {
                guard: {
                  type: 'keepsImage',
                  params: ({ event }) => ({ comparison: event.output }),
                },
                target: 'nextImage',
                actions: 'keepImage',
              },
              {
                guard: { type: 'noImage', params: ({ event }) => ({ comparison: event.output }) },
                target: 'nextImage',
                actions: 'dropImage',
              },
              { target: 'uploading' },
            ],
            onError: { target: 'uploading' },
          },
        },
        uploading: {
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context }) => uploadInput(imageKeyAt(context.imageIndex)),
            onDone: {
              target: 'nextImage',
              actions: {
                type: 'useUploadedImage',
                params: ({ event }) => ({ url: event.output.url }),
              },
            },
            onError: failure(),
          },
        },
        nextImage: {
          always: [
            { guard: 'moreImages', target: 'comparing', actions: 'nextImage' },
            { target: 'storing' },
          ],
        },
        storing: {
          invoke: {
            id: 'saveDraft',
            src: 'saveDraft',
            input: ({ context }) => saveInput(context),
            onDone: [
              { guard: 'flushAgain', target: '#draft.saving', reenter: true, actions: saved() },
              { guard: 'changedAgain', target: '#draft.dirty', actions: saved() },
              { target: '#draft.saved', actions: saved() },
            ],
            onError: failure(),
          },
        },
      },
    },
    saved: {
      tags: ['saved', 'clean'],
      on: {
        CHANGED: { target: 'dirty', actions: 'rememberContent' },
        SAVE: { target: 'saving' },
        LOAD: { target: 'loading' },
        SIGNED_OUT: { target: 'signedOut', actions: 'signOut' },
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        CHANGED: { target: 'dirty', actions: 'rememberContent' },
        RETRY: { target: 'saving' },
        SAVE: { target: 'saving' },
        LEAVE: { target: 'saving' },
        LOAD: { target: 'loading' },
        SIGNED_OUT: { target: 'signedOut', actions: 'signOut' },
      },
    },
    loading: {
      tags: ['loading'],
      entry: 'startLoading',
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ id: context.loadingId ?? '' }),
        onDone: {
          target: 'migrating',
          actions: { type: 'storeLoaded', params: ({ event }) => ({ record: event.output }) },
        },
        onError: [
          {
            guard: { type: 'loginRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut.refused',
            actions: ['signOut', 'notifyLoginRequired'],
          },
          {
            guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
            target: 'loadFailed',
            actions: { type: 'setLoadProblem', params: { problem: 'not_found' } },
          },
          {
            target: 'loadFailed',
            actions: { type: 'setLoadProblem', params: { problem: 'error' } },
          },
        ],
      },
      on: { SIGNED_OUT: { target: 'signedOut', actions: 'signOut' } },
    },
    // Load → migrate → ok / too old / unreadable.
    migrating: {
      always: [
        {
          guard: 'draftLoadable',
          target: 'saved',
          actions: [
            {
              type: 'applyDraft',
              params: ({ context }) => loadedDraft(context),
            },
            'takeLoaded',
          ],
        },
        {
          guard: 'draftTooOld',
          target: 'loadFailed',
          actions: { type: 'setLoadProblem', params: { problem: 'too_old' } },
        },
        {
          target: 'loadFailed',
          actions: { type: 'setLoadProblem', params: { problem: 'invalid' } },
        },
      ],
    },
    loadFailed: {
      tags: ['loadFailed'],
      initial: 'which',
      states: {
        which: {
          always: [
            { guard: { type: 'loadProblemIs', params: { problem: 'too_old' } }, target: 'tooOld' },
            {
              guard: { type: 'loadProblemIs', params: { problem: 'not_found' } },
              target: 'notFound',
            },
            { target: 'error' },
          ],
        },
        tooOld: { tags: ['tooOld'] },
        notFound: { tags: ['notFound'] },
        error: {},
      },
      on: {
        LOAD: { target: 'loading' },
        CHANGED: { target: 'dirty', actions: 'rememberContent' },
        SAVE: { guard: 'hasContent', target: 'saving' },
        SIGNED_OUT: { target: 'signedOut', actions: 'signOut' },
      },
    },
  },
});

/** The loaded draft (only called when `draftLoadable` holds). */
function loadedDraft(context: DraftContext): { id: string; draft: DraftPayload } {
  const { loaded } = context;
  if (!loaded?.migration.ok) throw new Error('no loadable draft');
  return { id: loaded.record.id, draft: loaded.migration.draft };
}

/** After a successful `saveDraft`: remember the draft, tell the app. */
function saved() {
  const params = ({ event }: { event: unknown }) => (event as DoneActorEvent<SavedDraft>).output;
  return [
    { type: 'storeSaved', params },
    { type: 'notifySaved', params },
  ] as const;
}

/** A failed upload or save: signed out (the server wants a login) or failed (retry). */
function failure() {
  const error = ({ event }: { event: unknown }) => (event as ErrorActorEvent).error;
  const problem = ({ event }: { event: unknown }) =>
    draftError((event as ErrorActorEvent).error, SAVE_FAILED_MESSAGE);
  return [
    {
      guard: {
        type: 'loginRequired',
        params: ({ event }: { event: unknown }) => ({ error: error({ event }) }),
      },
      target: '#draft.signedOut.refused',
      actions: ['signOut', 'notifyLoginRequired'],
    },
    {
      target: '#draft.failed',
      actions: [
        { type: 'setError', params: problem },
        { type: 'notifySaveFailed', params: problem },
      ],
    },
  ] as const;
}

export type {
  CompareImageInput,
  DraftContent,
  DraftContext,
  DraftError,
  DraftEvent,
  DraftInput,
  DraftTag,
  ImageComparison,
  LoadDraftInput,
  LoadProblem,
  SaveDraftInput,
  UploadedImageAnswer,
  UploadImageInput,
} from './drafts/draftSaving.ts';
export { AUTOSAVE_DELAY_MS } from './drafts/draftSaving.ts';
