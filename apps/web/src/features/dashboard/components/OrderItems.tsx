import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { useT } from '../../../lib/i18n/useT.ts';
import { cx } from '../../../lib/cx.ts';
import { envelopeLabel, shippingModeLabel, textSizeLabel } from '../configurationLabels.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import shared from './Dashboard.module.css';
import styles from './OrderDetailPage.module.css';

/** What was ordered, item by item: template, format, font, shipping and (for money) prices. */
export function OrderItems({
  items,
  money,
  sentDate,
}: {
  items: OrderDetail['items'];
  money: boolean;
  /** The day the cards went out; shown instead of the planned date once there. */
  sentDate: string | null;
}) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  return (
    <section className={cx(shared.panel, styles.wide)} aria-labelledby="sec-items">
      <h2 id="sec-items">{t('detail.items')}</h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.template.image ? (
              <img
                src={item.template.image}
                alt={t('detail.templateImage', { name: item.template.name })}
                className={styles.templateImage}
                loading="lazy"
              />
            ) : (
              <div className={styles.noImage} aria-hidden="true" />
            )}
            <div>
              <h3 className={styles.itemTitle}>{item.template.name}</h3>
              <dl className={shared.dl}>
                <dt>{t('detail.format')}</dt>
                <dd>{item.format || '–'}</dd>
                <dt>{t('detail.font')}</dt>
                <dd>{item.font || '–'}</dd>
                <dt>{t('detail.textSize')}</dt>
                <dd>{textSizeLabel(item.text_size)}</dd>
                <dt>{t('columns.cards')}</dt>
                <dd>{format.number(item.cards)}</dd>
                <dt>{t('detail.shippingMode')}</dt>
                <dd>{shippingModeLabel(item.shipping.mode)}</dd>
                <dt>{sentDate ? t('detail.sentDate') : t('columns.shippingDate')}</dt>
                <dd>
                  {sentDate
                    ? format.day(sentDate)
                    : item.shipping.date
                      ? format.day(item.shipping.date)
                      : '–'}
                </dd>
                <dt>{t('detail.envelope')}</dt>
                <dd>{envelopeLabel(item.shipping.envelope)}</dd>
                {money ? (
                  <>
                    <dt>{t('detail.unitPrice')}</dt>
                    <dd>{format.unit(item.price_total, item.cards)}</dd>
                    <dt>{t('detail.itemTotal')}</dt>
                    <dd>{format.money(item.price_total)}</dd>
                  </>
                ) : null}
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
