import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecipientInput } from '@federkiel/machines';
import { FakeImportWorker } from '../testing/FakeImportWorker.ts';
import { installGridLayout } from '../testing/jsdomLayout.ts';
import { RecipientsHarness, startConfigurator } from '../testing/RecipientsHarness.tsx';
import {
  TEMPLATE_HEADERS,
  csvText,
  encodeUtf8,
  encodeWindows1252,
  recipientRows,
  xlsxBytes,
} from './testing/makeSpreadsheets.ts';

vi.mock('./createImportWorker.ts', () => ({
  createImportWorker: () => new FakeImportWorker() as unknown as Worker,
}));

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installGridLayout();
});
afterAll(() => restoreLayout());

function setup({
  recipients = [] as RecipientInput[],
  maxCards = undefined as number | undefined,
} = {}) {
  const actor = startConfigurator({ recipients, ...(maxCards ? { maxCards } : {}) });
  const user = userEvent.setup();
  render(<RecipientsHarness actor={actor} />);
  const list = () => actor.getSnapshot().context.draft.recipients;
  const upload = (bytes: Uint8Array, name: string) =>
    user.upload(
      screen.getByTestId('recipient-file-input'),
      new File([bytes as BlobPart], name, { type: name.endsWith('.csv') ? 'text/csv' : '' }),
    );
  return { actor, user, list, upload };
}

const dialog = () => screen.findByRole('dialog', { name: 'Spalten zuordnen' });

describe('spreadsheet import with the mapping dialog', () => {
  it('links the server templates for this order', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Excel (.xlsx)' })).toHaveAttribute(
      'href',
      '/swell/recipients/template.xlsx?personalisation=salutation_address',
    );
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/swell/recipients/template.csv?personalisation=salutation_address',
    );
  });

  it('imports a Windows-1252 semicolon CSV; one bad row is fixed through its jump link', async () => {
    const rows = recipientRows(3);
    (rows[1] as string[])[8] = '1234567'; // a postal code that does not fit Germany
    const text = csvText([TEMPLATE_HEADERS, ...rows]);
    const { user, list, upload } = setup();
    await upload(encodeWindows1252(text), 'kunden.csv');

    const mapping = await dialog();
    expect(within(mapping).getByText('kunden.csv: 3 Empfänger')).toBeInTheDocument();
    expect(
      within(mapping).getByText(/Trennzeichen Semikolon, Zeichensatz Windows-1252/),
    ).toBeInTheDocument();
    // Every template column is recognised; the preview shows the umlauts intact.
    expect(within(mapping).queryByText(/Unbekannt/)).toBeNull();
    const preview = within(mapping).getByRole('table', { name: 'Vorschau der ersten Karten' });
    expect(within(preview).getByText('Dr. Jürgen Müller')).toBeInTheDocument();
    await user.click(within(mapping).getByRole('button', { name: '3 Karten übernehmen' }));

    await waitFor(() => expect(list()).toHaveLength(3));
    expect(list()[0]).toMatchObject({ firstName: 'Jürgen', lastName: 'Müller', gender: 'male' });
    expect(screen.getByText('3 Karten übernommen.')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: '1 Karte braucht noch Angaben' });
    await user.click(within(summary).getByRole('link', { name: /^Karte 2:/ }));
    const postalCode = screen.getByRole('textbox', { name: 'PLZ, Karte 2' });
    await waitFor(() => expect(postalCode).toHaveFocus());
    await user.clear(postalCode);
    await user.type(postalCode, '50667');
    expect(screen.queryByRole('region', { name: /braucht noch Angaben/ })).toBeNull();
  });

  it('lets the customer map unknown headers or leave them out', async () => {
    const text = csvText(
      [
        ['Name', 'Rufname', 'Straße', 'Hausnr.', 'PLZ/Ort', 'Mail', 'Geschlecht'],
        ['Weiß', 'Jürgen', 'Lindenweg', '12a', '80331 München', 'j@example.org', 'm'],
        ['Groß', 'Änne', 'Ufer', '3', '01067 Dresden', 'a@example.org', 'w'],
      ],
      ',',
    );
    const { user, list, upload } = setup();
    await upload(encodeUtf8(text, { bom: true }), 'adressbuch.csv');
    const mapping = await dialog();

    const target = (column: string) =>
      within(mapping).getByRole('combobox', { name: `Ziel für Spalte „${column}“` });
    expect(target('Name')).toHaveValue('lastName');
    expect(target('Hausnr.')).toHaveValue('address.houseNumber');
    expect(target('Mail')).toHaveValue('');
    expect(target('Mail')).toHaveAccessibleDescription('Unbekannt – bitte zuordnen oder weglassen');
    // "Rufname" is a known first-name header; map it differently and back to check the preview.
    await user.selectOptions(target('Rufname'), 'Firma');
    const preview = within(mapping).getByRole('table', { name: 'Vorschau der ersten Karten' });
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent('Jürgen');
    await user.selectOptions(target('Rufname'), 'Vorname');
    // Two columns for one field is refused.
    await user.selectOptions(target('Mail'), 'Anrede');
    expect(
      within(mapping).getByText(/„Anrede“ ist mehreren Spalten zugeordnet/),
    ).toBeInTheDocument();
    expect(within(mapping).getByRole('button', { name: '2 Karten übernehmen' })).toBeDisabled();
    await user.selectOptions(target('Mail'), 'Nicht übernehmen');

    await user.click(within(mapping).getByRole('button', { name: '2 Karten übernehmen' }));
    await waitFor(() => expect(list()).toHaveLength(2));
    expect(list()[0]).toMatchObject({
      firstName: 'Jürgen',
      lastName: 'Weiß',
      gender: 'male',
      address: { line1: 'Lindenweg 12a', postalCode: '80331', city: 'München', country: 'DE' },
    });
    expect(JSON.stringify(list())).not.toContain('example.org');
  });

  it('reads an XLSX with an extra sheet and empty rows, and appends or replaces', async () => {
    const bytes = await xlsxBytes([
      { name: 'Hinweise', rows: [['Eine Zeile pro Karte']] },
      {
        name: 'Empfänger',
        rows: [
          TEMPLATE_HEADERS,
          recipientRows(1)[0] as string[],
          [],
          recipientRows(2)[1] as string[],
        ],
      },
    ]);
    const existing: RecipientInput = { firstName: 'Alt', lastName: 'Bestand', gender: 'female' };
    const { user, list, upload } = setup({ recipients: [existing] });

    await upload(bytes, 'liste.xlsx');
    let mapping = await dialog();
    expect(within(mapping).getByText(/Tabellenblatt „Empfänger“/)).toBeInTheDocument();
    expect(within(mapping).getByText(/1 leere Zeile übersprungen/)).toBeInTheDocument();
    expect(
      within(mapping).getByRole('radio', { name: /Anhängen – zusammen 3 Karten/ }),
    ).toBeChecked();
    await user.click(within(mapping).getByRole('button', { name: '2 Karten übernehmen' }));
    await waitFor(() =>
      expect(list().map((r) => r.lastName)).toEqual(['Bestand', 'Müller', 'Groß']),
    );

    await upload(bytes, 'liste.xlsx');
    mapping = await dialog();
    await user.click(within(mapping).getByRole('radio', { name: /Ersetzen/ }));
    await user.click(within(mapping).getByRole('button', { name: '2 Karten übernehmen' }));
    await waitFor(() => expect(list().map((r) => r.lastName)).toEqual(['Müller', 'Groß']));
    // The import can be undone as a whole.
    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(list().map((r) => r.lastName)).toEqual(['Bestand', 'Müller', 'Groß']);
  });

  it('refuses more rows than maxCards with a clear message', async () => {
    const text = csvText([TEMPLATE_HEADERS, ...recipientRows(4)]);
    const { list, upload } = setup({ maxCards: 3 });
    await upload(encodeUtf8(text), 'gross.csv');
    const mapping = await dialog();
    expect(
      within(mapping).getByText(
        'Das wären 4 Karten – höchstens 3 passen in eine Bestellung. Bitte teil die Liste auf mehrere Bestellungen auf.',
      ),
    ).toBeInTheDocument();
    expect(within(mapping).getByRole('button', { name: '4 Karten übernehmen' })).toBeDisabled();
    expect(list()).toHaveLength(0);
  });

  it('explains files it cannot read', async () => {
    const { upload } = setup();
    await upload(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'alt.xls');
    expect(await screen.findByRole('alert')).toHaveTextContent(/alte Excel-Datei \(\.xls\)/);
  });
});

