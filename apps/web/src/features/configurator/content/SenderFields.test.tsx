import type { EditEvent } from '@federkiel/machines';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { testAccount, type FakeStore } from '../../../test/fakeStore.ts';
import {
  BIRTHDAY_TEMPLATE,
  progressAfter,
  renderConfigurator,
} from '../testing/configuratorTestKit.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const THANKS: EditEvent[] = [
  {
    type: 'CHOOSE_TEMPLATE',
    template: {
      ...BIRTHDAY_TEMPLATE,
      texts: {
        du: '',
        sie: 'Guten Tag {{Vorname}},\n\ndanke für Ihren Auftrag bei {{Absender.Firma}}.\n\n{{Absender.Name}}',
        ihr: '',
      },
    },
  },
  { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
];

function signedIn(store: FakeStore) {
  store.account.get.mockResolvedValue({
    ...testAccount,
    billing: { company: 'Papeterie Lovelace' },
  });
  window.localStorage.setItem(
    'userInfo',
    JSON.stringify({
      token: 'sess_1',
      user: { id: 'acc_1', email: 'ada@example.de', firstName: 'Ada', lastName: 'Lovelace' },
    }),
  );
}

describe('sender placeholders and the form of address in the content step', () => {
  it('a Sie-only template opens on its Sie tab; the {{Anrede}} example follows the tab', async () => {
    const user = userEvent.setup();
    renderConfigurator({
      saved: progressAfter(THANKS, 'content'),
      path: '/configurator/content',
    });
    const sie = await screen.findByRole('tab', { name: /^Sie/ });
    expect(sie).toHaveAttribute('aria-selected', 'true');
    await user.click(
      screen.getAllByRole('button', { name: /Platzhalter einfügen/ })[1] as HTMLElement,
    );
    const menu = screen.getByRole('menu', { name: 'Platzhalter' });
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent(
      '„Sehr geehrte Frau Schmidt,“',
    );
    expect(menu).not.toHaveTextContent('Liebe Anna');
  });

  it('asks for the sender once, prefilled from the account, and blocks until it is complete', async () => {
    const user = userEvent.setup();
    renderConfigurator({
      saved: progressAfter(THANKS, 'content'),
      path: '/configurator/content',
      setupStore: signedIn,
    });
    const section = await screen.findByRole('region', { name: 'Absender' });
    const company = within(section).getByRole('textbox', { name: /Firma \(Absender\)/ });
    const name = within(section).getByRole('textbox', { name: /Name \(Absender\)/ });
    await waitFor(() => expect(company).toHaveValue('Papeterie Lovelace'));
    expect(name).toHaveValue('Ada Lovelace');
    await user.clear(name);
    expect(
      await screen.findByText(/Bitte den Absender eintragen \(Absender\.Name\)/),
    ).toBeVisible();
    await user.type(name, 'Ada L.');
    await waitFor(() => expect(screen.queryByText(/Bitte den Absender eintragen/)).toBeNull());
  });

  it('without sender placeholders there is no sender section', async () => {
    renderConfigurator({
      saved: progressAfter(
        [
          { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
          { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
        ],
        'content',
      ),
      path: '/configurator/content',
    });
    await screen.findByRole('tab', { name: /^du/i });
    expect(screen.queryByRole('region', { name: 'Absender' })).toBeNull();
  });
});
