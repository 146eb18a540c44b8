import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { isAdminApiError, onUnauthorized } from '../api/adminFetch.ts';
import { dashboardKeys } from '../api/queryKeys.ts';
import { useStaffSession } from '../api/session.ts';
import { loginPath } from '../returnTo.ts';
import { CommandMenu } from './CommandMenu.tsx';
import { DashboardFrame } from './DashboardFrame.tsx';
import { DashboardNav } from './DashboardNav.tsx';
import { QueryError } from './QueryError.tsx';

/**
 * Layout route of every dashboard page but the login: checks the staff session
 * (`GET /swell/admin/session`) and sends anyone without one to
 * `/dashboard/login?returnTo=<this page>` — at first and whenever a later request
 * answers 401 (the session expired or was revoked).
 */
export function DashboardLayout() {
  const { t } = useT('dashboard');
  const session = useStaffSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  });

  useEffect(
    () =>
      onUnauthorized((code) => {
        // A removed account is told why it is out (issue 40), not „Sitzung abgelaufen“.
        const state = code === 'account_removed' ? { removed: true } : { expired: true };
        void navigate(loginPath(hereRef.current), { replace: true, state });
        queryClient.removeQueries({ queryKey: dashboardKeys.all });
      }),
    [navigate, queryClient],
  );

  if (session.isPending) {
    return (
      <DashboardFrame>
        <LoadingState centered label={t('session.checking')} />
      </DashboardFrame>
    );
  }
  if (session.isError) {
    if (isAdminApiError(session.error) && session.error.status === 401) {
      const removed = session.error.code === 'account_removed';
      return <Navigate to={loginPath(here)} replace state={removed ? { removed } : undefined} />;
    }
    return (
      <DashboardFrame>
        <QueryError
          error={session.error}
          title={t('session.failed')}
          onRetry={() => void session.refetch()}
        />
      </DashboardFrame>
    );
  }
  return (
    <DashboardFrame nav={<DashboardNav staffName={session.data.staff.name} />}>
      <Outlet />
      <CommandMenu />
    </DashboardFrame>
  );
}
