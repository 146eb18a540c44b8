import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import type { StoreAddress } from '../../../lib/store/types.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { Component as AddressEdit } from '../routes/addressEdit.route.tsx';
import { AddressesSection } from './AddressesSection.tsx';
import { ComingWithConfigurator } from './ComingWithConfigurator.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const office: StoreAddress = {
  id: 'adr_1',
  name: 'Grace Hopper',
  first_name: 'Grace',
  last_name: 'Hopper',
  company: 'Federkiel GmbH',
  address1: 'Musterstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

function renderAddresses(path: string, addresses: StoreAddress[]) {
  const store = installFakeStore({ signedIn: true });
  store.account.listAddresses.mockResolvedValue(addresses);
  const result = renderWithRouter(<p>elsewhere</p>, {
    path,
    routes: [
      { path: '/profile/addresses', element: <AddressesSection /> },
      { path: '/profile/addresses/:id', element: <AddressEdit /> },
    ],
  });
  return { store, ...result };
}

describe('addresses', () => {
  it('an empty list says so and offers a new address', async () => {
    renderAddresses('/profile/addresses', []);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Noch keine Adressen gespeichert' }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Neue Adresse' })[0]).toHaveAttribute(
      'href',
      '/profile/addresses/new',
    );
  });

  it('lists saved addresses with edit and delete per address', async () => {
    renderAddresses('/profile/addresses', [office]);
    const list = await screen.findByRole('list', { name: 'Gespeicherte Adressen' });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('Grace Hopper');
    expect(card).toHaveTextContent('10115 Berlin');
    expect(card).toHaveTextContent('Deutschland');
    expect(
      within(card).getByRole('link', { name: 'Adresse Grace Hopper bearbeiten' }),
    ).toHaveAttribute('href', '/profile/addresses/adr_1');
  });

  it('adds an address and returns to the list with a message', async () => {
    const user = userEvent.setup();
    const { store, router } = renderAddresses('/profile/addresses/new', []);
    await screen.findByRole('heading', { level: 2, name: 'Neue Adresse' });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByLabelText('Vorname')).toHaveFocus();
    await user.type(screen.getByLabelText('Vorname'), 'Grace');
    await user.type(screen.getByLabelText('Nachname'), 'Hopper');
    await user.type(screen.getByLabelText('Straße und Hausnummer'), 'Musterstraße 1');
    await user.type(screen.getByLabelText('PLZ'), '10115');
    await user.type(screen.getByLabelText('Ort'), 'Berlin');
    store.account.listAddresses.mockResolvedValue([office]);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Adresse wurde gespeichert.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/addresses');
    expect(store.account.createAddress).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Grace', zip: '10115', country: 'DE' }),
    );
  });

  it('edits an address; a failure keeps the form as it was', async () => {
    const user = userEvent.setup();
    const { store } = renderAddresses('/profile/addresses/adr_1', [office]);
    const city = await screen.findByLabelText('Ort');
    expect(city).toHaveValue('Berlin');
    await user.clear(city);
    await user.type(city, 'Potsdam');
    await user.clear(screen.getByLabelText('PLZ'));
    await user.type(screen.getByLabelText('PLZ'), '14467');
    store.account.updateAddress.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Beim Speichern der Adresse ist ein Fehler aufgetreten.',
    );
    expect(screen.getByLabelText('Ort')).toHaveValue('Potsdam');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Adresse wurde geändert.')).toBeVisible();
    expect(store.account.updateAddress).toHaveBeenLastCalledWith(
      'adr_1',
      expect.objectContaining({ city: 'Potsdam', zip: '14467' }),
    );
  });

  it('an unknown address id says so', async () => {
    renderAddresses('/profile/addresses/adr_x', [office]);
    expect(await screen.findByText('Diese Adresse gibt es nicht (mehr).')).toBeVisible();
  });

  it('deletes after confirming in a dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderAddresses('/profile/addresses', [office]);
    await user.click(await screen.findByRole('button', { name: 'Adresse Grace Hopper löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Adresse löschen?' });
    expect(dialog).toHaveTextContent('Die Adresse Grace Hopper wird aus deinem Konto entfernt.');
    store.account.listAddresses.mockResolvedValue([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByText('Die Adresse wurde gelöscht.')).toBeVisible();
    expect(store.account.deleteAddress).toHaveBeenCalledWith('adr_1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Noch keine Adressen gespeichert')).toBeVisible();
  });
});

describe('drafts and recipient lists', () => {
  it.each([['recipients', 'Empfängerlisten', 'Deine Empfängerlisten erscheinen hier']] as const)(
    '%s: an empty state that points to the configurator',
    (section, title, empty) => {
      renderWithRouter(<ComingWithConfigurator section={section} />);
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
      expect(screen.getByRole('heading', { level: 3, name: empty })).toBeVisible();
      expect(screen.getByText(/kommt mit dem Konfigurator/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Zum Konfigurator' })).toHaveAttribute(
        'href',
        '/configurator',
      );
    },
  );
});
