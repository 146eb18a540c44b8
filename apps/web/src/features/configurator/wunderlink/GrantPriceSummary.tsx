import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import { formatMoney } from '../summary/money.ts';
import summaryStyles from '../summary/SummaryStep.module.css';
import { useConfiguratorGrant } from './grantContext.ts';
import styles from './Grant.module.css';

/** The summary's price with a grant: what is free, 0 € per card, postage, total 0 €. */
export function GrantPriceSummary() {
  const { t, i18n } = useT('configurator-wunderlink');
  const grant = useConfiguratorGrant();
  const cards = useConfiguratorSelector((s) => s.context.draft.recipients.length);
  if (!grant) return null;
  const money = (value: number) => formatMoney(value, i18n.language);
  return (
    <section className={summaryStyles.card} aria-labelledby="summary-price-title">
      <h3 id="summary-price-title" className={summaryStyles.cardTitle}>
        {t('price.title')}
      </h3>
      <p className={styles.free}>{t('price.free', { count: cards, campaign: grant.campaign })}</p>
      <p className={styles.unit}>
        <span className={styles.unitAmount}>{money(0)}</span> {t('price.perCard')}
      </p>
      <dl className={styles.lines}>
        <div>
          <dt>{t('price.cards', { count: cards, price: money(0) })}</dt>
          <dd>{money(0)}</dd>
        </div>
        <div>
          <dt>
            {grant.postage_included ? t('price.postageIncluded') : t('price.shippingToCustomer')}
          </dt>
          <dd>{money(0)}</dd>
        </div>
        <div className={styles.totalLine}>
          <dt>{t('price.total')}</dt>
          <dd>{money(0)}</dd>
        </div>
      </dl>
      <p className={summaryStyles.hint}>{t('price.granted', { count: grant.free_cards })}</p>
      <p className={summaryStyles.hint}>{t('price.note')}</p>
    </section>
  );
}
