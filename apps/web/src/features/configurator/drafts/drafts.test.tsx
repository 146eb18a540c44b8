import type { ConfigurationDraft, ConfiguratorEvent, SavedProgress } from '@federkiel/machines';
import type { DraftPayload } from '@federkiel/machines/drafts/draftApi';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeBackend,
  type BackendCall,
  type FakeAnswer,
} from '../../../lib/backend/testing/fakeBackend.ts';
import { renderWithCms } from '../../../lib/cms/testing/renderWithCms.tsx';
import { getSessionActor, resetSession, sendSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import type * as UploadModule from '../api/uploadImage.ts';
import { uploadImage } from '../api/uploadImage.ts';
import { Configurator, useConfiguratorSelector } from '../state/configuratorContext.ts';
import { ConfiguratorProvider } from '../state/ConfiguratorProvider.tsx';
import { PROGRESS_KEY } from '../state/progressStorage.ts';
import {
  configuratorCms,
  PATH_DONE,
  progressAfter,
  renderConfigurator,
  TODAY,
} from '../testing/configuratorTestKit.tsx';
import { DraftConnection } from './DraftConnection.tsx';
import { resetDraftActor } from './draftSession.ts';
import { DRAFT_LINK_KEY } from './draftStorage.ts';
import { DraftSaveButton } from './DraftSaveButton.tsx';
import { DraftStatus } from './DraftStatus.tsx';

vi.mock('../api/uploadImage.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadModule>()),
  uploadImage: vi.fn(async () => ({
    url: '/swell/uploads/logo-new.png',
    widthPx: 1000,
    heightPx: 267,
  })),
}));
const upload = vi.mocked(uploadImage);

beforeEach(() => upload.mockClear());
afterEach(() => {
  // Unmount first: leaving the page talks to the draft actor.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetDraftActor();
  resetSession();
  setStore(null);
});

// --- harness ---------------------------------------------------------------------------

const LOGO_A = { url: '/swell/uploads/logo-a.png', widthPx: 1000, heightPx: 267 };
const LOGO_B = { url: '/swell/uploads/logo-b.png', widthPx: 1000, heightPx: 267 };
const BG_A = { url: '/swell/uploads/bg-a.jpg', widthPx: 1748, heightPx: 1240 };
const BG_COPY = { url: '/swell/uploads/bg-copy.jpg', widthPx: 1748, heightPx: 1240 };

/** Image bytes on the fake server: bg-copy is the same picture as bg-a under another URL. */
const IMAGE_BYTES: Record<string, number[]> = {
  '/swell/uploads/logo-a.png': [1, 1, 1],
  '/swell/uploads/logo-b.png': [2, 2, 2],
  '/swell/uploads/bg-a.jpg': [7, 7, 7, 7],
  '/swell/uploads/bg-copy.jpg': [7, 7, 7, 7],
};

function withImages(progress: SavedProgress, images: Partial<ConfigurationDraft['images']>) {
  return {
    ...progress,
    draft: { ...progress.draft, images: { ...progress.draft.images, ...images } },
  };
}

const STARTED = progressAfter(PATH_DONE, 'content');

let configurator: { send: (event: ConfiguratorEvent) => void } | null = null;

