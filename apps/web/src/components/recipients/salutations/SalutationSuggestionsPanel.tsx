import { useId, type MouseEvent } from 'react';
import type { Recipient } from '@federkiel/machines';
import { Alert } from '../../Alert.tsx';
import { Button } from '../../Button.tsx';
import { cardName } from '../summary/cardProblems.ts';
import { useRecipientTexts } from '../recipientTexts.ts';
import type { SalutationSuggestionState } from './useSalutationSuggestions.ts';
import styles from '../notices.module.css';

const SHOWN = 8;

export interface SalutationSuggestionsPanelProps {
  state: SalutationSuggestionState;
  recipients: readonly Recipient[];
  onConfirmAll: () => void;
  onJump: (recipientId: string) => void;
}

/**
 * "Anrede aus dem Vornamen": how many cards got a suggestion (confirmed for all at once) and
 * which cards stay open (unknown or unisex first names, no first name), with jump links.
 */
export function SalutationSuggestionsPanel({
  state,
  recipients,
  onConfirmAll,
  onJump,
}: SalutationSuggestionsPanelProps) {
  const { t } = useRecipientTexts();
  const headingId = useId();
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
  const count = result.suggested.length;
  const more = result.open.length - SHOWN;

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
      {result.open.length > 0 ? (
        <>
          <p className={styles.text}>{t('suggestions.open', { count: result.open.length })}</p>
          <ul
            className={styles.list}
            aria-label={t('suggestions.open', { count: result.open.length })}
          >
            {result.open.slice(0, SHOWN).map((open) => {
              const recipient = recipients[open.index];
              const name = (recipient && cardName(recipient)) ?? '';
              return (
                <li key={open.recipientId}>
                  <a
                    href={`#fk-recipient-${open.recipientId}`}
                    onClick={(e) => jump(e, open.recipientId)}
                  >
                    {t('suggestions.openCard', { number: open.index + 1, name })}
                  </a>{' '}
                  <span className={styles.reason}>({t(`suggestions.reasons.${open.reason}`)})</span>
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
