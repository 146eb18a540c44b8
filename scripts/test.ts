// `npm test`: every suite in order — lint, types, unit and component tests, the CMS integration
// test, the server, contract and CMS tests once more on PostgreSQL, the crash test, then the
// browser tests against a freshly started stack. All steps run even when one fails, so one run
// shows everything that is wrong; the exit code is non-zero if any failed.
//
// The PostgreSQL runs use a throwaway cluster (scripts/lib/throwAwayPostgres.ts). Without
// PostgreSQL on the machine they are reported as NOT RUN — never as passed — and fail the
// run when REQUIRE_POSTGRES=1 (CI sets it; README, "PostgreSQL tests").
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWhatIsMissing } from './lib/builds.ts';
import { cmsDir, repoRoot } from './lib/paths.ts';
import { startThrowAwayPostgres } from './lib/throwAwayPostgres.ts';
import {
  nodeTestCounts,
  noCounts,
  playwrightCounts,
  vitestCounts,
  type Counts,
} from './lib/testSteps.ts';

const resultsDir = path.join(repoRoot, 'var', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function exec(
  command: string,
  args: string[],
  cwd = repoRoot,
  env: Record<string, string> = {},
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

interface Step {
  name: string;
  /** notRun: the step could not run here (why); reported as such, never as passed. */
  run: () => Promise<{ ok: boolean; counts?: Counts | null; notRun?: string }>;
}

const unitJson = path.join(resultsDir, 'unit.json');
const postgresJson = path.join(resultsDir, 'postgres.json');
const e2eJson = path.join(resultsDir, 'e2e.json');

const postgres = await startThrowAwayPostgres().catch((error: unknown) => {
  console.error(`[test] could not start PostgreSQL: ${String(error)}`);
  return null;
});
const NO_POSTGRES = 'PostgreSQL is not installed or did not start (README, "PostgreSQL tests")';
process.on('exit', () => postgres?.stop());

function addCounts(total: Counts, more: Counts | null): Counts {
  return more
    ? {
        passed: total.passed + more.passed,
        failed: total.failed + more.failed,
        skipped: total.skipped + more.skipped,
      }
    : total;
}

const steps: Step[] = [
  { name: 'lint (eslint + prettier)', run: () => exec('npm', ['run', 'lint']) },
  { name: 'typecheck', run: () => exec('npm', ['run', 'typecheck']) },
  {
    name: 'unit and component tests (vitest)',
    run: async () => {
      const result = await exec('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${unitJson}`,
      ]);
      return { ok: result.ok, counts: vitestCounts(unitJson) };
    },
  },
  {
    name: 'CMS integration test (Strapi in-process)',
    run: async () => {
      const result = await exec('npm', ['--prefix', 'cms', 'test']);
      return { ok: result.ok, counts: nodeTestCounts(result.output) };
    },
  },
  {
    name: 'server and contract tests on PostgreSQL (vitest)',
    run: async () => {
      if (!postgres) return { ok: true, notRun: NO_POSTGRES };
      const result = await exec(
        'npx',
        [
          'vitest',
          'run',
          '--project',
          'server',
          '--project',
          'contract',
          // What the pen draws does not depend on the database; its ZIP test (6 pen fonts,
          // ~20 s) runs once, on SQLite.
          '--exclude',
          '**/production/penQuality.test.ts',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${postgresJson}`,
        ],
        repoRoot,
        // Each test server makes a database of its own there (scratchDatabase.ts).
        { TEST_DATABASE_URL: postgres.url },
      );
      return { ok: result.ok, counts: vitestCounts(postgresJson) };
    },
  },
  {
    name: 'CMS integration test on PostgreSQL',
    run: async () => {
      if (!postgres) return { ok: true, notRun: NO_POSTGRES };
      // The harness wants an empty database per test file.
      const files = readdirSync(path.join(cmsDir, 'test')).filter((f) => f.endsWith('.test.mjs'));
      let ok = true;
      let counts: Counts = { ...noCounts };
      for (const [index, file] of files.entries()) {
        const database = `cms_test_${index}`;
        postgres.createDatabase(database);
        const result = await exec('node', ['--test', `test/${file}`], cmsDir, {
          CMS_TEST_DATABASE_URL: postgres.urlOf(database),
        });
        ok &&= result.ok;
        counts = addCounts(counts, nodeTestCounts(result.output));
      }
      return { ok, counts };
    },
  },
  {
    name: 'crash test (server processes killed mid-checkout)',
    run: async () => {
      const result = await exec('npx', [
        'tsx',
        'scripts/test-crash.ts',
        postgres ? 'all' : 'sqlite',
      ]);
      const passed = (result.output.match(/^\[crash\] ok:/gm) ?? []).length;
      const failed = (result.output.match(/^\[crash\] FAILED:/gm) ?? []).length;
      return {
        ok: result.ok,
        counts: { passed, failed: Math.max(failed, result.ok ? 0 : 1), skipped: 0 },
        ...(postgres ? {} : { notRun: `its PostgreSQL half: ${NO_POSTGRES}` }),
      };
    },
  },
  {
    name: 'build (web app and CMS, when changed)',
    run: async () => {
      try {
        await buildWhatIsMissing();
        return { ok: true };
      } catch (error) {
        console.error(error);
        return { ok: false };
      }
    },
  },
  {
    name: 'browser tests (Playwright, system Chromium)',
    run: async () => {
      const result = await exec('npm', ['run', 'e2e', '--workspace', '@federkiel/tests'], repoRoot);
      return { ok: result.ok, counts: playwrightCounts(e2eJson) };
    },
  },
];

const requirePostgres = process.env.REQUIRE_POSTGRES === '1';
const total: Counts = { ...noCounts };
const failedSteps: string[] = [];
const notRunSteps: string[] = [];
/** Named failing tests, printed again at the end: CI shows a run's last lines. */
const failures: string[] = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n━━ ${step.name}`);
  const { ok: stepOk, counts, notRun } = await step.run();
  // In CI (REQUIRE_POSTGRES=1) a step that could not run is a failure.
  const ok = stepOk && !(notRun && requirePostgres);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (counts) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  const tally = counts ? ` — ${counts.passed} passed, ${counts.failed} failed` : '';
  if (notRun) {
    notRunSteps.push(`${step.name} (${notRun})`);
    console.log(`━━ NOT RUN: ${step.name}: ${notRun}${tally}`);
  }
  if (!notRun || counts) {
    console.log(`━━ ${ok ? 'ok' : 'FAILED'}: ${step.name} (${seconds} s)${tally}`);
  }
  if (!ok) failedSteps.push(step.name);
  for (const failure of counts?.failures ?? []) failures.push(`${step.name}: ${failure}`);
}

postgres?.stop();
console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join('; ')}`);
for (const failure of failures) console.log(`  ✗ ${failure}`);
if (notRunSteps.length) console.log(`NOT RUN: ${notRunSteps.join('; ')}`);
// A failing step without counted tests (lint, types, build) still has to fail the summary line.
const failed = Math.max(total.failed, failedSteps.length > 0 ? 1 : 0);
const notRunTally = notRunSteps.length ? `, ${notRunSteps.length} steps NOT RUN` : '';
console.log(
  `federkiel: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped${notRunTally}`,
);
process.exit(failedSteps.length ? 1 : 0);
