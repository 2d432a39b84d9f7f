// Redis holds what every API process must agree on (rate-limit counters, the per-account login
// backoff) when REDIS_URL is set; without it each process counts in its own memory (one process).
import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/** REDIS_URL is set but Redis does not answer: the process cannot start (server.ts says why). */
export class RedisUnavailableError extends Error {}

export interface RedisOptions {
  /** Told when the connection fails; ioredis keeps reconnecting by itself. */
  onError?: (error: Error) => void;
  /** How long the first connection may take before the start fails; 5 s by default. */
  connectTimeoutMs?: number;
}

/**
 * Connects and waits for the first answer, so a wrong REDIS_URL stops the start with a clear error.
 * Afterwards a command sent while Redis is away fails at once (no offline queue): callers fail open
 * rather than hold requests until it comes back.
 */
export async function openRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: options.connectTimeoutMs ?? 5_000,
    // Reconnect quickly at first, then every two seconds at most.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  // The connection's own error (ECONNREFUSED, WRONGPASS...) says more than "Connection is closed".
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
    options.onError?.(error);
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new RedisUnavailableError(
      `Redis at ${describeRedisUrl(url)} is unreachable: ${(lastError ?? (error as Error)).message}`,
      {
        cause: error,
      },
    );
  }
  return redis;
}

/** The address without credentials, for messages. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'the configured address';
  }
}

/** Closes politely (QUIT), or drops the socket when Redis is away. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
