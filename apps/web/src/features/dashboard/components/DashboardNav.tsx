import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/useT.ts';
import { cx } from '../../../lib/cx.ts';
import { isAdminApiError } from '../api/adminFetch.ts';
import { useOverview } from '../api/overview.ts';
import { useLogout } from '../api/session.ts';
import { useMay } from '../staff/useMay.ts';
import { LOGIN_PATH } from '../returnTo.ts';
import styles from './DashboardNav.module.css';

/** The dashboard's navigation, who is signed in, and "Abmelden". */
export function DashboardNav({ staffName }: { staffName: string }) {
  const { t } = useT('dashboard');
  const { t: ts } = useT('dashboard-staff');
  const { t: ti } = useT('dashboard-invoices');
  const { t: tp } = useT('dashboard-shipping');
  const navigate = useNavigate();
  // The server refuses what a role may not; the nav leaves out what would answer 403.
  const may = useMay();
  const overview = useOverview();
  const logout = useLogout();
  const [logoutFailed, setLogoutFailed] = useState(false);
  const cms = overview.data?.links.cms;

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cx(styles.link, isActive && styles.active);

  const onLogout = () => {
    if (logout.isPending) return;
    setLogoutFailed(false);
    logout.mutate(undefined, {
      onSuccess: () => void navigate(LOGIN_PATH, { replace: true, state: { loggedOut: true } }),
      onError: (error) => {
        // Already signed out on the server: the login is the right place anyway.
        if (isAdminApiError(error) && error.status === 401) {
          void navigate(LOGIN_PATH, { replace: true });
        } else setLogoutFailed(true);
      },
    });
  };

  return (
    <div className={styles.bar}>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul className={styles.list}>
          <li>
            <NavLink to="/dashboard" end className={linkClass}>
              {t('nav.overview')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/dashboard/orders" className={linkClass}>
              {t('nav.orders')}
            </NavLink>
          </li>
          {!may('GET /wunderlinks') ? null : (
            <li>
              <NavLink to="/dashboard/wunderlinks" className={linkClass}>
                {t('nav.wunderlinks')}
              </NavLink>
            </li>
          )}
          {may('GET /invoices') ? (
            <li>
              <NavLink to="/dashboard/invoices" className={linkClass}>
                {ti('nav')}
              </NavLink>
            </li>
          ) : null}
          {may('GET /staff') ? (
            <li>
              <NavLink to="/dashboard/staff" className={linkClass}>
                {ts('nav.staff')}
              </NavLink>
            </li>
          ) : null}
          {may('PUT /settings/shipping') ? (
            <li>
              <NavLink to="/dashboard/shipping" className={linkClass}>
                {tp('nav')}
              </NavLink>
            </li>
          ) : null}
          {cms ? (
            <li>
              <a href={cms} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {t('nav.content')}
                <span className="fk-visually-hidden"> {t('nav.newTab')}</span>
                <span aria-hidden="true"> ↗</span>
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className={styles.staff}>
        <span className={styles.name}>
          <span className={styles.signedInAs}>{t('nav.signedInAs')}</span> {staffName}
        </span>
        <button
          type="button"
          className={styles.logout}
          onClick={onLogout}
          aria-disabled={logout.isPending || undefined}
        >
          {logout.isPending ? t('nav.loggingOut') : t('nav.logout')}
        </button>
        {logoutFailed ? (
          <span role="alert" className={styles.error}>
            {t('nav.logoutFailed')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
