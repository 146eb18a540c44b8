import type { UndoState } from './useUndo.ts';
import { useRecipientTexts } from './recipientTexts.ts';
import styles from './RecipientEditor.module.css';

/** "Karte 4 gelöscht. [Rückgängig]" – polite status, stays until the next change. */
export function UndoBar({ undo, onUndo }: { undo: UndoState; onUndo: () => void }) {
  const { t } = useRecipientTexts();
  const text = undo.offer?.message ?? undo.notice;
  return (
    <div role="status" className={styles.undoRegion}>
      {text ? (
        <div className={styles.undoBar}>
          <span>{text}</span>
          {undo.offer ? (
            <button type="button" className={styles.undoButton} onClick={onUndo}>
              {t('undo.action')}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.dismiss}
            onClick={undo.dismiss}
            aria-label={t('undo.dismiss')}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
