import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditEvent } from '@federkiel/machines';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { PATH_DONE, progressAfter, renderConfigurator } from '../testing/configuratorTestKit.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const address = { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
const TWO_FRIENDS: EditEvent[] = [
  ...PATH_DONE,
  { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}}\n\nschön, dass es dich gibt!' },
  {
    type: 'IMPORT_RECIPIENTS',
    mode: 'replace',
    recipients: [
      { firstName: 'Anna', lastName: 'Schmidt', gender: 'female', addressForm: 'du', address },
      { firstName: 'Tom', lastName: 'Meyer', gender: 'male', addressForm: 'du', address },
    ],
  },
];

describe('live preview', () => {
  it('writes each recipient’s card with its own salutation', async () => {
    const user = userEvent.setup();
    renderConfigurator({ saved: progressAfter(TWO_FRIENDS, 'data'), path: '/configurator/data' });
    const preview = await screen.findByRole('region', { name: 'Vorschau' });

    const anna = await within(preview).findByRole('img', {
      name: 'Karte für Anna Schmidt, Textseite',
    });
    expect(anna).toHaveTextContent('Liebe Anna,');
    expect(anna).toHaveTextContent('schön, dass es dich gibt!');
    expect(within(preview).getByRole('spinbutton', { name: /Kartennummer/ })).toHaveValue(1);
    expect(preview).toHaveTextContent('von 2');

    await user.click(within(preview).getByRole('button', { name: 'Nächste Karte' }));
    const tom = within(preview).getByRole('img', { name: 'Karte für Tom Meyer, Textseite' });
    expect(tom).toHaveTextContent('Lieber Tom,');
    expect(tom).not.toHaveTextContent('Liebe Anna');
    expect(within(preview).getByRole('button', { name: 'Nächste Karte' })).toBeDisabled();
    // Every line is drawn glyph by glyph: one x, y and tilt per character.
    const line = tom.querySelector('text');
    expect(line?.getAttribute('x')?.split(' ')).toHaveLength(line?.textContent?.length ?? -1);
    expect(preview).toHaveTextContent(/Passt – die Karte ist zu \d+ % gefüllt/);
  });

  it('zooms to true size on request', async () => {
    const user = userEvent.setup();
    renderConfigurator({ saved: progressAfter(TWO_FRIENDS, 'data'), path: '/configurator/data' });
    const preview = await screen.findByRole('region', { name: 'Vorschau' });
    const card = await within(preview).findByRole('img', { name: /Karte für Anna/ });
    await user.click(within(preview).getByRole('button', { name: '100 %' }));
    // A6 = 148 mm wide; at true size 1 mm = 96 / 25.4 CSS px.
    expect(Number(card.getAttribute('width'))).toBeCloseTo((148 * 96) / 25.4, 3);
  });
});
