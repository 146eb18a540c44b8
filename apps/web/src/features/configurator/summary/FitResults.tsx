import { recipientLabel } from '@federkiel/machines';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useCardFocus } from '../state/cardFocus.tsx';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import { WritingProblemList } from './WritingProblemList.tsx';
import styles from './SummaryStep.module.css';

/**
 * The fit check over every card, with the real font: all fit, or which cards overflow and
 * where — each with a jump to its preview and to its row in the table.
 */
export function FitResults() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const { showCard, editRecipient } = useCardFocus();
  const checking = useConfiguratorSelector((s) => s.hasTag('checking'));
  const fit = useConfiguratorSelector((s) => s.context.fit);
  const failed = useConfiguratorSelector((s) => s.context.fitFailed);
  const recipients = useConfiguratorSelector((s) => s.context.draft.recipients);

  let body;
  if (checking)
    body = (
      <p className={styles.checking} role="status">
        <Spinner size={22} /> {t('summary.fit.checking', { count: recipients.length })}
      </p>
    );
  else if (failed || !fit)
    body = (
      <Alert tone="error" title={t('summary.fit.failed')}>
        <Button size="sm" variant="secondary" onClick={() => send({ type: 'RETRY_CHECKS' })}>
          {t('summary.retry')}
        </Button>
      </Alert>
    );
  else if (fit.fits) {
    const tightest = fit.tightest ? recipients[fit.tightest.index] : undefined;
    body = (
      <p className={styles.ok}>
        {t('summary.fit.allFit', { count: fit.checkedCount })}{' '}
        {tightest && fit.tightest ? (
          <button type="button" className={styles.linkButton} onClick={() => showCard(tightest.id)}>
            {t('summary.fit.tightest', {
              card: fit.tightest.index + 1,
              name: recipientLabel(tightest),
              percent: Math.round(fit.tightest.fillRatio * 100),
            })}
          </button>
        ) : null}
      </p>
    );
  } else
    body = (
      <div role="alert" className={styles.overflowBox}>
        <p className={styles.overflowTitle}>
          {t('summary.fit.overflow', { count: fit.overflowCount })}
        </p>
        <p className={styles.hint}>{t('summary.fit.advice')}</p>
        <ul className={styles.cardList}>
          {fit.overflowing.map((card) => {
            const recipient = recipients[card.index];
            return (
              <li key={card.recipientId} className={styles.cardRow}>
                <span>
                  <strong>{t('summary.card', { number: card.index + 1 })}</strong>
                  {recipient ? ` · ${recipientLabel(recipient)}` : ''} –{' '}
                  {t('summary.fit.where', {
                    page: card.pageLabel,
                    line: card.line,
                    text: card.text,
                  })}
                </span>
                <span className={styles.rowActions}>
                  <Button
                    size="sm"
                    variant="ghost"
                    bordered
                    onClick={() => showCard(card.recipientId)}
                  >
                    {t('summary.showPreview')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => editRecipient(card.recipientId)}>
                    {t('summary.editRecipient')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
        {fit.overflowCount > fit.overflowing.length ? (
          <p className={styles.hint}>
            {t('summary.more', { count: fit.overflowCount - fit.overflowing.length })}
          </p>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => send({ type: 'GO_TO_STEP', step: 'content' })}
        >
          {t('summary.fit.editText')}
        </Button>
      </div>
    );

  return (
    <section className={styles.card} aria-labelledby="summary-fit-title">
      <h3 id="summary-fit-title" className={styles.cardTitle}>
        {t('summary.fit.title')}
      </h3>
      {body}
      {fit?.writingProblems && !checking ? (
        <WritingProblemList problems={fit.writingProblems} />
      ) : fit && fit.missingCharacters.length > 0 ? (
        <p className={styles.error}>
          {t('problems.unsupportedCharacters', {
            characters: fit.missingCharacters.join(' '),
            cards: '',
          })}
        </p>
      ) : null}
    </section>
  );
}
