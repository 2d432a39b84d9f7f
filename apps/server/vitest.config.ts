import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // A budget for a busy 2-core machine (load 20 when two suites run side by side): a test waits on
    // conditions, and only a hung one reaches this.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
