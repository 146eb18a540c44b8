import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** What failed, as "file › test: first line of the message" (for the run's last lines). */
  failures?: string[];
}

/** At most this many failures are named per step. */
const NAMED_FAILURES = 10;

export const noCounts: Counts = { passed: 0, failed: 0, skipped: 0 };

/** Vitest's JSON reporter file. */
export function vitestCounts(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: {
      name: string;
      status: string;
      message?: string;
      assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  };
  const failures = (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed to load or whose hooks failed has no failed test of its own.
    if (tests.length === 0)
      return file.status === 'failed' ? [`${name}: ${firstLine(file.message)}`] : [];
    return tests.map(
      (test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures: failures.slice(0, NAMED_FAILURES),
  };
}

const firstLine = (message: string | undefined) =>
  (message ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

/** Playwright's JSON reporter file. */
export function playwrightCounts(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

/** The summary lines node's test runner prints (`# pass 12`, `# fail 0`, `# skipped 0`). */
export function nodeTestCounts(output: string): Counts | null {
  const read = (label: string) => {
    const matches = [...output.matchAll(new RegExp(`^[#ℹ] ${label} (\\d+)$`, 'gm'))];
    const last = matches.at(-1);
    return last ? Number(last[1]) : null;
  };
  const passed = read('pass');
  const failed = read('fail');
  if (passed === null || failed === null) return null;
  return { passed, failed, skipped: (read('skipped') ?? 0) + (read('todo') ?? 0) };
}
