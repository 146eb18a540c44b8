import type { Ref } from 'react';
import { Button } from '../Button.tsx';
import { useRecipientTexts } from './recipientTexts.ts';
import styles from './RecipientEditor.module.css';

export interface RecipientToolbarProps {
  addButtonRef: Ref<HTMLButtonElement>;
  count: number;
  maxCards: number;
  full: boolean;
  selectedCount: number;
  hasProblems: boolean;
  query: string;
  /** Card indexes the search finds; null without a search. */
  visibleRows: readonly number[] | null;
  /** The text writes no salutation: the column hides behind a toggle. */
  salutationOptional: boolean;
  salutationToggled: boolean;
  onAdd: () => void;
  onDeleteSelected: () => void;
  onNextProblem: () => void;
  onQuery: (query: string) => void;
  onToggleSalutation: () => void;
}

/** Above the table: add a card, delete the selected ones, search, jump to the next problem. */
export function RecipientToolbar({
  addButtonRef,
  count,
  maxCards,
  full,
  selectedCount,
  hasProblems,
  query,
  visibleRows,
  salutationOptional,
  salutationToggled,
  onAdd,
  onDeleteSelected,
  onNextProblem,
  onQuery,
  onToggleSalutation,
}: RecipientToolbarProps) {
  const { t } = useRecipientTexts();
  return (
    <div className={styles.toolbar}>
      <Button ref={addButtonRef} size="sm" onClick={onAdd} disabled={full}>
        {t('toolbar.add')}
      </Button>
      {selectedCount > 0 ? (
        <>
          <span className={styles.selectedCount}>
            {t('toolbar.selected', { count: selectedCount })}
          </span>
          <Button size="sm" variant="ghost" bordered onClick={onDeleteSelected}>
            {t('toolbar.deleteSelected', { count: selectedCount })}
          </Button>
        </>
      ) : null}
      {full ? <span className={styles.limit}>{t('limitReached', { max: maxCards })}</span> : null}
      {hasProblems ? (
        <Button size="sm" variant="ghost" bordered onClick={onNextProblem}>
          {t('search.next')}
        </Button>
      ) : null}
      <input
        type="search"
        className={styles.search}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
      />
      {salutationOptional ? (
        <>
          <Button
            size="sm"
            variant="ghost"
            bordered
            aria-pressed={salutationToggled}
            onClick={onToggleSalutation}
          >
            {t('table.showSalutation')}
          </Button>
          <span className={styles.selectedCount}>{t('table.salutationOptional')}</span>
        </>
      ) : null}
      {visibleRows ? (
        <span className={styles.selectedCount} aria-live="polite">
          {visibleRows.length > 0
            ? t('search.results', { shown: visibleRows.length, count })
            : t('search.none', { query: query.trim() })}
        </span>
      ) : null}
    </div>
  );
}
