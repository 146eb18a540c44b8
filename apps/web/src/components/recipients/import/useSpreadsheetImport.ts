import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecipientInput } from '@federkiel/machines';
import { createImportWorker } from './createImportWorker.ts';
import type {
  ImportPhase,
  ImportRequest,
  ImportResponse,
  ParsedSummary,
} from './importProtocol.ts';
import type { ColumnTargets, ImportErrorCode, ImportOptions } from './importTypes.ts';

// The page side of the import: one worker (created on the first file, ended with the
// component), request ids so a late answer for an older file is ignored.

export type ImportStatus =
  | { status: 'idle' }
  | { status: 'working'; phase: ImportPhase; fraction: number | null; fileName: string }
  | { status: 'mapping'; summary: ParsedSummary }
  | { status: 'failed'; code: ImportErrorCode | 'worker'; fileName: string };

export interface MappedImport {
  recipients: RecipientInput[];
  skippedExampleRows: number;
}

export interface SpreadsheetImport {
  state: ImportStatus;
  /** Reads a file in the worker; ends in `mapping` or `failed`. */
  start: (file: File, options: ImportOptions) => void;
  /** Maps the parsed rows with the chosen targets; null when it failed or was cancelled. */
  finish: (targets: ColumnTargets, skipFirstRow: boolean) => Promise<MappedImport | null>;
  cancel: () => void;
}

export function useSpreadsheetImport(): SpreadsheetImport {
  const [state, setState] = useState<ImportStatus>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const current = useRef(0);
  const fileName = useRef('');
  const waiting = useRef<((result: MappedImport | null) => void) | null>(null);

  const settle = (result: MappedImport | null) => {
    waiting.current?.(result);
    waiting.current = null;
  };

  const onMessage = useCallback((event: MessageEvent<ImportResponse>) => {
    const response = event.data;
    if (response.id !== current.current) return;
    switch (response.type) {
      case 'progress':
        setState({ status: 'working', ...response, fileName: fileName.current });
        break;
      case 'parsed':
        setState({ status: 'mapping', summary: response.summary });
        break;
      case 'mapped':
        setState({ status: 'idle' });
        settle({
          recipients: response.recipients,
          skippedExampleRows: response.skippedExampleRows,
        });
        break;
      case 'failed':
        setState({ status: 'failed', code: response.code, fileName: fileName.current });
        settle(null);
        break;
    }
  }, []);

  const post = useCallback(
    (request: ImportRequest) => {
      if (!worker.current) {
        const created = createImportWorker();
        created.onmessage = onMessage;
        created.onerror = (event) => {
          event.preventDefault?.();
          setState({ status: 'failed', code: 'worker', fileName: fileName.current });
          settle(null);
          created.terminate();
          if (worker.current === created) worker.current = null;
        };
        worker.current = created;
      }
      worker.current.postMessage(request);
    },
    [onMessage],
  );

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const start = useCallback(
    (file: File, options: ImportOptions) => {
      const id = ++current.current;
      fileName.current = file.name;
      settle(null);
      setState({ status: 'working', phase: 'reading', fraction: null, fileName: file.name });
      post({ type: 'parse', id, file, fileName: file.name, options });
    },
    [post],
  );

  const finish = useCallback(
    (targets: ColumnTargets, skipFirstRow: boolean) =>
      new Promise<MappedImport | null>((resolve) => {
        const id = ++current.current;
        settle(null);
        waiting.current = resolve;
        setState({
          status: 'working',
          phase: 'mapping',
          fraction: null,
          fileName: fileName.current,
        });
        post({ type: 'map', id, targets, skipFirstRow });
      }),
    [post],
  );

  const cancel = useCallback(() => {
    current.current += 1;
    settle(null);
    setState({ status: 'idle' });
  }, []);

  return { state, start, finish, cancel };
}
