import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionStatus, useSessionUser } from '../../../lib/store/session.ts';
import { useHydrated } from '../../../lib/useHydrated.ts';
import { CheckoutPage } from '../components/CheckoutPage.tsx';
import { CheckoutSkeleton } from '../components/CheckoutSkeleton.tsx';
import { keepPendingPayment, leftForApproval } from '../state/checkoutMemory.ts';
import { CheckoutProvider } from '../state/CheckoutProvider.tsx';
import {
  forgetPaymentMethod,
  readRedirectReturn,
  withoutRedirectParams,
} from '../state/redirectMemory.ts';

/** `/checkout`. Approval pages (3-D Secure, PayPal, …) send the customer back here. */
export function Component() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  // The checkout's machine lives in the browser (its memory, the approval pages): the server
  // and the hydration render the skeleton of its first screen.
  const hydrated = useHydrated();
  const [resume] = useState(() => {
    const back = readRedirectReturn(location.search);
    // Kept before the answer leaves the address bar: a reload from now on settles this
    // payment instead of forgetting it (issue #33).
    if (back) keepPendingPayment(back);
    return back;
  });
  // Back from an approval page (a method left, no answer came): the payment step opens with
  // the notice that the confirmation was cancelled.
  const [interrupted] = useState(() => !resume && leftForApproval());

  // The redirect's parameters are read once; a reload must not resume the payment again.
  useEffect(() => {
    if (interrupted) forgetPaymentMethod();
    if (!resume) return;
    forgetPaymentMethod();
    navigate(
      { pathname: location.pathname, search: withoutRedirectParams(location.search) },
      { replace: true },
    );
    // Only on arrival: the parameters are gone after this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The checkout (its machine, its actor, its page) mounts in a transition once the login is
  // known: React renders it in slices instead of one task after the hydration (issue #44).
  const ready = status !== 'restoring' && hydrated;
  const shown = useDeferredValue(ready) && ready;
  if (!shown) return <CheckoutSkeleton withTitle />;
  return (
    <CheckoutProvider user={user} resume={resume} interrupted={interrupted}>
      <CheckoutPage />
    </CheckoutProvider>
  );
}
