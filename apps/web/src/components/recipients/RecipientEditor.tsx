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
  type EditEvent,
  type Gender,
  type Personalisation,
  type Recipient,
  type RecipientInput,
  type RecipientValidation,
} from '@federkiel/machines';
import {
  applyToRecipients,
  fillOpenSalutations,
} from '@federkiel/machines/configurator/recipientBulk';
import { findDuplicateRecipients } from '@federkiel/machines/configurator/recipientDuplicates';
import { needsSalutation } from '@federkiel/machines/configurator/salutationSuggestions';
import type { CanWrite } from '@federkiel/machines/configurator/similarLetters';
import { Alert } from '../Alert.tsx';
import { Button } from '../Button.tsx';
import { BulkActions } from './bulk/BulkActions.tsx';
import { FillColumnDialog } from './bulk/FillColumnDialog.tsx';
import { countryOptions } from './countryOptions.ts';
import { DuplicatesPanel } from './duplicates/DuplicatesPanel.tsx';
import { DeleteConfirm } from './DeleteConfirm.tsx';
import type { ImportMode } from './import/MappingDialog.tsx';
import { RecipientImport } from './import/RecipientImport.tsx';
import { useRecipientTexts } from './recipientTexts.ts';
import { SalutationSuggestionsPanel } from './salutations/SalutationSuggestionsPanel.tsx';
import { useSalutationSuggestions } from './salutations/useSalutationSuggestions.ts';
import { ErrorSummary } from './summary/ErrorSummary.tsx';
import { PenProblems } from './summary/PenProblems.tsx';
import { matchesSearch, penCells, type PenCardProblem } from './summary/penProblems.ts';
import { indexIssues } from './table/cardIssues.ts';
import { cellOptions } from './table/cellOptions.ts';
import { RecipientTable, type RecipientTableHandle } from './table/RecipientTable.tsx';
import type { RowActions } from './table/RecipientRow.tsx';
import {
  fieldChange,
  isBlankRecipient,
  tableColumns,
  type TableField,
} from './table/tableColumns.ts';
import { UndoBar } from './UndoBar.tsx';
import { useRecipientSelection } from './useRecipientSelection.ts';
import { useUndo } from './useUndo.ts';
import styles from './RecipientEditor.module.css';

/** The edits the editor sends (the configurator machine's recipient events). */
export type RecipientEditEvent = Extract<
  EditEvent,
  {
    type:
      | 'ADD_RECIPIENT'
      | 'UPDATE_RECIPIENT'
      | 'DUPLICATE_RECIPIENT'
      | 'REMOVE_RECIPIENTS'
      | 'IMPORT_RECIPIENTS';
  }
