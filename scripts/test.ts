// `npm test`: every suite in order — lint, types, unit and component tests, the CMS integration
// test, then the browser tests against a freshly started stack. All steps run even when one
// fails, so one run shows everything that is wrong; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWhatIsMissing } from './lib/builds.ts';
import { repoRoot } from './lib/paths.ts';
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
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
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
  run: () => Promise<{ ok: boolean; counts?: Counts | null }>;
}

const unitJson = path.join(resultsDir, 'unit.json');
const e2eJson = path.join(resultsDir, 'e2e.json');

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

const total: Counts = { ...noCounts };
const failedSteps: string[] = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n━━ ${step.name}`);
  const { ok, counts } = await step.run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (counts) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  const tally = counts ? ` — ${counts.passed} passed, ${counts.failed} failed` : '';
  console.log(`━━ ${ok ? 'ok' : 'FAILED'}: ${step.name} (${seconds} s)${tally}`);
  if (!ok) failedSteps.push(step.name);
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join('; ')}`);
// A failing step without counted tests (lint, types, build) still has to fail the summary line.
const failed = Math.max(total.failed, failedSteps.length > 0 ? 1 : 0);
console.log(`federkiel: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
