import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's unit and component tests, and the
// store's contract suite (tests/vitest.config.ts; the Playwright specs stay out).
export default defineConfig({
  test: {
    projects: ['machines', 'apps/server', 'apps/web', 'tests'],
  },
});
