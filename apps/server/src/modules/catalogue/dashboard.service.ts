// The learner dashboard: every visible package (allList), the library and discover tabs with their
// lists, the user's own books (userList) and recommendations from their instruments and genres.
import {
  bookSlug,
  type Dashboard,
  type DashboardList,
  type PackageCard,
  type Showcase,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { isPublicKey } from '../../storage/media-urls.js';
import {
  liveCatalogue,
  type CardRow,
  type CatalogueSnapshot,
  type SnapshotList,
} from './catalogue-snapshot.js';
import { accessTo, type HeldEntitlement } from './entitlements.js';
import { presentCard } from './package.presenter.js';

export const RECOMMENDED_MAX = 12;

/**
 * Everything a learner read needs about the viewer (their interests and channels, what they hold)
 * and the catalogue, from this process's memory when it has them (decision 024).
 */
export async function readViewer(ctx: AppContext, userId: string) {
  const [viewer, catalogue] = await Promise.all([
    ctx.viewers.get(userId),
    liveCatalogue(ctx.db, ctx.changes),
  ]);
  if (!viewer) throw notFound('User not found.');
  const held = new Map<string, HeldEntitlement>(viewer.held.map((e) => [e.packageId, e]));
  return { user: viewer.user, viewer, catalogue, held };
}

/**
 * The card of each package for a viewer who holds nothing of it, made once per catalogue copy: most
 * cards of a dashboard are these. Only cards whose cover URL never changes (a public cover, or none)
 * are kept; a signed cover URL carries an expiry, so that card is made per request.
 */
const strangerCards = new WeakMap<CatalogueSnapshot, Map<string, PackageCard>>();

function strangerCard(ctx: AppContext, catalogue: CatalogueSnapshot, pkg: CardRow) {
  let cards = strangerCards.get(catalogue);
  if (!cards) strangerCards.set(catalogue, (cards = new Map()));
  let card = cards.get(pkg.id);
  if (!card) {
    card = presentCard(pkg, accessTo(pkg, undefined), ctx.media);
    if (!pkg.thumbnailImage || isPublicKey(pkg.thumbnailImage)) cards.set(pkg.id, card);
  }
  return card;
}

/** Cards of these packages as this viewer sees them (owned, trial, expired trial). */
export function cardsFor(
  ctx: AppContext,
  catalogue: CatalogueSnapshot,
  packages: CardRow[],
  held: Map<string, HeldEntitlement>,
): Map<string, PackageCard> {
  const now = new Date();
  return new Map(
    packages.map((pkg) => {
      const entitlement = held.get(pkg.id);
      const card = entitlement
        ? presentCard(pkg, accessTo(pkg, entitlement, now), ctx.media)
        : strangerCard(ctx, catalogue, pkg);
      return [pkg.id, card];
    }),
  );
}

/**
 * The viewer, with cards of the packages their channels show (or one channel's), and apart, cards of
 * the archived packages they hold there: theirs still, but in no list but their own (decision 057).
 */
async function loadViewer(ctx: AppContext, userId: string, channelId?: string) {
  const { user, catalogue, held } = await readViewer(ctx, userId);
  const channelIds = channelId ? [channelId] : user.contentChannelIdList;
  const shown = (p: CardRow) =>
    channelIds.length === 0 || p.contentChannelIdList.some((id) => channelIds.includes(id));
  const packages = channelIds.length ? catalogue.packages.filter(shown) : catalogue.packages;
  const archivedHeld = [...held.keys()]
    .map((id) => catalogue.archived.get(id))
    .filter((row): row is CardRow => row !== undefined && shown(row));
  return {
    user,
    catalogue,
    held,
    packages,
    cards: cardsFor(ctx, catalogue, packages, held),
    ownArchived: cardsFor(ctx, catalogue, archivedHeld, held),
  };
}

type Group = 'library' | 'discover';

/** A list with the cards of its live, visible books. */
function listWithCards(list: SnapshotList, cards: Map<string, PackageCard>): DashboardList {
  return {
    _id: list.id,
    icon: list.icon,
    title: list.title,
    packageList: list.packageIds
      .map((id) => cards.get(id))
      .filter((card): card is PackageCard => Boolean(card)),
  };
}

/** The active lists of the given tabs, in order, with their live books. */
function groupLists(
  catalogue: CatalogueSnapshot,
  groups: Group[],
  cards: Map<string, PackageCard>,
) {
  return groups.map((group) => ({
    group,
    list: catalogue.tabs[group].map((list) => listWithCards(list, cards)),
  }));
}

/** Unowned packages sharing the most instruments and genres with the user, best match first. */
export function recommend(
  packages: CardRow[],
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
  const { user, catalogue, packages, cards, held, ownArchived } = await loadViewer(
    ctx,
    userId,
    channelId,
  );
  return {
    // Every book the viewer may open: an archived one they hold too (a book page finds it here).
    allList: [...cards.values(), ...ownArchived.values()],
    tabList: groupLists(catalogue, ['library', 'discover'], cards),
    // The user's books: subscriptions and trials (active or expired), newest first.
    userList: [...held.values()]
      .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
      .map((e) => cards.get(e.packageId) ?? ownArchived.get(e.packageId))
      .filter((card): card is PackageCard => Boolean(card)),
    recommendedList: recommend(packages, cards, user),
  };
}

export async function readDashboardList(ctx: AppContext, userId: string, listId: string) {
  const { catalogue, cards } = await loadViewer(ctx, userId);
  const list = catalogue.lists.get(listId);
  if (!list) throw notFound('This list does not exist.');
  return listWithCards(list, cards);
}

export async function readDashboardGroup(
  ctx: AppContext,
  userId: string,
  group: 'library' | 'discover',
) {
  const { catalogue, cards } = await loadViewer(ctx, userId);
  return groupLists(catalogue, [group], cards)[0]!;
}

export const HOW_IT_WORKS_VIDEO_KEY = 'uploads/public/how-it-works.mp4';
const SHOWCASE_BOOKS = 15;

/** The books of the public home page: newest first, worked out once per catalogue copy. */
const showcaseRowsByCatalogue = new WeakMap<CatalogueSnapshot, CardRow[]>();

async function showcaseRows(ctx: AppContext): Promise<CardRow[]> {
  const catalogue = await liveCatalogue(ctx.db, ctx.changes);
  let rows = showcaseRowsByCatalogue.get(catalogue);
  if (!rows) {
    rows = [...catalogue.packages]
      .sort((a, b) => (b.releaseDate?.getTime() ?? 0) - (a.releaseDate?.getTime() ?? 0))
      .slice(0, SHOWCASE_BOOKS);
    showcaseRowsByCatalogue.set(catalogue, rows);
  }
  return rows;
}

/** The public home page: newest books first, with no entitlement (no user). */
export async function readShowcase(ctx: AppContext): Promise<Showcase> {
  const rows = await showcaseRows(ctx);
  return {
    books: rows.map((row) => presentCard(row, accessTo(row, undefined), ctx.media)),
    howItWorksVideo: (await ctx.storage.exists(HOW_IT_WORKS_VIDEO_KEY))
      ? { title: 'See How It Works', url: ctx.media.url(HOW_IT_WORKS_VIDEO_KEY)! }
      : null,
  };
}

/**
 * What the home page's HTML asks the browser to fetch at once, as `Link` preloads: the showcase, and
 * the first book's cover, the page's largest image. Otherwise both wait for the scripts (decision 022).
 */
export async function homePreloads(ctx: AppContext): Promise<string[]> {
  const [first] = await showcaseRows(ctx);
  const cover = first ? ctx.media.url(first.thumbnailImage) : null;
  return [
    '</api/dashboard/showcase>; rel=preload; as=fetch; crossorigin=anonymous',
    ...(cover ? [`<${cover}>; rel=preload; as=image; fetchpriority=high`] : []),
  ];
}

/** Each slug of a live title and its package, or null where two live titles share it. */
const bookIdsBySlug = new WeakMap<CatalogueSnapshot, Map<string, string | null>>();

/**
 * The live package a book page's URL names (/books/{slug}), for its HTML to name it so public/boot.js
 * asks for the book beside the dashboard rather than after it (decision 022). Null when no live title
 * has the slug or several do: then the page finds the book in the dashboard, as without the hint.
 */
export async function bookPageId(ctx: AppContext, slug: string): Promise<string | null> {
  const catalogue = await liveCatalogue(ctx.db, ctx.changes);
  let bySlug = bookIdsBySlug.get(catalogue);
  if (!bySlug) {
    bySlug = new Map();
    for (const pkg of catalogue.packages) {
      const key = bookSlug(pkg.title);
      bySlug.set(key, bySlug.has(key) ? null : pkg.id);
    }
    bookIdsBySlug.set(catalogue, bySlug);
  }
  return bySlug.get(slug.toLowerCase()) ?? null;
}
