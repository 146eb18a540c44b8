import type { CheckoutContext, CheckoutTag } from '@federkiel/machines';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAfterChange, keepPendingPayment, readCheckoutState } from './checkoutMemory.ts';

afterEach(() => {
  window.sessionStorage.clear();
});

/** A checkout snapshot in a state with `tag` (the final states read no context). */
const snapshotWith = (tag: CheckoutTag) => ({
  context: {} as CheckoutContext,
  hasTag: (asked: CheckoutTag) => asked === tag,
});

const CAME_BACK = {
  method: 'klarna' as const,
  back: { gateway: 'stripe', paymentIntent: 'pi_1', redirectStatus: 'succeeded' },
};

describe('keepAfterChange', () => {
  it('forgets the kept checkout once the order is complete', () => {
    keepPendingPayment(CAME_BACK);
    keepAfterChange(snapshotWith('complete'), false);
    expect(readCheckoutState()).toBeNull();
  });

  it('keeps the pending payment when the order completes on a page being reloaded', () => {
    // The reload was asked for while the order was submitted: the next page has to find
    // this tab's payment to end on its order, not on „bereits aufgegeben“ (issue #33).
    keepPendingPayment(CAME_BACK);
    keepAfterChange(snapshotWith('complete'), true);
    expect(readCheckoutState()?.pending).toMatchObject({ method: 'klarna', intentId: 'pi_1' });
    keepAfterChange(snapshotWith('empty'), true);
    expect(readCheckoutState()?.pending).toMatchObject({ intentId: 'pi_1' });
  });
});
