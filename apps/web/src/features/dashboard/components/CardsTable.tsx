import type { OrderCard } from '@federkiel/machines/fulfilment/dashboardApi';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, type ReactNode, type Ref } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { cardAddressLines, cardText } from '../cardText.ts';
import { CopyButton } from './CopyButton.tsx';
import styles from './CardsTable.module.css';

const LINE_HEIGHT = 20;
const ROW_PADDING = 18;
const CHARS_PER_LINE = 70;

/** A first guess of a row's height from its lines; the rendered row is measured. */
export function estimateCardRow(card: OrderCard | undefined): number {
  if (!card) return 100;
  const address = cardAddressLines(card).length;
  const text = card.pages.reduce((lines, page) => {
    const body = page.body
      .split('\n')
      .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / CHARS_PER_LINE)), 0);
    return lines + (page.heading ? 2 : 0) + body + 1;
  }, 0);
  return Math.max(address, text, 2) * LINE_HEIGHT + ROW_PADDING;
}

/**
 * Every card of an order with its address block and its exact text, as a table whose rows
 * are virtualised: only the rows in view (and a few around) are in the page, so 10,000
 * cards scroll like ten. Rows have their real, measured heights.
 */
export function CardsTable({
  cards,
  label,
  cardAction,
}: {
  cards: readonly OrderCard[];
  label: string;
  /** A further control per card (the address correction, issue 28). */
  cardAction?: (card: OrderCard) => ReactNode;
}) {
  const { t } = useT('dashboard');
  const scrollRef = useRef<HTMLDivElement>(null);
  const estimateSize = useCallback((index: number) => estimateCardRow(cards[index]), [cards]);

  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 6,
    initialRect: { width: 1000, height: 640 },
    getItemKey: (index) => cards[index]?.n ?? index,
    // Without layout (tests, a hidden tab) a row measures 0: keep the estimate then.
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : estimateSize(instance.indexFromElement(element));
    },
    useFlushSync: false,
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = first ? first.start : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - last.end : 0;

  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      data-virtual-scroller=""
      role="region"
      aria-label={label}
      // The region scrolls: reachable and scrollable with the keyboard.
      tabIndex={0}
    >
      <table className={styles.table} aria-rowcount={cards.length + 1}>
        <caption className="fk-visually-hidden">
          {t('cards.caption', { count: cards.length })}
        </caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={styles.nr}>
              {t('cards.nr')}
            </th>
            <th scope="col" className={styles.address}>
              {t('cards.address')}
            </th>
            <th scope="col">{t('cards.text')}</th>
            <th scope="col" className={styles.actions}>
              {t('cards.copy')}
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: paddingTop }}>
              <td colSpan={4} />
            </tr>
          ) : null}
          {items.map((item) => {
            const card = cards[item.index];
            if (!card) return null;
            return (
              <CardRow
                key={item.key}
                card={card}
                index={item.index}
                rowRef={virtualizer.measureElement}
                action={cardAction}
              />
            );
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: paddingBottom }}>
              <td colSpan={4} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

const CardRow = memo(function CardRow({
  card,
  index,
  rowRef,
  action,
}: {
  card: OrderCard;
  index: number;
  rowRef: Ref<HTMLTableRowElement>;
  action?: ((card: OrderCard) => ReactNode) | undefined;
}) {
  const { t } = useT('dashboard');
  const address = cardAddressLines(card);
  const text = cardText(card);
  return (
    <tr ref={rowRef} data-index={index} aria-rowindex={index + 2} className={styles.row}>
      <th scope="row" className={styles.nr}>
        {card.n}
      </th>
      <td className={styles.address}>
        <div className={styles.preserve}>{address.join('\n')}</div>
      </td>
      <td>
        {card.pages.map((page, pageIndex) => (
          <div key={pageIndex} className={styles.page}>
            {page.heading ? <p className={styles.heading}>{page.heading}</p> : null}
            <div className={styles.preserve}>{page.body}</div>
          </div>
        ))}
      </td>
      <td className={styles.actions}>
        <CopyButton
          text={address.join('\n')}
          label={t('cards.copyAddress', { n: card.n })}
          visibleLabel={t('cards.address')}
        />
        <CopyButton
          text={text}
          label={t('cards.copyText', { n: card.n })}
          visibleLabel={t('cards.text')}
        />
        {action?.(card)}
      </td>
    </tr>
  );
});
