import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditEvent, RecipientInput } from '@federkiel/machines';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installGridLayout } from '../../../components/recipients/testing/jsdomLayout.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { PATH_DONE, progressAfter, renderConfigurator } from '../testing/configuratorTestKit.tsx';

// Issue 26: the recipient step shows the shared writing check (checkFit's writingProblems,
// the same the summary and the server run) at the right place: an envelope line too long at
// the address cells of that card, the sender's letters as a notice with the card numbers.

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installGridLayout();
});
afterAll(() => restoreLayout());
afterEach(() => {
  resetSession();
  setStore(null);
});

const LONG_STREET = 'Bürgermeister-Friedrich-Wilhelm-Hohenzollern-Sigmaringen-Allee 118';
const card = (firstName: string, lastName: string, line1: string): RecipientInput => ({
  firstName,
  lastName,
  gender: 'female',
  addressForm: 'du',
  address: { line1, postalCode: '10115', city: 'Berlin', country: 'DE' },
});

function edits(sender: string): EditEvent[] {
  return [
    ...PATH_DONE,
    {
      type: 'SET_PAGE_TEXT',
      page: 0,
      part: 'body',
      text: '{{Anrede}}\n\nalles Liebe!\n\n{{Absender.Name}}',
    },
    { type: 'SET_SENDER', sender: { name: sender } },
    {
      type: 'IMPORT_RECIPIENTS',
      mode: 'replace',
      recipients: [
        card('Anna', 'Schmidt', 'Hauptstraße 1'),
        card('Lena', 'Meyer', LONG_STREET),
        card('Eva', 'Weber', 'Ring 2'),
      ],
    },
  ];
}

function open(sender: string) {
  renderConfigurator({ saved: progressAfter(edits(sender), 'data'), path: '/configurator/data' });
  return userEvent.setup();
}

describe('the recipient step shows the shared writing check', () => {
  it('marks an address line too long for the envelope at its cell and counts the card', async () => {
    const user = open('Jana Nowak');
    const street = await screen.findByRole('textbox', { name: 'Straße und Hausnummer, Karte 2' });
    await waitFor(() => expect(street).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 4000,
    });
    expect(street).toHaveAccessibleDescription(
      `Die Adresszeile „${LONG_STREET}“ ist zu lang für den Umschlag – bitte kürzen`,
    );
    // Only the cell the line is made of: the card's name and city are fine.
    expect(screen.getByRole('textbox', { name: 'Nachname, Karte 2' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(
      screen.getByRole('textbox', { name: 'Straße und Hausnummer, Karte 1' }),
    ).not.toHaveAttribute('aria-invalid');

    const panel = screen.getByTestId('pen-problems');
    expect(within(panel).getByRole('heading')).toHaveTextContent('1 Karte braucht deine Hilfe');
    expect(panel).toHaveTextContent('Karte 2');
    // A line too long is no letter problem: no similar letters are offered for it.
    expect(within(panel).queryByRole('button', { name: /Ähnliche Buchstaben/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Nächste Karte mit Problem' }));
    await waitFor(() => expect(street).toHaveFocus());
  });

  it('names the cards whose sender the pen cannot write, at the sender and in the table', async () => {
    const user = open('Paweł Wiśniewski');
    const panel = await screen.findByTestId('pen-problems', {}, { timeout: 4000 });
    // Every card writes the sender: three cards, each counted once although card 2 also
    // has a line too long.
    await waitFor(() =>
      expect(within(panel).getByRole('heading')).toHaveTextContent('3 Karten brauchen deine Hilfe'),
    );
    const notice = within(panel).getByTestId('pen-sender');
    expect(notice).toHaveTextContent(
      'Im Absender stehen Zeichen, die der Stift nicht schreiben kann: ł ś – das betrifft Karten 1, 2 und 3.',
    );
    // The sender is not in the table: the card's row says it.
    const row = screen.getByRole('textbox', { name: 'Nachname, Karte 1' }).closest('[role="row"]');
    expect(within(row as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Karte 1: Absender: Kann der Stift nicht schreiben: ł ś',
    );

    // „Absender ändern“ opens the text step, where the fields say the same.
    await user.click(within(notice).getByRole('button', { name: 'Absender ändern' }));
    const fields = await screen.findByRole('region', { name: 'Absender' });
    await waitFor(
      () =>
        expect(within(fields).getByTestId('sender-pen-notice')).toHaveTextContent(
          'Diese Zeichen im Absender kann der Stift nicht schreiben: ł ś – das betrifft die Karten 1, 2 und 3.',
        ),
      { timeout: 4000 },
    );
  });
});
