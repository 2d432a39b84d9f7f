// Readiness with Redis (issue 49): GET /api/health/ready names Redis beside the database and the
// storage when REDIS_URL is set, says 503 naming it when it stops answering, and 200 again once it
// is back. Redis sits behind a TCP proxy the test controls (the app cannot start without it).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { TEST_REDIS_URL } from './support/test-redis.js';

let proxy: TcpProxy;
let t: TestApp;
beforeAll(async () => {
  const redis = new URL(TEST_REDIS_URL);
  proxy = await startTcpProxy({
    target: { host: redis.hostname, port: Number(redis.port || 6379) },
  });
  redis.hostname = '127.0.0.1';
  redis.port = String(proxy.port);
  t = await createTestApp({ REDIS_URL: redis.toString(), REDIS_PREFIX: 'bandbook-ready-test:' });
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
});

const ready = () => t.app.inject({ url: '/api/health/ready' });

describe('readiness with Redis', () => {
  it('is ready when the database, the storage and Redis answer', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      redis: 'ok',
    });
  });

  it('answers 503 naming Redis while it is unreachable, and ready again once it is back', async () => {
    await proxy.setMode('refuse');
    // Waits for the app to notice the cut connection (a condition, not a clock).
    await vi.waitFor(async () => expect((await ready()).statusCode).toBe(503), {
      timeout: 20_000,
      interval: 50,
    });
    const down = await ready();
    expect(down.json()).toEqual({
      status: 'unavailable',
      message: 'redis unreachable',
      database: 'ok',
      storage: 'ok',
      redis: 'unreachable',
      requestId: down.headers['x-request-id'],
    });

    await proxy.setMode('forward');
    await vi.waitFor(async () => expect((await ready()).statusCode).toBe(200), {
      timeout: 20_000,
      interval: 50,
    });
  });
});
