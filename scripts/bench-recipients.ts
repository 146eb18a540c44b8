import os from 'node:os';
import {
  createRecipient,
  emptyDraft,
  recipientRules,
  validateRecipients,
} from '@federkiel/machines';
import { matchHeaders } from '../apps/web/src/components/recipients/import/matchHeaders.ts';
import type { ImportOptions } from '../apps/web/src/components/recipients/import/importTypes.ts';
import { readSpreadsheet } from '../apps/web/src/components/recipients/import/readSpreadsheet.ts';
import { rowsToRecipients } from '../apps/web/src/components/recipients/import/rowsToRecipients.ts';
import {
  TEMPLATE_HEADERS,
  csvText,
  encodeWindows1252,
  recipientRows,
  xlsxBytes,
} from '../apps/web/src/components/recipients/import/testing/makeSpreadsheets.ts';

// The recipient import's budget (issue 4): parse + map + validate a 10,000-row CSV in
// ≤ 500 ms and a 10,000-row XLSX in ≤ 2.5 s. The same pure functions the import worker
// runs (readSpreadsheet → matchHeaders → rowsToRecipients) and the machines' validation.
// The CSV is the harder case: semicolons, Windows-1252 (UTF-8 is tried first and fails).
//
//   npx tsx scripts/bench-recipients.ts

const ROWS = 10_000;
const RUNS = 5;
const GOALS_MS = { csv: 500, xlsx: 2500 };
const OPTIONS: ImportOptions = { personalisation: 'salutation_address', variableNames: [] };
const RULES = recipientRules({ ...emptyDraft(), personalisation: 'salutation_address' }, ROWS);

interface Timing {
  total: number;
  parse: number;
  map: number;
  validate: number;
  invalid: number;
}

/** One import as the worker and the machine run it: read → match → map → validate. */
async function importFile(bytes: Uint8Array, fileName: string): Promise<Timing> {
  const start = performance.now();
  const sheet = await readSpreadsheet(bytes, fileName, OPTIONS);
  const parsed = performance.now();
  const targets = matchHeaders(sheet.headers, OPTIONS).map((column) => column.field);
  const { recipients } = rowsToRecipients(sheet.rows, targets);
  if (recipients.length !== ROWS) throw new Error(`${fileName}: ${recipients.length} rows`);
  const mapped = performance.now();
  const validation = validateRecipients(
    recipients.map((input, i) => createRecipient(`r${i + 1}`, input)),
    RULES,
  );
  const end = performance.now();
  return {
    total: end - start,
    parse: parsed - start,
    map: mapped - parsed,
    validate: end - mapped,
    invalid: validation.invalidCount,
  };
}

async function measure(bytes: Uint8Array, fileName: string) {
  const runs: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await importFile(bytes, fileName));
  const sorted = [...runs].sort((a, b) => a.total - b.total);
  return { first: runs[0] as Timing, median: sorted[Math.floor(sorted.length / 2)] as Timing };
}

async function main() {
  const data = recipientRows(ROWS);
  (data[4_711] as string[])[8] = '999'; // one card the validation must catch
  const rows = [TEMPLATE_HEADERS, ...data];
  const csv = encodeWindows1252(csvText(rows, ';'));
  const xlsx = await xlsxBytes([
    { name: 'Hinweise', rows: [['Eine Zeile pro Karte.']] },
    { name: 'Empfänger', rows },
  ]);
  console.log(
    `Recipient import, ${ROWS.toLocaleString('en')} rows, ${RUNS} runs each ` +
      `(${os.cpus().length} cores, Node ${process.versions.node})`,
  );
  let ok = true;
  for (const [kind, bytes, name] of [
    ['csv', csv, 'empfaenger.csv'],
    ['xlsx', xlsx, 'empfaenger.xlsx'],
  ] as const) {
    const { first, median } = await measure(bytes, name);
    const goal = GOALS_MS[kind];
    const pass = median.total <= goal;
    ok &&= pass;
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(
      `  ${kind.toUpperCase().padEnd(4)} ${(bytes.byteLength / 1024).toFixed(0).padStart(4)} KiB  ` +
        `parse + map + validate: median ${ms(median.total)} (goal ≤ ${goal} ms) ` +
        `${pass ? 'OK' : 'TOO SLOW'}; first run ${ms(first.total)}; median run: parse ` +
        `${ms(median.parse)}, map ${ms(median.map)}, validate ${ms(median.validate)}; ` +
        `${median.invalid} card(s) with problems`,
    );
  }
  if (!ok) process.exitCode = 1;
}

await main();
