import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
} from 'react';
import type { Recipient } from '@federkiel/machines';
import type { SalutationSuggestion } from '@federkiel/machines/configurator/salutationSuggestions';
import type { CardIssues } from './cardIssues.ts';
import type { PenCells } from '../summary/penProblems.ts';
import { cellOptions } from './cellOptions.ts';
import { controlState, gridKeyAction } from './gridKeys.ts';
import { RecipientRow, type RowActions } from './RecipientRow.tsx';
import type { SelectOption } from './RecipientCell.tsx';
import type { TableColumn } from './tableColumns.ts';
import { useRecipientTexts } from '../recipientTexts.ts';
import styles from './RecipientTable.module.css';

export const ROW_HEIGHT = 64;
export const HEADER_HEIGHT = 44;
const ROW_HEADER_WIDTH = 148;

/**
 * Rows have one fixed height, so the offset of a row is known without the virtualiser:
 * the scroller moves (centring the row) and the virtualiser follows its scroll event.
 */
function scrollRowIntoView(scroller: HTMLElement, row: number): void {
  const top = HEADER_HEIGHT + row * ROW_HEIGHT;
  const view = scroller.clientHeight;
  const visibleTop = scroller.scrollTop + HEADER_HEIGHT;
  const visibleBottom = scroller.scrollTop + view;
  if (top >= visibleTop && top + ROW_HEIGHT <= visibleBottom) return;
  scroller.scrollTo({
    top: Math.max(0, top - HEADER_HEIGHT - (view - HEADER_HEIGHT - ROW_HEIGHT) / 2),
  });
}

export interface RecipientTableHandle {
  /**
   * Scrolls to the row and focuses the cell (`col` -1 = the row's checkbox). With
   * `afterUpdate` it waits for the next render: for calls right after sending an edit
   * that adds, removes or moves rows.
   */
  focusCell: (row: number, col: number, afterUpdate?: boolean) => void;
}

export interface RecipientTableProps {
  recipients: readonly Recipient[];
  columns: readonly TableColumn[];
  issues: CardIssues;
  /** What the pen cannot write, marked at its cells (or the card's row). */
  penCells?: PenCells;
  /** The card indexes a search shows, in order; null shows every card. */
  visibleRows?: readonly number[] | null;
  selected: ReadonlySet<string>;
  /** Salutations suggested from first names, by recipient id (not chosen yet). */
  suggestions?: ReadonlyMap<string, SalutationSuggestion>;
  countryOptions: readonly SelectOption[];
  actions: RowActions;
  onToggleAll: () => void;
  /**
   * Enter on the last row: add a card and answer true (the table then focuses its first
   * cell), or false when nothing was added (e.g. the last row is still blank).
   */
  onAddAtEnd: () => boolean;
  ref?: Ref<RecipientTableHandle>;
}

/**
 * The recipient table: a virtualised ARIA grid (10,000 rows scroll like 10) with a sticky
 * header and a sticky card column. Focus moves with arrows, Tab and Enter; a cell that is
 * asked for but not rendered yet is scrolled to and focused once it is.
 */
