import type { FitCheckResult, FitSettings, Recipient } from '@federkiel/machines';

/** Main thread → fit worker: the font file (sent once per font) and what to check. */
export interface FitWorkerRequest {
  id: number;
  fontId: string;
  /** The WOFF bytes; omitted when the worker already has this font. */
  bytes?: ArrayBuffer;
  settings: FitSettings;
  recipients: Recipient[];
}

export type FitWorkerResponse =
  { id: number; ok: true; result: FitCheckResult } | { id: number; ok: false; message: string };
