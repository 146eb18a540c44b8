import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipientInput } from '@federkiel/machines';
import { installGridLayout } from './testing/jsdomLayout.ts';
import {
  RecipientsHarness,
  startConfigurator,
  type ConfiguratorActor,
} from './testing/RecipientsHarness.tsx';

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installGridLayout();
});
afterAll(() => restoreLayout());

const person = (firstName: string, lastName: string): RecipientInput => ({
  firstName,
  lastName,
  gender: 'female',
  addressForm: 'sie',
  address: { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
});

function setup(recipients: RecipientInput[] = [], maxCards?: number) {
  const actor = startConfigurator({ recipients, ...(maxCards ? { maxCards } : {}) });
  const user = userEvent.setup();
  const view = render(<RecipientsHarness actor={actor} />);
  return { actor, user, view, list: () => actor.getSnapshot().context.draft.recipients };
}

const cell = (field: string, card: number) =>
  screen.getByRole('textbox', { name: `${field}, Karte ${card}` });
const select = (field: string, card: number) =>
  screen.getByRole('combobox', { name: `${field}, Karte ${card}` });

describe('RecipientEditor: the table', () => {
  it('adds a card, focuses its first cell and shows the count', async () => {
    const { user, list } = setup();
    expect(screen.getByText(/Noch keine Empfänger/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Karte hinzufügen' }));
    expect(list()).toHaveLength(1);
    await waitFor(() => expect(select('Anrede', 1)).toHaveFocus());
    expect(screen.getByText('1 von 10.000 Karten')).toBeInTheDocument();
  });

  it('edits cells and shows the validation per field, red until filled', async () => {
    const { user, list } = setup([{}]);
    const lastName = cell('Nachname', 1);
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('Bitte einen Namen oder eine Firma angeben.');

    await user.type(cell('Vorname', 1), 'Jürgen ');
    await user.type(lastName, 'Weiß');
    await user.selectOptions(select('Anrede', 1), 'Herr');
    await user.selectOptions(select('Land', 1), 'DE');
    await user.type(cell('PLZ', 1), '123');
    expect(list()[0]).toMatchObject({ firstName: 'Jürgen', lastName: 'Weiß', gender: 'male' });
    expect(lastName).not.toHaveAttribute('aria-invalid');
    expect(cell('PLZ', 1)).toHaveAccessibleDescription(
      'Die Postleitzahl passt nicht zum Land (z. B. 10115).',
    );
    expect(cell('Ort', 1)).toHaveAccessibleDescription('Pflichtfeld – bitte ausfüllen.');
  });

  it('puts back the value a cell had with Escape', async () => {
    const { user, list } = setup([person('Anna', 'Schmidt')]);
    await user.click(cell('Nachname', 1));
    await user.keyboard('{End}-Meyer');
    expect(list()[0]?.lastName).toBe('Schmidt-Meyer');
    await user.keyboard('{Escape}');
    expect(list()[0]?.lastName).toBe('Schmidt');
    expect(cell('Nachname', 1)).toHaveValue('Schmidt');
  });

  it('duplicates a card below the original', async () => {
    const { user, list } = setup([person('Anna', 'Schmidt'), person('Tom', 'Meyer')]);
    await user.click(screen.getByRole('button', { name: 'Karte 1 duplizieren' }));
    expect(list().map((r) => r.firstName)).toEqual(['Anna', 'Anna', 'Tom']);
    await waitFor(() => expect(select('Anrede', 2)).toHaveFocus());
  });

  it('deletes one card at once, with undo', async () => {
    const { user, list } = setup([person('Anna', 'Schmidt'), person('Tom', 'Meyer')]);
    await user.click(screen.getByRole('button', { name: 'Karte 1 löschen' }));
    expect(list().map((r) => r.firstName)).toEqual(['Tom']);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Karte 1 gelöscht.');
    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(list().map((r) => r.firstName)).toEqual(['Anna', 'Tom']);
    expect(screen.getByText('Rückgängig gemacht.')).toBeInTheDocument();
  });

  it('asks before deleting several selected cards', async () => {
    const { user, list } = setup([person('A', 'Eins'), person('B', 'Zwei'), person('C', 'Drei')]);
    await user.click(screen.getByRole('checkbox', { name: 'Karte 1 auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Karte 3 auswählen' }));
    expect(screen.getByText('2 ausgewählt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2 Karten löschen' }));
    const dialog = screen.getByRole('dialog', { name: '2 Karten löschen?' });
    expect(list()).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(list().map((r) => r.lastName)).toEqual(['Zwei']);
    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(list().map((r) => r.lastName)).toEqual(['Eins', 'Zwei', 'Drei']);
  });

  it('selects all cards from the header', async () => {
    const { user } = setup([person('A', 'Eins'), person('B', 'Zwei')]);
    await user.click(screen.getByRole('checkbox', { name: 'Alle Karten auswählen' }));
    expect(screen.getByRole('button', { name: '2 Karten löschen' })).toBeInTheDocument();
  });

  it('stops at maxCards', async () => {
    setup([person('A', 'Eins'), person('B', 'Zwei')], 2);
    expect(screen.getByRole('button', { name: 'Karte hinzufügen' })).toBeDisabled();
    expect(screen.getByText('Mehr als 2 Karten gehen nicht in eine Bestellung.')).toBeVisible();
  });
});

describe('RecipientEditor: keyboard', () => {
  it('moves between cells with arrows (text keeps its caret) and Enter', async () => {
    const { user } = setup([person('Anna', 'Schmidt'), person('Tom', 'Meyer')]);
    await user.click(cell('Vorname', 1));
    await user.keyboard('{ArrowDown}');
    expect(cell('Vorname', 2)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Vorname', 1)).toHaveFocus();
    // The caret is at the end after the click on a filled cell: → goes to the next cell.
    await user.keyboard('{ArrowRight}');
    expect(cell('Nachname', 1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}'); // caret at the end of "Schmidt": stays in the text
    expect(cell('Nachname', 1)).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(cell('Vorname', 1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cell('Vorname', 2)).toHaveFocus();
    // Arrow keys on a select move rows instead of changing the value.
    await user.click(select('Anrede', 2));
    await user.keyboard('{ArrowUp}');
    expect(select('Anrede', 1)).toHaveFocus();
    expect(select('Anrede', 1)).toHaveValue('female');
  });

  it('adds a card with Enter on the last row, but not below a blank one', async () => {
    const { user, list } = setup([person('Anna', 'Schmidt')]);
    await user.click(cell('Ort', 1));
    await user.keyboard('{Enter}');
    expect(list()).toHaveLength(2);
    await waitFor(() => expect(select('Anrede', 2)).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(list()).toHaveLength(2);
    expect(select('Anrede', 2)).toHaveFocus();
  });

  it('deletes a card with Delete in its checkbox and keeps the focus in the table', async () => {
    const { user, list } = setup([person('A', 'Eins'), person('B', 'Zwei')]);
    await user.click(cell('Vorname', 1));
    await user.keyboard('{Home}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    const checkbox = screen.getByRole('checkbox', { name: 'Karte 1 auswählen' });
    expect(checkbox).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(list().map((r) => r.lastName)).toEqual(['Zwei']);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Karte 1 auswählen' })).toHaveFocus(),
    );
  });
});

describe('RecipientEditor: error summary and jump links', () => {
  function manyWithOneBad(actorRef: { current?: ConfiguratorActor }) {
    const recipients = Array.from({ length: 100 }, (_, i) =>
      person(`Vorname${i + 1}`, `Name${i + 1}`),
    );
    recipients[59] = { ...person('Sechzig', 'Fehler'), address: { line1: 'Weg 1', city: 'Köln' } };
    const result = setup(recipients);
    actorRef.current = result.actor;
    return result;
  }

  it('lists cards with problems and jumps to the first bad field', async () => {
    const { user } = manyWithOneBad({});
    const summary = screen.getByRole('region', { name: '1 Karte braucht noch Angaben' });
    expect(within(summary).getByText(/PLZ: Pflichtfeld/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'PLZ, Karte 60' })).toBeNull(); // not rendered yet
    await user.click(within(summary).getByRole('link', { name: 'Karte 60: Sechzig Fehler' }));
    await waitFor(() => expect(cell('PLZ', 60)).toHaveFocus());
  });

  it('focuses the card named by focusCardId', async () => {
    const { actor, view } = manyWithOneBad({});
    const id = actor.getSnapshot().context.draft.recipients[59]?.id as string;
    view.rerender(<RecipientsHarness actor={actor} focusCardId={id} />);
    await waitFor(() => expect(cell('PLZ', 60)).toHaveFocus());
  });

  it('says how many more cards there are and shows all on request', async () => {
    const { user } = setup(Array.from({ length: 12 }, () => ({})));
    const summary = screen.getByRole('region', { name: '12 Karten brauchen noch Angaben' });
    expect(within(summary).getAllByRole('link')).toHaveLength(5);
    expect(within(summary).getByText('… und 7 weitere Karten')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Alle anzeigen' }));
    expect(within(summary).getAllByRole('link')).toHaveLength(12);
  });

  it('uses the Sie form when the shop addresses the customer formally', async () => {
    window.localStorage.setItem('fk.address', 'sie');
    const { reloadAddress } = await import('../../lib/i18n/address.ts');
    act(() => reloadAddress());
    setup();
    expect(screen.getByText(/Legen Sie die erste Karte an/)).toBeInTheDocument();
  });
});
