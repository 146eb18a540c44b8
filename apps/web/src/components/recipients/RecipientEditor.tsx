import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  createRecipient,
  type Personalisation,
  type Recipient,
  type RecipientInput,
  type RecipientValidation,
} from '@federkiel/machines';
import { findDuplicateRecipients } from '@federkiel/machines/configurator/recipientDuplicates';
import { needsSalutation } from '@federkiel/machines/configurator/salutationSuggestions';
import type { CanWrite } from '@federkiel/machines/configurator/similarLetters';
import { Alert } from '../Alert.tsx';
import { BulkActions } from './bulk/BulkActions.tsx';
import { FillColumnDialog } from './bulk/FillColumnDialog.tsx';
import { useBulkEdits } from './bulk/useBulkEdits.ts';
import { countryOptions } from './countryOptions.ts';
import { DuplicatesPanel } from './duplicates/DuplicatesPanel.tsx';
import { DeleteConfirm } from './DeleteConfirm.tsx';
import type { ImportMode } from './import/MappingDialog.tsx';
import { RecipientImport } from './import/RecipientImport.tsx';
import type { RecipientEditEvent } from './recipientEditEvent.ts';
import { useRecipientTexts } from './recipientTexts.ts';
import { RecipientToolbar } from './RecipientToolbar.tsx';
import { SalutationSuggestionsPanel } from './salutations/SalutationSuggestionsPanel.tsx';
import { useSalutationSuggestions } from './salutations/useSalutationSuggestions.ts';
import { AddressProblems } from './summary/AddressProblems.tsx';
import { ErrorSummary } from './summary/ErrorSummary.tsx';
import { PenProblems } from './summary/PenProblems.tsx';
import { penCells, type PenCardProblem } from './summary/penProblems.ts';
import { withPostcodeMarks } from './summary/postcodeMarks.ts';
import { usePostcodeProblems } from './summary/usePostcodeProblems.ts';
import { indexIssues } from './table/cardIssues.ts';
import { cellOptions } from './table/cellOptions.ts';
import { RecipientTable, type RecipientTableHandle } from './table/RecipientTable.tsx';
import { problemRows as findProblemRows, searchRows } from './table/rowIndexes.ts';
import { tableColumns, type TableField } from './table/tableColumns.ts';
import { UndoBar } from './UndoBar.tsx';
import { useCardEdits } from './useCardEdits.ts';
import { useRecipientSelection } from './useRecipientSelection.ts';
import { useUndo } from './useUndo.ts';
import styles from './RecipientEditor.module.css';

export interface RecipientEditorProps {
  recipients: Recipient[];
  /** `context.recipientValidation` of the configurator (null before the first check). */
  validation: RecipientValidation | null;
  personalisation: Personalisation | null;
  /** Declared custom variables (`draft.customVariables`; shown for `variable_blocks`). */
  variableNames: string[];
  maxCards: number;
  send: (event: RecipientEditEvent) => void;
  /** Extra buttons in the head (the configurator's „Liste verwenden“ / „Als Liste speichern“). */
  actions?: ReactNode;
  /** Scroll to this card and focus its first field with a problem (e.g. from the summary). */
  focusCardId?: string | null;
  /** False when the envelope stays blank: the address columns lose their required mark. */
  addressRequired?: boolean;
  /**
   * What the pen cannot write, card by card (the configurator's shared writing check):
   * marked at the cells, counted in „N Karten brauchen deine Hilfe“.
   */
  penProblems?: readonly PenCardProblem[];
  /** What the pen writes, for "Ähnliche Buchstaben verwenden"; null while the font loads. */
  canWrite?: CanWrite | null;
  /** Opens the sender fields (the sender's letters are fixed there, not in the table). */
  onEditSender?: () => void;
  /**
   * Does the order's text write `{{Anrede}}` (issue 27)? True: the salutation column is
   * required; false: it is optional and hidden behind „Anrede-Spalte zeigen“; unset (a saved
   * list, no text yet): shown and optional.
   */
  salutationRequired?: boolean;
}

const NO_PROBLEMS: readonly PenCardProblem[] = [];

/**
 * The recipient table and the spreadsheet import, with bulk edits, salutation suggestions
 * from first names and duplicates after an import: the configurator's data step and the
 * profile's recipient lists.
 */
