import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecipientInput } from '@federkiel/machines';
import { FakeImportWorker } from './testing/FakeImportWorker.ts';
import { installGridLayout } from './testing/jsdomLayout.ts';
import { RecipientsHarness, startConfigurator } from './testing/RecipientsHarness.tsx';

// Issue 27: the salutation only where the text writes it; honest suggestions.

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

function setup(recipients: RecipientInput[] = [], text?: string) {
  const actor = startConfigurator({ recipients, ...(text ? { text } : {}) });
  const user = userEvent.setup();
  render(<RecipientsHarness actor={actor} />);
  const list = () => actor.getSnapshot().context.draft.recipients;
  const validation = () => actor.getSnapshot().context.recipientValidation;
  const uploadCsv = (csv: string) =>
    user.upload(
      screen.getByTestId('recipient-file-input'),
      new File([new TextEncoder().encode(csv) as BlobPart], 'kunden.csv', { type: 'text/csv' }),
    );
  return { actor, user, list, validation, uploadCsv };
}

const importDialog = () => screen.findByRole('dialog', { name: 'Spalten zuordnen' });
const genderCell = (number: number) =>
  screen.queryByRole('combobox', { name: `Anrede, Karte ${number}` });

const CSV = [
  'Vorname;Nachname;Straße;PLZ;Ort;Land',
  'Anna;Schmidt;Hauptstr. 1;10115;Berlin;DE',
  'Jürgen;Weiß;Gartenweg 2;50667;Köln;DE',
  'Andrea;Rossi;Am Markt 3;20095;Hamburg;DE',
  'Kim;Meier;Ringstraße 4;80331;München;DE',
].join('\n');

describe('a text without {{Anrede}}', () => {
  const TEXT = 'Guten Tag {{Vorname}} {{Nachname}},\nschön, dass es Sie gibt.';

  it('asks for no salutation and hides its column behind a toggle', async () => {
    const { user, validation } = setup([person('Anna', 'Eins'), person('Kim', 'Zwei')], TEXT);
    expect(validation()?.valid).toBe(true);
    expect(genderCell(1)).toBeNull();
    expect(screen.queryByText(/Bitte eine Anrede wählen/)).toBeNull();
    expect(screen.queryByRole('button', { name: /offenen Karten/ })).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Anrede-Spalte zeigen' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(genderCell(1)).not.toBeNull();
    expect(genderCell(1)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('columnheader', { name: 'Anrede' })).toBeInTheDocument();

    await user.click(toggle);
    expect(genderCell(1)).toBeNull();
  });

  it('does not start the suggestions after an import', async () => {
    const { user, list, uploadCsv, validation } = setup([], TEXT);
    await uploadCsv(CSV);
    await user.click(
      within(await importDialog()).getByRole('button', { name: '4 Karten übernehmen' }),
    );
    await waitFor(() => expect(list()).toHaveLength(4));
    expect(validation()?.valid).toBe(true);
    expect(screen.queryByRole('region', { name: 'Anrede aus dem Vornamen' })).toBeNull();
    expect(screen.queryByText('Vornamen werden nachgeschlagen …')).toBeNull();
  });
});

describe('a text with {{Anrede}}', () => {
  it('shows the column as required, without the toggle', () => {
    const { validation } = setup([person('Anna', 'Eins')]);
    expect(genderCell(1)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Anrede-Spalte zeigen' })).toBeNull();
    expect(validation()?.issues.map((issue) => issue.code)).toEqual(['optionRequired']);
  });
});

describe('honest suggestions', () => {
  it('applies the sure ones only and lists Andrea Rossi with a choice in place', async () => {
    const { user, list, uploadCsv } = setup();
    await uploadCsv(CSV);
    await user.click(
      within(await importDialog()).getByRole('button', { name: '4 Karten übernehmen' }),
    );
    await waitFor(() => expect(list()).toHaveLength(4));
    const panel = await screen.findByRole('region', { name: 'Anrede aus dem Vornamen' });

    const review = within(panel).getByRole('list', { name: /2 Karten bitte prüfen/ });
    expect(within(review).getByRole('link', { name: 'Karte 3: Andrea Rossi' })).toBeVisible();
    expect(review).toHaveTextContent('Vorschlag „Herr“ nach der Herkunft des Nachnamens');
    expect(within(review).getByRole('link', { name: 'Karte 4: Kim Meier' })).toBeVisible();
    expect(genderCell(3)).toHaveAccessibleDescription('Herr? – bitte prüfen');
    expect(genderCell(1)).toHaveAccessibleDescription('Frau – vorgeschlagen');

    await user.click(within(panel).getByRole('button', { name: 'Alle 2 Vorschläge übernehmen' }));
    expect(list().map((r) => r.gender)).toEqual(['female', 'male', null, null]);

    // One click in the list decides a card; the focus moves on to the next card to check.
    await user.click(within(review).getByRole('button', { name: 'Karte 3: Herr' }));
    expect(list().map((r) => r.gender)).toEqual(['female', 'male', 'male', null]);
    await waitFor(() =>
      expect(within(review).getByRole('button', { name: 'Karte 4: Frau' })).toHaveFocus(),
    );
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(list().map((r) => r.gender)).toEqual(['female', 'male', 'male', 'neutral']);
  });
});
