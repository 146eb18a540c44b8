import { useId, useMemo, useState } from 'react';
import { Alert } from '../../Alert.tsx';
import { Button } from '../../Button.tsx';
import { Modal } from '../../Modal.tsx';
import { cx } from '../../../lib/cx.ts';
import { useRecipientTexts } from '../recipientTexts.ts';
import type { ParsedSummary } from './importProtocol.ts';
import type { ColumnTargets, ImportField, ImportOptions } from './importTypes.ts';
import { importFields } from './matchHeaders.ts';
import { columnLetter, duplicateTargets, missingTargets } from './mappingChecks.ts';
import { MappingPreview } from './MappingPreview.tsx';
import { ExampleRowChoice } from './ExampleRowChoice.tsx';
import { firstRowExample, rowsToRecipients } from './rowsToRecipients.ts';
import styles from './MappingDialog.module.css';

export type ImportMode = 'replace' | 'append';

export interface MappingDialogProps {
  summary: ParsedSummary;
  options: ImportOptions;
  /** Cards in the list now, and how many of them hold anything (blank rows are replaced). */
  currentCount: number;
  keptCount: number;
  maxCards: number;
  addressRequired: boolean;
  onCancel: () => void;
  /** `skipFirstRow`: the customer left the template's example row out. */
  onConfirm: (targets: ColumnTargets, mode: ImportMode, skipFirstRow: boolean) => void;
}

const DELIMITER_NAMES: Record<string, string> = {
  ';': 'semicolon',
  ',': 'comma',
  '\t': 'tab',
  '|': 'pipe',
};

/**
 * Before an import: which file column becomes which field (unknown headers marked, each
 * can be mapped or left out), a preview of the first cards, replace or append, and the
 * card limit.
 */
