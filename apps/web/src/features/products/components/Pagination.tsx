import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/useT.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The `?search` of the list on a given page. */
  searchFor: (page: number) => string;
}

type Slot = number | 'gap-start' | 'gap-end';

/** Page numbers to show: first, last, current ± 1, with gaps in between. */
export function pageSlots(page: number, pageCount: number): Slot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const around = new Set([1, pageCount, page - 1, page, page + 1]);
  const numbers = [...around].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const slots: Slot[] = [];
  numbers.forEach((n, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && n - previous > 1) {
      slots.push(n < page ? 'gap-start' : 'gap-end');
    }
    slots.push(n);
  });
  return slots;
}

export function Pagination({ page, pageCount, searchFor }: PaginationProps) {
  const { t } = useT('products');
  if (pageCount <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;

  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {hasPrevious ? (
        <Link
          className={cx(styles.step, styles.link)}
          to={{ search: searchFor(page - 1) }}
          rel="prev"
        >
          <span aria-hidden="true">←</span> {t('pagination.previous')}
        </Link>
      ) : (
        <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
          <span>←</span> {t('pagination.previous')}
        </span>
      )}
      <ol className={styles.pages}>
        {pageSlots(page, pageCount).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <Link
                className={cx(styles.page, styles.link, slot === page && styles.current)}
                to={{ search: searchFor(slot) }}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: slot })}
              >
                {slot}
              </Link>
            </li>
          ) : (
            <li key={slot} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      {hasNext ? (
        <Link
          className={cx(styles.step, styles.link)}
          to={{ search: searchFor(page + 1) }}
          rel="next"
        >
          {t('pagination.next')} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
          {t('pagination.next')} <span>→</span>
        </span>
      )}
    </nav>
  );
}
