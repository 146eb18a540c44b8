import { WunderlinksPage } from '../components/WunderlinksPage.tsx';

/** `/dashboard/wunderlinks`: create WunderLinks, see their redemptions, switch them off. */
export function Component() {
  return <WunderlinksPage />;
}
