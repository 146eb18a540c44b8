import { BusinessApiPage } from '../BusinessApiPage.tsx';

export function Component() {
  return <BusinessApiPage />;
}