export function RecipientEditor({
  recipients,
  validation,
  personalisation,
  variableNames,
  maxCards,
  send,
  actions: headActions,
  focusCardId = null,
  addressRequired = true,
  penProblems = NO_PROBLEMS,
  canWrite = null,
  onEditSender,
  salutationRequired,
}: RecipientEditorProps) {
  const { t, language } = useRecipientTexts();
  const table = useRef<RecipientTableHandle>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const selection = useRecipientSelection(recipients);
  const undo = useUndo();
  const [filling, setFilling] = useState(false);
  const [checkDuplicates, setCheckDuplicates] = useState(false);
  const [query, setQuery] = useState('');
  const [salutationToggled, setSalutationToggled] = useState(false);
  const salutationOptional = salutationRequired === false;
  const salutationShown = !salutationOptional || salutationToggled;
  const lastProblem = useRef(-1);
  const suggestions = useSalutationSuggestions(recipients);
  const count = recipients.length;
  const full = count >= maxCards;

  const columns = useMemo(
    () =>
      tableColumns({
        personalisation,
        variableNames,
        addressRequired,
        salutation: salutationRequired ? 'required' : salutationShown ? 'optional' : 'hidden',
      }),
    [personalisation, variableNames, addressRequired, salutationRequired, salutationShown],
  );
  const issues = useMemo(() => indexIssues(validation), [validation]);
  const postcodes = usePostcodeProblems(recipients);
  // Cells the pen cannot write and doubtful postcodes are marked, counted and jumped to alike.
  const pen = useMemo(
    () =>
      withPostcodeMarks(
        penCells(
          penProblems,
          recipients,
          columns.map((column) => column.field),
        ),
        postcodes,
        t,
      ),
    [penProblems, recipients, columns, postcodes, t],
  );
  const visibleRows = useMemo(() => searchRows(recipients, query), [recipients, query]);
  const problemRows = useMemo(
    () => findProblemRows(recipients, issues, pen),
    [recipients, issues, pen],
  );
  const countries = useMemo(() => countryOptions(language, t('countries.none')), [language, t]);
  const options = useMemo(() => cellOptions(t, countries), [t, countries]);
  const duplicates = useMemo(
    () => (checkDuplicates ? findDuplicateRecipients(recipients) : []),
    [checkDuplicates, recipients],
  );

  const cards = useCardEdits({ recipients, send, full, undo, selection, t, table, addButton });
  // jump stays the same function while the list changes; it reads the list through a ref.
  const latestRecipients = useRef(recipients);
  latestRecipients.current = recipients;

  const onImport = (imported: RecipientInput[], mode: ImportMode, skippedExampleRows: number) => {
    if (imported.length === 0) {
      undo.notify(t('undo.onlyExample'));
      return;
    }
    const lengthAfter = imported.length + (mode === 'append' ? count : 0);
    send({ type: 'IMPORT_RECIPIENTS', recipients: imported, mode });
    const message = [
      t('undo.imported', { count: imported.length }),
      skippedExampleRows > 0 ? t('undo.exampleSkipped') : '',
    ].join(' ');
    undo.propose({ message: message.trim(), before: recipients, lengthAfter });
    table.current?.focusCell(mode === 'append' ? count : 0, 0, true);
    setCheckDuplicates(true);
    // A list without a salutation column: suggest the salutations from the first names –
    // unless the text writes no salutation (then nobody needs to choose one).
    if (
      salutationShown &&
      imported.some((input) => needsSalutation(createRecipient('import', input)))
    )
      suggestions.start();
  };

  const bulk = useBulkEdits({ recipients, send, undo, selection, suggestions, t });
  const fillColumn = (field: TableField, value: string, scope: 'all' | 'selected') => {
    setFilling(false);
    bulk.fillColumn(field, value, scope);
  };
  const removeDuplicates = () => {
    const ids = duplicates.flatMap((d) => recipients[d.index]?.id ?? []);
    if (ids.length === 0) return;
    setCheckDuplicates(false);
    send({ type: 'REMOVE_RECIPIENTS', ids });
    undo.propose({
      message: t('duplicates.removed', { count: ids.length }),
      before: recipients,
      lengthAfter: count - ids.length,
    });
  };

  const jump = useCallback(
    (recipientId: string) => {
      const index = latestRecipients.current.findIndex((r) => r.id === recipientId);
      if (index < 0) return;
      const field =
        issues.get(recipientId)?.keys().next().value ??
        [...(pen.get(recipientId)?.keys() ?? [])].find(Boolean);
      const col = columns.findIndex((column) => column.field === field);
      lastProblem.current = index;
      // A card the search hides: show every card again, then focus it.
      const hidden = visibleRows !== null && !visibleRows.includes(index);
      if (hidden) setQuery('');
      table.current?.focusCell(index, Math.max(col, 0), hidden);
    },
    [issues, pen, columns, visibleRows],
  );
  const nextProblem = () => {
    const next = problemRows.find((row) => row > lastProblem.current) ?? problemRows[0];
    const recipient = next === undefined ? undefined : recipients[next];
    if (recipient) jump(recipient.id);
  };
  const onFocusCard = useEffectEvent((id: string) => jump(id));
  useEffect(() => {
    if (focusCardId) onFocusCard(focusCardId);
  }, [focusCardId]);

  const tooMany = validation?.listIssues.find((issue) => issue.code === 'tooManyCards');

  return (
    // The configurator page names the step in its own heading (h2); the parts below are h3.
    <section className={styles.step} aria-label={t('title')}>
      <header className={styles.head}>
        <p className={styles.intro}>{t('intro')}</p>
        <p className={styles.count} aria-live="polite">
          {t('count', { shown: count, max: maxCards })}
        </p>
        {headActions ? <div className={styles.headActions}>{headActions}</div> : null}
      </header>

      <RecipientImport
        recipients={recipients}
        personalisation={personalisation}
        variableNames={variableNames}
        maxCards={maxCards}
        addressRequired={addressRequired}
        onImport={onImport}
      />

      {tooMany && tooMany.code === 'tooManyCards' ? (
        <Alert tone="error">
          {t('listIssues.tooManyCards', { max: tooMany.max, excess: count - tooMany.max })}
        </Alert>
      ) : null}
      <DuplicatesPanel
        duplicates={duplicates}
        recipients={recipients}
        onRemove={removeDuplicates}
        onKeep={() => setCheckDuplicates(false)}
      />
      {salutationShown ? (
        <SalutationSuggestionsPanel
          state={suggestions}
          recipients={recipients}
          onConfirmAll={bulk.confirmSuggestions}
          onJump={jump}
          onChoose={bulk.chooseSalutation}
        />
      ) : null}
      {validation ? (
        <ErrorSummary validation={validation} recipients={recipients} onJump={jump} />
      ) : null}
      <PenProblems
        problems={penProblems}
        recipients={recipients}
        canWrite={canWrite}
        onJump={jump}
        onUseSimilar={bulk.applySimilar}
        {...(onEditSender ? { onEditSender } : {})}
      />
      <AddressProblems
        problems={postcodes}
        recipients={recipients}
        onJump={jump}
        onApply={bulk.applyAddressFixes}
        onKeep={bulk.keepAddress}
      />

      <RecipientToolbar
        addButtonRef={addButton}
        count={count}
        maxCards={maxCards}
        full={full}
        selectedCount={selection.selected.size}
        hasProblems={problemRows.length > 0}
        query={query}
        visibleRows={visibleRows}
        salutationOptional={salutationOptional}
        salutationToggled={salutationToggled}
        onAdd={cards.addFromButton}
        onDeleteSelected={cards.deleteSelected}
        onNextProblem={nextProblem}
        onQuery={setQuery}
        onToggleSalutation={() => setSalutationToggled((shown) => !shown)}
      />
      <BulkActions
        count={count}
        selectedCount={selection.selected.size}
        missingSalutations={suggestions.missing}
        salutationShown={salutationShown}
        suggesting={suggestions.status !== 'off'}
        onSetGender={bulk.setGender}
        onFillOpen={bulk.fillOpen}
        onFill={() => setFilling(true)}
        onSuggest={suggestions.start}
      />

      <RecipientTable
        ref={table}
        recipients={recipients}
        columns={columns}
        issues={issues}
        penCells={pen}
        visibleRows={visibleRows}
        selected={selection.selected}
        suggestions={suggestions.byId}
        countryOptions={countries}
        actions={cards.actions}
        onToggleAll={selection.toggleAll}
        onAddAtEnd={cards.addAtEnd}
      />
      {count === 0 ? <p className={styles.empty}>{t('table.empty')}</p> : null}
      <UndoBar undo={undo} onUndo={cards.restore} />
      <p className={styles.legend}>{t('table.legend')}</p>
      <p className={styles.legend}>{t('table.keyboard')}</p>

      {filling ? (
        <FillColumnDialog
          columns={columns}
          options={options}
          count={count}
          selectedCount={selection.selected.size}
          onCancel={() => setFilling(false)}
          onConfirm={fillColumn}
        />
      ) : null}
      {cards.confirmingDelete ? (
        <DeleteConfirm
          count={selection.selected.size}
          onCancel={cards.cancelDelete}
          onConfirm={cards.confirmDelete}
        />
      ) : null}
    </section>
  );
}
