import { OrdersPage } from '../components/OrdersPage.tsx';

/** `/dashboard/orders`. */
export function Component() {
  return <OrdersPage />;
}
