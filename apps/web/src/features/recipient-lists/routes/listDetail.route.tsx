import { useParams } from 'react-router';
import { ListDetailPage } from '../components/ListEditorPage.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <ListDetailPage key={id} listId={id} />;
}
