import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecipientList } from '@federkiel/machines/lists/listApi';
import { FakeImportWorker } from '../../../components/recipients/testing/FakeImportWorker.ts';
import { installGridLayout } from '../../../components/recipients/testing/jsdomLayout.ts';
import type * as BackendFetch from '../../../lib/backend/backendFetch.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { Component as ListDetail } from '../routes/listDetail.route.tsx';
import { Component as ListNew } from '../routes/listNew.route.tsx';
import { Component as Lists } from '../routes/lists.route.tsx';
import { createFakeListsServer, person, type FakeListsServer } from '../testing/fakeListsServer.ts';

const server: { current: FakeListsServer } = { current: createFakeListsServer() };

vi.mock('../../../lib/backend/backendFetch.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof BackendFetch>()),
  backendRequest: (path: string, init?: { method?: string; body?: unknown }) =>
    server.current.request(path, init),
}));
vi.mock('../../../components/recipients/import/createImportWorker.ts', () => ({
  createImportWorker: () => new FakeImportWorker() as unknown as Worker,
}));

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installGridLayout();
});
afterAll(() => restoreLayout());
afterEach(() => {
  resetSession();
  setStore(null);
});

const family: RecipientList = {
  id: 'lst_1',
  name: 'Familie',
  recipients: [person('Anna', 'Schmidt', 'r1'), person('Tom', 'Meyer', 'r2')],
  count: 2,
  lastUsed: '2026-05-20T09:00:00.000Z',
  dateCreated: '2026-05-01T09:00:00.000Z',
  dateUpdated: '2026-05-02T09:00:00.000Z',
};

function renderLists(path: string, lists: RecipientList[] = []) {
  server.current = createFakeListsServer(lists);
  installFakeStore({ signedIn: true });
  const user = userEvent.setup();
  const result = renderWithRouter(<p>elsewhere</p>, {
    path,
    routes: [
      { path: '/profile/recipients', element: <Lists /> },
      { path: '/profile/recipients/new', element: <ListNew /> },
      { path: '/profile/recipients/:id', element: <ListDetail /> },
    ],
  });
  return { user, ...result, server: server.current };
}

describe('recipient lists: overview', () => {
  it('shows an empty state with a way to create a list', async () => {
    renderLists('/profile/recipients');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Noch keine Empfängerlisten' }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Neue Liste' })[0]).toHaveAttribute(
      'href',
      '/profile/recipients/new',
    );
  });

  it('lists name, number of recipients and last use', async () => {
    renderLists('/profile/recipients', [
      family,
      { ...family, id: 'lst_2', name: 'Büro', lastUsed: null },
    ]);
    const table = await screen.findByRole('table', { name: 'Gespeicherte Empfängerlisten' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Familie\s*2\s*20\.05\.2026/);
    expect(rows[2]).toHaveTextContent(/Büro.*noch nie/);
    expect(within(table).getByRole('link', { name: 'Liste Familie öffnen' })).toHaveAttribute(
      'href',
      '/profile/recipients/lst_1',
    );
  });
});

describe('recipient lists: create', () => {
  it('creates a list from a CSV import and opens it', async () => {
    const { user, router, server: fake } = renderLists('/profile/recipients/new');
    await user.type(screen.getByRole('textbox', { name: 'Name der Liste' }), 'Kunden 2026');
    const csv = [
      'Anrede;Vorname;Nachname;Straße;PLZ;Ort',
      'Frau;Lena;Schmidt;Hauptstraße 5;10115;Berlin',
      'Herr;Lukas;Meyer;Ringweg 1;50667;Köln',
    ].join('\n');
    await user.upload(
      screen.getByTestId('recipient-file-input'),
      new File([new TextEncoder().encode(csv) as BlobPart], 'kunden.csv', { type: 'text/csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Spalten zuordnen' });
    await user.click(within(dialog).getByRole('button', { name: '2 Karten übernehmen' }));
    await screen.findByRole('textbox', { name: 'Vorname, Karte 2' });
    await user.click(screen.getByRole('button', { name: 'Liste speichern' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/recipients/lst_1'), {
      timeout: 5000,
    });
    expect(
      await screen.findByText('Die Liste wurde gespeichert.', {}, { timeout: 5000 }),
    ).toBeVisible();
    const saved = fake.lists.get('lst_1');
    expect(saved?.name).toBe('Kunden 2026');
    expect(saved?.recipients.map((r) => [r.gender, r.firstName, r.address.city])).toEqual([
      ['female', 'Lena', 'Berlin'],
      ['male', 'Lukas', 'Köln'],
    ]);
  });

  it('asks for a name before saving', async () => {
    const { user, server: fake } = renderLists('/profile/recipients/new');
    await user.click(screen.getByRole('button', { name: 'Liste speichern' }));
    expect(screen.getByRole('textbox', { name: 'Name der Liste' })).toHaveAccessibleDescription(
      'Bitte gib der Liste einen Namen.',
    );
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('recipient lists: edit', () => {
  it('edits rows and renames; the changes are saved with PUT', async () => {
    const { user, server: fake } = renderLists('/profile/recipients/lst_1', [family]);
    const name = await screen.findByRole('textbox', { name: 'Name der Liste' });
    expect(screen.getByRole('heading', { level: 2, name: 'Liste „Familie“' })).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Verwandte');
    const city = screen.getByRole('textbox', { name: 'Ort, Karte 2' });
    await user.clear(city);
    await user.type(city, 'Köln');
    await user.click(screen.getByRole('button', { name: 'Liste speichern' }));
    expect(await screen.findByText('Die Änderungen wurden gespeichert.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Liste „Verwandte“' })).toBeVisible();
    const saved = fake.lists.get('lst_1');
    expect(saved?.name).toBe('Verwandte');
    expect(saved?.recipients.map((r) => r.address.city)).toEqual(['Berlin', 'Köln']);
  });

  it("shows the server's per-row problems and jumps to the row", async () => {
    const { user, server: fake } = renderLists('/profile/recipients/lst_1', [family]);
    const postalCode = await screen.findByRole('textbox', { name: 'PLZ, Karte 2' });
    await user.clear(postalCode);
    await user.type(postalCode, '123');
    await user.click(screen.getByRole('button', { name: 'Liste speichern' }));
    const problems = await screen.findByRole('region', {
      name: '1 Angabe muss noch korrigiert werden',
    });
    const link = within(problems).getByRole('link', { name: /^Zeile 2 · PLZ: / });
    expect(fake.lists.get('lst_1')?.recipients[1]?.address.postalCode).toBe('10115');
    await user.click(link);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'PLZ, Karte 2' })).toHaveFocus(),
    );
  });

  it('deletes a list after confirmation', async () => {
    const { user, router, server: fake } = renderLists('/profile/recipients/lst_1', [family]);
    await user.click(await screen.findByRole('button', { name: 'Liste löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Liste löschen?' });
    expect(dialog).toHaveTextContent('„Familie“ mit 2 Empfängern');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(fake.lists.has('lst_1')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Liste löschen' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Liste löschen?' })).getByRole('button', {
        name: 'Ja, löschen',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/recipients'));
    expect(fake.lists.has('lst_1')).toBe(false);
    expect(await screen.findByText('Die Liste „Familie“ wurde gelöscht.')).toBeVisible();
  });

  it('says when a list does not exist', async () => {
    renderLists('/profile/recipients/lst_9', [family]);
    expect(await screen.findByText('Diese Empfängerliste gibt es nicht (mehr).')).toBeVisible();
  });
});
