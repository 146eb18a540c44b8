import { useId, type Ref } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { MAX_COMMENT_LENGTH } from '../api/checkoutRequests.ts';
import { useOrderComment } from '../state/checkoutContext.ts';
import styles from './Checkout.module.css';

/** Below this many characters left, screen readers hear how many remain. */
const ANNOUNCE_BELOW = 100;

export interface OrderCommentProps {
  /** A message under the field (the remark could not be saved, or is too long). */
  error?: string | null;
  disabled?: boolean;
  /** While the remark is being saved for the order: still focusable, not editable. */
  readOnly?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * "Anmerkung zur Bestellung" (optional, ≤ 1,000 characters) with a character counter. The
 * draft lives in the checkout's outcome, so it outlasts this step; leaving the field puts it
 * on the cart (the review step saves it once more, awaited, before paying).
 */
export function OrderComment({
  error,
  disabled = false,
  readOnly = false,
  textareaRef,
}: OrderCommentProps) {
  const { t } = useT('checkout');
  const { value, store, saveComment } = useOrderComment();
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const remaining = MAX_COMMENT_LENGTH - value.length;

  return (
    <div className={styles.comment}>
      <label htmlFor={id} className={styles.commentLabel}>
        {t('review.comment.label')}
        <span className={styles.commentOptional}> ({t('forms:optional')})</span>
      </label>
      <p id={hintId} className={styles.commentHint}>
        {t('review.comment.hint')}
      </p>
      <textarea
        ref={textareaRef}
        id={id}
        name="comments"
        className={styles.commentInput}
        rows={3}
        maxLength={MAX_COMMENT_LENGTH}
        value={value}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, counterId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => store.set(event.target.value)}
        onBlur={() => void saveComment(store.get())}
      />
      <p
        id={counterId}
        className={styles.commentCounter}
        data-near-limit={remaining <= ANNOUNCE_BELOW || undefined}
      >
        {t('review.comment.counter', { used: value.length, max: MAX_COMMENT_LENGTH })}
      </p>
      <p className="fk-visually-hidden" aria-live="polite">
        {remaining <= ANNOUNCE_BELOW
          ? t('review.comment.remaining', { count: Math.max(remaining, 0) })
          : ''}
      </p>
      {error ? (
        <p id={errorId} className={styles.commentError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
