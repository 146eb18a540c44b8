import { OrderHistory } from '../components/OrderHistory.tsx';

export function Component() {
  return <OrderHistory />;
}
