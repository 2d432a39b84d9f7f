// The API's documentation (/api/docs) is a setting (decision 054): API_DOCS, on by default outside
// production and off in production, where the map of every route helps an attacker more than a user.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'y'.repeat(32),
  PUBLIC_URL: 'https://bandbook.example',
};
const dataDir = () => mkdtempSync(join(tmpdir(), 'bandbook-docs-'));

describe('API_DOCS', () => {
  it('is on by default outside production, off in production, and either way when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).apiDocs).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });

  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const status = async (url: string) => (await t!.app.inject({ url })).statusCode;

  it('serves the document and its page when on', async () => {
    t = await createTestApp();
    expect(await status('/api/docs/json')).toBe(200);
    expect([200, 302]).toContain(await status('/api/docs'));
  });

  it('answers 404 for both when off, in the error format, and the API works as before', async () => {
    t = await createTestApp({ API_DOCS: 'off' });
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message).toMatch(/^Not found/);
    }
    expect(await status('/api/config/public')).toBe(200);
  });
});
