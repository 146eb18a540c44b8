import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setAddress } from '../../../lib/i18n/address.ts';
import { getSessionActor, resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore, testAccount } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AccountSection } from './AccountSection.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const shipping = {
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: 'Musterstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

async function renderAccount(account = testAccount) {
  const store = installFakeStore({ signedIn: true });
  store.account.get.mockResolvedValue(account);
  renderWithRouter(<AccountSection />, { path: '/profile/account' });
  await screen.findByRole('heading', { level: 3, name: 'Name' });
  return store;
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('AccountSection', () => {
  it('loads the account and shows its four parts', async () => {
    await renderAccount({ ...testAccount, shipping });
    expect(screen.getByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeVisible();
    expect(screen.getByText('ada@example.de')).toBeVisible();
    expect(within(panel('Name')).getByLabelText('Vorname')).toHaveValue('Ada');
    expect(within(panel('Lieferadresse')).getByLabelText('Ort')).toHaveValue('Berlin');
    expect(within(panel('Lieferadresse')).getByLabelText('Ort')).toHaveAttribute(
      'autocomplete',
      'shipping address-level2',
    );
    expect(within(panel('Rechnungsadresse')).getByLabelText('PLZ')).toHaveAttribute(
      'autocomplete',
      'billing postal-code',
    );
    expect(within(panel('Rechnungsadresse')).getByLabelText('Land')).toHaveValue('DE');
    expect(document.title).toBe('Persönliche Daten – Mein Konto · Federkiel');
  });

  it('changes the name: success message, header name updated', async () => {
    const user = userEvent.setup();
    const store = await renderAccount();
    const name = panel('Name');
    await user.clear(within(name).getByLabelText('Vorname'));
    await user.type(within(name).getByLabelText('Vorname'), 'Augusta');
    await user.click(within(name).getByRole('button', { name: 'Name speichern' }));
    expect(await within(name).findByRole('status')).toHaveTextContent('Dein Name wurde geändert.');
    expect(store.account.update).toHaveBeenCalledWith({
      first_name: 'Augusta',
      last_name: 'Lovelace',
    });
    expect(getSessionActor().getSnapshot().context.user?.firstName).toBe('Augusta');
  });

  it('name errors: validation, then the store failing (values kept)', async () => {
    const user = userEvent.setup();
    setAddress('sie');
    const store = await renderAccount();
    const name = panel('Name');
    await user.clear(within(name).getByLabelText('Nachname'));
    await user.click(within(name).getByRole('button', { name: 'Name speichern' }));
    expect(within(name).getByLabelText('Nachname')).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    await user.type(within(name).getByLabelText('Nachname'), 'King');
    store.account.update.mockRejectedValueOnce(new Error('offline'));
    await user.click(within(name).getByRole('button', { name: 'Name speichern' }));
    expect(await within(name).findByRole('alert')).toHaveTextContent(
      'Beim Ändern Ihres Namens ist ein Fehler aufgetreten.',
    );
    expect(within(name).getByLabelText('Nachname')).toHaveValue('King');
  });

  it('changes the password after checking the current one', async () => {
    const user = userEvent.setup();
    const store = await renderAccount();
    const form = panel('Passwort ändern');
    await user.type(within(form).getByLabelText('Aktuelles Passwort'), 'alt-geheim');
    await user.type(within(form).getByLabelText('Neues Passwort'), 'neu-geheim');
    await user.type(within(form).getByLabelText('Neues Passwort wiederholen'), 'neu-geheimX');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(within(form).getByLabelText('Neues Passwort wiederholen')).toHaveAccessibleDescription(
      'Die Passwörter stimmen nicht überein.',
    );

    await user.type(within(form).getByLabelText('Neues Passwort wiederholen'), '{Backspace}');
    store.account.login.mockResolvedValueOnce(null);
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Das aktuelle Passwort ist nicht korrekt.',
    );
    expect(store.account.update).not.toHaveBeenCalled();

    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Dein Passwort wurde geändert.',
    );
    expect(store.account.login).toHaveBeenLastCalledWith('ada@example.de', 'alt-geheim');
    expect(store.account.update).toHaveBeenCalledWith({ password: 'neu-geheim' });
    expect(within(form).getByLabelText('Aktuelles Passwort')).toHaveValue('');
  });

  it('saves the delivery address; the postal code must fit the country', async () => {
    const user = userEvent.setup();
    const store = await renderAccount();
    const form = panel('Lieferadresse');
    await user.type(within(form).getByLabelText('Vorname'), 'Ada');
    await user.type(within(form).getByLabelText('Nachname'), 'Lovelace');
    await user.type(within(form).getByLabelText('Straße und Hausnummer'), 'Musterstraße 1');
    await user.type(within(form).getByLabelText('PLZ'), '1010');
    await user.type(within(form).getByLabelText('Ort'), 'Berlin');
    await user.click(within(form).getByRole('button', { name: 'Lieferadresse speichern' }));
    expect(within(form).getByLabelText('PLZ')).toHaveAccessibleDescription(
      'Diese Postleitzahl passt nicht zum gewählten Land.',
    );
    await user.selectOptions(within(form).getByLabelText('Land'), 'AT');
    await user.click(within(form).getByRole('button', { name: 'Lieferadresse speichern' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Deine Lieferadresse wurde geändert.',
    );
    expect(store.account.update).toHaveBeenCalledWith({
      shipping: expect.objectContaining({
        name: 'Ada Lovelace',
        address1: 'Musterstraße 1',
        zip: '1010',
        city: 'Berlin',
        country: 'AT',
      }),
    });
  });

  it('billing: copy the delivery address; a failure says "Rechnungsadresse"', async () => {
    const user = userEvent.setup();
    const store = await renderAccount({ ...testAccount, shipping });
    const form = panel('Rechnungsadresse');
    await user.click(within(form).getByRole('button', { name: 'Lieferadresse übernehmen' }));
    expect(within(form).getByLabelText('Straße und Hausnummer')).toHaveValue('Musterstraße 1');
    // The check digit is checked at the field, as at checkout (issue #39).
    const vatId = within(form).getByLabelText(/USt-IdNr/);
    await user.type(vatId, 'DE123456789');
    await user.click(within(form).getByRole('button', { name: 'Rechnungsadresse speichern' }));
    expect(vatId).toHaveAccessibleDescription(
      /Die Prüfziffer der USt-IdNr\. stimmt nicht – bitte prüfe die Nummer\./,
    );
    expect(store.account.update).not.toHaveBeenCalled();
    await user.clear(vatId);
    await user.type(vatId, 'DE123456788');
    store.account.update.mockRejectedValueOnce(new Error('offline'));
    await user.click(within(form).getByRole('button', { name: 'Rechnungsadresse speichern' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Beim Ändern deiner Rechnungsadresse ist ein Fehler aufgetreten.',
    );
    expect(store.account.update).toHaveBeenCalledWith({
      billing: expect.objectContaining({ vat_id: 'DE123456788', city: 'Berlin' }),
    });
    await user.click(within(form).getByRole('button', { name: 'Rechnungsadresse speichern' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Deine Rechnungsadresse wurde geändert.',
    );
  });

  it('shows a retry when the account cannot be loaded', async () => {
    const user = userEvent.setup();
    const store = installFakeStore({ signedIn: true });
    // First the session's check at start, then the section's own read.
    store.account.get
      .mockReset()
      .mockResolvedValueOnce(testAccount)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(testAccount);
    renderWithRouter(<AccountSection />, { path: '/profile/account' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deine Daten konnten gerade nicht geladen werden.',
    );
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Name' })).toBeVisible();
  });
});
