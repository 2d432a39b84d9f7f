// Browser tests on the built app served by the real server, with the system Chromium.
// Each run gets a fresh data directory (an empty embedded database).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  APP_PORT,
  APP_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_ISSUER,
  OIDC_PROVIDER_ID,
  OIDC_PROVIDER_LABEL,
} from './support/ports';

// Specs that play or record through the fake microphone, one at a time: soundcheck-player, every
// soundcheck-take-*, the notation (its cursor and a take), the practice modes and the journal.
const REAL_TIME_SPECS =
  /(soundcheck-(player|notation|practice-modes|take-[a-z-]+)|practice-journal)\.spec\.ts$/;

// Workers load this file again; the variable, set once by the main process, keeps one directory.
const dataDir = (process.env.BANDBOOK_E2E_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'bandbook-e2e-'),
));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './global-setup.ts',
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: REAL_TIME_SPECS,
    },
    // The SoundCheck player's takes play through Chromium's fake microphone in real time, and its
    // timing drifts when another browser competes for the two cores: these run after the others,
    // one at a time.
    {
      name: 'real-time',
      use: { ...devices['Desktop Chrome'] },
      testMatch: REAL_TIME_SPECS,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `${APP_URL}/api/health`,
    reuseExistingServer: false,
    // The first start generates the demo catalogue (about a minute on two cores).
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(APP_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DEMO: '1',
      RATE_LIMITS: 'off',
      PUBLIC_URL: APP_URL,
      OIDC_PROVIDERS: OIDC_PROVIDER_ID,
      OIDC_TEST_ISSUER: OIDC_ISSUER,
      OIDC_TEST_CLIENT_ID: OIDC_CLIENT_ID,
      OIDC_TEST_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      OIDC_TEST_LABEL: OIDC_PROVIDER_LABEL,
    },
  },
});
