import { draftMachine, type DraftEvent } from '@federkiel/machines/draft';
import {
  migrateDraft,
  savedProgressOfDraft,
  type DraftPayload,
  type DraftRecord,
  type SavedDraft,
} from '@federkiel/machines/drafts/draftApi';
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type Actor } from 'xstate';
import { fontQueryOptions } from '../../../lib/cms/api/fonts.ts';
import { templateQueryOptions } from '../../../lib/cms/api/templates.ts';
import { CmsError } from '../../../lib/cms/cmsClient.ts';
import { inspect } from '../../../lib/machineInspector/index.ts';
import { getSessionActor } from '../../../lib/store/session.ts';
import { compareDraftImage, uploadDraftImage, type ImageSources } from './draftImages.ts';
import { draftsQueryKey, getDraft, postDraft } from './draftsApi.ts';
import { readDraftLink, writeDraftLink } from './draftStorage.ts';

// One `draft` machine actor for the app (like the session): it outlives the configurator
// page, so a save started when the customer leaves (autosave on leaving) still finishes.
// The configurator page connects to it (`connectConfigurator`) while it is on screen.

export type DraftLogic = ReturnType<typeof createDraftLogic>;
export type DraftActor = Actor<DraftLogic>;

/** What the page plugs in: where a loaded draft goes, and the query client. */
export interface DraftTarget {
  /** Puts a loaded draft into the configurator (LOAD_DRAFT with its progress). */
  applyDraft: (id: string, draft: DraftPayload) => void;
}

interface Bridge {
  queryClient: QueryClient | null;
  target: DraftTarget | null;
  /** The "save now" is being confirmed by the server for the first time after `SAVE`. */
  keepalive: boolean;
}

const bridge: Bridge = { queryClient: null, target: null, keepalive: false };

/** Thrown-away record for a draft the shop can no longer build: loads as "too old". */
function outdated(record: DraftRecord): DraftRecord {
  return { ...record, orderData: JSON.stringify({ version: 0 }) };
}

const isMissing = (error: unknown) =>
  error instanceof CmsError && (error.kind === 'not_found' || error.status === 404);

/**
 * A draft whose template or font the shop no longer has cannot be continued either: the
 * spec's "too old" message rather than a configurator with holes (spec §8).
 */
async function checkCatalogue(record: DraftRecord): Promise<DraftRecord> {
  const migration = migrateDraft(record.orderData);
  const queryClient = bridge.queryClient;
  if (!migration.ok || !queryClient) return record;
  const { template, font } = migration.draft.order;
  try {
    const found = await Promise.all([
      template ? queryClient.fetchQuery(templateQueryOptions(template.id)) : { data: true },
      font ? queryClient.fetchQuery(fontQueryOptions(font.id)) : { data: true },
    ]);
    if (found.some((answer) => !answer?.data)) return outdated(record);
  } catch (error) {
    if (isMissing(error)) return outdated(record);
    throw error;
  }
  return record;
}

function userId(): string {
  return getSessionActor().getSnapshot().context.user?.id ?? '';
}

export function createDraftLogic(getActor: () => DraftActor | null) {
  const sources: ImageSources = {
    order: () => {
      const context = getActor()?.getSnapshot().context;
      return (context?.savingContent ?? context?.content)?.order ?? null;
    },
    saved: () =>
      getActor()?.getSnapshot().context.saved ?? {
        logo: null,
        customBg: null,
        customInnerBg: null,
      },
  };
  return draftMachine.provide({
    actors: {
      compareImage: fromPromise(({ input }) => compareDraftImage(sources, input.key, input.url)),
      uploadImage: fromPromise(({ input }) => uploadDraftImage(sources, input.key, input.fileName)),
      saveDraft: fromPromise<SavedDraft, { id: string | null; orderData: string }>(
        async ({ input }) => {
          const keepalive = bridge.keepalive;
          bridge.keepalive = false;
          const saved = await postDraft(input, { keepalive });
          void bridge.queryClient?.invalidateQueries({ queryKey: draftsQueryKey(userId()) });
          return saved;
        },
      ),
      loadDraft: fromPromise<DraftRecord, { id: string }>(async ({ input, signal }) =>
        checkCatalogue(await getDraft(input.id, signal)),
      ),
    },
    actions: {
      applyDraft: (_, { id, draft }) => bridge.target?.applyDraft(id, draft),
    },
  });
}

let current: DraftActor | null = null;
let stopSession: (() => void) | null = null;

/** The app's draft actor, created on first use with the remembered draft of the progress. */
export function getDraftActor(): DraftActor {
  if (current) return current;
  const link = readDraftLink();
  const session = getSessionActor();
  // While the session is restored, the remembered customer counts as signed in (a failed
  // restore signs out, which forgets the draft).
  const start = session.getSnapshot();
  const signedIn =
    start.hasTag('signedIn') || (start.hasTag('restoring') && start.context.user !== null);
  let actor: DraftActor | null = null;
  actor = createActor(
    createDraftLogic(() => actor),
    {
      input: {
        signedIn,
        draftId: signedIn ? (link?.id ?? null) : null,
        revision: signedIn ? (link?.revision ?? null) : null,
        customization: signedIn ? (link?.customization ?? null) : null,
      },
      inspect,
    },
  );
  // The draft the progress belongs to is remembered with it (a reload keeps updating it).
  let written: string | null | undefined;
  actor.subscribe((snapshot) => {
    const { draftId, revision, saved } = snapshot.context;
    const key = draftId ? JSON.stringify([draftId, revision, saved]) : null;
    if (key === written) return;
    written = key;
    writeDraftLink(draftId ? { id: draftId, revision, customization: saved } : null);
  });
  actor.start();
  // Signing in or out (here or in another part of the app) is told to the machine.
  let status = signedIn;
  const sessionSubscription = session.subscribe((snapshot) => {
    const now = snapshot.hasTag('signedIn')
      ? true
      : snapshot.hasTag('signedOut') && !snapshot.hasTag('busy')
        ? false
        : status;
    if (now === status) return;
    status = now;
    actor?.send({ type: now ? 'SIGNED_IN' : 'SIGNED_OUT' });
  });
  stopSession = () => sessionSubscription.unsubscribe();
  current = actor;
  return actor;
}

/** Connects the configurator page on screen; returns the disconnect. */
export function connectConfigurator(queryClient: QueryClient, target: DraftTarget): () => void {
  bridge.queryClient = queryClient;
  bridge.target = target;
  return () => {
    if (bridge.target === target) bridge.target = null;
  };
}

export function sendDraft(event: DraftEvent): void {
  getDraftActor().send(event);
}

/** "Leaving": save what is unsaved now, with a request that may outlive the page. */
export function leaveDraft(): void {
  const actor = current;
  if (!actor) return;
  if (actor.getSnapshot().hasTag('dirty')) bridge.keepalive = true;
  actor.send({ type: 'LEAVE' });
}

/** The configurator progress of a loaded draft. */
export const progressOfDraft = savedProgressOfDraft;

/** Tests: stop the actor so the next use starts a fresh one. */
export function resetDraftActor(): void {
  stopSession?.();
  stopSession = null;
  current?.stop();
  current = null;
  bridge.target = null;
  bridge.queryClient = null;
  bridge.keepalive = false;
}
