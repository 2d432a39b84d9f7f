// REDIS_URL names a Redis that does not answer: the server does not start half-configured (limits
// that silently stop holding across processes); it exits 1 with one line naming the address.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort, startServerProcess } from './support/server-process.js';

it('exits with one clear line when REDIS_URL does not answer', { timeout: 200_000 }, async () => {
  const nothing = await freePort(); // a port nobody listens on
  const started = startServerProcess({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-redis-start-')),
    DEMO: '0',
    REDIS_URL: `redis://:secret@127.0.0.1:${nothing}`,
  });
  const error = await started.then(
    () => undefined,
    (reason: unknown) => reason as Error,
  );
  expect(error?.message).toContain(
    `Bandbook cannot start: Redis at 127.0.0.1:${nothing} is unreachable`,
  );
  expect(error?.message).not.toContain('secret');
  expect(error?.message).not.toMatch(/\n\s+at /); // no stack trace
});
