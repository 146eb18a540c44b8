import { WunderlinksPage } from '../components/WunderlinksPage.tsx';
import { RoleGate } from '../staff/RoleGate.tsx';

/** `/dashboard/wunderlinks`: create WunderLinks, see their redemptions, switch them off. */
export function Component() {
  return (
    <RoleGate route="GET /wunderlinks">
      <WunderlinksPage />
    </RoleGate>
  );
}
