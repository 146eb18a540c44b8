import type { RecipientInput } from '@federkiel/machines/configurator/recipientSchema';
import type {
  ColumnMatch,
  ColumnTargets,
  ImportErrorCode,
  ImportOptions,
  ParsedSpreadsheet,
} from './importTypes.ts';

// Messages between the page and the import worker. The worker keeps the parsed rows, so
// only the preview crosses over until the customer has chosen the column targets.

export const PREVIEW_ROWS = 5;

export type ImportRequest =
  | { type: 'parse'; id: number; file: Blob; fileName: string; options: ImportOptions }
  | { type: 'map'; id: number; targets: ColumnTargets; skipFirstRow: boolean };

export type ImportPhase = 'reading' | 'parsing' | 'sheets' | 'mapping';

/** What the mapping dialog needs to know about a parsed file. */
export type ParsedSummary = Omit<ParsedSpreadsheet, 'rows'> & {
  fileName: string;
  rowCount: number;
  previewRows: string[][];
  columns: ColumnMatch[];
};

export type ImportResponse =
  | { type: 'progress'; id: number; phase: ImportPhase; fraction: number | null }
  | { type: 'parsed'; id: number; summary: ParsedSummary }
  | { type: 'mapped'; id: number; recipients: RecipientInput[]; skippedExampleRows: number }
  | { type: 'failed'; id: number; code: ImportErrorCode; detail?: string };
