// The Redis the tests use: TEST_REDIS_URL, else the machine's Redis on 127.0.0.1:6379 (CI has one).
import { openRedis, type Redis } from '../../src/shared-state/redis.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function connectTestRedis(): Promise<Redis> {
  return openRedis(TEST_REDIS_URL, { connectTimeoutMs: 3_000 });
}
