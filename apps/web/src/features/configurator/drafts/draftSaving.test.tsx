// Saving a draft: signed out (sign in first, nothing lost), signed in (images, retries, autosave).
import type { SavedProgress } from '@federkiel/machines';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionActor, sendSession } from '../../../lib/store/session.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import type * as UploadModule from '../api/uploadImage.ts';
import { uploadImage } from '../api/uploadImage.ts';
import { PROGRESS_KEY } from '../state/progressStorage.ts';
import { DRAFT_LINK_KEY } from './draftStorage.ts';
import {
  BG_A,
  BG_COPY,
  cleanUpDraftTest,
  IMAGE_BYTES,
  LOGO_A,
  LOGO_B,
  posts,
  probedConfigurator,
  saveButton,
  setup,
  STARTED,
  withImages,
} from '../testing/draftsTestKit.tsx';

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
afterEach(cleanUpDraftTest);

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
      probedConfigurator()?.send({
        type: 'SET_PAGE_TEXT',
        page: 0,
        part: 'heading',
        text: 'Noch da?',
      }),
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
      probedConfigurator()?.send({
        type: 'SET_PAGE_TEXT',
        page: 0,
        part: 'heading',
        text: 'Hallo',
      }),
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
      probedConfigurator()?.send({ type: 'SET_IMAGE', slot: 'logo', image: LOGO_B });
      probedConfigurator()?.send({ type: 'SET_IMAGE', slot: 'outerBackground', image: BG_COPY });
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
      probedConfigurator()?.send({
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
      act(() =>
        probedConfigurator()?.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'heading', text }),
      );

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
