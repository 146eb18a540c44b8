import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/useT.ts';
import { useSessionView } from '../../lib/store/sessionView.ts';
import headerStyles from './Header.module.css';
import styles from './AccountNav.module.css';

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8.5" r="3.6" />
      <path d="M4.8 19.5c1.4-3.3 4-5 7.2-5s5.8 1.7 7.2 5" />
    </svg>
  );
}

/**
 * The header's account entry: "Anmelden" for visitors; for a signed-in customer a button
 * with their name that opens "Mein Konto" and "Abmelden" (a disclosure: Escape, a click
 * outside or a navigation closes it).
 */
export function AccountNav() {
  const { t } = useT();
  // Not the session machine itself: it brings the store client (issue #13, sessionView.ts).
  const { status, user } = useSessionView();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (status !== 'signedIn' || !user) {
    return (
      <NavLink
        to="/signin"
        className={({ isActive }) =>
          [headerStyles.signin, isActive ? headerStyles.signinActive : ''].join(' ')
        }
      >
        <PersonIcon />
        {t('nav.signin')}
      </NavLink>
    );
  }

  const name = user.firstName || user.email;
  return (
    <div className={styles.account} ref={root}>
      <button
        ref={button}
        type="button"
        className={[headerStyles.signin, styles.toggle].join(' ')}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.accountMenu', { name })}
        onClick={() => setOpen((shown) => !shown)}
      >
        <PersonIcon />
        <span className={styles.name}>{name}</span>
        <svg
          className={styles.chevron}
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
          focusable="false"
          data-open={open || undefined}
        >
          <path d="M2.5 4.5 6 8l3.5-3.5" />
        </svg>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <li className={styles.who}>
          <span>{[user.firstName, user.lastName].filter(Boolean).join(' ')}</span>
          <span className={styles.email}>{user.email}</span>
        </li>
        <li>
          <Link to="/profile" className={styles.item}>
            {t('nav.account')}
          </Link>
        </li>
        <li>
          <Link to="/signout" className={styles.item}>
            {t('nav.signout')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
