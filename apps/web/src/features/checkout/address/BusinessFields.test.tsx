import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installCheckoutStore, renderCheckout } from '../testing/renderCheckout.tsx';

// Issue #40: „Für Firmen und Behörden: USt-IdNr. …“ did not open on the first click (2 of 2
// runs). A business customer types the company first; the section's `open` followed the
// typed company live, so React had opened it under the customer's hands (below the fold) and
// the first click closed it again.

afterEach(() => {
  resetSession();
  setStore(null);
});

const addresses = () => within(screen.getByRole('region', { name: 'Adressen' }));
const SUMMARY = /Für Firmen und Behörden/;

describe('the business section of the address step', () => {
  it('opens on the first click after the company was typed', async () => {
    const user = userEvent.setup();
    installCheckoutStore();
    renderCheckout();
    await screen.findByRole('button', { name: 'Weiter zum Versand' });
    await user.type(addresses().getByLabelText(/^Firma/), 'Muster GmbH');
    const vatId = addresses().getByLabelText(/USt-IdNr\./);
    expect(vatId).not.toBeVisible();

    await user.click(addresses().getByText(SUMMARY));
    expect(vatId).toBeVisible();
    // And it stays as the customer left it while they type on.
    await user.type(addresses().getByLabelText(/^Ort/), 'x');
    expect(vatId).toBeVisible();
    await user.click(addresses().getByText(SUMMARY));
    expect(vatId).not.toBeVisible();
    await user.type(addresses().getByLabelText(/^Firma/), ' & Co.');
    expect(vatId).not.toBeVisible();
  });
});
