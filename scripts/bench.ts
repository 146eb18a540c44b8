// `npm run bench`: every benchmark the issues name, one after another, each printing its own
// figures and goals. Timings belong here, not in tests (this machine is shared and noisy).
import path from 'node:path';
import { repoRoot } from './lib/paths.ts';
import { run } from './lib/run.ts';

const benches: { title: string; cwd: string; script: string }[] = [
  { title: 'Store API on loopback (issue 3)', cwd: repoRoot, script: 'scripts/bench-store.ts' },
  {
    title: 'Recipient import: parse + map + validate 10,000 rows (issue 4)',
    cwd: repoRoot,
    script: 'scripts/bench-recipients.ts',
  },
  {
    title: 'Recipient validation and fit check for 10,000 recipients (issue 4)',
    cwd: path.join(repoRoot, 'machines'),
    script: 'scripts/bench.ts',
  },
  {
    title: 'Postcode check: 10,000 recipients in Node and Chromium, the data chunk (issue 42)',
    cwd: repoRoot,
    script: 'scripts/bench-postcodes.ts',
  },
  {
    title: 'Order dashboard: 100,000 orders, one of 10,000 cards (issue 9)',
    cwd: repoRoot,
    script: 'scripts/bench-dashboard.ts',
  },
  {
    title: 'Production ZIP for the robot: 10,000 cards + envelopes (issue 12)',
    cwd: repoRoot,
    script: 'scripts/bench-production.ts',
  },
  {
    title: 'Store throughput with 1, 2 and 4 server processes on PostgreSQL (issue 16)',
    cwd: repoRoot,
    script: 'scripts/bench-scale.ts',
  },
  {
    title: 'Invoices: PDF/A-3 + XML for 10,000 cards, 1,000 issued in parallel (issue 29)',
    cwd: repoRoot,
    script: 'scripts/bench-invoices.ts',
  },
  {
    title: 'The 100-card journey in a browser: entry, fit check, order, wallet (issue 27)',
    cwd: repoRoot,
    script: 'scripts/bench-journey.ts',
  },
  {
    title: 'The shop on a phone: Lighthouse mobile on every page of the spec (issues 13, 44)',
    cwd: repoRoot,
    script: 'scripts/bench-web.ts',
  },
];

// Words starting with `/` are pages for the web bench (`npm run bench -- web /cart /checkout`),
// handed to the benches as arguments; the other words pick the benches.
const args = process.argv.slice(2);
const pages = args.filter((word) => word.startsWith('/'));
const only = args.filter((word) => !word.startsWith('/'));
let failed = false;
for (const bench of benches) {
  // `npm run bench -- store` runs only the benchmarks whose path names one of the words.
  const where = path.join(bench.cwd, bench.script);
  // Matched within the repository, so the checkout's own folder name never selects them all.
  const name = path.relative(repoRoot, where);
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n━━ ${bench.title}`);
  try {
    await run(process.execPath, ['--import', 'tsx', bench.script, ...pages], { cwd: bench.cwd });
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
process.exit(failed ? 1 : 0);
