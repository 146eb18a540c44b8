import { useId, useRef, useState, type DragEvent } from 'react';
import type { Personalisation } from '@federkiel/machines';
import { Alert } from '../../Alert.tsx';
import { buttonClassName } from '../../Button.tsx';
import { cx } from '../../../lib/cx.ts';
import { useRecipientTexts } from '../recipientTexts.ts';
import { templateUrl } from './templateUrls.ts';
import type { ImportStatus } from './useSpreadsheetImport.ts';
import styles from './ImportPanel.module.css';

// Old .xls files are accepted by the picker so the customer learns how to convert them.
const ACCEPT = [
  '.csv',
  '.txt',
  '.xlsx',
  '.xls',
  'text/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
].join(',');

export interface ImportPanelProps {
  personalisation: Personalisation | null;
  variableNames: readonly string[];
  state: ImportStatus;
  onFile: (file: File) => void;
}

/** Template downloads and the upload (drop zone + button), with progress and errors. */
export function ImportPanel({ personalisation, variableNames, state, onFile }: ImportPanelProps) {
  const { t } = useRecipientTexts();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const titleId = useId();
  const busy = state.status === 'working';

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.text}>
        <h3 id={titleId} className={styles.title}>
          {t('import.title')}
        </h3>
        <p className={styles.intro}>{t('import.intro')}</p>
        <p className={styles.templates}>
          {t('import.templates')}{' '}
          <a href={templateUrl('xlsx', personalisation, variableNames)} download>
            {t('import.templateXlsx')}
          </a>
          {' · '}
          <a href={templateUrl('csv', personalisation, variableNames)} download>
            {t('import.templateCsv')}
          </a>
        </p>
      </div>
      <div
        className={cx(styles.dropZone, dragging && styles.dragging)}
        data-testid="recipient-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {busy ? (
          <ImportProgress state={state} />
        ) : (
          <>
            <span className={styles.dropText}>
              {dragging ? t('import.dropActive') : t('import.drop')}
            </span>
            {dragging ? null : <span className={styles.or}>{t('import.or')}</span>}
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              onClick={() => input.current?.click()}
            >
              {t('import.choose')}
            </button>
          </>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="fk-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="recipient-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // the same file again must fire again
            if (file) onFile(file);
          }}
        />
      </div>
      {state.status === 'failed' ? (
        <Alert tone="error" className={styles.error} title={state.fileName}>
          {t(`import.errors.${state.code}`)}
        </Alert>
      ) : null}
    </section>
  );
}

function ImportProgress({ state }: { state: Extract<ImportStatus, { status: 'working' }> }) {
  const { t } = useRecipientTexts();
  const percent = state.fraction === null ? undefined : Math.round(state.fraction * 100);
  const label = t(`import.progress.${state.phase}`);
  return (
    <div role="status" className={styles.progress}>
      <span>
        {state.fileName}: {label}
        {percent === undefined ? '' : ` ${percent} %`}
      </span>
      <progress max={100} value={percent} aria-label={label} />
    </div>
  );
}
