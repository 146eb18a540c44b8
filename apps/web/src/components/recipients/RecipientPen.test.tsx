import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipientInput } from '@federkiel/machines';
import { installGridLayout } from './testing/jsdomLayout.ts';
import { RecipientsHarness, startConfigurator } from './testing/RecipientsHarness.tsx';

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installGridLayout();
});
afterAll(() => restoreLayout());

/** A pen that writes ASCII and German letters: Cyrillic and CJK are what it lacks. */
const canWrite = (char: string) => /^[\x20-\x7e äöüÄÖÜß]$/u.test(char);

const card = (firstName: string, lastName: string, city: string): RecipientInput => ({
  gender: 'female',
  firstName,
  lastName,
  address: { line1: 'Weg 1', postalCode: '10115', city },
});

function setup() {
  const actor = startConfigurator({
    recipients: [
      card('Anna', 'Meyer', 'Berlin'),
      card('Жанна', 'Petrova', 'Köln'),
      card('Li', '漢', 'Hamburg'),
      card('Olga', 'Жукова', 'Köln'),
    ],
  });
  render(<RecipientsHarness actor={actor} canWrite={canWrite} />);
  const list = () => actor.getSnapshot().context.draft.recipients;
  return { user: userEvent.setup(), list };
}

describe('cards the pen cannot write, in the recipient step', () => {
  it('marks the cell, counts the cards and jumps from one to the next', async () => {
    const { user } = setup();
    const panel = screen.getByTestId('pen-problems');
    expect(within(panel).getByRole('heading')).toHaveTextContent('3 Karten brauchen deine Hilfe');
    const cell = screen.getByRole('textbox', { name: 'Vorname, Karte 2' });
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveAccessibleDescription('Kann der Stift nicht schreiben: Ж а н');
    expect(screen.getByRole('textbox', { name: 'Vorname, Karte 1' })).not.toHaveAttribute(
      'aria-invalid',
    );

    const next = screen.getByRole('button', { name: 'Nächste Karte mit Problem' });
    await user.click(next);
    await waitFor(() => expect(cell).toHaveFocus());
    await user.click(next);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nachname, Karte 3' })).toHaveFocus(),
    );
  });

  it('filters the rows by name, city or card number', async () => {
    const { user } = setup();
    const search = screen.getByRole('searchbox', { name: 'Karten suchen' });
    await user.type(search, 'köln');
    expect(screen.getAllByRole('row')).toHaveLength(3); // header + 2 cards
    await user.clear(search);
    await user.type(search, '3');
    expect(screen.getByRole('textbox', { name: 'Vorname, Karte 3' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Vorname, Karte 1' })).toBeNull();
  });

  it('offers similar letters with before → after and changes nothing without the click', async () => {
    const { user, list } = setup();
    const panel = screen.getByTestId('pen-problems');
    expect(panel).toHaveTextContent('Жанна → Zhanna');
    expect(panel).toHaveTextContent('Жукова → Zhukova');
    expect(list()[1]?.firstName).toBe('Жанна');

    await user.click(
      within(panel).getByRole('button', { name: 'Ähnliche Buchstaben verwenden für Karte 2' }),
    );
    await waitFor(() => expect(list()[1]?.firstName).toBe('Zhanna'));
    expect(list()[3]?.lastName).toBe('Жукова');
    expect(screen.getByTestId('pen-problems')).toHaveTextContent('2 Karten brauchen deine Hilfe');
    // 漢 has no similar Latin letters: only the hint to change it by hand.
    expect(screen.getByTestId('pen-problems')).toHaveTextContent('bitte von Hand ändern');
  });
});
