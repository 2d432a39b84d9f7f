import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refreshQueries } from './query-client';

/** A list whose server answers are released by hand: each fetch reads the row as it is when sent. */
function listServer() {
  let active = false;
  const pending: (() => void)[] = [];
  return {
    write: () => {
      active = true;
    },
    fetch: () => {
      const read = active;
      return new Promise<{ active: boolean }>((resolve) =>
        pending.push(() => resolve({ active: read })),
      );
    },
    releaseAll: () => pending.splice(0).forEach((release) => release()),
  };
}

async function watchedList(
  refresh: (client: ReturnType<typeof createQueryClient>) => Promise<unknown>,
) {
  const client = createQueryClient();
  const server = listServer();
  const observer = new QueryObserver(client, {
    queryKey: ['list', 'search'],
    queryFn: server.fetch,
  });
  const unsubscribe = observer.subscribe(() => {});
  // The list's first fetch is on its way when the write lands.
  server.write();
  const refreshed = refresh(client);
  for (let round = 0; round < 5; round += 1) {
    server.releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await refreshed;
  const data = observer.getCurrentResult().data;
  unsubscribe();
  return data;
}

describe('refreshQueries', () => {
  it('reads a list again after a write even when its first fetch was sent before it', async () => {
    expect(await watchedList((client) => refreshQueries(client, ['list']))).toEqual({
      active: true,
    });
  });

  it('is needed: invalidation alone keeps the first fetch sent before the write', async () => {
    expect(await watchedList((client) => client.invalidateQueries({ queryKey: ['list'] }))).toEqual(
      { active: false },
    );
  });
});
