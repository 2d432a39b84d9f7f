// The change feed and the viewer cache on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): every committed change to a user's row, holdings or results is told, a rolled
// back one is not, sync() returns only once earlier changes were heard, and the cache answers without
// the database until the user changes (decision 024).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { contentPackages, entitlements, progress, users } from '../src/db/schema/index.js';
import {
  offlineChangeFeed,
  openChangeFeed,
  type ChangeFeed,
} from '../src/shared-state/change-feed.js';
import { createViewerCache } from '../src/shared-state/viewer-cache.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { PASSING_RESULT } from './support/catalogue-fixtures.js';
import { createTestDatabase } from './support/test-database.js';

let database: Database;
let feed: ChangeFeed;
const told: string[] = [];
let resets = 0;
const queries: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (query) => queries.push(query) });
  feed = await openChangeFeed(database);
  feed.onUserChanged((id) => told.push(id));
  feed.onReset(() => (resets += 1));
  await until(() => feed.live);
});
afterAll(async () => {
  await feed.close();
  await database.close();
});

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function newUser() {
  const name = `f${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const [row] = await database.db
    .insert(users)
    .values({ username: name, email: `${name}@example.com`, status: 1 })
    .returning({ id: users.id });
  return row!.id;
}

async function newPackage() {
  const id = await createPackage(database.db, { title: `Book ${randomUUID()}` });
  await database.db.update(contentPackages).set({ active: true }).where(eq(contentPackages.id, id));
  return id;
}

describe('the change feed', () => {
  it('tells a committed change of a user, once sync() returns', async () => {
    expect(resets).toBe(1); // going live starts from an empty cache
    const id = await newUser();
    await feed.sync();
    expect(told).toContain(id);

    told.length = 0;
    const packageId = await newPackage();
    await database.db.insert(entitlements).values({
      userId: id,
      packageId,
      kind: 'trial',
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 86_400_000),
      source: 'trial',
    });
    await feed.sync();
    expect(told).toEqual([id]);

    told.length = 0;
    await database.db.insert(progress).values({
      userId: id,
      packageId,
      contentId: 'item-1',
      result: PASSING_RESULT,
      stars: 4,
      score: 90,
    });
    await feed.sync();
    expect(told).toEqual([id]);
  });

  it('tells nothing of a transaction that rolled back', async () => {
    const id = await newUser();
    await feed.sync();
    told.length = 0;
    await database.db
      .transaction(async (tx) => {
        await tx.update(users).set({ firstname: 'Never' }).where(eq(users.id, id));
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.update(users).set({ firstname: 'Later' }).where(eq(users.id, randomUUID()));
    await feed.sync();
    expect(told).toEqual([]);
  });

  it("hears a write's own marker after the write, and drops the marker of a rollback", async () => {
    const marker = feed.marker();
    if (database.kind !== 'postgres') {
      // PGlite tells a transaction's notifications before it resolves: nothing to wait for.
      expect(marker).toBeUndefined();
      return;
    }
    const id = await newUser();
    await feed.sync();
    told.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ firstname: 'Marked' }).where(eq(users.id, id));
      await tx.execute(sql`select pg_notify('bandbook_changes', ${marker!.payload})`);
    });
    expect(await marker!.heard()).toBe(true);
    expect(marker!.wasHeard).toBe(true);
    expect(told).toEqual([id]);

    const lost = feed.marker()!;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('bandbook_changes', ${lost.payload})`);
        throw new Error('roll back');
      })
      .catch(() => {});
    lost.drop();
    expect(lost.wasHeard).toBe(false);
    expect(feed.live).toBe(true);
  });

  it('tells the catalogue version of a staff write', async () => {
    const before = feed.catalogueVersion;
    await newPackage();
    await feed.sync();
    const { rows } = (await database.db.execute(
      sql`select version from catalogue_state`,
    )) as unknown as {
      rows: { version: string }[];
    };
    const [state] = rows;
    expect(feed.catalogueVersion).toBeGreaterThan(before);
    expect(feed.catalogueVersion).toBe(Number(state!.version));
  });
});

describe('the viewer cache', () => {
  it('answers from memory until the user changes, then reads again', async () => {
    const viewers = createViewerCache(database.db, feed);
    const id = await newUser();
    await feed.sync();
    expect((await viewers.get(id))?.user.firstname).toBe('');
    queries.length = 0;
    expect((await viewers.get(id))?.user.firstname).toBe('');
    expect(queries).toEqual([]);

    await database.db.update(users).set({ firstname: 'Ada' }).where(eq(users.id, id));
    await feed.sync();
    expect((await viewers.get(id))?.user.firstname).toBe('Ada');
    expect(queries).toHaveLength(2);
    expect(viewers.size).toBeGreaterThan(0);
  });

  it('does not keep a read that a change overtook, and shares one read between readers', async () => {
    // A feed driven by hand, so the change can land while the read is under way.
    const userChanged: ((id: string) => void)[] = [];
    const manual: ChangeFeed = {
      ...offlineChangeFeed(),
      live: true,
      onUserChanged: (listener) => void userChanged.push(listener),
    };
    const viewers = createViewerCache(database.db, manual);
    const id = await newUser();
    queries.length = 0;
    const first = viewers.get(id);
    const second = viewers.get(id);
    for (const listener of userChanged) listener(id);
    await Promise.all([first, second]);
    expect(queries).toHaveLength(1);
    await viewers.get(id);
    expect(queries).toHaveLength(2); // the overtaken read was not kept
    await viewers.get(id);
    expect(queries).toHaveLength(2);
  });

  it('reads through while the feed is not live', async () => {
    const viewers = createViewerCache(database.db, offlineChangeFeed());
    const id = await newUser();
    queries.length = 0;
    await viewers.get(id);
    await viewers.get(id);
    expect(queries).toHaveLength(2);
    expect(viewers.size).toBe(0);
    expect(await viewers.get(randomUUID())).toBeUndefined();
  });
});
