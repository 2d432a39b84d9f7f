// The reads of the redemption analytics, grouped in the database: codes activated (one row of
// code_uses per learner and code, with its time) and trials started (entitlements of kind 'trial', by
// their start), within a range of UTC days, the filters and the reader's channel scope (a record is in
// scope when its book is, decision 052). Plain SQL the same on PGlite and PostgreSQL.
import { sql, type SQL } from 'drizzle-orm';
import type { RedemptionFilters } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { inChannelScope, type ChannelScope } from '../../modules/catalogue/channel-scope.js';

export interface AnalyticsWindow extends RedemptionFilters {
  scope: ChannelScope;
}

const DAY_MS = 86_400_000;
/** The range as instants: from the first day's midnight (UTC) to the midnight after the last. */
const instants = (w: AnalyticsWindow) => ({
  start: `${w.from}T00:00:00.000Z`,
  end: new Date(Date.parse(`${w.to}T00:00:00.000Z`) + DAY_MS).toISOString(),
});

const joined = (conditions: (SQL | undefined)[]) =>
  sql.join(
    conditions.filter((c): c is SQL => c !== undefined),
    sql` and `,
  );

/** `where …` of the conditions given, or nothing when there are none. */
function where(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql`where ${joined(present)}` : sql``;
}

/** The conditions on a book (`packageId`: its id expression) that every figure shares. */
function bookConditions(w: AnalyticsWindow, packageId: SQL): (SQL | undefined)[] {
  return [
    inChannelScope(w.scope, packageId),
    w.packageId ? sql`${packageId} = ${w.packageId}` : undefined,
    w.channelId
      ? sql`exists (select 1 from channel_packages f where f.package_id = ${packageId} and f.channel_id = ${w.channelId})`
      : undefined,
  ];
}

/**
 * The two kinds of event as CTEs `a` (activations: at, list_id, package_id) and `t` (trials: at,
 * package_id). A code-list filter keeps that list's uses and the trials of its book (trials come from
 * no list).
 */
