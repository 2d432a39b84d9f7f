// No N+1 queries on the learner's busiest reads: once this process holds the viewer and the
// catalogue (decision 024), a read makes no query at all; after a change, the first read makes a
// fixed, small number, which does not grow with the catalogue, the dashboard lists or what the
// learner holds.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  contentPackages,
  dashboardListPackages,
  entitlements,
  progress,
} from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import {
  createLearner,
  PASSING_RESULT,
  seedCatalogue,
  type Catalogue,
} from './support/catalogue-fixtures.js';
import { auth, createTestApp, type TestApp } from './support/test-app.js';

/**
 * The first call after a change reads the viewer (one query), the catalogue (its version and three
 * lists) and, for a book, the package.
 */
const RELOAD_LIMIT = 6;

let t: TestApp;
let c: Catalogue;
let learner: { id: string; token: string };
const queries: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (query) => queries.push(query) });
  c = await seedCatalogue(t);
  learner = await createLearner(c.ctx, { instruments: ['guitar'], genres: ['rock'] });
  await c.ctx.db.insert(entitlements).values({
    userId: learner.id,
    packageId: c.codeBook,
    kind: 'subscription',
    startsAt: new Date(),
    endsAt: new Date(Date.now() + 86_400_000),
    source: 'code',
  });
});
afterAll(() => t.close());

const reads = () => [
  '/api/dashboard/dynamic',
  `/api/dashboard/dynamic/${c.channelId}`,
  `/api/dashboard/content-group/library`,
  `/api/dashboard/content-list/${c.libraryListId}`,
  `/api/content-packages/${c.codeBook}`,
  '/api/users/me',
];

async function queriesOf(url: string): Promise<string[]> {
  queries.length = 0;
  const response = await t.app.inject({ url, headers: auth(learner.token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return [...queries];
}

/** Twenty more live books in the learner's channel, all in the library list, half of them held. */
async function growCatalogue() {
  for (let i = 0; i < 20; i++) {
    const id = await createPackage(c.ctx.db, {
      title: `Extra ${i} ${randomUUID()}`,
      genreIds: ['rock', 'jazz'],
      instrumentIds: ['guitar'],
      skillLevelIds: ['beginner'],
      channelIds: [c.channelId],
    });
    await c.ctx.db.update(contentPackages).set({ active: true }).where(eq(contentPackages.id, id));
    await c.ctx.db
      .insert(dashboardListPackages)
      .values({ listId: c.libraryListId, packageId: id, position: 100 + i });
    if (i % 2) continue;
    await c.ctx.db.insert(entitlements).values({
      userId: learner.id,
      packageId: id,
      kind: 'subscription',
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 86_400_000),
      source: 'code',
    });
    await c.ctx.db.insert(progress).values({
      userId: learner.id,
      packageId: id,
      contentId: 'item',
      result: PASSING_RESULT,
      stars: 4,
      score: 90,
    });
  }
}

describe('queries per learner read', () => {
  it('stays at a fixed count, however large the catalogue and the holdings', async () => {
    for (const url of reads()) {
      const sent = await queriesOf(url);
      expect(sent.length, `${url}:\n${sent.join('\n')}`).toBeLessThanOrEqual(RELOAD_LIMIT);
    }
    for (const url of reads()) {
      const sent = await queriesOf(url);
      expect(sent, url).toEqual([]);
    }

    await growCatalogue();
    for (const url of reads()) {
      const sent = await queriesOf(url);
      expect(sent.length, `${url}:\n${sent.join('\n')}`).toBeLessThanOrEqual(RELOAD_LIMIT);
    }
    for (const url of reads()) {
      const sent = await queriesOf(url);
      expect(sent, url).toEqual([]);
    }
  });

  it('serves the grown catalogue: the reads see every new book at once', async () => {
    const response = await t.app.inject({
      url: '/api/dashboard/dynamic',
      headers: auth(learner.token),
    });
    const dashboard = response.json() as { allList: { title: string }[]; userList: unknown[] };
    expect(dashboard.allList.filter((card) => card.title.startsWith('Extra '))).toHaveLength(20);
    expect(dashboard.userList).toHaveLength(11);
    const library = await t.app.inject({
      url: `/api/dashboard/content-list/${c.libraryListId}`,
      headers: auth(learner.token),
    });
    const list = library.json() as { packageList: { title: string }[] };
    expect(list.packageList.filter((card) => card.title.startsWith('Extra '))).toHaveLength(20);
  });
});
