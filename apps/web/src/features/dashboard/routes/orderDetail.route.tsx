import { useParams } from 'react-router';
import { OrderDetailPage } from '../components/OrderDetailPage.tsx';

/** `/dashboard/orders/:id`. A new order id is a new page (no state carried over). */
export function Component() {
  const { id = '' } = useParams();
  return <OrderDetailPage key={id} id={id} />;
}