function Probe() {
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

interface Setup {
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

function setup({
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

const posts = (backend: ReturnType<typeof createFakeBackend>) =>
  backend.callsTo('POST', '/swell/drafts').map((call) => {
    const body = call.body as { id?: string; orderData: string };
    return { id: body.id ?? null, data: JSON.parse(body.orderData) as DraftPayload };
  });

const saveButton = () => screen.getByRole('button', { name: 'Als Entwurf speichern' });

// --- tests -----------------------------------------------------------------------------

describe('saving a draft, signed out', () => {
  it('says that drafts need an account, with sign-in and sign-up links back to this step', async () => {
    const { user, backend } = setup({ signedIn: false });
    await user.click(saveButton());
    const dialog = screen.getByRole('dialog', { name: 'Entwurf speichern' });
    expect(dialog).toHaveTextContent('Du musst angemeldet sein, um Entwürfe zu speichern.');
    expect(within(dialog).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/signin?returnTo=%2Fconfigurator%2Fcontent',
    );
    expect(within(dialog).getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fconfigurator%2Fcontent',
    );
    expect(backend.callsTo('POST', '/swell/drafts')).toHaveLength(0);
    // Closing keeps everything as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Ohne Entwurf weiter' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('Konfetti-Geburtstag · content');
  });

  it('keeps the progress in the browser while the customer signs in', async () => {
    const { user, router } = setup({
      signedIn: false,
      routes: [{ path: '/signin', element: <h1>Anmelden</h1> }],
    });
    act(() =>
      configurator?.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'heading', text: 'Noch da?' }),
    );
    await user.click(saveButton());
    await user.click(screen.getByRole('link', { name: 'Anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeVisible();
    expect(router.state.location.search).toBe('?returnTo=%2Fconfigurator%2Fcontent');
    // Leaving the configurator wrote the progress at once: the way back restores it.
    const stored = JSON.parse(window.localStorage.getItem(PROGRESS_KEY) ?? '{}') as SavedProgress;
    expect(stored.step).toBe('content');
    expect(stored.draft.template?.name).toBe('Konfetti-Geburtstag');
    expect(stored.draft.texts.du.pages[0].heading).toBe('Noch da?');
  });

  it('saves the work done while signed out once the customer has signed in', async () => {
    const { backend, store } = setup({ signedIn: false });
    store.session.restoreToken('sess_1');
    act(() =>
      configurator?.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'heading', text: 'Hallo' }),
    );
    await waitFor(() => expect(getSessionActor().getSnapshot().hasTag('signedOut')).toBe(true));
    vi.useFakeTimers();
    act(() => sendSession({ type: 'SIGN_IN', email: 'ada@example.de', password: 'geheim1' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getSessionActor().getSnapshot().hasTag('signedIn')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(posts(backend)).toHaveLength(0);
    for (let i = 0; i < 10; i += 1) await act(() => vi.advanceTimersByTimeAsync(100));
    expect(posts(backend)).toHaveLength(1);
    expect(posts(backend)[0]?.data.order.texts.du.pages[0].heading).toBe('Hallo');
  });

  it('speaks Sie when the visitor chose Sie', async () => {
    installFakeStore();
    const { user } = setup({ signedIn: false });
    act(() => {
      window.localStorage.setItem('fk.address', 'sie');
    });
    const { setAddress } = await import('../../../lib/i18n/address.ts');
    act(() => setAddress('sie'));
    await user.click(saveButton());
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Sie müssen angemeldet sein, um Entwürfe zu speichern.',
    );
  });
});

describe('saving a draft, signed in', () => {
  it('uploads only images that differ from the draft’s, and updates the same draft', async () => {
    const saved = withImages(STARTED, { logo: LOGO_A, outerBackground: BG_A });
    const { user, backend } = setup({ saved });

    // First save: the images were uploaded by the image step already; nothing to upload.
    await user.click(saveButton());

    expect(await screen.findByText(/^Entwurf gespeichert um \d\d:\d\d$/)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    let [first] = posts(backend);
    expect(first?.id).toBeNull();
    expect(first?.data).toMatchObject({
      version: 1,
      step: 'content',
      customization: { logo: LOGO_A.url, customBg: BG_A.url, customInnerBg: null },
      order: { template: { id: '21' } },
    });
    // The draft is remembered with the progress (a reload keeps updating it).
    expect(JSON.parse(window.localStorage.getItem(DRAFT_LINK_KEY) ?? '{}')).toMatchObject({
      id: 'drf_test0001',
      revision: 1,
    });

    // A new logo (other bytes) and the background again under another URL (same bytes).
    act(() => {
      configurator?.send({ type: 'SET_IMAGE', slot: 'logo', image: LOGO_B });
      configurator?.send({ type: 'SET_IMAGE', slot: 'outerBackground', image: BG_COPY });
    });
    await user.click(saveButton());
    await waitFor(() => expect(posts(backend)).toHaveLength(2));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[1]).toBe('logo.png');
    const second = posts(backend)[1];
    expect(second?.id).toBe('drf_test0001');
    expect(second?.data.customization).toEqual({
      logo: '/swell/uploads/logo-new.png',
      customBg: BG_COPY.url,
      customInnerBg: null,
    });
    expect(second?.data.order.images.logo?.url).toBe('/swell/uploads/logo-new.png');
    [first] = posts(backend);
    expect(first?.data.customization.logo).toBe(LOGO_A.url);
  });

  it('uploads a changed background as background.jpg', async () => {
    const saved = withImages(STARTED, { outerBackground: BG_A });
    const { user, backend } = setup({ saved });
    await user.click(saveButton());
    await waitFor(() => expect(posts(backend)).toHaveLength(1));
    IMAGE_BYTES['/swell/uploads/bg-b.jpg'] = [9, 9];
    act(() =>
      configurator?.send({
        type: 'SET_IMAGE',
        slot: 'outerBackground',
        image: { ...BG_A, url: '/swell/uploads/bg-b.jpg' },
      }),
    );
    await user.click(saveButton());
    await waitFor(() => expect(posts(backend)).toHaveLength(2));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[1]).toBe('background.jpg');
  });

  it('says when saving failed and saves again on request', async () => {
    let fail = true;
    const { user, backend } = setup({
      answer: (call) =>
        call.method === 'POST' && fail
          ? { status: 500, body: { error: { code: 'internal' } } }
          : undefined,
    });
    await user.click(saveButton());
    expect(
      await screen.findByText(/Beim Speichern des Entwurfs ist ein Fehler aufgetreten/),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut speichern' }));
    expect(await screen.findByText(/^Entwurf gespeichert um/)).toBeInTheDocument();
    expect(posts(backend)).toHaveLength(2);
  });

  it('saves 3 s after the last change, and at once when the page is left', async () => {
    const { backend, unmount } = setup();
    // Wait for the session to be restored before the clock stops.
    await waitFor(() => expect(screen.getByTestId('probe')).toBeInTheDocument());
    vi.useFakeTimers();
    const flush = async () => {
      for (let i = 0; i < 10; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
    };
    const edit = (text: string) =>
      act(() => configurator?.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'heading', text }));

    edit('Hallo');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    edit('Hallo du');
    await act(() => vi.advanceTimersByTimeAsync(2900));
    await flush();
    // 4.9 s after the first change, 2.9 s after the last: not yet.
    expect(posts(backend)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await flush();
    expect(posts(backend)).toHaveLength(1);
    expect(posts(backend)[0]?.data.order.texts.du.pages[0].heading).toBe('Hallo du');

    // Another change, then the customer leaves: saved without waiting, into the same draft.
    edit('Hallo ihr');
    unmount();
    await flush();
    expect(posts(backend)).toHaveLength(2);
    expect(posts(backend)[1]).toMatchObject({ id: 'drf_test0001' });
    expect(posts(backend)[1]?.data.order.texts.du.pages[0].heading).toBe('Hallo ihr');
  });

  it('does not save without a change', async () => {
    const { backend } = setup();
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(posts(backend)).toHaveLength(0);
  });
});

describe('continuing a draft (?draft=)', () => {
  const payload = (order: ConfigurationDraft, version = 1) =>
    JSON.stringify({
      version,
      step: 'data',
      order,
      customization: { logo: null, customBg: null, customInnerBg: null },
    });
  const draftOrder = (templateId = '22', name = 'Luftballon-Grüße'): ConfigurationDraft => ({
    ...progressAfter(PATH_DONE, 'content').draft,
    template: { id: templateId, name },
  });
  const record = (orderData: string) => ({
    status: 200,
    body: {
      id: 'drf_balloon01',
      revision: 5,
      orderData,
      loadable: true,
      dateCreated: '2026-11-01T10:00:00.000Z',
      dateUpdated: '2026-11-02T10:00:00.000Z',
    },
  });
  const serving = (orderData: string) => (call: BackendCall) =>
    call.method === 'GET' && call.path === '/swell/drafts/drf_balloon01'
      ? record(orderData)
      : undefined;

  it('loads a draft straight away when nothing is in progress', async () => {
    const { backend, router } = setup({
      saved: null,
      path: '/configurator?draft=drf_balloon01',
      answer: serving(payload(draftOrder())),
    });
    expect(
      await screen.findByText('Entwurf geladen – du machst dort weiter, wo du aufgehört hast.'),
    ).toBeVisible();
    expect(screen.getByTestId('probe')).toHaveTextContent('Luftballon-Grüße · data');
    expect(router.state.location.search).toBe('');
    expect(backend.callsTo('GET', '/swell/drafts/')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before the current progress is discarded; keeping it loads nothing', async () => {
    const { user, backend } = setup({
      path: '/configurator/content?draft=drf_balloon01',
      answer: serving(payload(draftOrder())),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf weiterbearbeiten?' });
    expect(dialog).toHaveTextContent('Deine bisherige Gestaltung wird dabei verworfen');
    await user.click(within(dialog).getByRole('button', { name: 'Aktuelle Gestaltung behalten' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('Konfetti-Geburtstag · content');
    expect(backend.callsTo('GET', '/swell/drafts/')).toHaveLength(0);
  });

  it('loads the draft once the customer agrees to discard, and keeps saving into it', async () => {
    const { user, backend } = setup({
      path: '/configurator/content?draft=drf_balloon01',
      answer: serving(payload(draftOrder())),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf weiterbearbeiten?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwerfen und Entwurf laden' }));
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent('Luftballon-Grüße · data'),
    );
    // Only one question: the configurator's own "discard?" is not asked again.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(posts(backend)).toHaveLength(1));
    expect(posts(backend)[0]?.id).toBe('drf_balloon01');
  });

  it('says a too old draft cannot be loaded and keeps the current progress', async () => {
    const { user } = setup({
      path: '/configurator/content?draft=drf_balloon01',
      answer: serving(JSON.stringify({ order: {} })),
    });
    await user.click(await screen.findByRole('button', { name: 'Verwerfen und Entwurf laden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Entwurf ist zu alt und kann nicht mehr geladen werden.',
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('Konfetti-Geburtstag · content');
  });

  it('treats a draft whose template is gone like a too old one', async () => {
    setup({
      saved: null,
      path: '/configurator?draft=drf_balloon01',
      answer: serving(payload(draftOrder('99', 'Gelöschte Vorlage'))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Entwurf ist zu alt und kann nicht mehr geladen werden.',
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('keine Vorlage');
  });

  it('says when the draft does not exist', async () => {
    setup({ saved: null, path: '/configurator?draft=drf_missing01' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diesen Entwurf gibt es nicht (mehr).',
    );
  });
});

describe('on the configurator page', () => {
  it.each(['path', 'content', 'data', 'summary'] as const)(
    'offers "Als Entwurf speichern" on the %s step',
    async (step) => {
      const saved = progressAfter(PATH_DONE, step);
      renderConfigurator({ saved, path: `/configurator/${step}` });
      expect(await screen.findByRole('button', { name: 'Als Entwurf speichern' })).toBeVisible();
    },
  );
});
