import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useStaffSession } from '../api/session.ts';
import { useMay } from './useMay.ts';

/**
 * A screen opened by its address by a role that cannot use it (issue 40): it says so instead
 * of showing forms the server would refuse. `route` is the API route the screen stands on
 * (`'GET /wunderlinks'`), so the answer comes from the table the server enforces.
 */
export function RoleGate({ route, children }: { route: string; children: ReactNode }) {
  const may = useMay();
  const role = useStaffSession().data?.staff.role;
  // The layout shows the page only with a session; until its role is known, show nothing.
  if (!role) return null;
  return may(route) ? <>{children}</> : <NotForRole role={role} />;
}

function NotForRole({ role }: { role: string }) {
  const { t } = useT('dashboard-staff');
  useDocumentTitle(t('forbidden.title'));
  return (
    <EmptyState
      level={1}
      icon={
        <svg viewBox="0 0 24 24">
          <rect x="6" y="11" width="12" height="9" rx="1" />
          <path d="M9 11V8a3 3 0 0 1 6 0v3" />
        </svg>
      }
      title={t('forbidden.title')}
      text={t('forbidden.text', { role: t(`roles.${role}`) })}
      action={
        <Link to="/dashboard" className={buttonClassName({ size: 'sm' })}>
          {t('forbidden.back')}
        </Link>
      }
    />
  );
}
