import type { OrderRow, OrderSort } from '@federkiel/machines/fulfilment/dashboardApi';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/useT.ts';
import { cx } from '../../../lib/cx.ts';
import { isOverdue, todayIso, useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import type { OrderListParams } from '../listParams.ts';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './Dashboard.module.css';
import own from './OrdersPage.module.css';

/** Router state of a link from the list: the detail's "back" keeps the list's view. */
export interface FromListState {
  listSearch: string;
}

interface OrdersTableProps {
  orders: OrderRow[];
  params: OrderListParams;
  onSort: (sort: OrderSort) => void;
  selected: ReadonlyMap<string, string>;
  onToggle: (order: OrderRow) => void;
  onTogglePage: (select: boolean) => void;
  busy: boolean;
  /** Amounts and the customer's name are shown (not to Produktion, issue 28). */
  money?: boolean;
  customer?: boolean;
}

/** The order list: sortable headers (`aria-sort`), selection checkboxes, a link per order. */
export function OrdersTable({
  orders,
  params,
  onSort,
  selected,
  onToggle,
  onTogglePage,
  busy,
  money = true,
  customer = true,
}: OrdersTableProps) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const today = todayIso();
  const fromList: FromListState = { listSearch: location.search };
  const selectedHere = orders.filter((order) => selected.has(order.id)).length;
  const allHere = orders.length > 0 && selectedHere === orders.length;
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = selectedHere > 0 && !allHere;
  }, [selectedHere, allHere]);

  // One click anywhere on a row opens the order (issue 40); the number stays the link for the
  // keyboard, a new tab and screen readers. Clicks on the checkbox or a link are their own,
  // and selecting text to copy it opens nothing.
  const openRow = (event: MouseEvent<HTMLTableRowElement>, order: OrderRow) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, label, select, textarea')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(`/dashboard/orders/${encodeURIComponent(order.id)}`, { state: fromList });
  };

  const sortHeader = (sort: OrderSort, label: string, numeric = false) => {
    const active = params.sort === sort;
    return (
      <th
        scope="col"
        className={cx(numeric && styles.num)}
        aria-sort={active ? (params.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button type="button" className={own.sortButton} onClick={() => onSort(sort)}>
          {label}
          <span aria-hidden="true" className={own.sortIcon} data-active={active || undefined}>
            {active ? (params.dir === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div className={styles.tableWrap} aria-busy={busy || undefined}>
      <table className={cx(styles.table, busy && own.stale)}>
        <caption className="fk-visually-hidden">{t('orders.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={own.selectCell}>
              <input
                ref={pageBox}
                type="checkbox"
                checked={allHere}
                disabled={orders.length === 0}
                onChange={(event) => onTogglePage(event.target.checked)}
                aria-label={t('orders.selectPage')}
              />
            </th>
            <th scope="col">{t('columns.number')}</th>
            {sortHeader('date', t('columns.date'))}
            <th scope="col" className={styles.num}>
              {t('columns.cards')}
            </th>
            <th scope="col">{t('columns.template')}</th>
            <th scope="col">{t('columns.status')}</th>
            {money ? sortHeader('value', t('columns.value'), true) : null}
            {sortHeader('shipping_date', t('columns.shippingDate'))}
            {customer ? <th scope="col">{t('columns.billingName')}</th> : null}
            <th scope="col">{t('columns.productionStatus')}</th>
            {money ? <th scope="col">{t('columns.payment')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const overdue =
              isOverdue(order.shipping_date, today) &&
              order.production_status !== 'sent_out' &&
              order.status !== 'canceled' &&
              order.status !== 'complete';
            const isSelected = selected.has(order.id);
            return (
              <tr
                key={order.id}
                className={cx(
                  overdue && styles.overdue,
                  isSelected && own.selectedRow,
                  own.clickableRow,
                )}
                onClick={(event) => openRow(event, order)}
              >
                <td className={own.selectCell}>
                  <input
                    type="checkbox"
                    checked={isSelected}
                    onChange={() => onToggle(order)}
                    aria-label={t('orders.selectOrder', { number: order.number })}
                  />
                </td>
                <th scope="row">
                  <Link
                    className={styles.rowLink}
                    to={`/dashboard/orders/${encodeURIComponent(order.id)}`}
                    state={fromList}
                  >
                    {order.number}
                  </Link>
                  {order.wunderlink ? (
                    <span
                      className={own.wunderlinkBadge}
                      title={t('orders.wunderlinkBadgeTitle', {
                        campaign: order.wunderlink.campaign,
                      })}
                    >
                      {t('orders.wunderlinkBadge')}
                      {order.wunderlink.campaign ? (
                        <span className="fk-visually-hidden">
                          {' '}
                          {t('orders.wunderlinkBadgeTitle', {
                            campaign: order.wunderlink.campaign,
                          })}
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                  {order.unwritable_cards ? (
                    <span className={own.wunderlinkBadge} data-tone="error">
                      {t('orders.unwritableBadge', { count: order.unwritable_cards })}
                    </span>
                  ) : null}
                </th>
                <td>{format.date(order.date_created)}</td>
                <td className={styles.num}>{format.number(order.cards)}</td>
                <td className={cx(styles.wrap, own.template)}>{order.template}</td>
                <td>
                  <StatusBadge kind="status" value={order.status} />
                </td>
                {money ? <td className={styles.num}>{format.money(order.grand_total)}</td> : null}
                <td>
                  {order.shipping_date ? format.day(order.shipping_date) : '–'}
                  {overdue ? (
                    <span className={styles.overdueMark}>{t('overview.overdue')}</span>
                  ) : null}
                </td>
                {customer ? <td className={styles.wrap}>{order.billing_name}</td> : null}
                <td>
                  <StatusBadge kind="production" value={order.production_status} />
                </td>
                {money ? (
                  <td>
                    <StatusBadge kind="payment" value={order.payment_status} />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
