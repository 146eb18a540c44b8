import { ORDER_LIST_PAGE_SIZES } from '@federkiel/machines/fulfilment/dashboardApi';
import { ORDER_STATUSES, PRODUCTION_STATUSES } from '@federkiel/machines/fulfilment/statuses';
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { hasFilter, type OrderListParams, type PageSize } from '../listParams.ts';
import { statusLabel } from './StatusBadge.tsx';
import styles from './OrdersPage.module.css';

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * An order number as the server's search reads it. Roles without customer data search only
 * by number; the server refuses anything else for them (dashboard/orderListRole.ts).
 */
const ORDER_NUMBER = /^(?:fk-?)?\d{3,}$/i;

interface OrderFiltersProps {
  params: OrderListParams;
  update: (change: Partial<OrderListParams>, options?: { replace?: boolean }) => void;
  /** Search by order number only (Produktion: no names or e-mail addresses, issue 28). */
  numbersOnly?: boolean;
}

/** Search, status filters, shipping period and page size; every change goes to the URL. */
export function OrderFilters({ params, update, numbersOnly = false }: OrderFiltersProps) {
  const { t } = useT('dashboard');
  const [draft, setDraft] = useState(params.search);
  const [shownSearch, setShownSearch] = useState(params.search);

  // The URL changed from elsewhere (back/forward, reset): the field follows.
  if (shownSearch !== params.search) {
    setShownSearch(params.search);
    if (draft.trim() !== params.search) setDraft(params.search);
  }

  const typed = draft.trim();
  const searchable = !numbersOnly || typed === '' || ORDER_NUMBER.test(typed);

  // Typing settles for a moment before the list is asked again (one history entry).
  useEffect(() => {
    if (draft.trim() === params.search || !searchable) return;
    const timer = window.setTimeout(
      () => update({ search: draft.trim() }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft, params.search, update, searchable]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searchable && draft.trim() !== params.search) update({ search: draft.trim() });
  };

  const reset = () => {
    setDraft('');
    update({
      status: null,
      production_status: null,
      shipping_from: null,
      shipping_to: null,
      search: '',
      open: false,
    });
  };

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={onSubmit}
    >
      <div className={styles.control}>
        <label htmlFor="orders-search">
          {numbersOnly ? t('filters.searchNumber') : t('filters.search')}
        </label>
        <input
          id="orders-search"
          type="search"
          className={`${styles.input} ${styles.search}`}
          value={draft}
          maxLength={200}
          placeholder={
            numbersOnly ? t('filters.searchNumberPlaceholder') : t('filters.searchPlaceholder')
          }
          aria-invalid={searchable ? undefined : true}
          aria-describedby={searchable ? undefined : 'orders-search-hint'}
          onChange={(event) => setDraft(event.target.value)}
        />
        {searchable ? null : (
          <p id="orders-search-hint" className={styles.searchHint} role="status">
            {t('filters.searchNumberHint')}
          </p>
        )}
      </div>
      <div className={styles.control}>
        <label htmlFor="orders-status">{t('filters.status')}</label>
        <select
          id="orders-status"
          className={styles.input}
          value={params.status ?? ''}
          onChange={(event) =>
            update({ status: (event.target.value || null) as OrderListParams['status'] })
          }
        >
          <option value="">{t('filters.all')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(t, 'status', status)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor="orders-production">{t('filters.productionStatus')}</label>
        <select
          id="orders-production"
          className={styles.input}
          value={params.production_status ?? ''}
          onChange={(event) =>
            update({
              production_status: (event.target.value ||
                null) as OrderListParams['production_status'],
            })
          }
        >
          <option value="">{t('filters.all')}</option>
          {PRODUCTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(t, 'production', status)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor="orders-shipping-from">{t('filters.shippingFrom')}</label>
        <input
          id="orders-shipping-from"
          type="date"
          className={styles.input}
          value={params.shipping_from ?? ''}
          max={params.shipping_to ?? undefined}
          onChange={(event) => update({ shipping_from: event.target.value || null })}
        />
      </div>
      <div className={styles.control}>
        <label htmlFor="orders-shipping-to">{t('filters.shippingTo')}</label>
        <input
          id="orders-shipping-to"
          type="date"
          className={styles.input}
          value={params.shipping_to ?? ''}
          min={params.shipping_from ?? undefined}
          onChange={(event) => update({ shipping_to: event.target.value || null })}
        />
      </div>
      <div className={styles.checkControl}>
        <input
          id="orders-open"
          type="checkbox"
          checked={params.open}
          onChange={(event) => update({ open: event.target.checked })}
        />
        <label htmlFor="orders-open">{t('filters.open')}</label>
      </div>
      <div className={styles.control}>
        <label htmlFor="orders-limit">{t('filters.pageSize')}</label>
        <select
          id="orders-limit"
          className={styles.input}
          value={params.limit}
          onChange={(event) => update({ limit: Number(event.target.value) as PageSize })}
        >
          {ORDER_LIST_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="fk-visually-hidden" tabIndex={-1}>
        {t('filters.apply')}
      </button>
      {hasFilter(params) ? (
        <button type="button" className={styles.reset} onClick={reset}>
          {t('filters.reset')}
        </button>
      ) : null}
    </form>
  );
}
