import { ImprintPage } from '../ImprintPage.tsx';

export function Component() {
  return <ImprintPage />;
}
