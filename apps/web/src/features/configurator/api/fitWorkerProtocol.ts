import type { FitCheckResult, FitSettings, Recipient } from '@federkiel/machines';
import type { FitFontSource } from '../pen/measureFont.ts';

/** Main thread → fit worker: the measuring font (sent once per font) and what to check. */
export interface FitWorkerRequest {
  id: number;
  /** Names the measuring font: the font's id and whether the pen font or the web font measures. */
  fontKey: string;
  /** The pen font's SVG text or the web font's WOFF bytes; omitted when the worker has it. */
  font?: FitFontSource;
  settings: FitSettings;
  recipients: Recipient[];
}

export type FitWorkerResponse =
  { id: number; ok: true; result: FitCheckResult } | { id: number; ok: false; message: string };
