import { ListNewPage } from '../components/ListEditorPage.tsx';

export function Component() {
  return <ListNewPage />;
}
