import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { loadDePostcodes } from '../machines/src/addresses/dePostcodes.ts';
import { checkRecipientAddresses } from '../machines/src/addresses/recipientAddresses.ts';
import { benchRecipients } from '../machines/src/addresses/testing/benchRecipients.ts';
import { repoRoot } from './lib/paths.ts';

// The postcode check's budget (issue 42): 10,000 recipients checked in ≤ 200 ms on the server
// (Node) and in the browser (Chromium, the same module bundled into a page), and the German
// data adding ≤ 300 kB gzip to what the configurator loads (its own chunk, fetched on demand).
//
//   npm run bench -- postcodes

const CARDS = 10_000;
const RUNS = 5;
const GOAL_MS = 200;
const GOAL_KB = 300;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const line = (label: string, figure: string, goal: string, ok: boolean) =>
  console.log(`${label.padEnd(44)} ${figure.padStart(10)}   goal ${goal}  ${ok ? 'ok' : 'OVER'}`);

// Node, as the server runs it.
const recipients = benchRecipients(CARDS);
let started = performance.now();
const table = await loadDePostcodes();
const loadMs = performance.now() - started;
const times: number[] = [];
let found = 0;
for (let run = 0; run < RUNS + 1; run += 1) {
  started = performance.now();
  found = checkRecipientAddresses(recipients, table).length;
  if (run > 0) times.push(performance.now() - started); // the first run warms the JIT
}
const nodeMs = median(times);
console.log(
  `${CARDS} recipients, ${found} problems found; table decoded in ${loadMs.toFixed(1)} ms`,
);
line(
  'Node: check 10,000 recipients (median)',
  `${nodeMs.toFixed(1)} ms`,
  `≤ ${GOAL_MS} ms`,
  nodeMs <= GOAL_MS,
);

// The data chunk as the browser gets it: minified, gzip.
const data = await build({
  entryPoints: [path.join(repoRoot, 'machines/src/addresses/dePostcodeData.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
});
const chunkKb =
  gzipSync(data.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length / 1024;
line(
  'Data chunk (minified, gzip)',
  `${chunkKb.toFixed(0)} kB`,
  `≤ ${GOAL_KB} kB`,
  chunkKb <= GOAL_KB,
);

// The browser: the check, the data and the sheet bundled into a page, timed there.
const page = await build({
  stdin: {
    contents: `
      import { loadDePostcodes } from './machines/src/addresses/dePostcodes.ts';
      import { checkRecipientAddresses } from './machines/src/addresses/recipientAddresses.ts';
      import { benchRecipients } from './machines/src/addresses/testing/benchRecipients.ts';
      globalThis.runBench = async (cards, runs) => {
        const recipients = benchRecipients(cards);
        const table = await loadDePostcodes();
        const times = [];
        let found = 0;
        for (let run = 0; run < runs + 1; run += 1) {
          const started = performance.now();
          found = checkRecipientAddresses(recipients, table).length;
          if (run > 0) times.push(performance.now() - started);
        }
        return { times, found };
      };`,
    resolveDir: repoRoot,
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  format: 'iife',
  write: false,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const tab = await browser.newPage();
  await tab.setContent('<!doctype html><title>postcodes</title>');
  await tab.addScriptTag({ content: page.outputFiles[0]?.text ?? '' });
  const result = await tab.evaluate(
    ([cards, runs]) =>
      (
        globalThis as unknown as {
          runBench: (c: number, r: number) => Promise<{ times: number[]; found: number }>;
        }
      ).runBench(cards, runs),
    [CARDS, RUNS] as const,
  );
  const browserMs = median(result.times);
  line(
    'Chromium: check 10,000 recipients (median)',
    `${browserMs.toFixed(1)} ms`,
    `≤ ${GOAL_MS} ms`,
    browserMs <= GOAL_MS,
  );
  if (result.found !== found) throw new Error(`browser found ${result.found}, Node ${found}`);
} finally {
  await browser.close();
}