>;

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
  const [confirmingDelete, setConfirmingDelete] = useState(false);
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
  const pen = useMemo(
    () =>
      penCells(
        penProblems,
        recipients,
        columns.map((column) => column.field),
      ),
    [penProblems, recipients, columns],
  );
  const visibleRows = useMemo(() => {
    if (!query.trim()) return null;
    const rows: number[] = [];
    recipients.forEach((recipient, index) => {
      if (matchesSearch(recipient, index, query)) rows.push(index);
    });
    return rows;
  }, [recipients, query]);
  /** Card indexes with anything to fix: missing or wrong entries, or unwritable letters. */
  const problemRows = useMemo(() => {
    const rows: number[] = [];
    recipients.forEach((recipient, index) => {
      if (issues.has(recipient.id) || pen.has(recipient.id)) rows.push(index);
    });
    return rows;
  }, [recipients, issues, pen]);
  const countries = useMemo(() => countryOptions(language, t('countries.none')), [language, t]);
  const options = useMemo(() => cellOptions(t, countries), [t, countries]);
  const duplicates = useMemo(
    () => (checkDuplicates ? findDuplicateRecipients(recipients) : []),
    [checkDuplicates, recipients],
  );

  // Handlers read the latest props through a ref, so the memoised rows keep their props.
  const latest = useRef({ recipients, send, full, undo, selection });
  latest.current = { recipients, send, full, undo, selection };

  const removeCards = useCallback((ids: string[], message: string) => {
    const { recipients: before, send: dispatch, undo: offers } = latest.current;
    const first = before.findIndex((r) => ids.includes(r.id));
    dispatch({ type: 'REMOVE_RECIPIENTS', ids });
    const lengthAfter = before.length - ids.length;
    offers.propose({ message, before, lengthAfter });
    if (lengthAfter > 0) table.current?.focusCell(Math.min(first, lengthAfter - 1), -1, true);
    else addButton.current?.focus();
  }, []);

  const actions = useMemo<RowActions>(
    () => ({
      onCommit: (id: string, field: TableField, value: string) => {
        latest.current.undo.dismiss();
        latest.current.send({ type: 'UPDATE_RECIPIENT', id, changes: fieldChange(field, value) });
      },
      onToggleSelect: (id: string) => latest.current.selection.toggle(id),
      onDuplicate: (id: string) => {
        const { recipients: list, full: atLimit, send: dispatch, undo: offers } = latest.current;
        if (atLimit) return;
        offers.dismiss();
        dispatch({ type: 'DUPLICATE_RECIPIENT', id });
        table.current?.focusCell(list.findIndex((r) => r.id === id) + 1, 0, true);
      },
      onDelete: (id: string) => {
        const index = latest.current.recipients.findIndex((r) => r.id === id);
        removeCards([id], t('undo.deletedOne', { number: index + 1 }));
      },
    }),
    [removeCards, t],
  );

  const add = () => {
    if (full) return false;
    undo.dismiss();
    send({ type: 'ADD_RECIPIENT' });
    return true;
  };
  const addFromButton = () => {
    if (add()) table.current?.focusCell(count, 0, true);
  };
  /** Enter on the last row adds a card – unless that row is still blank. */
  const addAtEnd = () => {
    const last = recipients[count - 1];
    return last && isBlankRecipient(last) ? false : add();
  };

  const deleteSelected = () => {
    const ids = [...selection.selected];
    if (ids.length > 1) setConfirmingDelete(true);
    else if (ids[0]) actions.onDelete(ids[0]);
  };
  const confirmDelete = () => {
    const ids = [...selection.selected];
    setConfirmingDelete(false);
    selection.clear();
    removeCards(ids, t('undo.deletedMany', { count: ids.length }));
  };

  const restore = () => {
    const offer = undo.take(count, t('undo.done'));
    if (offer) send({ type: 'IMPORT_RECIPIENTS', recipients: offer.before, mode: 'replace' });
  };

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

  /** One change for many cards: the whole list in one replace (validated once), with undo. */
  const replaceAll = (next: RecipientInput[], message: string) => {
    send({ type: 'IMPORT_RECIPIENTS', recipients: next, mode: 'replace' });
    undo.propose({ message, before: recipients, lengthAfter: next.length });
  };
  const scopeIds = (scope: 'all' | 'selected') =>
    scope === 'selected' ? new Set(selection.selected) : null;
  const changedCount = (scope: 'all' | 'selected') =>
    scope === 'selected' ? selection.selected.size : count;

  const setGender = (gender: Gender, scope: 'selected') => {
    replaceAll(
      applyToRecipients(recipients, scopeIds(scope), { gender }),
      t('bulk.doneAll', { count: changedCount(scope) }),
    );
    if (scope === 'selected') selection.clear();
  };
  const fillOpen = () => {
    const { recipients: next, changed } = fillOpenSalutations(recipients, 'neutral');
    if (changed > 0) replaceAll(next, t('bulk.filledOpen', { count: changed }));
  };
  const chooseSalutation = (id: string, gender: Gender) => {
    undo.dismiss();
    send({ type: 'UPDATE_RECIPIENT', id, changes: { gender } });
  };
  const fillColumn = (field: TableField, value: string, scope: 'all' | 'selected') => {
    setFilling(false);
    replaceAll(
      applyToRecipients(recipients, scopeIds(scope), fieldChange(field, value)),
      t('bulk.doneAll', { count: changedCount(scope) }),
    );
    if (scope === 'selected') selection.clear();
  };
  /** Applies the sure suggestions only; "bitte prüfen" cards wait for the customer. */
  const confirmSuggestions = () => {
    const sure = new Map(suggestions.sure.map((s) => [s.recipientId, s.gender] as const));
    if (sure.size === 0) return;
    replaceAll(
      applyToRecipients(recipients, null, (recipient) => {
        const gender = recipient.gender === null ? sure.get(recipient.id) : undefined;
        return gender ? { gender } : null;
      }),
      t('suggestions.confirmed', { count: sure.size }),
    );
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
      const index = latest.current.recipients.findIndex((r) => r.id === recipientId);
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
  const applySimilar = (changes: ReadonlyMap<string, { input: RecipientInput }>) => {
    if (changes.size === 0) return;
    replaceAll(
      applyToRecipients(recipients, new Set(changes.keys()), (recipient) => {
        return changes.get(recipient.id)?.input ?? null;
      }),
      t('pen.applied', { count: changes.size }),
    );
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
          onConfirmAll={confirmSuggestions}
          onJump={jump}
          onChoose={chooseSalutation}
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
        onUseSimilar={applySimilar}
        {...(onEditSender ? { onEditSender } : {})}
      />

      <div className={styles.toolbar}>
        <Button ref={addButton} size="sm" onClick={addFromButton} disabled={full}>
          {t('toolbar.add')}
        </Button>
        {selection.selected.size > 0 ? (
          <>
            <span className={styles.selectedCount}>
              {t('toolbar.selected', { count: selection.selected.size })}
            </span>
            <Button size="sm" variant="ghost" bordered onClick={deleteSelected}>
              {t('toolbar.deleteSelected', { count: selection.selected.size })}
            </Button>
          </>
        ) : null}
        {full ? <span className={styles.limit}>{t('limitReached', { max: maxCards })}</span> : null}
        {problemRows.length > 0 ? (
          <Button size="sm" variant="ghost" bordered onClick={nextProblem}>
            {t('search.next')}
          </Button>
        ) : null}
        <input
          type="search"
          className={styles.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
        {salutationOptional ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              bordered
              aria-pressed={salutationToggled}
              onClick={() => setSalutationToggled((shown) => !shown)}
            >
              {t('table.showSalutation')}
            </Button>
            <span className={styles.selectedCount}>{t('table.salutationOptional')}</span>
          </>
        ) : null}
        {visibleRows ? (
          <span className={styles.selectedCount} aria-live="polite">
            {visibleRows.length > 0
              ? t('search.results', { shown: visibleRows.length, count })
              : t('search.none', { query: query.trim() })}
          </span>
        ) : null}
      </div>
      <BulkActions
        count={count}
        selectedCount={selection.selected.size}
        missingSalutations={suggestions.missing}
        salutationShown={salutationShown}
        suggesting={suggestions.status !== 'off'}
        onSetGender={setGender}
        onFillOpen={fillOpen}
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
        actions={actions}
        onToggleAll={selection.toggleAll}
        onAddAtEnd={addAtEnd}
      />
      {count === 0 ? <p className={styles.empty}>{t('table.empty')}</p> : null}
      <UndoBar undo={undo} onUndo={restore} />
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
      {confirmingDelete ? (
        <DeleteConfirm
          count={selection.selected.size}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={confirmDelete}
        />
      ) : null}
    </section>
  );
}
