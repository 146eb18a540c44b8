import { KeepOrderAsAccount } from '../features/auth/components/KeepOrderAsAccount.tsx';
import { OrderComplete } from '../features/orders/components/OrderComplete.tsx';

/**
 * `/order/complete` (signed in or guest, issue #19): the orders feature's confirmation with
 * the auth feature's offer to keep a guest order as an account. Composed here, in the app,
 * because features do not import each other.
 */
export function Component() {
  return <OrderComplete accountOffer={(order) => <KeepOrderAsAccount order={order} />} />;
}