export function MappingDialog({
  summary,
  options,
  currentCount,
  keptCount,
  maxCards,
  addressRequired,
  onCancel,
  onConfirm,
}: MappingDialogProps) {
  const { t, fieldLabel } = useRecipientTexts();
  const [targets, setTargets] = useState<ColumnTargets>(() => summary.columns.map((c) => c.field));
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [mode, setMode] = useState<ImportMode>(keptCount > 0 ? 'append' : 'replace');
  const [skipChoice, setSkipChoice] = useState<boolean | null>(null);
  const modeName = useId();
  const fields = useMemo(() => importFields(options), [options]);
  const label = (field: ImportField) =>
    field.startsWith('variables.')
      ? t('fields.variable', { name: fieldLabel(field) })
      : fieldLabel(field);

  const duplicates = duplicateTargets(targets);
  const missing = missingTargets(targets, options, addressRequired);
  const example = firstRowExample(summary.previewRows, targets);
  // Until the customer ticks or unticks it, only the untouched example row is left out.
  const skipFirstRow = example !== null && (skipChoice ?? example === 'exact');
  const importCount = summary.rowCount - (skipFirstRow ? 1 : 0);
  const effectiveMode: ImportMode = keptCount > 0 ? mode : 'replace';
  const total = importCount + (effectiveMode === 'append' ? currentCount : 0);
  const tooMany = total > maxCards;
  const canImport = duplicates.length === 0 && !tooMany;

  const sample = (index: number) =>
    summary.previewRows.map((row) => row[index] ?? '').find((value) => value.trim()) ?? '';

  const facts = [
    t('mapping.headerRow', { row: summary.headerRowNumber }),
    summary.sheetName ? t('mapping.sheet', { sheet: summary.sheetName }) : null,
    summary.delimiter && summary.encoding
      ? t('mapping.csv', {
          delimiter: t(`mapping.delimiters.${DELIMITER_NAMES[summary.delimiter] ?? 'comma'}`),
          encoding: t(`mapping.encodings.${summary.encoding}`),
        })
      : null,
    summary.skippedEmptyRows > 0
      ? t('mapping.skippedEmpty', { count: summary.skippedEmptyRows })
      : null,
  ].filter(Boolean);

  return (
    <Modal
      open
      size="2xl"
      onClose={onCancel}
      closeOnBackdrop={false}
      title={t('mapping.title')}
      className={styles.dialog}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('mapping.cancel')}
          </Button>
          <Button
            disabled={!canImport}
            onClick={() => onConfirm(targets, effectiveMode, skipFirstRow)}
          >
            {t('mapping.confirm', { count: importCount })}
          </Button>
        </>
      }
    >
      <p className={styles.file}>
        <strong>{t('mapping.file', { file: summary.fileName, count: summary.rowCount })}</strong>
        <span className={styles.facts}>{facts.join(' · ')}</span>
      </p>
      <p className={styles.intro}>{t('mapping.intro')}</p>

      <table className={styles.columns}>
        <caption className="fk-visually-hidden">{t('mapping.columns')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mapping.column')}</th>
            <th scope="col">{t('mapping.sample')}</th>
            <th scope="col">{t('mapping.target')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.columns.map((column, index) => {
            const header =
              column.header || t('mapping.unnamed', { letter: columnLetter(column.index) });
            const target = targets[index] ?? null;
            const flag =
              target || touched.has(index)
                ? null
                : column.recognised
                  ? t('mapping.taken')
                  : t('mapping.unknown');
            const hintId = `mapping-hint-${index}`;
            return (
              <tr key={column.index} className={cx(flag && !column.recognised && styles.unknown)}>
                <th scope="row">{header}</th>
                <td className={styles.sample}>{sample(index)}</td>
                <td>
                  <select
                    className={styles.select}
                    value={target ?? ''}
                    aria-label={t('mapping.targetFor', { column: header })}
                    aria-describedby={flag ? hintId : undefined}
                    onChange={(event) => {
                      const value = (event.target.value || null) as ImportField | null;
                      setTargets((all) => all.map((old, i) => (i === index ? value : old)));
                      setTouched((all) => new Set(all).add(index));
                    }}
                  >
                    <option value="">{t('mapping.ignore')}</option>
                    {fields.map((field) => (
                      <option key={field} value={field}>
                        {label(field)}
                      </option>
                    ))}
                  </select>
                  {flag ? (
                    <span id={hintId} className={styles.flag}>
                      {flag}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      {duplicates.map((field) => (
        <Alert key={field} tone="error" className={styles.alert}>
          {t('mapping.duplicate', { field: label(field) })}
        </Alert>
      ))}
      {missing.length > 0 ? (
        <Alert tone="info" className={styles.alert}>
          {t('mapping.missing', { fields: missing.map(label).join(', ') })}
        </Alert>
      ) : null}

      <MappingPreview rows={summary.previewRows} targets={targets} options={options} />
      <ExampleRowChoice
        match={example}
        row={firstRowText(summary.previewRows, targets)}
        skip={skipFirstRow}
        onChange={setSkipChoice}
      />

      {keptCount > 0 ? (
        <fieldset className={styles.mode}>
          <legend>{t('mapping.mode', { count: currentCount })}</legend>
          <label>
            <input
              type="radio"
              name={modeName}
              checked={mode === 'append'}
              onChange={() => setMode('append')}
            />{' '}
            {t('mapping.append', { total: currentCount + importCount })}
          </label>
          <label>
            <input
              type="radio"
              name={modeName}
              checked={mode === 'replace'}
              onChange={() => setMode('replace')}
            />{' '}
            {t('mapping.replace')}
          </label>
        </fieldset>
      ) : null}
      {tooMany ? (
        <Alert tone="error" className={styles.alert}>
          {t('mapping.tooMany', { total, max: maxCards })}
        </Alert>
      ) : null}
    </Modal>
  );
}

/** "Anna Schmidt, Hauptstraße 1, 10115 Berlin": the first row as the card it becomes. */
function firstRowText(rows: readonly string[][], targets: ColumnTargets): string {
  const first = rows[0];
  const recipient = first ? rowsToRecipients([first], targets).recipients[0] : undefined;
  if (!recipient) return '';
  const address = recipient.address ?? {};
  return [
    [recipient.firstName, recipient.lastName].filter(Boolean).join(' '),
    address.line1,
    [address.postalCode, address.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}
