import { OverviewPage } from '../components/OverviewPage.tsx';

/** `/dashboard`. */
export function Component() {
  return <OverviewPage />;
}
