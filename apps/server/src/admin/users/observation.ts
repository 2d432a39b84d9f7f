// Observation (spy) mode: a learner's dashboard as the learner sees it, read-only for staff: each
// subscription and trial with its package, its stars out of the most it can give, and every
// SoundCheck item's best result (its full-tempo one when there is one, decision 059). A
// channel-restricted admin observes only its channels' packages, as it reads the account (decision 052).
import {
  bookPercent,
  channelScope,
  countedResults,
  MAX_STARS_PER_ITEM,
  type Actor,
  type ObservedDashboard,
  type ObservedPackage,
} from '@bandbook/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { progress } from '../../db/schema/index.js';
import { readUser } from './users.service.js';
import { selectEntitlements, type EntitlementRow } from './users.queries.js';

type Best = Map<
  string,
  { result: ObservedPackage['soundcheck'][number]['items'][number]['result']; stars: number }
>;

function observe(ctx: AppContext, entry: EntitlementRow, best: Best, now: Date): ObservedPackage {
  const soundcheck = entry.content.mmsList.map((list) => ({
    title: list.title,
    items: list.contentList.map((item) => {
      const saved = best.get(`${entry.packageId}/${item._id}`);
      return {
        _id: item._id,
        title: item.title,
        result: saved?.result ?? null,
        stars: saved?.stars ?? 0,
      };
    }),
  }));
  const items = soundcheck.flatMap((list) => list.items);
  const stars = items.reduce((total, item) => total + item.stars, 0);
  const maxStars = items.length * MAX_STARS_PER_ITEM;
  return {
    _id: entry.packageId,
    title: entry.title,
    author: entry.author,
    thumbnailImage: ctx.media.url(entry.thumbnailImage),
    kind: entry.kind,
    startDate: entry.startsAt.toISOString(),
    endDate: entry.endsAt.toISOString(),
    isExpired: entry.endsAt < now,
    stars,
    maxStars,
    percent: bookPercent(stars, maxStars),
    soundcheck,
  };
}

export async function observeDashboard(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<ObservedDashboard> {
  // Reading the account is the permission to observe it.
  const user = await readUser(ctx, actor, id);
  const [entries, results] = await Promise.all([
    selectEntitlements(ctx.db, id, channelScope(actor)),
    ctx.db.select().from(progress).where(eq(progress.userId, id)),
  ]);
  const counted = countedResults(results, (row) => `${row.packageId}/${row.contentId}`);
  const best: Best = new Map(
    [...counted].map(([key, { counted: row }]) => [key, { result: row.result, stars: row.stars }]),
  );
  const now = new Date();
  const observed = user.deleted ? [] : entries.map((entry) => observe(ctx, entry, best, now));
  return {
    user: { _id: user._id, username: user.username, email: user.email, userStars: user.userStars },
    adminAccess: true,
    subscriptions: observed.filter((entry) => entry.kind === 'subscription'),
    trials: observed.filter((entry) => entry.kind === 'trial'),
  };
}
