import { NotFoundPage } from '../NotFoundPage.tsx';

export function Component() {
  return <NotFoundPage />;
}
