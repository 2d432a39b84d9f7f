// The static_site_builds rows: one per build, its progress written as pages render.
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { STATIC_SITE_MESSAGES } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { staticSiteBuilds } from '../../db/schema/index.js';

export type StaticSiteBuildRow = typeof staticSiteBuilds.$inferSelect;

export async function insertBuild(db: Db, createdBy: string): Promise<StaticSiteBuildRow> {
  const [row] = await db.insert(staticSiteBuilds).values({ createdBy }).returning();
  return row!;
}

export async function findBuild(db: Db, id: string): Promise<StaticSiteBuildRow | undefined> {
  const [row] = await db.select().from(staticSiteBuilds).where(eq(staticSiteBuilds.id, id));
  return row;
}

export async function findLatestBuild(db: Db): Promise<StaticSiteBuildRow | undefined> {
  const [row] = await db
    .select()
    .from(staticSiteBuilds)
    .orderBy(desc(staticSiteBuilds.createdAt), desc(staticSiteBuilds.id))
    .limit(1);
  return row;
}

export const markRunning = (db: Db, id: string, pageKeys: string[]) =>
  db
    .update(staticSiteBuilds)
    .set({ status: 'running', total: pageKeys.length, done: 0, pageKeys })
    .where(eq(staticSiteBuilds.id, id));

export const countPageDone = (db: Db, id: string) =>
  db
    .update(staticSiteBuilds)
    .set({ done: sql`${staticSiteBuilds.done} + 1` })
    .where(eq(staticSiteBuilds.id, id));

export const markDone = (db: Db, id: string, resultKey: string) =>
  db
    .update(staticSiteBuilds)
    .set({ status: 'done', resultKey, finishedAt: new Date() })
    .where(eq(staticSiteBuilds.id, id));

export const markFailed = (db: Db, id: string, error: string) =>
  db
    .update(staticSiteBuilds)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(eq(staticSiteBuilds.id, id));

/**
 * At start nothing of this process is building yet, so a queued or running row was left by a
 * process that stopped mid-build: it is marked failed (not re-run: staff may no longer want it).
 */
export const failInterruptedBuilds = (db: Db) =>
  db
    .update(staticSiteBuilds)
    .set({ status: 'failed', error: STATIC_SITE_MESSAGES.interrupted, finishedAt: new Date() })
    .where(inArray(staticSiteBuilds.status, ['queued', 'running']));

/** The newest build that finished well: the one the public site is copied from. */
export async function findNewestDoneBuild(db: Db): Promise<StaticSiteBuildRow | undefined> {
  const [row] = await db
    .select()
    .from(staticSiteBuilds)
    .where(eq(staticSiteBuilds.status, 'done'))
    .orderBy(desc(staticSiteBuilds.createdAt), desc(staticSiteBuilds.id))
    .limit(1);
  return row;
}

/** Finished builds (done or failed) started before `newest`: superseded by it. */
export const selectBuildsBefore = (db: Db, newest: StaticSiteBuildRow) =>
  db
    .select({ id: staticSiteBuilds.id, pageKeys: staticSiteBuilds.pageKeys })
    .from(staticSiteBuilds)
    .where(
      and(
        inArray(staticSiteBuilds.status, ['done', 'failed']),
        or(
          lt(staticSiteBuilds.createdAt, newest.createdAt),
          and(eq(staticSiteBuilds.createdAt, newest.createdAt), lt(staticSiteBuilds.id, newest.id)),
        ),
      ),
    );

export const deleteBuild = (db: Db, id: string) =>
  db.delete(staticSiteBuilds).where(eq(staticSiteBuilds.id, id));
