import { checkoutMachine, type CheckoutEvent } from '@federkiel/machines';
import { createActorContext } from '@xstate/react';
import { createContext, useCallback, useContext } from 'react';
import type { StoreCart, StoreOrder } from '../../../lib/store/types.ts';
import { createValueStore, useValue, type ValueStore } from '../../../lib/valueStore.ts';
import type { CommentResult } from '../api/checkoutRequests.ts';

/**
 * The checkout's one actor per page visit. Components read it with small selectors, tags
 * and `can`, never by state path. CheckoutProvider plugs in the app's implementations.
 */
export const Checkout = createActorContext(checkoutMachine);

export const useCheckoutSelector = Checkout.useSelector;

export function useCheckoutSend(): (event: CheckoutEvent) => void {
  const actor = Checkout.useActorRef();
  return useCallback((event: CheckoutEvent) => actor.send(event), [actor]);
}

/** What the page shows besides the machine's decisions: the store's full cart and order. */
export interface CheckoutOutcome {
  cart: ValueStore<StoreCart | null>;
  order: ValueStore<StoreOrder | null>;
  /**
   * "Anmerkung zur Bestellung" as typed. It lives here, not in the review step, so going
   * back a step or a failed payment keeps it (the machine does not know the remark).
   */
  comment: ValueStore<string>;
  /** Puts the remark on the store cart (`comments`) unless it is there already. */
  saveComment: (text: string) => Promise<CommentResult>;
}

export const OutcomeContext = createContext<CheckoutOutcome | null>(null);

/** The wallet sheet that is open, if any (the page's processing notice waits for it). */
export const WalletSheetOpenContext = createContext<ValueStore<unknown> | null>(null);

/** A wallet sheet waits for the customer: no "Zahlung wird verarbeitet" over it. */
export function useWalletSheetOpen(): boolean {
  const sheet = useContext(WalletSheetOpenContext);
  return useValue(sheet ?? NO_SHEET) !== null;
}
const NO_SHEET = createValueStore<unknown>(null);

function useOutcome(): CheckoutOutcome {
  const outcome = useContext(OutcomeContext);
  if (!outcome) throw new Error('useCheckoutCart outside CheckoutProvider');
  return outcome;
}

/** The cart as the store last answered it (prices, items, discounts). */
export function useCheckoutCart(): StoreCart | null {
  return useValue(useOutcome().cart);
}

/** The remark draft, its setter and the store call that keeps it on the cart. */
export function useOrderComment() {
  const { comment, saveComment } = useOutcome();
  return { value: useValue(comment), store: comment, saveComment };
}

/** The order the store answered to "Zahlungspflichtig bestellen". */
export function usePlacedOrder(): StoreOrder | null {
  return useValue(useOutcome().order);
}
