// One Vitest run over every workspace that has unit or API tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/soundcheck',
      'packages/demo-content',
      'apps/server',
      'apps/web',
    ],
  },
});
