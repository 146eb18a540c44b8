import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { cartWithItem, installCheckoutStore, renderCheckout } from '../testing/renderCheckout.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const addresses = () => within(screen.getByRole('region', { name: 'Adressen' }));
const NEXT = 'Weiter zum Versand';
const ELSEWHERE = 'Rechnung an eine andere Adresse';

describe('address step: where the invoice goes (issue #27)', () => {
  it('asks opt-in „Rechnung an eine andere Adresse“, unticked: billing = delivery', async () => {
    const user = userEvent.setup();
    installCheckoutStore();
    renderCheckout();
    await screen.findByRole('button', { name: NEXT });
    const elsewhere = addresses().getByRole('checkbox', { name: ELSEWHERE });
    expect(elsewhere).not.toBeChecked();
    expect(addresses().queryByRole('group', { name: 'Rechnungsadresse' })).toBeNull();
    expect(screen.queryByText(/Rechnungsadresse ist dieselbe/)).toBeNull();

    await user.click(elsewhere);
    expect(elsewhere).toBeChecked();
    expect(addresses().getByRole('group', { name: 'Rechnungsadresse' })).toBeVisible();
    await user.click(elsewhere);
    expect(addresses().queryByRole('group', { name: 'Rechnungsadresse' })).toBeNull();
  });

  it('sends a deleted USt-IdNr. and company as empty, so the cart forgets them', async () => {
    const user = userEvent.setup();
    const cart = cartWithItem();
    const stored = { ...(cart.shipping as object), company: 'Muster GmbH' };
    const { carts } = installCheckoutStore({
      cart: { ...cart, shipping: stored, billing: { ...stored, vat_id: 'DE123456789' } },
    });
    renderCheckout();
    await screen.findByRole('button', { name: NEXT });
    const vatId = addresses().getByLabelText(/USt-IdNr\./);
    expect(vatId).toHaveValue('DE123456789');
    await user.clear(vatId);
    await user.clear(addresses().getByLabelText(/^Firma/));
    await user.click(addresses().getByRole('button', { name: NEXT }));
    await waitFor(() =>
      expect(carts.update).toHaveBeenCalledWith(
        expect.objectContaining({
          shipping: expect.objectContaining({ company: '' }),
          billing: expect.objectContaining({ company: '', vat_id: '' }),
        }),
      ),
    );
  });
});