function events(w: AnalyticsWindow): SQL {
  const { start, end } = instants(w);
  const activations = joined([
    sql`cu.activated_at >= ${start}::timestamptz`,
    sql`cu.activated_at < ${end}::timestamptz`,
    ...bookConditions(w, sql`cl.package_id`),
    w.couponListId ? sql`cl.id = ${w.couponListId}` : undefined,
  ]);
  const trials = joined([
    sql`e.kind = 'trial'`,
    sql`e.starts_at >= ${start}::timestamptz`,
    sql`e.starts_at < ${end}::timestamptz`,
    ...bookConditions(w, sql`e.package_id`),
    w.couponListId
      ? sql`e.package_id = (select l.package_id from coupon_lists l where l.id = ${w.couponListId})`
      : undefined,
  ]);
  return sql`a as (
      select cu.activated_at as at, cl.id as list_id, cl.package_id
      from code_uses cu
      join codes c on c.id = cu.code_id
      join coupon_lists cl on cl.id = c.list_id
      where ${activations}
    ),
    t as (
      select e.starts_at as at, e.package_id from entitlements e where ${trials}
    ),
    ev as (
      select package_id, 1 as activation, 0 as trial from a
      union all
      select package_id, 0, 1 from t
    )`;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface DayRow {
  date: string;
  activations: number;
  trials: number;
  total_activations: number;
  total_trials: number;
}

/** One row per day of the range (days without events as zeros), with the range's totals. */
export const selectDays = (db: Db, w: AnalyticsWindow) =>
  rows<DayRow>(
    db,
    sql`with ${events(w)},
    ad as (select (at at time zone 'UTC')::date as day, count(*) as n from a group by 1),
    td as (select (at at time zone 'UTC')::date as day, count(*) as n from t group by 1)
    select to_char(d.day, 'YYYY-MM-DD') as date,
      coalesce(ad.n, 0)::int as activations,
      coalesce(td.n, 0)::int as trials,
      (sum(coalesce(ad.n, 0)) over ())::int as total_activations,
      (sum(coalesce(td.n, 0)) over ())::int as total_trials
    from (select g::date as day
      from generate_series(${w.from}::date::timestamp, ${w.to}::date::timestamp, interval '1 day') g) d
    left join ad on ad.day = d.day
    left join td on td.day = d.day
    order by d.day`,
  );

export interface FigureRow {
  id: string;
  name: string;
  activations: number;
  trials: number;
}

/** Books with events in the range, most activations first. */
export const selectPackages = (db: Db, w: AnalyticsWindow) =>
  rows<FigureRow>(
    db,
    sql`with ${events(w)}
    select p.id, p.title as name,
      sum(ev.activation)::int as activations, sum(ev.trial)::int as trials
    from ev join content_packages p on p.id = ev.package_id
    group by p.id, p.title
    order by activations desc, trials desc, p.title, p.id`,
  );

/** Channels with events in the range: a book's events count in each of its channels in scope. */
export function selectChannels(db: Db, w: AnalyticsWindow) {
  const channels = where([
    w.scope === 'all'
      ? undefined
      : w.scope.length
        ? sql`cp.channel_id::text in ${w.scope.map((id) => id.toLowerCase())}`
        : sql`false`,
    w.channelId ? sql`cp.channel_id = ${w.channelId}` : undefined,
  ]);
  return rows<FigureRow>(
    db,
    sql`with ${events(w)}
    select ch.id, ch.name,
      sum(ev.activation)::int as activations, sum(ev.trial)::int as trials
    from ev
    join channel_packages cp on cp.package_id = ev.package_id
    join content_channels ch on ch.id = cp.channel_id
    ${channels}
    group by ch.id, ch.name
    order by activations desc, trials desc, ch.name, ch.id`,
  );
}

export interface CodeListRow {
  id: string;
  name: string;
  package_id: string;
  package_title: string;
  activations: number;
  uses: string | number;
  capacity: string | number;
}

/** Every code list within the filters, with its uses in the range, its uses so far and its capacity. */
export function selectCodeLists(db: Db, w: AnalyticsWindow) {
  const { start, end } = instants(w);
  const lists = where([
    ...bookConditions(w, sql`cl.package_id`),
    w.couponListId ? sql`cl.id = ${w.couponListId}` : undefined,
  ]);
  return rows<CodeListRow>(
    db,
    sql`with l as (
      select cl.id, cl.name, cl.package_id, p.title as package_title
      from coupon_lists cl join content_packages p on p.id = cl.package_id
      ${lists}
    ),
    cap as (
      select c.list_id, sum(c.uses) as uses, sum(c.max_uses) as capacity
      from codes c where c.list_id in (select id from l) group by c.list_id
    ),
    used as (
      select c.list_id, count(*) as n
      from code_uses cu join codes c on c.id = cu.code_id
      where c.list_id in (select id from l)
        and cu.activated_at >= ${start}::timestamptz and cu.activated_at < ${end}::timestamptz
      group by c.list_id
    )
    select l.id, l.name, l.package_id, l.package_title,
      coalesce(used.n, 0)::int as activations,
      coalesce(cap.uses, 0)::int8 as uses,
      coalesce(cap.capacity, 0)::int8 as capacity
    from l
    left join cap on cap.list_id = l.id
    left join used on used.list_id = l.id
    order by activations desc, l.name, l.id`,
  );
}

/** The filters' choices within the scope: books that can have figures, channels, code lists. */
export async function selectFilterOptions(db: Db, scope: ChannelScope) {
  const channelsInScope =
    scope === 'all'
      ? sql``
      : scope.length
        ? sql`where ch.id::text in ${scope.map((id) => id.toLowerCase())}`
        : sql`where false`;
  const [packages, channels, codeLists] = await Promise.all([
    rows<{ id: string; title: string }>(
      db,
      sql`select p.id, p.title from content_packages p
      ${where([
        inChannelScope(scope, sql`p.id`),
        sql`(p.trial_period_in_days > 0
          or exists (select 1 from coupon_lists l where l.package_id = p.id)
          or exists (select 1 from entitlements e where e.package_id = p.id and e.kind = 'trial'))`,
      ])}
      order by p.title, p.id`,
    ),
    rows<{ id: string; name: string }>(
      db,
      sql`select ch.id, ch.name from content_channels ch ${channelsInScope} order by ch.name, ch.id`,
    ),
    rows<{ id: string; name: string; package_id: string }>(
      db,
      sql`select cl.id, cl.name, cl.package_id from coupon_lists cl
      ${where([inChannelScope(scope, sql`cl.package_id`)])}
      order by cl.name, cl.id`,
    ),
  ]);
  return { packages, channels, codeLists };
}
