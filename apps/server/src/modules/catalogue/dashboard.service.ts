// The learner dashboard: every visible package (allList), the library and discover tabs with their
// lists, the user's own books (userList) and recommendations from their instruments and genres.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Dashboard, DashboardList, PackageCard, Showcase } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { dashboardGroups, dashboardListPackages, dashboardLists } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { findUserById } from '../users/users.queries.js';
import { accessTo, loadEntitlements } from './entitlements.js';
import { presentCard } from './package.presenter.js';
import { selectPackages, type PackageRow } from './packages.queries.js';

export const RECOMMENDED_MAX = 12;

/** Everything a dashboard call needs about the viewer, read once. */
export async function loadViewer(ctx: AppContext, userId: string, channelId?: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('User not found.');
  const channelIds = channelId ? [channelId] : user.contentChannelIdList;
  const [packages, held] = await Promise.all([
    selectPackages(ctx.db, { channelIds }),
    loadEntitlements(ctx.db, userId),
  ]);
  const now = new Date();
  const cards = new Map<string, PackageCard>(
    packages.map((row) => [
      row.id,
      presentCard(row, accessTo(row, held.get(row.id), now), ctx.media),
    ]),
  );
  return { user, packages, cards, held };
}

type Group = 'library' | 'discover';

/** The active lists of the given tabs, in order, with their live books; one query for all tabs. */
async function readGroupLists(ctx: AppContext, groups: Group[], cards: Map<string, PackageCard>) {
  const rows = await ctx.db
    .select({
      group: dashboardGroups.group,
      listId: dashboardLists.id,
      icon: dashboardLists.icon,
      title: dashboardLists.title,
      packageId: dashboardListPackages.packageId,
    })
    .from(dashboardGroups)
    .innerJoin(dashboardLists, eq(dashboardLists.id, dashboardGroups.listId))
    .leftJoin(dashboardListPackages, eq(dashboardListPackages.listId, dashboardLists.id))
    .where(and(inArray(dashboardGroups.group, groups), eq(dashboardGroups.active, true)))
    .orderBy(asc(dashboardGroups.position), asc(dashboardListPackages.position));
  const byGroup = new Map<Group, Map<string, DashboardList>>(groups.map((g) => [g, new Map()]));
  for (const row of rows) {
    const lists = byGroup.get(row.group)!;
    const list = lists.get(row.listId) ?? {
      _id: row.listId,
      icon: row.icon,
      title: row.title,
      packageList: [],
    };
    const card = row.packageId ? cards.get(row.packageId) : undefined;
    if (card) list.packageList.push(card);
    lists.set(row.listId, list);
  }
  return groups.map((group) => ({ group, list: [...byGroup.get(group)!.values()] }));
}

/** Unowned packages sharing the most instruments and genres with the user, best match first. */
export function recommend(
  packages: PackageRow[],
  cards: Map<string, PackageCard>,
  interests: { instruments: string[]; genres: string[] },
): PackageCard[] {
  const scored = packages
    .map((row) => ({
      row,
      score:
        2 * row.instrumentIdList.filter((id) => interests.instruments.includes(id)).length +
        row.genreIdList.filter((id) => interests.genres.includes(id)).length,
    }))
    .filter(({ row, score }) => {
      const card = cards.get(row.id)!;
      // Nothing the user holds or has already tried.
      return score > 0 && !card.isOwned && !card.isActiveTrial && !card.isExpiredTrial;
    });
  scored.sort((a, b) => b.score - a.score || a.row.title.localeCompare(b.row.title));
  return scored.slice(0, RECOMMENDED_MAX).map(({ row }) => cards.get(row.id)!);
}

export async function buildDashboard(
  ctx: AppContext,
  userId: string,
  channelId?: string,
): Promise<Dashboard> {
  const { user, packages, cards, held } = await loadViewer(ctx, userId, channelId);
  const tabList = await readGroupLists(ctx, ['library', 'discover'], cards);
  return {
    allList: [...cards.values()],
    tabList,
    // The user's books: subscriptions and trials (active or expired), newest first.
    userList: [...held.values()]
      .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
      .map((e) => cards.get(e.packageId))
      .filter((card): card is PackageCard => Boolean(card)),
    recommendedList: recommend(packages, cards, user),
  };
}

export async function readDashboardList(ctx: AppContext, userId: string, listId: string) {
  const { cards } = await loadViewer(ctx, userId);
  const [list] = await ctx.db.select().from(dashboardLists).where(eq(dashboardLists.id, listId));
  if (!list) throw notFound('This list does not exist.');
  const entries = await ctx.db
    .select({ packageId: dashboardListPackages.packageId })
    .from(dashboardListPackages)
    .where(eq(dashboardListPackages.listId, listId))
    .orderBy(asc(dashboardListPackages.position));
  return {
    _id: list.id,
    icon: list.icon,
    title: list.title,
    packageList: entries
      .map((e) => cards.get(e.packageId))
      .filter((c): c is PackageCard => Boolean(c)),
  };
}

export async function readDashboardGroup(
  ctx: AppContext,
  userId: string,
  group: 'library' | 'discover',
) {
  const { cards } = await loadViewer(ctx, userId);
  const [tab] = await readGroupLists(ctx, [group], cards);
  return tab!;
}

export const HOW_IT_WORKS_VIDEO_KEY = 'uploads/public/how-it-works.mp4';

/** The public home page: newest books first, with no entitlement (no user). */
export async function readShowcase(ctx: AppContext): Promise<Showcase> {
  const rows = await selectPackages(ctx.db);
  rows.sort((a, b) => (b.releaseDate?.getTime() ?? 0) - (a.releaseDate?.getTime() ?? 0));
  return {
    books: rows.slice(0, 15).map((row) => presentCard(row, accessTo(row, undefined), ctx.media)),
    howItWorksVideo: (await ctx.storage.exists(HOW_IT_WORKS_VIDEO_KEY))
      ? { title: 'See How It Works', url: ctx.media.url(HOW_IT_WORKS_VIDEO_KEY)! }
      : null,
  };
}
