import { ListsOverview } from '../components/ListsOverview.tsx';

export function Component() {
  return <ListsOverview />;
}
