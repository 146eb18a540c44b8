import type { StepProblem } from '@federkiel/machines';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { StoreFieldErrors } from '../../../lib/store/errors.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { ConfigurationRefused, ConfigurationSaveFailed } from '../api/saveConfiguration.ts';
import { SessionMissingError } from '../api/storeSession.ts';
import { problemMessage } from '../components/problemMessages.ts';
import { useCardFocus } from '../state/cardFocus.tsx';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import { useConfiguratorOutcome } from '../state/ConfiguratorProvider.tsx';
import { useValue } from '../../../lib/valueStore.ts';
import styles from './SummaryStep.module.css';

/**
 * Why "In den Warenkorb" did not work. The shop backend's refusal (422) lists its problems
 * and each card with a jump link; nothing the customer entered is lost either way.
 */
export function SaveFeedback() {
  const { t } = useT('configurator');
  const failed = useConfiguratorSelector((s) => s.context.saveFailed);
  const error = useValue(useConfiguratorOutcome().saveError);
  const { showCard, editRecipient } = useCardFocus();
  if (!failed) return null;

  if (error instanceof ConfigurationRefused)
    return (
      <Alert tone="error" title={t('summary.save.refused')}>
        <ul className={styles.problemList}>
          {error.problems.map((problem, i) => (
            <li key={i}>
              {problem.code in PROBLEM_CODES
                ? problemMessage(t, problem as StepProblem)
                : problem.message}
            </li>
          ))}
        </ul>
        {error.cards.length > 0 ? (
          <ul className={styles.cardList}>
            {error.cards.map((card, i) => (
              <li key={`${card.recipientId}-${card.field}-${i}`} className={styles.cardRow}>
                <span>
                  <strong>{t('summary.card', { number: card.cardNumber })}</strong>
                  {card.recipientLabel ? ` · ${card.recipientLabel}` : ''} – {card.message}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  bordered
                  onClick={() =>
                    card.field === 'text'
                      ? showCard(card.recipientId)
                      : editRecipient(card.recipientId)
                  }
                >
                  {card.field === 'text' ? t('summary.showPreview') : t('summary.editRecipient')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </Alert>
    );

  return (
    <Alert tone="error" title={t('summary.save.failed')}>
      <p className={styles.alertText}>{saveErrorText(t, error)}</p>
      <p className={styles.alertText}>{t('summary.save.kept')}</p>
    </Alert>
  );
}

// The step problem codes the page has texts for (the server may send newer ones).
const PROBLEM_CODES: Record<string, true> = Object.fromEntries(
  [
    'canvasMissing',
    'templateMissing',
    'personalisationMissing',
    'fontMissing',
    'textEmpty',
    'unknownVariables',
    'customSalutationIncomplete',
    'customSalutationVariables',
    'imageNotOnCanvas',
    'imageTooSmall',
    'noRecipients',
    'tooManyCards',
    'recipientErrors',
    'variantMissing',
    'shippingDateMissing',
    'shippingDateInvalid',
    'shippingDateTooEarly',
    'shippingDateNotWorkingDay',
    'shippingDateTooLate',
    'blankEnvelopeNeedsSelfShipping',
    'fitPending',
    'fitCheckFailed',
    'textOverflows',
    'unsupportedCharacters',
    'addressTooLong',
  ].map((code) => [code, true]),
);

function saveErrorText(t: ReturnType<typeof useT>['t'], error: unknown): string {
  if (error instanceof ConfigurationSaveFailed) return t(`summary.save.${error.kind}`);
  if (error instanceof SessionMissingError) return t('summary.save.session');
  if (error instanceof StoreFieldErrors) return error.message;
  return t('summary.save.network');
}
