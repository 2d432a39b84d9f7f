// Configuration is validated at start: clear errors, production requirements, demo and limits flags.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'bandbook-config-'));

describe('loadConfig', () => {
  it('has working defaults outside production and keeps a generated secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      demo: true,
      rateLimits: true,
      nodeEnv: 'development',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    // Development listens on this machine only; production on every interface (behind a proxy).
    expect(config.host).toBe('localhost');
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(config.trustProxy).toBe(false);
    expect(config.databasePoolSize).toBe(10);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_POOL_SIZE: '1' }, /DATABASE_POOL_SIZE/],
    [{ DATABASE_POOL_SIZE: 'many' }, /DATABASE_POOL_SIZE/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ DEMO: 'maybe' }, /DEMO/],
    [{ OIDC_PROVIDERS: 'acme' }, /OIDC_ACME_ISSUER/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/99' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: 'proxy.example' }, /TRUST_PROXY/],
  ])('refuses %o with a message naming the variable', (env, pattern) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(pattern);
  });

  it('production needs JWT_SECRET and PUBLIC_URL and ignores DEMO and RATE_LIMITS', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://b.example' })).toThrow(
      /JWT_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(32) })).toThrow(
      /PUBLIC_URL/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'y'.repeat(32),
      PUBLIC_URL: 'https://b.example',
      DEMO: 'on',
      RATE_LIMITS: 'off',
    });
    expect(config).toMatchObject({
      demo: false,
      rateLimits: true,
      isProduction: true,
      host: '0.0.0.0',
      trustProxy: false,
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges', () => {
    const read = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
    expect(read('').trustProxy).toBe(false);
    expect(read('off').trustProxy).toBe(false);
    expect(read('2').trustProxy).toBe(2);
    expect(read('10.0.0.1, 10.1.0.0/16,::1,loopback').trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('turns demo mode and rate limits off on request outside production', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DEMO: '0', RATE_LIMITS: 'off' });
    expect(config).toMatchObject({ demo: false, rateLimits: false });
  });
});
