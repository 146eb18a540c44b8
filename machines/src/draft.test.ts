import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS } from './draft.ts';
import { DRAFT_MESSAGES_DE } from './drafts/draftApi.ts';
import {
  BG_URL,
  content,
  currentPayload,
  draftRig,
  LOGO_URL,
  NEW_URL,
  record,
  settle,
} from './drafts/testing/draftRig.ts';

const logo = { url: LOGO_URL, widthPx: 300, heightPx: 300 };
const background = { url: BG_URL, widthPx: 1800, heightPx: 1300 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('draft: image step (spec §4)', () => {
  it('keeps identical images, uploads changed ones and drops removed ones', async () => {
    const rig = draftRig(
      { signedIn: true },
      { compare: { logo: 'same', customBg: 'different', customInnerBg: 'none' } },
    );
    rig.actor.send({ type: 'CHANGED', content: content({ logo, outerBackground: background }) });
    rig.actor.send({ type: 'SAVE' });
    await settle();

    expect(rig.compared).toEqual([
      { key: 'logo', url: LOGO_URL },
      { key: 'customBg', url: BG_URL },
      { key: 'customInnerBg', url: null },
    ]);
    expect(rig.uploads).toEqual([{ key: 'customBg', fileName: 'background.jpg' }]);
    const payload = rig.savedPayload();
    expect(payload.customization).toEqual({
      logo: LOGO_URL,
      customBg: NEW_URL(1),
      customInnerBg: null,
    });
    // The configurator's own slot names the uploaded file too.
    expect(payload.order.images.outerBackground?.url).toBe(NEW_URL(1));
    expect(payload.version).toBe(1);
    expect(rig.actor.getSnapshot().hasTag('saved')).toBe(true);
  });

  it('uploads a local image that has no URL yet, with the spec file names', async () => {
    const rig = draftRig(
      { signedIn: true },
      // "same" without a URL to compare with cannot be trusted: upload.
      { compare: { logo: 'same', customBg: 'different', customInnerBg: 'different' } },
    );
    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    expect(rig.uploads.map((upload) => upload.fileName)).toEqual([
      'logo.png',
      'background.jpg',
      'background.jpg',
    ]);
  });

  it('a failing comparison uploads the image', async () => {
    const rig = draftRig({ signedIn: true }, { compare: { logo: new Error('offline') } });
    rig.actor.send({ type: 'CHANGED', content: content({ logo }) });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    expect(rig.uploads).toEqual([{ key: 'logo', fileName: 'logo.png' }]);
    expect(rig.savedPayload().customization.logo).toBe(NEW_URL(1));
  });

  it('saving again updates the same draft and uploads nothing unchanged', async () => {
    const rig = draftRig({ signedIn: true }, { compare: { customBg: 'different' } });
    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    expect(rig.saves[0]?.id).toBeNull();
    expect(rig.uploads).toHaveLength(1);

    // The uploaded URL is now the existing one; the same local image compares "same".
    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    const second = rig.compared.filter((c) => c.key === 'customBg').at(-1);
    expect(second).toEqual({ key: 'customBg', url: NEW_URL(1) });
    expect(rig.saves[1]?.id).toBe('drf_created0001');
    expect(rig.actor.getSnapshot().context.revision).toBe(2);
    expect(rig.notified.saved.map((s) => s.revision)).toEqual([1, 2]);
  });
});

describe('draft: autosave', () => {
  it('saves 3 s after the last change, once', async () => {
    const rig = draftRig({ signedIn: true });
    rig.actor.send({ type: 'CHANGED', content: content() });
    expect(rig.actor.getSnapshot().hasTag('dirty')).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    rig.actor.send({ type: 'CHANGED', content: content() });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    expect(rig.saves).toHaveLength(0);
    expect(rig.actor.getSnapshot().hasTag('dirty')).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(rig.saves).toHaveLength(1);
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.hasTag('saved')).toBe(true);
    expect(snapshot.hasTag('clean')).toBe(true);
    expect(snapshot.context.savedAt).toBe('2030-01-01T10:00:01.000Z');
  });

  it('LEAVE saves at once', async () => {
    const rig = draftRig({ signedIn: true });
    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'LEAVE' });
    await settle();
    expect(rig.saves).toHaveLength(1);
  });

  it('a change during a save is saved afterwards (debounced, or at once when leaving)', async () => {
    const rig = draftRig({ signedIn: true });
    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'SAVE' });
    rig.actor.send({ type: 'CHANGED', content: { ...content(), step: 'summary' } });
    await settle();
    expect(rig.saves).toHaveLength(1);
    expect(rig.savedPayload().step).toBe('content');
    expect(rig.actor.getSnapshot().hasTag('dirty')).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await settle();
    expect(rig.saves).toHaveLength(2);
    expect(rig.savedPayload().step).toBe('summary');

    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'SAVE' });
    rig.actor.send({ type: 'CHANGED', content: { ...content(), step: 'data' } });
    rig.actor.send({ type: 'LEAVE' });
    await settle();
    expect(rig.saves).toHaveLength(4);
    expect(rig.savedPayload().step).toBe('data');
    expect(rig.actor.getSnapshot().hasTag('saved')).toBe(true);
  });

  it('nothing to save: SAVE without any change does nothing', async () => {
    const rig = draftRig({ signedIn: true });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    expect(rig.saves).toHaveLength(0);
    expect(rig.actor.getSnapshot().hasTag('clean')).toBe(true);
  });
});

