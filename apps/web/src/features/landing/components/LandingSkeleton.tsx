import { useT } from '../../../lib/i18n/useT.ts';
import styles from './LandingSkeleton.module.css';

/** Placeholder layout while the CMS texts load: hero, steps and a card row. */
export function LandingSkeleton() {
  const { t } = useT('landing');
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status" className={styles.srOnly}>
        {t('loading')}
      </p>
      <div className={styles.hero} aria-hidden="true">
        <div className={styles.copy}>
          <span className={styles.eyebrow} />
          <span className={styles.title} />
          <span className={styles.titleShort} />
          <span className={styles.line} />
          <span className={styles.line} />
          <div className={styles.buttons}>
            <span className={styles.button} />
            <span className={styles.button} />
          </div>
        </div>
        <span className={styles.image} />
      </div>
      <div className={styles.row} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className={styles.card} />
        ))}
      </div>
    </div>
  );
}
