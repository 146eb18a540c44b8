import { selectStep, type StepProblem } from '@federkiel/machines';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { DraftSaveButton } from '../drafts/DraftSaveButton.tsx';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import { problemMessage } from './problemMessages.ts';
import { requestCheckoutAfterAdd } from '../summary/checkoutAfterAdd.ts';
import { useConfiguratorGrant } from '../wunderlink/grantContext.ts';
import { grantProblemText, useGrantTemplateProblem } from '../wunderlink/useGrantProblems.ts';
import styles from './StepFooter.module.css';

const NO_PROBLEMS: StepProblem[] = [];

/**
 * "Zurück" and "Weiter" under every step. While the step is not finished, "Weiter" stays
 * focusable (aria-disabled) and the reasons are listed next to it; pressing it anyway
 * points at them.
 */
export function StepFooter() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const step = useConfiguratorSelector(selectStep);
  const canContinue = useConfiguratorSelector((s) => s.hasTag('can-continue'));
  const checking = useConfiguratorSelector((s) => s.hasTag('checking'));
  const saving = useConfiguratorSelector((s) => s.hasTag('saving'));
  const cards = useConfiguratorSelector((s) => s.context.draft.recipients.length);
  const problems = useConfiguratorSelector((s) => {
    const current = selectStep(s);
    return current ? s.context.problems[current] : NO_PROBLEMS;
  });
  // With a WunderLink: the order button reads "Gratis bestellen", and a template the link
  // does not cover keeps every step closed.
  const grant = useConfiguratorGrant();
  const grantProblem = useGrantTemplateProblem();
  const { t: tw } = useT('configurator-wunderlink');
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [nudged, setNudged] = useState(0);

  const last = step === 'summary' || saving;
  const shown = problems.filter((p) => p.code !== 'fitPending');
  const blocked = !canContinue || saving || grantProblem !== null;

  const next = (checkout = false) => {
    if (blocked) {
      setNudged((n) => n + 1);
      listRef.current?.focus();
      return;
    }
    if (last) requestCheckoutAfterAdd(checkout);
    send({ type: last ? 'ADD_TO_CART' : 'NEXT' });
  };
  // A WunderLink order is placed right here: it has no checkout to go on to. While the step
  // is blocked the reasons need the room, and one disabled button says enough.
  const offerCheckout = last && !grant && !saving && !blocked;

  return (
    <div className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.back}>
          {step !== 'path' && !saving ? (
            <Button variant="ghost" bordered onClick={() => send({ type: 'BACK' })}>
              <span aria-hidden="true">←</span> {t('nav.back')}
            </Button>
          ) : null}
          {saving ? null : <DraftSaveButton />}
        </div>
        <div
          ref={listRef}
          id={listId}
          tabIndex={-1}
          className={styles.reasons}
          data-nudged={nudged % 2 === 1 ? 'odd' : nudged > 0 ? 'even' : undefined}
          aria-live="polite"
        >
          {checking ? (
            <p className={styles.checking}>
              <Spinner size={20} /> {t('nav.checking', { count: cards })}
            </p>
          ) : saving ? (
            <p className={styles.checking}>
              <Spinner size={20} /> {grant ? tw('saving') : t('nav.saving')}
            </p>
          ) : shown.length > 0 || (grant && grantProblem) ? (
            <>
              <p className={styles.reasonsTitle}>{t('nav.blockedTitle')}</p>
              <ul className={styles.reasonList}>
                {grant && grantProblem ? (
                  <li>{grantProblemText(tw, grantProblem, grant)}</li>
                ) : null}
                {shown.map((problem) => (
                  <li key={`${problem.code}-${JSON.stringify(problem.params ?? {})}`}>
                    {problemMessage(t, problem)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div className={styles.next}>
          {offerCheckout ? (
            <Button variant="ghost" bordered size="lg" onClick={() => next(true)}>
              {t('nav.addAndCheckout')}
            </Button>
          ) : null}
          <Button
            variant="primary"
            size="lg"
            aria-disabled={blocked || undefined}
            aria-describedby={blocked ? listId : undefined}
            data-blocked={blocked || undefined}
            className={styles.nextButton}
            onClick={() => next()}
          >
            {last ? (grant ? tw('order') : t('nav.addToCart', { count: cards })) : t('nav.next')}
            {last ? null : <span aria-hidden="true">→</span>}
          </Button>
        </div>
      </div>
    </div>
  );
}
