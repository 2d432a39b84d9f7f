import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A budget for a busy 2-core machine (CI runs beside other work): a test waits on conditions, and
    // only a hung one reaches this. The audio-rendering tests need seconds of CPU at load 8-10.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
