import { OrderComplete } from '../components/OrderComplete.tsx';

/** `/order/complete`: the confirmation after the checkout (`?id=` or state `{ orderId }`). */
export function Component() {
  return <OrderComplete />;
}
