import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { afterEach, describe, expect, it } from 'vitest';
import { setAddress } from '../../../lib/i18n/address.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';

import type { CartMocks } from '../testing/checkoutStore.ts';
import {
  DECLINED,
  enterCard,
  PAY,
  step,
  toPaymentStep,
  toReview,
} from '../testing/checkoutSteps.ts';
import {
  cartWithItem,
  installCheckoutStore,
  ORDER_COMPLETE_MARKER,
  renderCheckout,
} from '../testing/renderCheckout.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

describe('CheckoutPage', () => {
  describe('Anmerkung zur Bestellung', () => {
    const REMARK = 'Bitte erst ab dem 1. Dezember verschicken.\nDanke!';
    const commentField = () =>
      within(step('Prüfen und bestellen')).getByRole('textbox', {
        name: /Anmerkung zur Bestellung/,
      });
    const commentUpdates = (carts: CartMocks) =>
      carts.update.mock.calls.map(([data]) => data).filter((data) => 'comments' in data);

    it('is optional, says it is not written on the cards and counts up to 1,000 characters', async () => {
      const user = userEvent.setup();
      installCheckoutStore();
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      await toReview(user);
      const field = commentField();
      expect(field).toHaveAccessibleName('Anmerkung zur Bestellung (optional)');
      expect(field).toHaveAccessibleDescription(
        'Zum Beispiel Wünsche zum Versand. Die Anmerkung liest nur unser Team – sie wird nicht auf die Karten geschrieben. 0 von 1.000 Zeichen',
      );
      expect(field).toHaveAttribute('maxlength', '1000');
      await user.type(field, 'Danke!');
      expect(screen.getByText('6 von 1.000 Zeichen')).toBeVisible();
    });

    it('goes on the cart before the order is placed', async () => {
      const user = userEvent.setup();
      const { carts } = installCheckoutStore();
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      const pay = await toReview(user);
      await user.type(commentField(), REMARK);
      await user.click(pay);

      expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
      expect(commentUpdates(carts)).toEqual([{ comments: REMARK }]);
      const saved = carts.update.mock.calls.findIndex(([data]) => 'comments' in data);
      expect(carts.update.mock.invocationCallOrder[saved]).toBeLessThan(
        carts.submitOrder.mock.invocationCallOrder[0] as number,
      );
      expect((await carts.get())?.comments).toBe(REMARK);
    });

    it('is saved when the field is left, once, and trimmed', async () => {
      const user = userEvent.setup();
      const { carts } = installCheckoutStore();
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      const pay = await toReview(user);
      await user.type(commentField(), '  Gern mit Schleife.  ');
      await user.tab();
      await waitFor(() =>
        expect(commentUpdates(carts)).toEqual([{ comments: 'Gern mit Schleife.' }]),
      );
      await user.click(pay);
      expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
      // Already on the cart: "bestellen" does not send it again.
      expect(commentUpdates(carts)).toHaveLength(1);
    });

    it('is kept when the customer goes back a step', async () => {
      const user = userEvent.setup();
      installCheckoutStore();
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      await toReview(user);
      await user.type(commentField(), REMARK);
      await user.click(screen.getByRole('button', { name: /^Ändern\W+Zahlungsart$/ }));
      expect(screen.queryByRole('textbox', { name: /Anmerkung zur Bestellung/ })).toBeNull();
      await enterCard(user);
      await toReview(user);
      expect(commentField()).toHaveValue(REMARK);
    });

    it('is kept after a declined payment, and stays on the cart', async () => {
      const user = userEvent.setup();
      const { store, carts } = installCheckoutStore();
      store.card.createToken.mockRejectedValueOnce(
        Object.assign(new Error(DECLINED), { code: 'vault_error' }),
      );
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      const pay = await toReview(user);
      await user.type(commentField(), REMARK);
      await user.click(pay);
      await within(step('Zahlungsart')).findByRole('alert');
      expect(carts.submitOrder).not.toHaveBeenCalled();
      expect((await carts.get())?.comments).toBe(REMARK);

      // Card data is never kept after a decline: the customer types it again.
      await enterCard(user);
      await toReview(user);
      expect(commentField()).toHaveValue(REMARK);
      await user.click(within(step('Prüfen und bestellen')).getByRole('button', { name: PAY }));
      expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
      expect(commentUpdates(carts)).toEqual([{ comments: REMARK }]);
    });

    it('shows the remark already on the cart (e.g. back from a payment page)', async () => {
      const user = userEvent.setup();
      installCheckoutStore({ cart: { ...cartWithItem(), comments: 'Schon gespeichert' } });
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      await toReview(user);
      expect(commentField()).toHaveValue('Schon gespeichert');
    });

    it('does not order when the remark cannot be saved, and says so (Sie)', async () => {
      const user = userEvent.setup();
      setAddress('sie');
      const { store, carts } = installCheckoutStore();
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      const pay = await toReview(user);
      const remember = carts.update.getMockImplementation();
      carts.update.mockImplementationOnce(async () => {
        throw new Error('offline');
      });
      await user.type(commentField(), REMARK);
      await user.click(pay);

      expect(
        await within(step('Prüfen und bestellen')).findByText(
          'Ihre Anmerkung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
        ),
      ).toBeVisible();
      expect(commentField()).toHaveAttribute('aria-invalid', 'true');
      expect(commentField()).toHaveFocus();
      expect(store.card.createToken).not.toHaveBeenCalled();
      expect(carts.submitOrder).not.toHaveBeenCalled();

      carts.update.mockImplementation(remember as NonNullable<typeof remember>);
      await user.click(pay);
      expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
      expect((await carts.get())?.comments).toBe(REMARK);
    });
  });
});
