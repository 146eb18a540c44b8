import Papa from 'papaparse';

// CSV text → rows of cells. The delimiter is detected (German Excel writes ";", most other
// tools ","; "Unicode-Text" exports use tabs); Excel's "sep=;" first line is honoured.

export interface CsvTable {
  rows: string[][];
  delimiter: string;
  /** Lines before the table's first row (the "sep=" line), for line numbers in messages. */
  skippedLines: number;
}

const DELIMITERS = [';', ',', '\t', '|'];
const SEP_LINE = /^sep=(.)\r?\n/i;
const CHUNK_SIZE = 256 * 1024;

/** How often each delimiter occurs outside quotes in each of the first non-empty records. */
function delimiterCounts(text: string, maxRecords = 20): number[][] {
  const records: number[][] = [];
  let counts = DELIMITERS.map(() => 0);
  let inQuotes = false;
  let empty = true;
  for (let i = 0; i < text.length && records.length < maxRecords; i += 1) {
    const char = text[i] as string;
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) {
      if (!empty) records.push(counts);
      counts = DELIMITERS.map(() => 0);
      empty = true;
      continue;
    } else if (!inQuotes) {
      const d = DELIMITERS.indexOf(char);
      if (d >= 0) counts[d] = (counts[d] ?? 0) + 1;
    }
    if (char.trim()) empty = false;
  }
  if (!empty && records.length < maxRecords) records.push(counts);
  return records;
}

/**
 * The delimiter the header line uses that splits the following lines into as many cells
 * as the header has (so "Hauptstraße 1, Hinterhaus" in a ";" file does not count).
 */
export function detectDelimiter(text: string): string {
  const [header, ...rows] = delimiterCounts(text);
  if (!header) return ',';
  let best = ',';
  let bestScore = -1;
  DELIMITERS.forEach((delimiter, d) => {
    const cells = header[d] ?? 0;
    if (cells === 0) return;
    const consistent = rows.filter((row) => row[d] === cells).length;
    const score = (rows.length ? consistent / rows.length : 1) * 1000 + cells;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  });
  return best;
}

/**
 * Parses CSV text (already decoded). `onProgress` gets the share of the text read so far
 * (0…1) after each chunk, for big files.
 */
export function parseCsv(text: string, onProgress?: (fraction: number) => void): CsvTable {
  const sep = SEP_LINE.exec(text);
  const body = sep ? text.slice(sep[0].length) : text;
  const delimiter = sep?.[1] ?? detectDelimiter(body);
  const rows: string[][] = [];
  // Papa parses strings synchronously, chunk by chunk (its typings only admit that for files,
  // and want a `complete` callback there).
  Papa.parse<string[]>(body, {
    delimiter,
    chunkSize: CHUNK_SIZE,
    chunk: (results: Papa.ParseResult<string[]>) => {
      for (const row of results.data) rows.push(row);
      onProgress?.(body.length ? Math.min(1, results.meta.cursor / body.length) : 1);
    },
    complete: () => undefined,
  });
  // A final line break leaves one empty "row" behind; it is not an empty row of the table.
  const last = rows.at(-1);
  if (last && last.length === 1 && last[0] === '') rows.pop();
  return { rows, delimiter, skippedLines: sep ? 1 : 0 };
}
