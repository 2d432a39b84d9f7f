// The practice journal's reads: a learner's takes, newest first, a page at a time (a cursor of the
// last row's time and id, so a take saved meanwhile never shifts a page), each with its book's and
// exercise's titles, its kept recording and the exercise's reference as signed media URLs.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PRACTICE_MESSAGES, type Take, type TakesPage, type TakesQuery } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { takes } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { loadBookWithAccess } from '../catalogue/book-access.js';
import { canUseItem } from '../catalogue/entitlements.js';

export type TakeRow = typeof takes.$inferSelect;

/** created_at to the microsecond, in UTC: the cursor's time (a JS Date keeps milliseconds only). */
const exactTime = sql<string>`to_char(${takes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

interface Cursor {
  at: string;
  id: string;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6})\|([0-9a-f-]{36})$/;

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

function decodeCursor(text: string): Cursor {
  const match = CURSOR.exec(Buffer.from(text, 'base64url').toString());
  if (!match)
    throw badRequest(PRACTICE_MESSAGES.cursor, { cursor: { message: PRACTICE_MESSAGES.cursor } });
  return { at: match[1]!, id: match[2]! };
}

export interface Titles {
  bookTitle: string | null;
  content: Map<string, { title: string; referenceUrl: string | null }>;
}

/** Per book of the page: its title and, per exercise, its title and its reference while usable. */
export async function titlesOf(ctx: AppContext, userId: string, packageIds: string[]) {
  const byBook = new Map<string, Titles>();
  for (const packageId of packageIds) {
    const loaded = await loadBookWithAccess(ctx.db, userId, packageId);
    const content = new Map<string, { title: string; referenceUrl: string | null }>();
    for (const list of loaded?.book.content.mmsList ?? []) {
      for (const item of list.contentList) {
        const usable = loaded && canUseItem(loaded.access, item);
        content.set(item._id, {
          title: item.title,
          referenceUrl: usable ? ctx.media.url(item.audioFilePath) : null,
        });
      }
    }
    byBook.set(packageId, { bookTitle: loaded?.book.title ?? null, content });
  }
  return byBook;
}

export function presentTake(ctx: AppContext, row: TakeRow, titles: Titles | undefined): Take {
  const item = titles?.content.get(row.contentId);
  return {
    id: row.id,
    contentPackageId: row.packageId,
    bookTitle: titles?.bookTitle ?? null,
    contentId: row.contentId,
    contentTitle: item?.title ?? null,
    createdAt: row.createdAt.toISOString(),
    tempo: row.tempo,
    part: row.part,
    stars: row.stars,
    score: row.score,
    pitchScore: row.pitchScore,
    rhythmScore: row.rhythmScore,
    percentPlayed: row.percentPlayed,
    durationSeconds: row.durationSeconds,
    mode: row.mode,
    recordingUrl: ctx.media.url(row.recordingKey),
    referenceUrl: item?.referenceUrl ?? null,
  };
}

export async function readTakes(
  ctx: AppContext,
  userId: string,
  query: TakesQuery,
): Promise<TakesPage> {
  const where: SQL[] = [eq(takes.userId, userId)];
  if (query.packageId) where.push(eq(takes.packageId, query.packageId));
  if (query.contentId) where.push(eq(takes.contentId, query.contentId));
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    where.push(
      sql`(${takes.createdAt}, ${takes.id}) < ((${cursor.at}::timestamp at time zone 'UTC'), ${cursor.id}::uuid)`,
    );
  }
  const rows = await ctx.db
    .select({ take: takes, at: exactTime })
    .from(takes)
    .where(and(...where))
    .orderBy(desc(takes.createdAt), desc(takes.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const titles = await titlesOf(ctx, userId, [...new Set(page.map((row) => row.take.packageId))]);
  const last = page.at(-1);
  return {
    takes: page.map((row) => presentTake(ctx, row.take, titles.get(row.take.packageId))),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.take.id }) : null,
  };
}

/** One take of the learner's own; undefined for another's or an unknown id (answered 404 alike). */
export async function findOwnTake(
  ctx: AppContext,
  userId: string,
  takeId: string,
): Promise<TakeRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(takes)
    .where(and(eq(takes.id, takeId), eq(takes.userId, userId)));
  return row;
}
