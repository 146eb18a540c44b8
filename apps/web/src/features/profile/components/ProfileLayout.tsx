import { NavLink, Outlet } from 'react-router';
import { useT } from '../../../lib/i18n/useT.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import styles from './ProfileLayout.module.css';

/** The sections of spec §2's profile screen, in the order of the navigation. */
export const PROFILE_SECTIONS = [
  'account',
  'orders',
  'addresses',
  'drafts',
  'recipients',
  'api',
] as const;

const icons: Record<(typeof PROFILE_SECTIONS)[number] | 'signout', string> = {
  account: 'M12 12.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20c1.3-3.5 4.2-5.3 7.5-5.3s6.2 1.8 7.5 5.3',
  orders: 'M5 7h14l-1.2 12H6.2zM9 7V5.5a3 3 0 0 1 6 0V7',
  addresses: 'M3.5 6.5h17v11h-17zM4.5 7.5l7.5 5.5 7.5-5.5',
  drafts: 'M6 3.5h8l4 4v13H6zM14 3.5v4h4M9 12h6M9 15.5h4',
  recipients:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3.5 19c.9-3 3-4.6 5.5-4.6s4.6 1.6 5.5 4.6M15.5 5.3a3 3 0 0 1 0 5.5M17 14.6c1.7.5 2.9 2 3.5 4.4',
  api: 'M14.5 9.5a4 4 0 1 0-3.6 4L5 19.5V21h3v-2h2v-2h2l1.1-1.1a4 4 0 0 0 1.4-6.4zM16 8h.01',
  signout: 'M14 4.5h4.5v15H14M10 8l-4 4 4 4M6 12h9',
};

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/**
 * `/profile/*`: the profile screen (spec §2) – one h1, the section navigation and the
 * chosen section (nested route) beside it.
 */
export function ProfileLayout() {
  const { t } = useT('profile');
  const user = useSessionUser();
  const name = user?.firstName || user?.email || '';
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    [styles.link, isActive ? styles.active : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.greeting}>
          <span>{t('greeting', { name })}</span> {t('greetingText')}
        </p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.list}>
            {PROFILE_SECTIONS.map((section) => (
              <li key={section}>
                <NavLink to={`/profile/${section}`} className={linkClass}>
                  <Icon path={icons[section]} />
                  {t(`nav.${section}`)}
                </NavLink>
              </li>
            ))}
            <li className={styles.signout}>
              <NavLink to="/signout" className={linkClass}>
                <Icon path={icons.signout} />
                {t('nav.signout')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
