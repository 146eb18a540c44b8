import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import {
  BIRTHDAY_TEMPLATE,
  PATH_DONE,
  progressAfter,
  renderConfigurator,
} from '../testing/configuratorTestKit.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const bodyField = () => screen.getByRole('textbox', { name: 'Text (Rückseite)' });

describe('content step', () => {
  it('offers to copy the previous variant’s text when another variant is opened', async () => {
    const user = userEvent.setup();
    renderConfigurator({ saved: progressAfter(PATH_DONE, 'content') });
    const body = await screen.findByRole('textbox', { name: 'Text (Rückseite)' });
    await user.clear(body);
    await user.type(body, 'Hallo du!');

    await user.click(screen.getByRole('tab', { name: /Sie/ }));
    const dialog = screen.getByRole('dialog', { name: 'Text für „Sie“' });
    expect(dialog).toHaveTextContent('Soll der Text aus der Variante „Du“ übernommen werden?');
    await user.click(within(dialog).getByRole('button', { name: 'Text aus „Du“ übernehmen' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Sie/ })).toHaveAttribute('aria-selected', 'true');
    expect(bodyField()).toHaveValue('Hallo du!');

    // Escape closes the question and keeps "Du" open.
    await user.click(screen.getByRole('tab', { name: /Du/ }));
    await user.click(screen.getByRole('tab', { name: /Ihr/ }));
    expect(screen.getByRole('dialog', { name: 'Text für „Ihr“' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Du/ })).toHaveAttribute('aria-selected', 'true');

    // "Ihr" has not been written in: starting fresh gives the template's own text.
    await user.click(screen.getByRole('tab', { name: /Ihr/ }));
    await user.click(screen.getByRole('button', { name: 'Mit dem Vorlagentext beginnen' }));
    expect(bodyField()).toHaveValue(BIRTHDAY_TEMPLATE.texts.ihr);

    // Answered once: back and forth between "Du" and "Ihr" does not ask again.
    await user.click(screen.getByRole('tab', { name: /Du/ }));
    expect(bodyField()).toHaveValue('Hallo du!');
    await user.click(screen.getByRole('tab', { name: /Ihr/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Ihr/ })).toHaveAttribute('aria-selected', 'true');
    expect(bodyField()).toHaveValue(BIRTHDAY_TEMPLATE.texts.ihr);
  });

  it('inserts a placeholder from the menu at the caret, not at the end', async () => {
    const user = userEvent.setup();
    renderConfigurator({ saved: progressAfter(PATH_DONE, 'content') });
    const body = await screen.findByRole('textbox', { name: 'Text (Rückseite)' });
    await user.clear(body);
    await user.type(body, 'Hallo , schön dich zu sehen.');
    (body as HTMLTextAreaElement).setSelectionRange(6, 6);

    await user.click(
      screen.getByRole('button', { name: 'Platzhalter einfügen in „Text (Rückseite)“' }),
    );
    const menu = screen.getByRole('menu', { name: 'Platzhalter' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('{{Anrede}}'),
      expect.stringContaining('{{Vorname}}'),
      expect.stringContaining('{{Nachname}}'),
      expect.stringContaining('{{Firma}}Firma des Empfängers'),
      expect.stringContaining('{{Absender.Firma}}Deine Firma (Absender)'),
      expect.stringContaining('{{Absender.Name}}Dein Name (Absender)'),
    ]);
    // The salutation example follows the text tab (du here).
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('„Liebe Anna,“');
    // Keyboard: the first item has the focus; arrow down to Vorname, Enter.
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(body).toHaveValue('Hallo {{Vorname}}, schön dich zu sehen.');
    await waitFor(() => expect(body).toHaveFocus());
    expect((body as HTMLTextAreaElement).selectionStart).toBe('Hallo {{Vorname}}'.length);
    expect(screen.queryByText(/Unbekannte? Platzhalter/)).not.toBeInTheDocument();
  });

  it('names unknown placeholders under the field and in the reasons', async () => {
    const user = userEvent.setup();
    renderConfigurator({ saved: progressAfter(PATH_DONE, 'content') });
    const body = await screen.findByRole('textbox', { name: 'Text (Rückseite)' });
    await user.clear(body);
    await user.type(body, 'Hallo {{{{Vornam}}');
    expect(screen.getByText('Unbekannter Platzhalter: {{Vornam}}.')).toBeInTheDocument();
    expect(screen.getByText('Unbekannte Platzhalter im Text: Vornam.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Weiter/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
