import { useMemo } from 'react';
import type { Personalisation, Recipient, RecipientInput } from '@federkiel/machines';
import { isBlankRecipient } from '../table/tableColumns.ts';
import { ImportPanel } from './ImportPanel.tsx';
import type { ImportOptions } from './importTypes.ts';
import { MappingDialog, type ImportMode } from './MappingDialog.tsx';
import { useSpreadsheetImport } from './useSpreadsheetImport.ts';

export interface RecipientImportProps {
  recipients: readonly Recipient[];
  personalisation: Personalisation | null;
  variableNames: readonly string[];
  maxCards: number;
  addressRequired: boolean;
  onImport: (recipients: RecipientInput[], mode: ImportMode, skippedExampleRows: number) => void;
}

/** The spreadsheet upload: panel, worker, mapping dialog; hands the result to the step. */
export function RecipientImport({
  recipients,
  personalisation,
  variableNames,
  maxCards,
  addressRequired,
  onImport,
}: RecipientImportProps) {
  const spreadsheet = useSpreadsheetImport();
  const options = useMemo<ImportOptions>(
    () => ({ personalisation, variableNames }),
    [personalisation, variableNames],
  );
  const keptCount = useMemo(
    () => recipients.filter((recipient) => !isBlankRecipient(recipient)).length,
    [recipients],
  );
  const { state } = spreadsheet;

  return (
    <>
      <ImportPanel
        personalisation={personalisation}
        variableNames={variableNames}
        state={state}
        onFile={(file) => spreadsheet.start(file, options)}
      />
      {state.status === 'mapping' ? (
        <MappingDialog
          summary={state.summary}
          options={options}
          currentCount={recipients.length}
          keptCount={keptCount}
          maxCards={maxCards}
          addressRequired={addressRequired}
          onCancel={spreadsheet.cancel}
          onConfirm={(targets, mode, skipFirstRow) => {
            void spreadsheet.finish(targets, skipFirstRow).then((result) => {
              if (result) onImport(result.recipients, mode, result.skippedExampleRows);
            });
          }}
        />
      ) : null}
    </>
  );
}
