import { Outlet } from 'react-router';
import { DesktopOnly } from '../DesktopOnly.tsx';

/** Layout route: every child route (configurator, later checkout) is desktop-only. */
export function Component() {
  return (
    <DesktopOnly>
      <Outlet />
    </DesktopOnly>
  );
}
