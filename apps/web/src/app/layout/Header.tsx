import { useCallback, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/useT.ts';
import { useEarlyClick } from '../../lib/useEarlyClick.ts';
import { AccountNav } from './AccountNav.tsx';
import { CartLink } from './CartLink.tsx';
import { Logo } from './Logo.tsx';
import { Preferences } from './Preferences.tsx';
import styles from './Header.module.css';

const NAV_ITEMS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/products', key: 'nav.products', end: false },
  { to: '/configurator', key: 'nav.configurator', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;

export function Header() {
  const { t } = useT();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  // A tap on the server-rendered toggle before hydration opens the menu once hydrated (issue #32).
  useEarlyClick('menu', toggleMenu);

  // Going to another page closes the mobile menu; a filter on the same page does not (a
  // filter tapped before hydration is replayed after the menu's tap, issue #32).
  const [shownFor, setShownFor] = useState(location.pathname);
  if (shownFor !== location.pathname) {
    setShownFor(location.pathname);
    setMenuOpen(false);
  }
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const navClass = ({ isActive }: { isActive: boolean }) =>
    [styles.navLink, isActive ? styles.active : ''].join(' ');

  return (
    <header className={styles.header}>
      <div className={styles.utility}>
        <div className={styles.utilityInner}>
          <p className={styles.utilityNote}>{t('utility.note')}</p>
          <Preferences />
        </div>
      </div>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label={t('brand.homeLink')}>
          <Logo wordmark={t('brand.name')} />
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="fk-site-menu"
          data-early="menu"
          onClick={toggleMenu}
        >
          <span className={styles.menuIcon} aria-hidden="true" data-open={menuOpen || undefined}>
            <span />
            <span />
            <span />
          </span>
          <span className="fk-visually-hidden">
            {menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          </span>
        </button>
        <nav
          id="fk-site-menu"
          aria-label={t('nav.label')}
          className={styles.nav}
          data-open={menuOpen || undefined}
        >
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navClass} onClick={closeMenu}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
            <li className={styles.cartItem}>
              <CartLink />
            </li>
            <li className={styles.signinItem}>
              <AccountNav />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
