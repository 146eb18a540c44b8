import { createActor, fromPromise } from 'xstate';
import { emptyDraft } from '../../configurator/progress.ts';
import type { ConfigurationDraft } from '../../configurator/schema.ts';
import { draftMachine } from '../../draft.ts';
import {
  type DraftImageKey,
  type DraftPayload,
  type DraftRecord,
  type SavedDraft,
  serializeDraft,
} from '../draftApi.ts';
import type {
  CompareImageInput,
  DraftContent,
  DraftInput,
  ImageComparison,
  SaveDraftInput,
  UploadImageInput,
} from '../draftSaving.ts';

// Test helper: the draft machine with fake image storage and a fake server that counts what
// it is asked.

export const LOGO_URL = '/swell/uploads/' + 'a'.repeat(64) + '.png';
export const BG_URL = '/swell/uploads/' + 'b'.repeat(64) + '.jpg';
export const NEW_URL = (n: number) =>
  '/swell/uploads/' + String(n).repeat(64).slice(0, 64) + '.jpg';

export function order(images: Partial<ConfigurationDraft['images']> = {}): ConfigurationDraft {
  const draft = emptyDraft('2030-01-15');
  return { ...draft, images: { ...draft.images, ...images } };
}

export function content(images: Partial<ConfigurationDraft['images']> = {}): DraftContent {
  return { step: 'content', order: order(images) };
}

export function record(payload: unknown, id = 'drf_abcdefgh12'): DraftRecord {
  return {
    id,
    revision: 4,
    orderData: typeof payload === 'string' ? payload : JSON.stringify(payload),
    loadable: true,
    dateCreated: '2030-01-01T10:00:00.000Z',
    dateUpdated: '2030-01-02T10:00:00.000Z',
  };
}

export function currentPayload(): DraftPayload {
  return {
    version: 1,
    step: 'data',
    order: order({ logo: { url: LOGO_URL, widthPx: 300, heightPx: 300 } }),
    customization: { logo: LOGO_URL, customBg: null, customInnerBg: null },
  };
}

export interface RigOptions {
  /** What the local image comparison says per image (default: no local images). */
  compare?: Partial<Record<DraftImageKey, ImageComparison | Error>>;
  /** Fails the next N saves with this error. */
  saveErrors?: unknown[];
  load?: (id: string) => Promise<DraftRecord>;
}

export function draftRig(input: DraftInput, options: RigOptions = {}) {
  const compared: CompareImageInput[] = [];
  const uploads: UploadImageInput[] = [];
  const saves: SaveDraftInput[] = [];
  const notified = { saved: [] as SavedDraft[], failed: 0, loginRequired: 0 };
  const applied: { id: string; draft: DraftPayload }[] = [];
  const saveErrors = [...(options.saveErrors ?? [])];
  let revision = 0;
  let uploadNumber = 0;

  const machine = draftMachine.provide({
    actors: {
      compareImage: fromPromise(async ({ input }: { input: CompareImageInput }) => {
        compared.push(input);
        const answer = options.compare?.[input.key] ?? 'none';
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      uploadImage: fromPromise(async ({ input }: { input: UploadImageInput }) => {
        uploads.push(input);
        uploadNumber += 1;
        return { url: NEW_URL(uploadNumber) };
      }),
      saveDraft: fromPromise(async ({ input }: { input: SaveDraftInput }) => {
        saves.push(input);
        const error = saveErrors.shift();
        if (error) throw error;
        revision += 1;
        return {
          id: input.id ?? 'drf_created0001',
          revision,
          dateCreated: '2030-01-01T10:00:00.000Z',
          dateUpdated: `2030-01-01T10:00:0${revision}.000Z`,
        };
      }),
      loadDraft: fromPromise(async ({ input }: { input: { id: string } }) =>
        options.load ? options.load(input.id) : record(currentPayload(), input.id),
      ),
    },
    actions: {
      notifySaved: (_, params) => {
        notified.saved.push(params);
      },
      notifySaveFailed: () => {
        notified.failed += 1;
      },
      notifyLoginRequired: () => {
        notified.loginRequired += 1;
      },
      applyDraft: (_, params) => {
        applied.push(params);
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  const savedPayload = (index = -1): DraftPayload =>
    JSON.parse(saves.at(index)?.orderData ?? 'null') as DraftPayload;
  return { actor, compared, uploads, saves, notified, applied, savedPayload };
}

/** Lets the fake actors' promises settle. */
export async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

export { serializeDraft };
