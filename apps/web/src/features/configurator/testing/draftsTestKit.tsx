// Test-only: the harness of the draft tests (draftSaving.test.tsx, drafts.test.tsx): the
// configurator with the draft parts around a probe, a fake backend that stores drafts, and
// the images it serves.
import type { ConfigurationDraft, ConfiguratorEvent, SavedProgress } from '@federkiel/machines';
import type { DraftPayload } from '@federkiel/machines/drafts/draftApi';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import {
  createFakeBackend,
  type BackendCall,
  type FakeAnswer,
} from '../../../lib/backend/testing/fakeBackend.ts';
import { renderWithCms } from '../../../lib/cms/testing/renderWithCms.tsx';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';

import { Configurator, useConfiguratorSelector } from '../state/configuratorContext.ts';
import { ConfiguratorProvider } from '../state/ConfiguratorProvider.tsx';

import { configuratorCms, PATH_DONE, progressAfter, TODAY } from './configuratorTestKit.tsx';
import { DraftConnection } from '../drafts/DraftConnection.tsx';
import { resetDraftActor } from '../drafts/draftSession.ts';

import { DraftSaveButton } from '../drafts/DraftSaveButton.tsx';
import { DraftStatus } from '../drafts/DraftStatus.tsx';

/** After each draft test: unmount first (leaving the page talks to the draft actor). */
export function cleanUpDraftTest() {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetDraftActor();
  resetSession();
  setStore(null);
}

export const LOGO_A = { url: '/swell/uploads/logo-a.png', widthPx: 1000, heightPx: 267 };
export const LOGO_B = { url: '/swell/uploads/logo-b.png', widthPx: 1000, heightPx: 267 };
export const BG_A = { url: '/swell/uploads/bg-a.jpg', widthPx: 1748, heightPx: 1240 };
export const BG_COPY = { url: '/swell/uploads/bg-copy.jpg', widthPx: 1748, heightPx: 1240 };

/** Image bytes on the fake server: bg-copy is the same picture as bg-a under another URL. */
export const IMAGE_BYTES: Record<string, number[]> = {
  '/swell/uploads/logo-a.png': [1, 1, 1],
  '/swell/uploads/logo-b.png': [2, 2, 2],
  '/swell/uploads/bg-a.jpg': [7, 7, 7, 7],
  '/swell/uploads/bg-copy.jpg': [7, 7, 7, 7],
};

export function withImages(progress: SavedProgress, images: Partial<ConfigurationDraft['images']>) {
  return {
    ...progress,
    draft: { ...progress.draft, images: { ...progress.draft.images, ...images } },
  };
}

export const STARTED = progressAfter(PATH_DONE, 'content');

let configurator: { send: (event: ConfiguratorEvent) => void } | null = null;

/** The configurator the probe last rendered in. */
export function probedConfigurator() {
  return configurator;
}

export function Probe() {
  const actor = Configurator.useActorRef();
  configurator = actor;
  const template = useConfiguratorSelector(
    (s) => s.context.draft.template?.name ?? 'keine Vorlage',
  );
  const step = useConfiguratorSelector((s) => s.context.step);
  const cards = useConfiguratorSelector((s) => s.context.draft.recipients.length);
  return (
    <p data-testid="probe">
      {template} · {step} · {cards}
    </p>
  );
}

export interface Setup {
  routes?: { path: string; element: React.JSX.Element }[];
  saved?: unknown;
  signedIn?: boolean;
  path?: string;
  answer?: (call: BackendCall) => FakeAnswer | undefined;
}

let drafts = 0;
function savedDraftAnswer(call: BackendCall): FakeAnswer {
  const body = call.body as { id?: string };
  drafts += body.id ? 0 : 1;
  return {
    status: body.id ? 200 : 201,
    body: {
      id: body.id ?? `drf_test000${drafts}`,
      revision: body.id ? 2 : 1,
      dateCreated: '2026-12-21T13:00:00.000Z',
      dateUpdated: new Date().toISOString(),
    },
  };
}

export function setup({
  saved = STARTED,
  signedIn = true,
  path = '/configurator/content',
  answer,
  routes = [],
}: Setup = {}) {
  drafts = 0;
  const store = installFakeStore({ signedIn });
  const cms = configuratorCms();
  const backend = createFakeBackend((call) => {
    const own = answer?.(call);
    if (own) return own;
    if (call.method === 'GET' && IMAGE_BYTES[call.path])
      return { bytes: new Uint8Array(IMAGE_BYTES[call.path] ?? []) };
    if (call.method === 'POST' && call.path === '/swell/drafts') return savedDraftAnswer(call);
    return undefined;
  }, cms.fetch);
  cms.fetch = backend.fetch;
  const ui = (
    <ConfiguratorProvider saved={saved} today={TODAY}>
      <Probe />
      <DraftConnection />
      <DraftStatus />
      <DraftSaveButton />
    </ConfiguratorProvider>
  );
  const result = renderWithCms(ui, cms, { path, routes });
  return { ...result, backend, store, user: userEvent.setup() };
}

export const posts = (backend: ReturnType<typeof createFakeBackend>) =>
  backend.callsTo('POST', '/swell/drafts').map((call) => {
    const body = call.body as { id?: string; orderData: string };
    return { id: body.id ?? null, data: JSON.parse(body.orderData) as DraftPayload };
  });

export const saveButton = () => screen.getByRole('button', { name: 'Als Entwurf speichern' });
