import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { buttonClassName } from '../../../components/Button.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { orderExportUrl, useOrderCards, type OrderExportFormat } from '../api/orders.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { useRoleView } from '../staff/useRoleView.ts';
import { CardAddressCorrection, useCanCorrectAddresses } from './AddressCorrection.tsx';
import { CardsTable } from './CardsTable.tsx';
import { QueryError } from './QueryError.tsx';
import shared from './Dashboard.module.css';
import styles from './OrderDetailPage.module.css';

/** The order's cards (one per recipient) with the exports the role may download. */
export function OrderReceivers({ order }: { order: OrderDetail }) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  const cards = useOrderCards(order.id);
  const canCorrect = useCanCorrectAddresses(order);
  const may = useRoleView().may;
  // The exports carry the customer's data: only for roles that may download them.
  const exports = (['xlsx', 'txt', 'pdf'] as OrderExportFormat[]).filter((kind) =>
    may(`GET /orders/:id/export.${kind}`),
  );
  return (
    <>
      <div className={styles.panelHead}>
        <h2 id="sec-cards">
          {t('cards.title')}{' '}
          {cards.data ? (
            <span className={styles.countBadge}>{format.number(cards.data.count)}</span>
          ) : null}
        </h2>
        <div className={shared.pageActions}>
          {exports.map((kind) => (
            <a
              key={kind}
              href={orderExportUrl(order.id, kind)}
              download
              className={buttonClassName({ variant: 'ghost', bordered: true, size: 'sm' })}
            >
              {t(`cards.download.${kind}`)}
            </a>
          ))}
        </div>
      </div>
      {cards.isPending ? (
        <LoadingState label={t('cards.loading')} />
      ) : cards.isError ? (
        <QueryError
          error={cards.error}
          title={t('cards.failed')}
          onRetry={() => void cards.refetch()}
        />
      ) : cards.data.results.length === 0 ? (
        <p className={shared.muted}>{t('cards.empty')}</p>
      ) : (
        <CardsTable
          cards={cards.data.results}
          label={t('cards.tableLabel')}
          cardAction={
            canCorrect ? (card) => <CardAddressCorrection order={order} n={card.n} /> : undefined
          }
        />
      )}
    </>
  );
}
