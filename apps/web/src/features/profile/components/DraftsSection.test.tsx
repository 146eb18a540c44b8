import type { DraftSummary } from '@federkiel/machines/drafts/draftApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeBackend, type FakeHandler } from '../../../lib/backend/testing/fakeBackend.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { DraftsSection } from './DraftsSection.tsx';

let backend: ReturnType<typeof installFakeBackend> | null = null;
afterEach(() => {
  backend?.restore();
  backend = null;
  resetSession();
  setStore(null);
});

const konfetti: DraftSummary = {
  id: 'drf_konfetti01',
  revision: 3,
  template: { id: '21', name: 'Konfetti-Geburtstag' },
  format: 'A6 Postkarte',
  cardCount: 12,
  frontImage: '/swell/uploads/abc.png',
  loadable: true,
  dateCreated: '2026-11-02T09:15:00.000Z',
  dateUpdated: '2026-11-20T13:32:00.000Z',
};
const old: DraftSummary = {
  ...konfetti,
  id: 'drf_oldie0001',
  revision: 1,
  template: { id: '9', name: 'Alte Weihnacht' },
  frontImage: null,
  cardCount: 1,
  loadable: false,
};

function setup(handler: FakeHandler) {
  installFakeStore({ signedIn: true });
  backend = installFakeBackend(handler);
  const user = userEvent.setup();
  const result = renderWithRouter(<DraftsSection />, { path: '/profile/drafts' });
  return { user, backend, ...result };
}

const list = (results: DraftSummary[]) => ({ status: 200, body: { results } });

describe('drafts section', () => {
  it('lists each draft with its front, template, format, cards and dates', async () => {
    setup((call) => (call.path === '/swell/drafts' ? list([konfetti, old]) : undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Deine Entwürfe werden geladen …');
    const drafts = await screen.findByRole('list', { name: 'Gespeicherte Entwürfe' });
    const item = within(drafts).getByRole('listitem', { name: 'Konfetti-Geburtstag' });
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Konfetti-Geburtstag',
    );
    expect(
      within(item).getByRole('img', { name: 'Vorderseite des Entwurfs „Konfetti-Geburtstag“' }),
    ).toHaveAttribute('src', '/swell/uploads/abc.png');
    expect(item).toHaveTextContent('A6 Postkarte');
    expect(item).toHaveTextContent('12 Karten');
    expect(within(item).getByText(/02\.11\.2026/)).toHaveAttribute(
      'datetime',
      konfetti.dateCreated,
    );
    expect(within(item).getByText(/20\.11\.2026/)).toHaveAttribute(
      'datetime',
      konfetti.dateUpdated,
    );
    expect(
      within(item).getByRole('link', { name: 'Entwurf „Konfetti-Geburtstag“ weiterbearbeiten' }),
    ).toHaveAttribute('href', '/configurator?draft=drf_konfetti01');

    // A draft too old to load says so and offers no "Weiterbearbeiten".
    const oldItem = within(drafts).getByRole('listitem', { name: 'Alte Weihnacht' });
    expect(oldItem).toHaveTextContent('Dieser Entwurf ist zu alt');
    expect(oldItem).toHaveTextContent('1 Karte');
    expect(oldItem).toHaveTextContent('Noch keine Vorderseite');
    expect(within(oldItem).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an empty state that leads to the configurator', async () => {
    setup(() => list([]));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Noch keine Entwürfe gespeichert' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zum Konfigurator' })).toHaveAttribute(
      'href',
      '/configurator',
    );
  });

  it('says when the list cannot be loaded and tries again', async () => {
    let fail = true;
    const { user } = setup(() => (fail ? { status: 500, body: {} } : list([konfetti])));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deine Daten konnten gerade nicht geladen werden.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('listitem', { name: 'Konfetti-Geburtstag' })).toBeVisible();
  });

  it('deletes a draft with its revision after a confirmation', async () => {
    let drafts = [konfetti, old];
    const { user, backend } = setup((call) => {
      if (call.method === 'GET' && call.path === '/swell/drafts') return list(drafts);
      if (call.method === 'DELETE') {
        drafts = [old];
        return { status: 204 };
      }
      return undefined;
    });
    await user.click(
      await screen.findByRole('button', { name: 'Entwurf „Konfetti-Geburtstag“ löschen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Entwurf löschen?' });
    expect(dialog).toHaveTextContent('Der Entwurf „Konfetti-Geburtstag“ wird endgültig gelöscht.');
    // Cancelling deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(backend.callsTo('DELETE', '/swell/drafts')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Entwurf „Konfetti-Geburtstag“ löschen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByText('Der Entwurf wurde gelöscht.')).toBeVisible();
    expect(backend.callsTo('DELETE', '/swell/drafts').map((call) => call.path)).toEqual([
      '/swell/drafts/drf_konfetti01/3',
    ]);
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Konfetti-Geburtstag' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a draft changed elsewhere (409) and shows the fresh list', async () => {
    let drafts = [konfetti];
    const { user } = setup((call) => {
      if (call.method === 'GET') return list(drafts);
      if (call.method === 'DELETE') {
        drafts = [{ ...konfetti, revision: 4, cardCount: 20 }];
        return {
          status: 409,
          body: { error: { code: 'draft_changed', message: 'Der Entwurf wurde …' } },
        };
      }
      return undefined;
    });
    await user.click(
      await screen.findByRole('button', { name: 'Entwurf „Konfetti-Geburtstag“ löschen' }),
    );
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Entwurf wurde inzwischen an anderer Stelle geändert.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('20 Karten', { exact: false })).toBeInTheDocument();
  });

  it('keeps the dialog open with a message when deleting fails otherwise', async () => {
    const { user } = setup((call) =>
      call.method === 'GET' ? list([konfetti]) : { status: 500, body: {} },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Entwurf „Konfetti-Geburtstag“ löschen' }),
    );
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Entwurf löschen?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Der Entwurf konnte nicht gelöscht werden.',
    );
  });
});
