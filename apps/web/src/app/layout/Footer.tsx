import { COMPANY, companyAddressLine } from '@federkiel/machines/company/company';
import { Link } from 'react-router';
import { useReopenCookiePrompt } from '../../features/cookie-consent/useCookieConsent.ts';
import { useT } from '../../lib/i18n/useT.ts';
import { useSessionView } from '../../lib/store/sessionView.ts';
import { Logo } from './Logo.tsx';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useT();
  const reopenCookiePrompt = useReopenCookiePrompt();
  const signedIn = useSessionView().status === 'signedIn';
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand} aria-label={t('brand.homeLink')}>
            <Logo wordmark={t('brand.name')} tone="paper" />
          </Link>
          <p className={styles.aboutText}>{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="fk-footer-shop" className={styles.column}>
          <h2 id="fk-footer-shop" className={styles.heading}>
            {t('footer.shopHeading')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/products">{t('nav.products')}</Link>
            </li>
            <li>
              <Link to="/configurator">{t('nav.configurator')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
            <li>
              {signedIn ? (
                <Link to="/profile">{t('nav.account')}</Link>
              ) : (
                <Link to="/signin">{t('nav.signin')}</Link>
              )}
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="fk-footer-legal" className={styles.column}>
          <h2 id="fk-footer-legal" className={styles.heading}>
            {t('footer.legalHeading')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/impressum">{t('footer.imprint')}</Link>
            </li>
            <li>
              <Link to="/datenschutz">{t('footer.privacy')}</Link>
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={reopenCookiePrompt}>
                {t('footer.cookieSettings')}
              </button>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          {t('footer.copyright', {
            year,
            company: COMPANY.name,
            address: companyAddressLine(),
          })}
        </p>
        <p className={styles.madeIn}>{t('footer.madeIn')}</p>
      </div>
    </footer>
  );
}
