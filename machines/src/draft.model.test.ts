import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { draftMachine } from './draft.ts';
import type { DraftRecord, SavedDraft } from './drafts/draftApi.ts';
import {
  type CompareImageInput,
  type DraftInput,
  type LoadDraftInput,
  type SaveDraftInput,
  type UploadImageInput,
  existingImageUrl,
  type ImageComparison,
  imageKeyAt,
  type UploadedImageAnswer,
} from './drafts/draftSaving.ts';
import { content, currentPayload, LOGO_URL, record } from './drafts/testing/draftRig.ts';

// Model-based: every state reachable with these events (the app's and the actors' answers)
// is reached by a shortest path and replayed on a real actor whose actors never answer by
// themselves. After every step the invariants of spec §4/§6 are checked.

type Snapshot = SnapshotFrom<typeof draftMachine>;

function serializeState(snapshot: Snapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.signedIn,
    c.content !== null,
    c.draftId !== null,
    c.imageIndex,
    c.changedWhileSaving,
    c.flushAfterSave,
  ]);
}

const saved = {
  id: 'drf_saved00001',
  revision: 1,
  dateCreated: '2030-01-01T10:00:00.000Z',
  dateUpdated: '2030-01-01T10:00:00.000Z',
};
const events = [
  { type: 'CHANGED', content: content({ logo: { url: LOGO_URL, widthPx: 300, heightPx: 300 } }) },
  { type: 'SAVE' },
  { type: 'LEAVE' },
  { type: 'RETRY' },
  { type: 'SIGNED_IN' },
  { type: 'SIGNED_OUT' },
  { type: 'LOAD', id: 'drf_abcdefgh12' },
  { type: 'NEW' },
  { type: 'xstate.after.autosave.draft.dirty' },
  { type: 'xstate.done.actor.compareImage', output: 'same' },
  { type: 'xstate.done.actor.compareImage', output: 'different' },
  { type: 'xstate.done.actor.compareImage', output: 'none' },
  { type: 'xstate.error.actor.compareImage', error: new Error('offline') },
  { type: 'xstate.done.actor.uploadImage', output: { url: '/swell/uploads/x.png' } },
  { type: 'xstate.error.actor.uploadImage', error: { status: 500, code: 'internal_error' } },
  { type: 'xstate.done.actor.saveDraft', output: saved },
  { type: 'xstate.error.actor.saveDraft', error: { status: 401, code: 'login_required' } },
  { type: 'xstate.error.actor.saveDraft', error: { status: 500, code: 'internal_error' } },
  { type: 'xstate.done.actor.loadDraft', output: record(currentPayload()) },
  { type: 'xstate.done.actor.loadDraft', output: record({ order: {} }) },
  { type: 'xstate.done.actor.loadDraft', output: record('not json') },
  { type: 'xstate.error.actor.loadDraft', error: { status: 404, code: 'not_found' } },
  { type: 'xstate.error.actor.loadDraft', error: { status: 503, code: 'busy' } },
] as EventObject[];

const inputs: DraftInput[] = [{ signedIn: false }, { signedIn: true }];

/** An actor that never answers: the test sends its answers as events. */
const never = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));

function replayActor(input: DraftInput) {
  const counts = { uploads: 0, loginRequired: 0, applied: 0 };
  const machine = draftMachine.provide({
    actors: {
      compareImage: never<ImageComparison, CompareImageInput>(),
      uploadImage: never<UploadedImageAnswer, UploadImageInput>(),
      saveDraft: never<SavedDraft, SaveDraftInput>(),
      loadDraft: never<DraftRecord, LoadDraftInput>(),
    },
    actions: {
      notifyLoginRequired: () => {
        counts.loginRequired += 1;
      },
      applyDraft: () => {
        counts.applied += 1;
      },
    },
  });
  return { actor: createActor(machine, { input }).start(), counts };
}

describe('draft (model-based)', () => {
  const all = inputs.flatMap((input) =>
    getShortestPaths(draftMachine, {
      events,
      input,
      serializeState: serializeState as never,
    } as never).map((path) => ({ input, path })),
  );

  it('reaches every state', () => {
    const reached = new Set(all.map(({ path }) => JSON.stringify(path.state.value)));
    for (const value of [
      { signedOut: 'quiet' },
      { signedOut: 'refused' },
      'idle',
      'dirty',
      { saving: 'comparing' },
      { saving: 'uploading' },
      { saving: 'storing' },
      'saved',
      'failed',
      'loading',
      { loadFailed: 'tooOld' },
      { loadFailed: 'notFound' },
      { loadFailed: 'error' },
    ])
      expect(reached).toContain(JSON.stringify(value));
  });

  it(`replays ${all.length} shortest paths`, () => {
    expect(all.length).toBeGreaterThan(30);
    for (const { input, path } of all) {
      const { actor, counts } = replayActor(input);
      let refusals = 0;
      for (const step of path.steps) {
        const event = step.event as EventObject & { output?: unknown };
        if (event.type === 'xstate.init') continue;
        const before = actor.getSnapshot();
        actor.send(event as never);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);

        // Nothing is ever saved, uploaded or loaded signed out (spec §6).
        if (snapshot.hasTag('saving') || snapshot.hasTag('loading'))
          expect(snapshot.context.signedIn).toBe(true);
        expect(snapshot.hasTag('signedOut')).toBe(!snapshot.context.signedIn);
        // A save works on a copy of the content taken when it started.
        if (snapshot.hasTag('saving')) expect(snapshot.context.savingContent).not.toBeNull();
        // An upload only follows a comparison that did not find the same image at an existing
        // URL, and a kept image only an identical one (spec §4).
        if (snapshot.matches({ saving: 'uploading' }) && !before.matches({ saving: 'uploading' })) {
          const url = existingImageUrl(
            before.context.savingContent,
            before.context.saved,
            imageKeyAt(before.context.imageIndex),
          );
          if (event.type === 'xstate.done.actor.compareImage') {
            expect(event.output).not.toBe('none');
            if (event.output === 'same') expect(url).toBeNull();
          } else expect(event.type).toBe('xstate.error.actor.compareImage');
        }
        if (
          event.type === 'xstate.done.actor.compareImage' &&
          before.matches({ saving: 'comparing' })
        ) {
          const key = imageKeyAt(before.context.imageIndex);
          const kept = snapshot.context.working[key];
          if (event.output === 'none') expect(kept).toBeNull();
          if (!snapshot.matches({ saving: 'uploading' }) && event.output === 'same')
            expect(kept).toBe(
              existingImageUrl(before.context.savingContent, before.context.saved, key),
            );
        }
        if (snapshot.matches({ signedOut: 'refused' }) && !before.matches({ signedOut: 'refused' }))
          expect(counts.loginRequired).toBeGreaterThan(refusals++);
        // A too-old or broken draft never reaches the configurator.
        if (snapshot.hasTag('loadFailed')) expect(snapshot.context.loadProblem).not.toBeNull();
        if (snapshot.hasTag('saved')) expect(snapshot.context.draftId).not.toBeNull();
        // Exactly the clean states are tagged clean.
        expect(snapshot.hasTag('clean')).toBe(
          snapshot.matches('idle') || snapshot.matches('saved'),
        );
      }
      actor.stop();
    }
  }, 30_000);
});
