import { useParams } from 'react-router';
import { OrderDetail } from '../components/OrderDetail.tsx';

/** `/profile/orders/:id`: the order inside the profile screen. */
export function Component() {
  const { id = '' } = useParams();
  return <OrderDetail id={id} />;
}
