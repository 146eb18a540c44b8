import { useParams } from 'react-router';
import { OrderDetail } from '../components/OrderDetail.tsx';

/** `/order/:id`: the order on its own page. */
export function Component() {
  const { id = '' } = useParams();
  return <OrderDetail id={id} standalone />;
}
