import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecipientInput } from '@federkiel/machines';
import { FakeImportWorker } from './testing/FakeImportWorker.ts';
import { installGridLayout } from './testing/jsdomLayout.ts';
import { RecipientsHarness, startConfigurator } from './testing/RecipientsHarness.tsx';

vi.mock('./import/createImportWorker.ts', () => ({
  createImportWorker: () => new FakeImportWorker() as unknown as Worker,
}));

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installGridLayout();
});
afterAll(() => restoreLayout());

const person = (firstName: string, lastName: string): RecipientInput => ({
  firstName,
  lastName,
  address: { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
});

function setup(recipients: RecipientInput[] = []) {
  const actor = startConfigurator({ recipients });
  const user = userEvent.setup();
  render(<RecipientsHarness actor={actor} />);
  const list = () => actor.getSnapshot().context.draft.recipients;
  const uploadCsv = (text: string, name = 'kunden.csv') =>
    user.upload(
      screen.getByTestId('recipient-file-input'),
      new File([new TextEncoder().encode(text) as BlobPart], name, { type: 'text/csv' }),
    );
  return { actor, user, list, uploadCsv };
}

const importDialog = () => screen.findByRole('dialog', { name: 'Spalten zuordnen' });

describe('bulk actions on the table', () => {
  it('sets Neutral for the open cards only, never over a chosen salutation', async () => {
    const { user, list } = setup([
      { ...person('Anna', 'Eins'), gender: 'female' },
      person('Kim', 'Zwei'),
      person('Xqzy', 'Drei'),
    ]);
    expect(screen.queryByRole('button', { name: /für alle Karten setzen/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Neutral für die offenen Karten (2)' }));
    expect(list().map((r) => r.gender)).toEqual(['female', 'neutral', 'neutral']);
    expect(list().map((r) => r.lastName)).toEqual(['Eins', 'Zwei', 'Drei']);
    expect(screen.queryByRole('button', { name: /offenen Karten/ })).toBeNull();
    // One change for many cards can be undone like an import.
    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(list().map((r) => r.gender)).toEqual(['female', null, null]);
  });

  it('sets the salutation for the selected cards only', async () => {
    const { user, list } = setup([person('A', 'Eins'), person('B', 'Zwei'), person('C', 'Drei')]);
    expect(screen.queryByRole('button', { name: /ausgewählte Karte setzen/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Karte 2 auswählen' }));
    await user.click(
      screen.getByRole('button', { name: 'Anrede „Herr“ für 1 ausgewählte Karte setzen' }),
    );
    expect(list().map((r) => r.gender)).toEqual([null, 'male', null]);
  });

  it('fills a column for all cards', async () => {
    const { user, list } = setup([person('A', 'Eins'), person('B', 'Zwei')]);
    await user.click(screen.getByRole('button', { name: 'Spalte füllen …' }));
    const dialog = screen.getByRole('dialog', { name: 'Spalte füllen' });
    await user.selectOptions(within(dialog).getByLabelText('Spalte'), 'Ort');
    await user.type(within(dialog).getByLabelText('Wert'), 'Potsdam');
    await user.click(within(dialog).getByRole('button', { name: 'Ausfüllen' }));
    expect(list().map((r) => r.address.city)).toEqual(['Potsdam', 'Potsdam']);
    expect(list().map((r) => r.address.line1)).toEqual(['Hauptstraße 1', 'Hauptstraße 1']);
  });

  it('fills a select column for the selected cards', async () => {
    const { user, list } = setup([person('A', 'Eins'), person('B', 'Zwei')]);
    await user.click(screen.getByRole('checkbox', { name: 'Karte 1 auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Spalte füllen …' }));
    const dialog = screen.getByRole('dialog', { name: 'Spalte füllen' });
    await user.selectOptions(within(dialog).getByLabelText('Spalte'), 'Ansprache');
    await user.selectOptions(within(dialog).getByLabelText('Wert'), 'Du');
    expect(within(dialog).getByRole('radio', { name: 'Ausgewählte (1 Karte)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Ausfüllen' }));
    expect(list().map((r) => r.addressForm)).toEqual(['du', 'sie']);
  });
});

const NO_SALUTATION_CSV = [
  'Vorname;Nachname;Straße;PLZ;Ort;Land',
  'Lena;Schmidt;Hauptstr. 1;10115;Berlin;DE',
  'Jürgen;Weiß;Gartenweg 2;50667;Köln;DE',
  'Kim;Meier;Am Markt 3;20095;Hamburg;DE',
  'Özlem;Yılmaz;Ringstraße 4;80331;München;DE',
  'Xqzy;Unbekannt;Weg 5;01067;Dresden;DE',
].join('\n');

describe('spreadsheets without a salutation column', () => {
  it('suggests salutations from first names; one click confirms all known names', async () => {
    const { user, list, uploadCsv } = setup();
    await uploadCsv(NO_SALUTATION_CSV);
    await user.click(
      within(await importDialog()).getByRole('button', { name: '5 Karten übernehmen' }),
    );
    await waitFor(() => expect(list()).toHaveLength(5));
    expect(list().every((r) => r.gender === null)).toBe(true);

    const panel = await screen.findByRole('region', { name: 'Anrede aus dem Vornamen' });
    // Suggested in the table, not chosen yet.
    expect(screen.getByRole('combobox', { name: 'Anrede, Karte 1' })).toHaveAccessibleDescription(
      'Frau – vorgeschlagen',
    );
    expect(screen.getByRole('combobox', { name: 'Anrede, Karte 2' })).toHaveAccessibleDescription(
      'Herr – vorgeschlagen',
    );
    // Unknown and unisex names stay open and are listed.
    expect(within(panel).getByRole('link', { name: 'Karte 3: Kim Meier' })).toBeInTheDocument();
    expect(within(panel).getByText('(Vorname für Frauen und Männer)')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Karte 5: Xqzy Unbekannt' }),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Alle 3 Vorschläge übernehmen' }));
    expect(list().map((r) => r.gender)).toEqual(['female', 'male', null, 'female', null]);
    // No known name is left with "Bitte eine Anrede wählen".
    const askedFor = screen
      .getAllByRole('combobox', { name: /^Anrede, Karte/ })
      .filter((select) => select.getAttribute('aria-invalid') === 'true')
      .map((select) => select.getAttribute('aria-label'));
    expect(askedFor).toEqual(['Anrede, Karte 3', 'Anrede, Karte 5']);
    expect(screen.getByRole('combobox', { name: 'Anrede, Karte 3' })).toHaveAccessibleDescription(
      'Bitte eine Anrede wählen (Frau, Herr oder neutral).',
    );
  });

  it('offers the suggestion for a table typed by hand', async () => {
    const { user, list } = setup([person('Maximilian', 'Eins'), person('Anna', 'Zwei')]);
    await user.click(screen.getByRole('button', { name: 'Anrede aus Vornamen vorschlagen' }));
    const panel = await screen.findByRole('region', { name: 'Anrede aus dem Vornamen' });
    await user.click(within(panel).getByRole('button', { name: 'Alle 2 Vorschläge übernehmen' }));
    expect(list().map((r) => r.gender)).toEqual(['male', 'female']);
  });
});

describe('duplicates after an import', () => {
  const CSV = [
    'Anrede;Vorname;Nachname;Straße;PLZ;Ort',
    'Frau;Anna;Schmidt;Hauptstraße 5;10115;Berlin',
    'Herr;Tom;Meyer;Ringweg 1;50667;Köln',
    'Frau;anna;SCHMIDT;Hauptstr.  5;10115;Berlin',
    'Frau;Anna;Schmidt;Hauptstraße 7;10115;Berlin',
  ].join('\n');

  it('lists cards with the same name and address and drops them on request', async () => {
    const { user, list, uploadCsv } = setup();
    await uploadCsv(CSV);
    await user.click(
      within(await importDialog()).getByRole('button', { name: '4 Karten übernehmen' }),
    );
    const panel = await screen.findByRole('region', { name: '1 doppelte Karte gefunden' });
    expect(panel).toHaveTextContent('Karte 3 wie Karte 1: anna SCHMIDT');
    await user.click(within(panel).getByRole('button', { name: 'Doppelte Karte entfernen' }));
    expect(list().map((r) => r.address.line1)).toEqual([
      'Hauptstraße 5',
      'Ringweg 1',
      'Hauptstraße 7',
    ]);
    expect(screen.queryByRole('region', { name: /doppelte Karte/ })).toBeNull();
  });

  it('keeps them all when asked', async () => {
    const { user, list, uploadCsv } = setup();
    await uploadCsv(CSV);
    await user.click(
      within(await importDialog()).getByRole('button', { name: '4 Karten übernehmen' }),
    );
    const panel = await screen.findByRole('region', { name: '1 doppelte Karte gefunden' });
    await user.click(within(panel).getByRole('button', { name: 'Alle behalten' }));
    expect(list()).toHaveLength(4);
    expect(screen.queryByRole('region', { name: /doppelte Karte/ })).toBeNull();
  });
});
