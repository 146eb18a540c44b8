import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // A shared 2-core CI machine runs several workers at once: timeouts are room, not goals
    // (speeds are measured by `npm run bench`, never in tests).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  // Resolve packages as the browser build does (ESM). Otherwise react-router's CJS build
  // and the ESM react-router/dom both load, and RouterProvider and our hooks see
  // different contexts.
  resolve: {
    conditions: ['module', 'browser', 'development|production'],
  },
});
