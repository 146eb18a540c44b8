import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCards } from '../testing/fakeAdminApi.ts';
import { installGridLayout } from '../../../components/recipients/testing/jsdomLayout.ts';
import { AnnouncerProvider } from './Announcer.tsx';
import { CardsTable } from './CardsTable.tsx';

let restore: () => void;
beforeEach(() => {
  restore = installGridLayout((element) => element.hasAttribute('data-virtual-scroller'));
});
afterEach(() => restore());

const CARDS = makeCards(10_000);

function bodyRows() {
  const table = screen.getByRole('table');
  // Data rows have a row header (Nr.); the spacer rows around the window are hidden.
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.querySelector('th[scope="row"]'));
}

describe('CardsTable', () => {
  it('renders only a window of rows for 10,000 cards and follows the scrolling', async () => {
    render(
      <AnnouncerProvider>
        <CardsTable cards={CARDS} label="Empfänger und Kartentexte" />
      </AnnouncerProvider>,
    );
    const table = screen.getByRole('table', { name: '10000 Karten mit Adresse und Text' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    // The address block starts with the company where there is one (DIN 5008 Firmenbrief).
    expect(within(table).getByText(/Empfänger 1 Hauptstraße/)).toBeInTheDocument();
    expect(within(table).queryByText(/Empfänger 10000 Hauptstraße/)).not.toBeInTheDocument();

    const scroller = screen.getByRole('region', { name: 'Empfänger und Kartentexte' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    await act(async () => {
      scroller.scrollTo({ top: scroller.scrollHeight || 10_000_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const after = bodyRows();
    expect(after.length).toBeLessThan(40);
    expect(within(table).queryByText(/Empfänger 1 Hauptstraße/)).not.toBeInTheDocument();
    expect(within(table).getByText(/Empfänger 10000 Hauptstraße/)).toBeInTheDocument();
    expect(after.at(-1)).toHaveAttribute('aria-rowindex', '10001');
  });

  it('keeps the line breaks of the card text', () => {
    render(
      <AnnouncerProvider>
        <CardsTable cards={makeCards(2)} label="Empfänger" />
      </AnnouncerProvider>,
    );
    const [first] = bodyRows();
    const body = within(first as HTMLElement).getByText(/Liebe Grüße/);
    expect(body.textContent).toBe('Liebe Grüße\nan Nr. 1');
    // Shown as written: the class sets `white-space: pre-wrap`.
    expect(body).toHaveClass('preserve');
  });
});
