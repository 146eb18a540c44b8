import os from 'node:os';
import {
  createRecipient,
  emptyDraft,
  recipientRules,
  validateRecipients,
  type RecipientValidation,
} from '@federkiel/machines';
import { matchHeaders } from '../apps/web/src/features/configurator/recipients/import/matchHeaders.ts';
import type { ImportOptions } from '../apps/web/src/features/configurator/recipients/import/importTypes.ts';
import { readSpreadsheet } from '../apps/web/src/features/configurator/recipients/import/readSpreadsheet.ts';
import { rowsToRecipients } from '../apps/web/src/features/configurator/recipients/import/rowsToRecipients.ts';
import {
  TEMPLATE_HEADERS,
  csvText,
  encodeWindows1252,
  recipientRows,
  xlsxBytes,
} from '../apps/web/src/features/configurator/recipients/import/testing/makeSpreadsheets.ts';

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

async function importFile(bytes: Uint8Array, fileName: string): Promise<RecipientValidation> {
  const sheet = await readSpreadsheet(bytes, fileName, OPTIONS);
  const targets = matchHeaders(sheet.headers, OPTIONS).map((column) => column.field);
  const { recipients } = rowsToRecipients(sheet.rows, targets);
  if (recipients.length !== ROWS) throw new Error(`${fileName}: ${recipients.length} rows`);
  return validateRecipients(
    recipients.map((input, i) => createRecipient(`r${i + 1}`, input)),
    RULES,
  );
}

async function measure(bytes: Uint8Array, fileName: string) {
  const times: number[] = [];
  let validation: RecipientValidation | null = null;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    validation = await importFile(bytes, fileName);
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    first: times[0] ?? 0,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    invalid: validation?.invalidCount ?? 0,
  };
}

async function main() {
  const rows = [TEMPLATE_HEADERS, ...recipientRows(ROWS)];
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
    const result = await measure(bytes, name);
    const goal = GOALS_MS[kind];
    const pass = result.median <= goal;
    ok &&= pass;
    console.log(
      `  ${kind.toUpperCase().padEnd(4)} ${(bytes.byteLength / 1024).toFixed(0).padStart(5)} KiB  ` +
        `parse + map + validate: median ${result.median.toFixed(0)} ms, first ${result.first.toFixed(0)} ms ` +
        `(goal ≤ ${goal} ms) ${pass ? 'OK' : 'TOO SLOW'}; ${result.invalid} cards with problems`,
    );
  }
  if (!ok) process.exitCode = 1;
}

await main();
