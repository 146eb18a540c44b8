import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A shared 2-core CI machine runs several workers at once: timeouts are room, not goals
    // (speeds are measured by `npm run bench`, never in tests).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
