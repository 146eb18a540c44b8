import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installCheckoutStore, renderCheckout } from '../testing/renderCheckout.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const addresses = () => within(screen.getByRole('region', { name: 'Adressen' }));
const NEXT = 'Weiter zum Versand';

describe('address step for businesses and quick entry (issues #27, #29)', () => {
  it('fills „Ort“ from a German PLZ (offline table), but never over a typed place', async () => {
    const user = userEvent.setup();
    installCheckoutStore();
    renderCheckout();
    await screen.findByRole('button', { name: NEXT });
    const zip = addresses().getByLabelText('PLZ');
    const city = addresses().getByLabelText('Ort');
    await user.clear(city);
    await user.clear(zip);
    await user.type(zip, '80331');
    await waitFor(() => expect(city).toHaveValue('München'), { timeout: 5000 });
    await user.clear(zip);
    await user.type(zip, '20095');
    await waitFor(() => expect(city).toHaveValue('Hamburg'), { timeout: 5000 });

    await user.clear(city);
    await user.type(city, 'Eigener Ort');
    await user.clear(zip);
    await user.type(zip, '01067');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(city).toHaveValue('Eigener Ort');
  }, 20_000);

  it('gives the fields the autocomplete tokens a browser fills from', async () => {
    installCheckoutStore();
    renderCheckout();
    await screen.findByRole('button', { name: NEXT });
    const tokens = Object.fromEntries(
      ['Vorname', 'Nachname', 'Firma', 'Straße und Hausnummer', 'PLZ', 'Ort', 'Land'].map(
        (label) => [
          label,
          addresses()
            .getByLabelText(new RegExp(`^${label}`))
            .getAttribute('autocomplete'),
        ],
      ),
    );
    expect(tokens).toEqual({
      Vorname: 'shipping given-name',
      Nachname: 'shipping family-name',
      Firma: 'shipping organization',
      'Straße und Hausnummer': 'shipping address-line1',
      PLZ: 'shipping postal-code',
      Ort: 'shipping address-level2',
      Land: 'shipping country',
    });
  });

  it('checks the USt-IdNr. per EU country at the field and sends it with the Leitweg-ID', async () => {
    const user = userEvent.setup();
    const { carts } = installCheckoutStore();
    renderCheckout();
    await screen.findByRole('button', { name: NEXT });
    await user.click(addresses().getByText(/Für Firmen und Behörden/));
    const vatId = addresses().getByLabelText(/USt-IdNr\./);
    const leitweg = addresses().getByLabelText(/Leitweg-ID/);
    await user.type(vatId, 'ATU1234567');
    await user.type(leitweg, '04011000-12345');
    await user.click(addresses().getByRole('button', { name: NEXT }));
    expect(vatId).toHaveAttribute('aria-invalid', 'true');
    expect(vatId).toHaveAccessibleDescription(/nicht die Form ihres Landes/);
    expect(leitweg).toHaveAccessibleDescription(/Leitweg-ID hat die Form/);
    expect(carts.update).not.toHaveBeenCalled();

    // The right form with check digits that do not fit (issue #39).
    await user.type(vatId, '8');
    await user.type(leitweg, '-06');
    await user.click(addresses().getByRole('button', { name: NEXT }));
    expect(vatId).toHaveAccessibleDescription(/Prüfziffer der USt-IdNr\. stimmt nicht/);
    expect(leitweg).toHaveAccessibleDescription(/Prüfziffern der Leitweg-ID stimmen nicht/);
    expect(carts.update).not.toHaveBeenCalled();

    await user.clear(vatId);
    await user.type(vatId, 'ATU10223006');
    await user.clear(leitweg);
    await user.type(leitweg, '04011000-12345-03');
    await user.click(addresses().getByRole('button', { name: NEXT }));
    await waitFor(() =>
      expect(carts.update).toHaveBeenCalledWith({
        shipping: expect.objectContaining({ address1: 'Musterstraße 1' }),
        // Billing = delivery, with the business ids of the invoice.
        billing: expect.objectContaining({
          address1: 'Musterstraße 1',
          vat_id: 'ATU10223006',
          leitweg_id: '04011000-12345-03',
        }),
      }),
    );
  });
});