describe('spreadsheet import: the template example row', () => {
  it('leaves the untouched example row out and says so', async () => {
    const example = [
      'Frau',
      'Dr.',
      'Anna',
      'Schmidt',
      '',
      'Sie',
      'Hauptstraße 1',
      '',
      '10115',
      'Berlin',
      'DE',
    ];
    const text = csvText([TEMPLATE_HEADERS, example]);
    const { user, list, upload } = setup({ recipients: [{ lastName: 'Bleibt' }] });
    await upload(encodeUtf8(text, { bom: true }), 'vorlage.csv');
    const mapping = await dialog();
    await user.click(within(mapping).getByRole('radio', { name: /Ersetzen/ }));
    expect(within(mapping).getByText(/unveränderte Beispielzeile der Vorlage/)).toBeInTheDocument();
    expect(within(mapping).getByRole('checkbox', { name: /Erste Zeile weglassen/ })).toBeChecked();
    await user.click(within(mapping).getByRole('button', { name: '0 Karten übernehmen' }));
    expect(await screen.findByText(/nur die Beispielzeile der Vorlage/)).toBeInTheDocument();
    expect(list().map((r) => r.lastName)).toEqual(['Bleibt']);
  });

  it('keeps a first row that only looks like the example, unless the customer ticks it', async () => {
    const anna = ['', '', 'Anna', 'Schmidt', '', 'Du', 'Hauptstraße 1', '', '10115', 'Berlin', ''];
    const tom = ['Herr', '', 'Tom', 'Meyer', '', 'Sie', 'Weg 2', '', '50667', 'Köln', 'DE'];
    const text = csvText([TEMPLATE_HEADERS, anna, tom]);
    const { user, list, upload } = setup();
    await upload(encodeUtf8(text), 'kunden.csv');
    let mapping = await dialog();
    expect(within(mapping).getByText(/ähnelt der Beispielzeile/)).toHaveTextContent(
      'Anna Schmidt, Hauptstraße 1, 10115 Berlin',
    );
    const skip = within(mapping).getByRole('checkbox', { name: /Erste Zeile weglassen/ });
    expect(skip).not.toBeChecked();
    await user.click(within(mapping).getByRole('button', { name: '2 Karten übernehmen' }));
    await waitFor(() => expect(list().map((r) => r.lastName)).toEqual(['Schmidt', 'Meyer']));
    expect(screen.queryByText(/Beispielzeile der Vorlage wurde weggelassen/)).toBeNull();

    await upload(encodeUtf8(text), 'kunden.csv');
    mapping = await dialog();
    await user.click(within(mapping).getByRole('radio', { name: /Ersetzen/ }));
    await user.click(within(mapping).getByRole('checkbox', { name: /Erste Zeile weglassen/ }));
    await user.click(within(mapping).getByRole('button', { name: '1 Karte übernehmen' }));
    await waitFor(() => expect(list().map((r) => r.lastName)).toEqual(['Meyer']));
  });
});