describe('draft: signed out (spec §6)', () => {
  it('refuses to save, autosaves nothing, and saves after signing in', async () => {
    const rig = draftRig({ signedIn: false });
    rig.actor.send({ type: 'CHANGED', content: content() });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(rig.saves).toHaveLength(0);
    expect(rig.actor.getSnapshot().hasTag('loginRequired')).toBe(false);

    rig.actor.send({ type: 'SAVE' });
    expect(rig.actor.getSnapshot().hasTag('loginRequired')).toBe(true);
    expect(rig.notified.loginRequired).toBe(1);

    rig.actor.send({ type: 'SIGNED_IN' });
    expect(rig.actor.getSnapshot().hasTag('dirty')).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await settle();
    expect(rig.saves).toHaveLength(1);
  });

  it('the server saying login_required signs out and forgets the draft', async () => {
    const rig = draftRig(
      { signedIn: true, draftId: 'drf_known00001', revision: 3 },
      { saveErrors: [{ status: 401, code: 'login_required', message: 'Du musst …' }] },
    );
    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.hasTag('loginRequired')).toBe(true);
    expect(snapshot.context.draftId).toBeNull();
    expect(rig.notified.loginRequired).toBe(1);
  });

  it('signing out forgets the draft: the next account creates a new one', async () => {
    const rig = draftRig({ signedIn: true, draftId: 'drf_known00001', revision: 3 });
    rig.actor.send({ type: 'SIGNED_OUT' });
    rig.actor.send({ type: 'SIGNED_IN' });
    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    expect(rig.saves[0]?.id).toBeNull();
  });
});

describe('draft: failures', () => {
  it('a failed save keeps the error; RETRY saves', async () => {
    const rig = draftRig(
      { signedIn: true },
      { saveErrors: [{ status: 500, code: 'internal_error', message: 'Kaputt.' }] },
    );
    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    let snapshot = rig.actor.getSnapshot();
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(snapshot.context.error).toEqual({ code: 'internal_error', message: 'Kaputt.' });
    expect(rig.notified.failed).toBe(1);

    rig.actor.send({ type: 'RETRY' });
    await settle();
    snapshot = rig.actor.getSnapshot();
    expect(snapshot.hasTag('saved')).toBe(true);
    expect(snapshot.context.error).toBeNull();
    expect(rig.saves).toHaveLength(2);
  });

  it('an error without a message gets the spec text', async () => {
    const rig = draftRig({ signedIn: true }, { saveErrors: [new TypeError('')] });
    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    expect(rig.actor.getSnapshot().context.error).toEqual({
      code: 'error',
      message: DRAFT_MESSAGES_DE.saveFailed.du,
    });
  });
});

describe('draft: loading (spec §4, §8)', () => {
  it('loads, migrates and applies a draft; the next save updates it', async () => {
    const rig = draftRig({ signedIn: true }, { compare: { logo: 'same' } });
    rig.actor.send({ type: 'LOAD', id: 'drf_abcdefgh12' });
    expect(rig.actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.hasTag('saved')).toBe(true);
    expect(snapshot.context.draftId).toBe('drf_abcdefgh12');
    expect(snapshot.context.revision).toBe(4);
    expect(rig.applied).toEqual([{ id: 'drf_abcdefgh12', draft: currentPayload() }]);

    rig.actor.send({ type: 'CHANGED', content: { ...currentPayload() } });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    expect(rig.saves[0]?.id).toBe('drf_abcdefgh12');
    expect(rig.uploads).toHaveLength(0);
    expect(rig.savedPayload().customization.logo).toBe(LOGO_URL);
  });

  it('a draft too old loads nothing', async () => {
    const rig = draftRig(
      { signedIn: true },
      { load: async (id) => record({ order: {}, customization: {} }, id) },
    );
    rig.actor.send({ type: 'LOAD', id: 'drf_abcdefgh12' });
    await settle();
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.hasTag('tooOld')).toBe(true);
    expect(snapshot.context.loadProblem).toBe('too_old');
    expect(snapshot.context.draftId).toBeNull();
    expect(rig.applied).toEqual([]);
  });

  it('an unreadable draft and a missing one are told apart', async () => {
    const broken = draftRig({ signedIn: true }, { load: async (id) => record('{"version":1', id) });
    broken.actor.send({ type: 'LOAD', id: 'drf_abcdefgh12' });
    await settle();
    expect(broken.actor.getSnapshot().context.loadProblem).toBe('invalid');
    expect(broken.actor.getSnapshot().hasTag('loadFailed')).toBe(true);

    const missing = draftRig(
      { signedIn: true },
      {
        load: async () => {
          throw { status: 404, code: 'not_found', message: 'Nicht da.' };
        },
      },
    );
    missing.actor.send({ type: 'LOAD', id: 'drf_abcdefgh12' });
    await settle();
    expect(missing.actor.getSnapshot().hasTag('notFound')).toBe(true);
  });

  it('NEW starts a new draft', async () => {
    const rig = draftRig({ signedIn: true, draftId: 'drf_known00001', revision: 3 });
    rig.actor.send({ type: 'NEW' });
    rig.actor.send({ type: 'CHANGED', content: content() });
    rig.actor.send({ type: 'SAVE' });
    await settle();
    expect(rig.saves[0]?.id).toBeNull();
  });
});
