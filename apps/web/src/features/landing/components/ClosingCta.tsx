import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import type { SectionContent } from '../content.ts';
import styles from './ClosingCta.module.css';

export function ClosingCta({ texts, address }: SectionContent) {
  const { t } = useT('landing');
  const claim = texts.textOf('footer.claim', address);

  return (
    <section className={styles.closing} aria-labelledby="closing-title">
      <div className={styles.card}>
        {claim && <p className={styles.claim}>{claim}</p>}
        <h2 id="closing-title" className={styles.title}>
          {t('closing.title')}
        </h2>
        <p className={styles.text}>{t('closing.text')}</p>
        <div className={styles.actions}>
          <Button to="/products" variant="primary">
            {t('closing.primary')}
          </Button>
          <Button to="/configurator" variant="ghost" bordered>
            {t('closing.secondary')}
          </Button>
        </div>
      </div>
    </section>
  );
}
