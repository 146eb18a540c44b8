import { NavLink } from 'react-router';
import { useCartSync } from '../../lib/cartSync/cartSync.ts';
import { useT } from '../../lib/i18n/useT.ts';
import { useCartCardCount } from '../../lib/store/cartCount.ts';
import styles from './CartLink.module.css';

function BagIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1.2 11.2a1.5 1.5 0 0 1-1.5 1.3H7.7a1.5 1.5 0 0 1-1.5-1.3L5 8Z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </svg>
  );
}

/**
 * The header's way to the cart (`/cart`), with the number of cards in it. The count follows
 * the store's cart in every tab (lib/cartSync: other tabs' writes, focus).
 */
export function CartLink() {
  const { t } = useT();
  useCartSync();
  const count = useCartCardCount() ?? 0;
  const label = count > 0 ? t('nav.cartWithCards', { count }) : t('nav.cart');
  return (
    <NavLink
      to="/cart"
      className={({ isActive }) => [styles.cart, isActive ? styles.active : ''].join(' ')}
      aria-label={label}
      title={label}
    >
      <BagIcon />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 999 ? '999+' : count}
        </span>
      ) : null}
      <span className={styles.text} aria-hidden="true">
        {t('nav.cart')}
      </span>
    </NavLink>
  );
}