export function RecipientTable({
  recipients,
  columns,
  issues,
  penCells,
  visibleRows = null,
  selected,
  suggestions,
  countryOptions,
  actions,
  onToggleAll,
  onAddAtEnd,
  ref,
}: RecipientTableProps) {
  const texts = useRecipientTexts();
  const { t, fieldLabel } = texts;
  const scrollRef = useRef<HTMLDivElement>(null);
  const pending = useRef<{
    row: number;
    col: number;
    scrolled: boolean;
    waiting: boolean;
  } | null>(null);
  const count = recipients.length;
  const shown = visibleRows ? visibleRows.length : count;
  // Rows are addressed by card index (`data-row`); the grid's order may be a search's subset.
  const positionOf = useCallback(
    (card: number) => (visibleRows ? visibleRows.indexOf(card) : card),
    [visibleRows],
  );
  const cardAt = (position: number) => (visibleRows ? (visibleRows[position] ?? -1) : position);

  const virtualizer = useVirtualizer({
    count: shown,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    initialRect: { width: 1000, height: 600 },
    // React 19 warns about flushSync from a layout effect; a normal update is soon enough.
    useFlushSync: false,
  });

  const tryFocus = useCallback(() => {
    const target = pending.current;
    const root = scrollRef.current;
    if (!target || !root || target.waiting) return;
    if (target.row >= count) return; // a row that is being added: wait for it
    const element = root.querySelector<HTMLElement>(
      `[data-row="${target.row}"][data-col="${target.col}"]`,
    );
    if (element) {
      pending.current = null;
      element.focus();
      return;
    }
    if (!target.scrolled) {
      target.scrolled = true;
      const position = positionOf(target.row);
      if (position < 0)
        pending.current = null; // hidden by the search
      else scrollRowIntoView(root, position);
    }
  }, [count, positionOf]);

  // After every render: the cell we wait for may have appeared.
  useLayoutEffect(() => {
    if (pending.current) pending.current.waiting = false;
    tryFocus();
  });

  const focusCell = useCallback(
    (row: number, col: number, afterUpdate = false) => {
      pending.current = { row: Math.max(0, row), col, scrolled: false, waiting: afterUpdate };
      tryFocus();
    },
    [tryFocus],
  );
  useImperativeHandle(ref, () => ({ focusCell }), [focusCell]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    if (!target.dataset.row || Number.isNaN(row) || Number.isNaN(col)) return;
    const control = controlState(target);
    if (!control) return;
    const action = gridKeyAction(event, control);
    if (!action) return;
    event.preventDefault();
    const lastCol = columns.length - 1;
    const position = positionOf(row);
    switch (action.type) {
      case 'move':
        focusCell(
          cardAt(Math.min(shown - 1, Math.max(0, position + action.rows))),
          Math.min(lastCol, Math.max(-1, col + action.columns)),
        );
        break;
      case 'firstRow':
        focusCell(cardAt(0), col);
        break;
      case 'lastRow':
        focusCell(cardAt(shown - 1), col);
        break;
      case 'enter':
        if (position < shown - 1) focusCell(cardAt(position + 1), col);
        else if (!visibleRows && onAddAtEnd()) focusCell(count, 0, true);
        else focusCell(row, 0);
        break;
      case 'deleteRow': {
        const recipient = recipients[row];
        if (recipient) actions.onDelete(recipient.id); // the step moves the focus
        break;
      }
    }
  };

  const options = useMemo(() => cellOptions(t, countryOptions), [t, countryOptions]);

  const template = `${ROW_HEADER_WIDTH}px ${columns.map((c) => `${c.width}px`).join(' ')}`;
  const width = ROW_HEADER_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);
  const allSelected = count > 0 && selected.size === count;
  const gridStyle = {
    '--rcpt-columns': template,
    '--rcpt-width': `${width}px`,
    '--rcpt-row-height': `${ROW_HEIGHT}px`,
    '--rcpt-header-height': `${HEADER_HEIGHT}px`,
    '--rcpt-row-header-width': `${ROW_HEADER_WIDTH}px`,
  } as CSSProperties;

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={t('table.label')}
      aria-rowcount={shown + 1}
      aria-colcount={columns.length + 1}
      aria-multiselectable="true"
      className={styles.scroller}
      style={gridStyle}
      onKeyDown={onKeyDown}
    >
      <div role="row" aria-rowindex={1} className={styles.headerRow}>
        <div role="columnheader" className={styles.rowHeader}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={allSelected}
            disabled={count === 0}
            onChange={onToggleAll}
            aria-label={t('table.selectAll')}
          />
          <span className={styles.headerLabel}>{t('table.rowHeader')}</span>
        </div>
        {columns.map((column) => (
          <div key={column.field} role="columnheader" className={styles.headerCell}>
            {fieldLabel(column.field)}
            {column.required ? (
              <span className={styles.requiredMark} title={t('table.required')}>
                *
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <div className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const index = cardAt(item.index);
          const recipient = recipients[index];
          if (!recipient) return null;
          return (
            <RecipientRow
              key={recipient.id}
              recipient={recipient}
              index={index}
              position={item.index}
              columns={columns}
              issues={issues.get(recipient.id)}
              penMarks={penCells?.get(recipient.id)}
              selected={selected.has(recipient.id)}
              suggestion={suggestions?.get(recipient.id)}
              options={options}
              texts={texts}
              actions={actions}
              offset={item.start - HEADER_HEIGHT}
            />
          );
        })}
      </div>
    </div>
  );
}
