// The draft machine's setup: its actors (supplied by the app), actions and guards; the states
// are in draft.ts.
import { assign, fromPromise, setup } from 'xstate';
import {
  DRAFT_IMAGE_KEYS,
  type DraftPayload,
  type DraftRecord,
  migrateDraft,
  type SavedDraft,
} from './draftApi.ts';
import {
  AUTOSAVE_DELAY_MS,
  type CompareImageInput,
  type DraftContext,
  type DraftEvent,
  type DraftInput,
  type DraftTag,
  existingImageUrl,
  type ImageComparison,
  imageKeyAt,
  isLoginRequired,
  isNotFound,
  type LoadDraftInput,
  type LoadProblem,
  NO_IMAGES,
  type SaveDraftInput,
  type UploadedImageAnswer,
  type UploadImageInput,
} from './draftSaving.ts';

export const draftSetup = setup({
  types: {
    context: {} as DraftContext,
    input: {} as DraftInput,
    events: {} as DraftEvent,
    tags: {} as DraftTag,
  },
  actors: {
    compareImage: fromPromise<ImageComparison, CompareImageInput>(async () => {
      throw new Error('compareImage is supplied by the app');
    }),
    uploadImage: fromPromise<UploadedImageAnswer, UploadImageInput>(async () => {
      throw new Error('uploadImage is supplied by the app');
    }),
    saveDraft: fromPromise<SavedDraft, SaveDraftInput>(async () => {
      throw new Error('saveDraft is supplied by the app');
    }),
    loadDraft: fromPromise<DraftRecord, LoadDraftInput>(async () => {
      throw new Error('loadDraft is supplied by the app');
    }),
  },
  delays: { autosave: AUTOSAVE_DELAY_MS },
  actions: {
    notifySaved: (_, _params: SavedDraft) => {},
    notifySaveFailed: (_, _params: { code: string; message: string }) => {},
    notifyLoginRequired: () => {},
    applyDraft: (_, _params: { id: string; draft: DraftPayload }) => {},
    rememberContent: assign(({ event }) =>
      event.type === 'CHANGED' ? { content: event.content } : {},
    ),
    noteChangeWhileSaving: assign(({ event }) =>
      event.type === 'CHANGED' ? { content: event.content, changedWhileSaving: true } : {},
    ),
    noteLeaveWhileSaving: assign({ flushAfterSave: true }),
    startSaving: assign(({ context }) => ({
      savingContent: context.content,
      working: { ...NO_IMAGES },
      imageIndex: 0,
      changedWhileSaving: false,
      flushAfterSave: false,
      error: null,
    })),
    keepImage: assign(({ context }) => {
      const key = imageKeyAt(context.imageIndex);
      return {
        working: {
          ...context.working,
          [key]: existingImageUrl(context.savingContent, context.saved, key),
        },
      };
    }),
    dropImage: assign(({ context }) => ({
      working: { ...context.working, [imageKeyAt(context.imageIndex)]: null },
    })),
    useUploadedImage: assign(({ context }, params: { url: string }) => ({
      working: { ...context.working, [imageKeyAt(context.imageIndex)]: params.url },
    })),
    nextImage: assign(({ context }) => ({ imageIndex: context.imageIndex + 1 })),
    storeSaved: assign(({ context }, params: SavedDraft) => ({
      draftId: params.id,
      revision: params.revision,
      savedAt: params.dateUpdated,
      saved: context.working,
      savingContent: null,
      error: null,
    })),
    setError: assign((_, params: { code: string; message: string }) => ({
      error: params,
      savingContent: null,
    })),
    signIn: assign({ signedIn: true }),
    signOut: assign({
      signedIn: false,
      draftId: null,
      revision: null,
      saved: { ...NO_IMAGES },
      savingContent: null,
      savedAt: null,
      error: null,
    }),
    startLoading: assign(({ event }) =>
      event.type === 'LOAD' ? { loadingId: event.id, loaded: null, loadProblem: null } : {},
    ),
    storeLoaded: assign((_, params: { record: DraftRecord }) => ({
      loaded: { record: params.record, migration: migrateDraft(params.record.orderData) },
    })),
    takeLoaded: assign(({ context }) => {
      const { loaded } = context;
      if (!loaded?.migration.ok) return {};
      const { draft } = loaded.migration;
      return {
        draftId: loaded.record.id,
        revision: loaded.record.revision,
        savedAt: loaded.record.dateUpdated,
        saved: draft.customization,
        content: { step: draft.step, order: draft.order },
        loaded: null,
        loadingId: null,
        error: null,
      };
    }),
    setLoadProblem: assign((_, params: { problem: DraftContext['loadProblem'] }) => ({
      loadProblem: params.problem,
      loaded: null,
      loadingId: null,
    })),
    forgetDraft: assign({
      draftId: null,
      revision: null,
      saved: { ...NO_IMAGES },
      content: null,
      savedAt: null,
      error: null,
      loadProblem: null,
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    hasContent: ({ context }) => context.content !== null,
    keepsImage: ({ context }, params: { comparison: ImageComparison }) =>
      params.comparison === 'same' &&
      existingImageUrl(context.savingContent, context.saved, imageKeyAt(context.imageIndex)) !==
        null,
    noImage: (_, params: { comparison: ImageComparison }) => params.comparison === 'none',
    moreImages: ({ context }) => context.imageIndex + 1 < DRAFT_IMAGE_KEYS.length,
    loginRequired: (_, params: { error: unknown }) => isLoginRequired(params.error),
    notFound: (_, params: { error: unknown }) => isNotFound(params.error),
    flushAgain: ({ context }) => context.changedWhileSaving && context.flushAfterSave,
    changedAgain: ({ context }) => context.changedWhileSaving,
    loadProblemIs: ({ context }, params: { problem: LoadProblem }) =>
      context.loadProblem === params.problem,
    draftLoadable: ({ context }) => context.loaded?.migration.ok === true,
    draftTooOld: ({ context }) =>
      context.loaded?.migration.ok === false && context.loaded.migration.reason === 'too_old',
  },
});
