import { useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { Gender, Recipient } from '@federkiel/machines';
import { Alert } from '../../Alert.tsx';
import { Button } from '../../Button.tsx';
import { cardName } from '../summary/cardProblems.ts';
import { useRecipientTexts } from '../recipientTexts.ts';
import { reviewItems, type ReviewItem } from './reviewItems.ts';
import { SalutationChoice } from './SalutationChoice.tsx';
import type { SalutationSuggestionState } from './useSalutationSuggestions.ts';
import styles from '../notices.module.css';

/** Cards listed with a choice in place; the rest are counted (the table marks them too). */
const SHOWN = 20;

export interface SalutationSuggestionsPanelProps {
  state: SalutationSuggestionState;
  recipients: readonly Recipient[];
  onConfirmAll: () => void;
  onJump: (recipientId: string) => void;
  /** Sets one card's salutation (the choice in the "bitte prüfen" list). */
  onChoose: (recipientId: string, gender: Gender) => void;
}

/**
 * "Anrede aus dem Vornamen": the sure suggestions, confirmed for all at once, and the cards to
 * check ("Andrea Rossi", unisex or unknown names, no first name), each with its card number,
 * name and Frau/Herr/Neutral in place (issue 27).
 */
export function SalutationSuggestionsPanel({
  state,
  recipients,
  onConfirmAll,
  onJump,
  onChoose,
}: SalutationSuggestionsPanelProps) {
  const { t } = useRecipientTexts();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  // After a choice the card leaves the list: the focus goes to the card that took its place.
  const refocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = refocus.current;
    if (at === null) return;
    refocus.current = null;
    const items = list.current?.querySelectorAll<HTMLElement>('li');
    const item = items?.[Math.min(at, items.length - 1)];
    item?.querySelector<HTMLElement>('[data-choice]')?.focus();
  });

  if (state.status === 'off') return null;
  if (state.status === 'loading')
    return (
      <p role="status" className={styles.loading}>
        {t('suggestions.loading')}
      </p>
    );
  if (state.status === 'failed') return <Alert tone="info">{t('suggestions.failed')}</Alert>;
  const result = state.result;
  if (!result || (result.suggested.length === 0 && result.open.length === 0)) return null;

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    onJump(id);
  };
  const count = state.sure.length;
  const review = reviewItems(result);
  const more = review.length - SHOWN;
  const choose = (position: number, item: ReviewItem, gender: Gender) => {
    refocus.current = position;
    onChoose(item.recipientId, gender);
  };

  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('suggestions.title')}
      </h3>
      {count > 0 ? (
        <div className={styles.row}>
          <p className={styles.text}>{t('suggestions.intro', { count })}</p>
          <Button size="sm" onClick={onConfirmAll}>
            {t('suggestions.confirmAll', { count })}
          </Button>
        </div>
      ) : null}
      {review.length > 0 ? (
        <>
          <p className={styles.text}>{t('suggestions.review', { count: review.length })}</p>
          <ul
            ref={list}
            className={styles.choiceList}
            aria-label={t('suggestions.review', { count: review.length })}
          >
            {review.slice(0, SHOWN).map((item, position) => {
              const recipient = recipients[item.index];
              const name = (recipient && cardName(recipient)) ?? '';
              const suggested = item.kind === 'check' ? item.suggestion.gender : undefined;
              const reason =
                item.kind === 'check'
                  ? t(`suggestions.doubts.${item.suggestion.doubt ?? 'origin'}`, {
                      gender: t(`genders.${item.suggestion.gender}`),
                    })
                  : t(`suggestions.reasons.${item.open.reason}`);
              return (
                <li key={item.recipientId} className={styles.choiceItem}>
                  <span>
                    <a
                      href={`#fk-recipient-${item.recipientId}`}
                      onClick={(e) => jump(e, item.recipientId)}
                    >
                      {t('suggestions.openCard', { number: item.index + 1, name })}
                    </a>{' '}
                    <span className={styles.reason}>({reason})</span>
                  </span>
                  <SalutationChoice
                    number={item.index + 1}
                    suggested={suggested}
                    onChoose={(gender) => choose(position, item, gender)}
                  />
                </li>
              );
            })}
          </ul>
          {more > 0 ? (
            <p className={styles.text}>{t('suggestions.more', { count: more })}</p>
          ) : null}
        </>
      ) : null}
      <button type="button" className={styles.link} onClick={state.stop}>
        {t('suggestions.dismiss')}
      </button>
    </section>
  );
}
