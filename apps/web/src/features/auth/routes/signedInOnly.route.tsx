import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useSessionStatus } from '../../../lib/store/session.ts';
import { signInPath } from '../returnTo.ts';

/**
 * Layout route around the pages of spec §6 "signed-in customer" (profile, order detail):
 * waits while the login is being checked, then shows the page or sends the visitor to
 * `/signin?returnTo=<this page>`.
 */
export function Component() {
  const status = useSessionStatus();
  const location = useLocation();
  if (status === 'restoring') return <PageLoader />;
  if (status !== 'signedIn') {
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
