import { useId, useState } from 'react';
import { Button } from '../../Button.tsx';
import { Modal } from '../../Modal.tsx';
import type { SelectOption } from '../table/RecipientCell.tsx';
import type { CellKind, TableColumn, TableField } from '../table/tableColumns.ts';
import { useRecipientTexts } from '../recipientTexts.ts';
import styles from './FillColumnDialog.module.css';

export interface FillColumnDialogProps {
  columns: readonly TableColumn[];
  /** Options of the select columns (gender, address form, country). */
  options: Partial<Record<CellKind, readonly SelectOption[]>>;
  count: number;
  selectedCount: number;
  onCancel: () => void;
  onConfirm: (field: TableField, value: string, scope: 'all' | 'selected') => void;
}

/** "Spalte füllen": one value into one column, for all cards or the selected ones. */
export function FillColumnDialog({
  columns,
  options,
  count,
  selectedCount,
  onCancel,
  onConfirm,
}: FillColumnDialogProps) {
  const { t, fieldLabel } = useRecipientTexts();
  const [field, setField] = useState<TableField>(columns[0]?.field ?? 'firstName');
  const [value, setValue] = useState('');
  const [scope, setScope] = useState<'all' | 'selected'>(selectedCount > 0 ? 'selected' : 'all');
  const columnId = useId();
  const valueId = useId();
  const scopeName = useId();
  const column = columns.find((c) => c.field === field);
  const choices =
    column && column.kind !== 'text' && column.kind !== 'longText'
      ? options[column.kind]
      : undefined;

  const changeField = (next: TableField) => {
    setField(next);
    const nextColumn = columns.find((c) => c.field === next);
    const first = nextColumn ? options[nextColumn.kind]?.[0]?.value : undefined;
    setValue(
      nextColumn && nextColumn.kind !== 'text' && nextColumn.kind !== 'longText'
        ? (first ?? '')
        : '',
    );
  };

  return (
    <Modal
      open
      size="md"
      onClose={onCancel}
      title={t('fill.title')}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('fill.cancel')}
          </Button>
          <Button onClick={() => onConfirm(field, value, scope)}>{t('fill.confirm')}</Button>
        </>
      }
    >
      <p className={styles.intro}>{t('fill.intro')}</p>
      <div className={styles.fields}>
        <label htmlFor={columnId}>{t('fill.column')}</label>
        <select
          id={columnId}
          className={styles.control}
          value={field}
          onChange={(event) => changeField(event.target.value as TableField)}
        >
          {columns.map((c) => (
            <option key={c.field} value={c.field}>
              {fieldLabel(c.field)}
            </option>
          ))}
        </select>
        <label htmlFor={valueId}>{t('fill.value')}</label>
        {choices ? (
          <select
            id={valueId}
            className={styles.control}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          >
            {choices.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={valueId}
            type="text"
            className={styles.control}
            value={value}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </div>
      {selectedCount > 0 ? (
        <fieldset className={styles.scope}>
          <legend>{t('fill.scope')}</legend>
          <label>
            <input
              type="radio"
              name={scopeName}
              checked={scope === 'selected'}
              onChange={() => setScope('selected')}
            />{' '}
            {t('fill.selected', { count: selectedCount })}
          </label>
          <label>
            <input
              type="radio"
              name={scopeName}
              checked={scope === 'all'}
              onChange={() => setScope('all')}
            />{' '}
            {t('fill.all', { count })}
          </label>
        </fieldset>
      ) : null}
    </Modal>
  );
}
