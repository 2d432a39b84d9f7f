// The live catalogue as learners' lists show it (cards of every live package, archived ones apart for
// their holders, dashboard lists and tabs), kept in memory by each API process. Only staff writes
// change it, and every such write bumps `catalogue_state.version` in its own transaction (statement
// triggers, migration 0005), which the change feed tells every process (migration 0007). A learner
// read gets this process's copy when it is as recent as the newest version told, or a fresh one
// (decisions 023 and 024).
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  catalogueState,
  contentPackages,
  dashboardGroups,
  dashboardListPackages,
  dashboardLists,
} from '../../db/schema/index.js';
import type { ChangeFeed } from '../../shared-state/change-feed.js';
import { findLivePackage, packageColumns, type PackageRow } from './packages.queries.js';

/** A package as a card needs it: everything but the content, the description and edit tracking. */
const { content: _c, description: _d, ...cardTableColumns } = getTableColumns(contentPackages);
const cardColumns = {
  ...cardTableColumns,
  genreIdList: packageColumns.genreIdList,
  instrumentIdList: packageColumns.instrumentIdList,
  skillLevelIdList: packageColumns.skillLevelIdList,
  contentChannelIdList: packageColumns.contentChannelIdList,
};

export type CardRow = Awaited<ReturnType<typeof selectCardRows>>[number];

export interface SnapshotList {
  id: string;
  icon: string;
  title: string;
  /** Package ids in the list's order (live or not: cards exist only for live ones). */
  packageIds: string[];
}

export interface CatalogueSnapshot {
  version: number;
  /** Live packages on offer (not archived), by title. */
  packages: CardRow[];
  /** Live packages archived (decision 057), by id: shown only to the learners who hold them. */
  archived: Map<string, CardRow>;
  lists: Map<string, SnapshotList>;
  /** The active lists of each dashboard tab, in order. */
  tabs: { library: SnapshotList[]; discover: SnapshotList[] };
}

function selectCardRows(db: Db) {
  return db
    .select(cardColumns)
    .from(contentPackages)
    .where(eq(contentPackages.active, true))
    .orderBy(asc(contentPackages.title));
}

async function loadSnapshot(db: Db): Promise<CatalogueSnapshot> {
  // The version first: what is read next is at least this recent, so a copy is never labelled newer
  // than its contents (a write landing in between only makes the next read load again).
  const [{ version } = { version: 0 }] = await db
    .select({ version: catalogueState.version })
    .from(catalogueState);
  const [liveRows, listRows, tabRows] = await Promise.all([
    selectCardRows(db),
    db
      .select({
        id: dashboardLists.id,
        icon: dashboardLists.icon,
        title: dashboardLists.title,
        packageId: dashboardListPackages.packageId,
      })
      .from(dashboardLists)
      .leftJoin(dashboardListPackages, eq(dashboardListPackages.listId, dashboardLists.id))
      .orderBy(asc(dashboardLists.id), asc(dashboardListPackages.position)),
    db
      .select({ group: dashboardGroups.group, listId: dashboardGroups.listId })
      .from(dashboardGroups)
      .where(eq(dashboardGroups.active, true))
      .orderBy(asc(dashboardGroups.position)),
  ]);
  const lists = new Map<string, SnapshotList>();
  for (const row of listRows) {
    const list = lists.get(row.id) ?? {
      id: row.id,
      icon: row.icon,
      title: row.title,
      packageIds: [],
    };
    if (row.packageId) list.packageIds.push(row.packageId);
    lists.set(row.id, list);
  }
  const tabs: CatalogueSnapshot['tabs'] = { library: [], discover: [] };
  for (const row of tabRows) {
    const list = lists.get(row.listId);
    if (list) tabs[row.group].push(list);
  }
  // One read of every Live package, split: archived ones are kept apart for their holders.
  const packages = liveRows.filter((row) => !row.archivedAt);
  const archived = new Map(liveRows.filter((row) => row.archivedAt).map((row) => [row.id, row]));
  return { version, packages, archived, lists, tabs };
}

interface Holder {
  current?: CatalogueSnapshot;
  loading?: Promise<CatalogueSnapshot>;
}

/** One copy per database (tests open many), shared by every request of this process. */
const holders = new WeakMap<Db, Holder>();

/** This process's copy of the catalogue, at least as recent as `version` (read by the caller). */
export async function catalogueAt(db: Db, version: number): Promise<CatalogueSnapshot> {
  let holder = holders.get(db);
  if (!holder) holders.set(db, (holder = {}));
  const current = holder.current;
  if (current && current.version >= version) return current;
  // One load at a time: concurrent readers of a stale copy wait for the same load. A load that
  // started before `version` was read may be older than it: then wait for one more.
  for (let attempt = 0; ; attempt++) {
    const loaded = await (holder.loading ??= startLoad(db, holder));
    if (loaded.version >= version || attempt > 0) return loaded;
  }
}

/**
 * The copy a read may use: while the change feed is live, at the newest version it told (no query
 * when this process has it); otherwise at the version one small query reads.
 */
export async function liveCatalogue(db: Db, changes: ChangeFeed): Promise<CatalogueSnapshot> {
  if (changes.live) return catalogueAt(db, changes.catalogueVersion);
  const [state] = await db.select({ version: catalogueState.version }).from(catalogueState);
  return catalogueAt(db, state?.version ?? 0);
}

/** Full packages (content included) of one catalogue copy, read once each, for book reads. */
const fullPackages = new WeakMap<CatalogueSnapshot, Map<string, Promise<PackageRow | undefined>>>();

/**
 * A live package with its content, archived ones too (the caller shows those to their holders only,
 * decision 057): from this copy's memory while the feed is live.
 */
export function livePackage(
  db: Db,
  changes: ChangeFeed,
  catalogue: CatalogueSnapshot,
  id: string,
): Promise<PackageRow | undefined> {
  if (!changes.live) return findLivePackage(db, id);
  let kept = fullPackages.get(catalogue);
  if (!kept) fullPackages.set(catalogue, (kept = new Map()));
  let found = kept.get(id);
  if (!found) {
    // Only live packages are kept (so the map is bounded by the catalogue); a failed read is not.
    if (!catalogue.archived.has(id) && !catalogue.packages.some((pkg) => pkg.id === id)) {
      return Promise.resolve(undefined);
    }
    const reading = findLivePackage(db, id);
    kept.set(id, reading);
    reading.catch(() => kept.delete(id));
    found = reading;
  }
  return found;
}

function startLoad(db: Db, holder: Holder): Promise<CatalogueSnapshot> {
  const loading = loadSnapshot(db)
    .then((loaded) => {
      if (!holder.current || loaded.version > holder.current.version) holder.current = loaded;
      return loaded;
    })
    .finally(() => {
      if (holder.loading === loading) holder.loading = undefined;
    });
  return loading;
}
