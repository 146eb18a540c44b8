import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's unit and component tests.
export default defineConfig({
  test: {
    projects: ['machines', 'apps/server', 'apps/web'],
  },
});
