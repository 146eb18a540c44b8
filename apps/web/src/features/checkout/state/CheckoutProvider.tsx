import { type CheckoutResume, type CheckoutUser, type PaymentMethodId } from '@federkiel/machines';
import {
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { lazyPart, useLoadedWhenIdle } from '../../../lib/lazyPart.ts';
import type { StoreCart, StoreOrder } from '../../../lib/store/types.ts';
import { createValueStore, useValue } from '../../../lib/valueStore.ts';
import { createCheckoutRequests } from '../api/checkoutRequests.ts';
import { createPaymentRequests } from '../api/paymentRequests.ts';
import {
  Checkout,
  OutcomeContext,
  WalletSheetOpenContext,
  type CheckoutOutcome,
} from './checkoutContext.ts';
import { createCheckoutLogic } from './checkoutLogic.ts';
import { keepAfterChange, keepCommentDraft, readCheckoutState } from './checkoutMemory.ts';
import { rememberPaymentMethod } from './redirectMemory.ts';
import { createWalletSheetBridge } from '../wallet/walletSheetBridge.ts';
import type { WalletSheetProps } from '../wallet/WalletSheet.tsx';
import { inspect } from '../../../lib/machineInspector/index.ts';

// The sandbox's wallet sheet is a dialog no first screen shows: it loads when the browser is
// idle, long before a wallet payment can open it (issue #44). Rendered before that, its lazy
// component would load it in the task that mounts the checkout (see LaterWalletSheet).
const walletSheetPart = lazyPart(() =>
  import('../wallet/WalletSheet.tsx').then((m) => m.WalletSheet),
);

/** Where approval pages send the customer back to (spec §2: the page they left). */
export const CHECKOUT_PATH = '/checkout';

function leaveForApproval(url: string, method: PaymentMethodId) {
  rememberPaymentMethod(method);
  window.location.assign(url);
}

export interface CheckoutProviderProps {
  children: ReactNode;
  user: CheckoutUser | null;
  /** The redirect the page came back from, if any. */
  resume: CheckoutResume | null;
  /** Back from an approval page without its answer (see `leftForApproval`). */
  interrupted?: boolean;
  /** Tests: instead of leaving the page for an approval page. */
  leaveFor?: (url: string, method: PaymentMethodId) => void;
}

/** Starts one checkout actor for the page visit. */
export function CheckoutProvider({
  children,
  user,
  resume,
  interrupted = false,
  leaveFor,
}: CheckoutProviderProps) {
  const [{ outcome, requests }] = useState(() => {
    const stores = {
      cart: createValueStore<StoreCart | null>(null),
      order: createValueStore<StoreOrder | null>(null),
      comment: createValueStore(''),
    };
    const requests = createCheckoutRequests(stores);
    const outcome: CheckoutOutcome = { ...stores, saveComment: requests.saveComment };
    return { outcome, requests };
  });
  const userRef = useRef(user);
  const [walletSheet] = useState(createWalletSheetBridge);
  const [payments] = useState(() => createPaymentRequests(outcome.cart));
  const [logic] = useState(() =>
    createCheckoutLogic({
      requests,
      payments,
      user: () => userRef.current,
      leaveFor: leaveFor ?? leaveForApproval,
      walletSheet,
    }),
  );
  const [input] = useState(() => ({
    user,
    returnUrl: `${window.location.origin}${CHECKOUT_PATH}`,
    resume,
    restore: readCheckoutState(),
    interrupted,
  }));

  return (
    <OutcomeContext.Provider value={outcome}>
      <WalletSheetOpenContext.Provider value={walletSheet.session}>
        <Checkout.Provider logic={logic} options={{ input, inspect }}>
          <SignInWatcher user={user} userRef={userRef} />
          <StateKeeper />
          {children}
          <LaterWalletSheet
            bridge={walletSheet}
            cart={outcome.cart}
            tokenizeCard={payments.tokenizeCard}
          />
        </Checkout.Provider>
      </WalletSheetOpenContext.Provider>
    </OutcomeContext.Provider>
  );
}

/**
 * The wallet sheet once its part has loaded when idle, or at once when a wallet opens its
 * sheet first. Its completion notice (a live region) is then in the page long before a
 * wallet payment can end.
 */
function LaterWalletSheet(props: WalletSheetProps) {
  const loaded = useLoadedWhenIdle(walletSheetPart);
  const open = useValue(props.bridge.session) !== null;
  if (!loaded && !open) return null;
  return (
    <Suspense fallback={null}>
      <walletSheetPart.Component {...props} />
    </Suspense>
  );
}

/** A guest who signs in while the page is open (another tab): the checkout loads the account. */
function SignInWatcher({
  user,
  userRef,
}: {
  user: CheckoutUser | null;
  userRef: RefObject<CheckoutUser | null>;
}) {
  const actor = Checkout.useActorRef();
  useEffect(() => {
    // The ref first: SIGNED_IN starts loading, which reads the user from it.
    userRef.current = user;
    if (user && actor.getSnapshot().context.user === null) actor.send({ type: 'SIGNED_IN', user });
  }, [actor, user, userRef]);
  return null;
}

/**
 * Keeps the checkout for a reload (sessionStorage, see checkoutMemory.ts) after every change,
 * and forgets it once the order is placed or the cart is gone — unless the page is already
 * being reloaded (`keepAfterChange`). A page the browser restores
 * from its back-forward cache while it was paying (Back from an approval page) is loaded
 * afresh, so the route sees the interrupted payment.
 */
function StateKeeper() {
  const actor = Checkout.useActorRef();
  const outcome = useContext(OutcomeContext);
  useEffect(() => {
    // Set when the browser starts loading another page (a reload while the order is
    // submitted); the old page keeps running until the new one answers (see keepAfterChange).
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    window.addEventListener('beforeunload', onLeave);
    const subscription = actor.subscribe((snapshot) => keepAfterChange(snapshot, leaving));
    const unsubscribeComment = outcome?.comment.subscribe(() => {
      const cartId = outcome.cart.get()?.id;
      if (cartId) keepCommentDraft(cartId, outcome.comment.get());
    });
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leaving = false;
      if (actor.getSnapshot().hasTag('paying')) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    // Back in front (another tab may have changed or ordered the cart): the review reads
    // the store cart again before "bestellen" (issue #19).
    const onFront = () => {
      if (document.visibilityState === 'visible' && actor.getSnapshot().can({ type: 'REFRESH' }))
        actor.send({ type: 'REFRESH' });
    };
    window.addEventListener('focus', onFront);
    document.addEventListener('visibilitychange', onFront);
    return () => {
      window.removeEventListener('focus', onFront);
      document.removeEventListener('visibilitychange', onFront);
      subscription.unsubscribe();
      unsubscribeComment?.();
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('beforeunload', onLeave);
    };
  }, [actor, outcome]);
  return null;
}
