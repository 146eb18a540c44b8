import { useParams } from 'react-router';
import { AddressEditor } from '../components/AddressEditor.tsx';

export function Component() {
  const { id = 'new' } = useParams();
  return <AddressEditor key={id} id={id} />;
}
