import { listWritesSalutation } from '@federkiel/machines/configurator/salutationUse';
import { cardTextSettings } from '@federkiel/machines/configurator/stepProblems';
import { CardPreview } from '../preview/CardPreview.tsx';
import { RecipientEditor } from '../../../components/recipients/RecipientEditor.tsx';
import { useCardFocus } from '../state/cardFocus.tsx';
import { ListActions } from './ListActions.tsx';
import { usePenCoverage } from './usePenCoverage.ts';
import { useWritingProblems } from './useWritingProblems.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import styles from './DataStep.module.css';

/**
 * Step 3: who gets a card (table, spreadsheet or a saved list), with the preview of any card
 * below.
 */
export function DataStep() {
  const send = useConfiguratorSend();
  const recipients = useConfiguratorSelector((s) => s.context.draft.recipients);
  const validation = useConfiguratorSelector((s) => s.context.recipientValidation);
  const personalisation = useConfiguratorSelector((s) => s.context.draft.personalisation);
  const variableNames = useConfiguratorSelector((s) => s.context.draft.customVariables);
  const blankEnvelope = useConfiguratorSelector(
    (s) => s.context.draft.shipping.envelope === 'blank',
  );
  const maxCards = useConfiguratorSelector((s) => s.context.settings.maxCards);
  // Issue 27: the salutation is asked for only where the text writes {{Anrede}}.
  const salutationRequired = useConfiguratorSelector((s) =>
    listWritesSalutation(cardTextSettings(s.context.draft), s.context.draft.recipients),
  );
  const { tableFocusId } = useCardFocus();
  const canWrite = usePenCoverage();
  // Live, per card: the shared writing check (text, envelope, sender), as the summary and the
  // server run it.
  const penProblems = useWritingProblems(canWrite);

  return (
    <div className={styles.layout}>
      <RecipientEditor
        recipients={recipients}
        validation={validation}
        personalisation={personalisation}
        variableNames={variableNames}
        maxCards={maxCards}
        send={send}
        actions={
          <ListActions
            recipients={recipients}
            maxCards={maxCards}
            onUse={(rows, mode) => send({ type: 'IMPORT_RECIPIENTS', recipients: rows, mode })}
          />
        }
        focusCardId={tableFocusId}
        addressRequired={!blankEnvelope}
        penProblems={penProblems}
        canWrite={canWrite}
        onEditSender={() => send({ type: 'GO_TO_STEP', step: 'content' })}
        salutationRequired={salutationRequired}
      />
      <CardPreview onlyActiveVariant={false} />
    </div>
  );
}
