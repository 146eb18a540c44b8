import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export const noCounts: Counts = { passed: 0, failed: 0, skipped: 0 };

/** Vitest's JSON reporter file. */
export function vitestCounts(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

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
