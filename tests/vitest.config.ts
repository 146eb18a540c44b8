import { defineProject } from 'vitest/config';

// The contract suite: the real server driven through swell-js (contract/). The Playwright
// specs in e2e/ (*.spec.ts) are run by Playwright, never by vitest.
export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['contract/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
