// One Vitest run over every workspace that has unit or API tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at a time suit the 2-core CI machines (each server file opens its own database).
    maxWorkers: 2,
    projects: [
      'packages/domain',
      'packages/soundcheck',
      'packages/demo-content',
      'apps/server',
      'apps/web',
      // What `npm run lint` checks (import zones, docs checks), each shown failing: scripts/lint-*.test.mjs.
      { test: { name: 'lint', include: ['scripts/lint-*.test.mjs'], testTimeout: 120_000 } },
    ],
  },
});
