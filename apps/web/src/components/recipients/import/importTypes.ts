import type { ColumnField, Personalisation } from '@federkiel/machines';

/**
 * What a spreadsheet column can be imported as: a recipient field of the machines'
 * `RECIPIENT_COLUMNS`, a custom variable, or one of two helpers real lists often have:
 * a separate house number (appended to the street) and a combined "PLZ Ort" column.
 */
export type ImportField =
  ColumnField | `variables.${string}` | 'address.houseNumber' | 'address.postalCodeCity';

/** The target of each column, by column position; `null` = not imported. */
export type ColumnTargets = (ImportField | null)[];

/** What the header matching needs to know about the order. */
export interface ImportOptions {
  personalisation: Personalisation | null;
  /** Declared custom variables (`variable_blocks`), as the customer wrote them. */
  variableNames: readonly string[];
}

export type SpreadsheetFormat = 'csv' | 'xlsx';
export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** One column of the file and where it goes. */
export interface ColumnMatch {
  index: number;
  header: string;
  /** Suggested target; `null` when the header is unknown or its field is taken already. */
  field: ImportField | null;
  /** The header was recognised (a null field then means "taken by an earlier column"). */
  recognised: boolean;
}

/** A spreadsheet read into text cells, its header row found and empty rows dropped. */
export interface ParsedSpreadsheet {
  format: SpreadsheetFormat;
  headers: string[];
  /** Data rows below the header row, every row as long as `headers`. */
  rows: string[][];
  /** 1-based row (XLSX) or line (CSV) of the header in the file. */
  headerRowNumber: number;
  skippedEmptyRows: number;
  /** CSV only. */
  encoding?: TextEncodingName;
  delimiter?: string;
  /** XLSX only: the sheet read and every sheet of the workbook. */
  sheetName?: string;
  sheetNames?: string[];
}

export type ImportErrorCode =
  'unsupportedFormat' | 'legacyExcel' | 'tooLarge' | 'empty' | 'noDataRows' | 'unreadable';

/** Thrown by the pure functions; the worker answers `failed` with the code. */
export class ImportError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}
