import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A budget for a busy 2-core machine: only a hung test reaches it.
    testTimeout: 30_000,
  },
});
