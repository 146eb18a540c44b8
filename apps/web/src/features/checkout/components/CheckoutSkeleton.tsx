import { useT } from '../../../lib/i18n/useT.ts';
import styles from './Checkout.module.css';

const STEP_KEYS = ['addresses', 'shipping', 'payment', 'review'] as const;

/**
 * The checkout's first screen before its data is there (issue #44): the four steps with the
 * first one open and the order summary, as boxes of the size they will have, so nothing
 * moves when the steps and the summary fill in. Rendered by the server, while the page
 * hydrates and while the checkout loads the cart and the account's addresses.
 */
export function CheckoutSkeleton({ withTitle = false }: { withTitle?: boolean }) {
  const { t } = useT('checkout');
  const body = (
    <div className={styles.layout} role="status" aria-label={t('loading')}>
      <ol className={styles.steps}>
        {STEP_KEYS.map((key, index) => (
          <li key={key}>
            <section className={styles.step} data-state={index === 0 ? 'open' : 'upcoming'}>
              <header className={styles.stepHeader}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h2 className={styles.stepTitle}>{t(`steps.${key}`)}</h2>
              </header>
              {index === 0 ? <div className={`${styles.stepBody} ${styles.skeletonForm}`} /> : null}
            </section>
          </li>
        ))}
      </ol>
      <div className={styles.skeletonSummary} aria-hidden="true" />
    </div>
  );
  if (!withTitle) return body;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      {body}
    </div>
  );
}
