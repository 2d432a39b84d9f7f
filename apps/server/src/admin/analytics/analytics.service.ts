// The redemption analytics for one staff member: its channel scope applied to every figure (the
// totals and the per-day series alike), the four grouped reads, and the same figures as CSV text
// streamed row by row.
import { Readable } from 'node:stream';
import {
  channelScope,
  REDEMPTION_CSV_HEADER,
  type Actor,
  type RedemptionAnalytics,
  type RedemptionFilters,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { ChannelScope } from '../../modules/catalogue/channel-scope.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { csvCells, presentAnalytics, presentFilterOptions } from './analytics.presenter.js';
import {
  selectChannels,
  selectCodeLists,
  selectDays,
  selectFilterOptions,
  selectPackages,
  type AnalyticsWindow,
} from './analytics.queries.js';

/**
 * The actor's channel scope, or none at all when it filters by a channel outside it: a restricted
 * admin learns nothing of another channel, not even which of its own books are in it.
 */
function scopeOf(actor: Actor, channelId: string | undefined): ChannelScope {
  const scope = channelScope(actor);
  if (scope === 'all' || !channelId) return scope;
  return scope.some((id) => id.toLowerCase() === channelId) ? scope : [];
}

export async function readRedemptions(
  ctx: AppContext,
  actor: Actor,
  filters: RedemptionFilters,
): Promise<RedemptionAnalytics> {
  const window: AnalyticsWindow = { ...filters, scope: scopeOf(actor, filters.channelId) };
  const [days, packages, channels, codeLists] = await Promise.all([
    selectDays(ctx.db, window),
    selectPackages(ctx.db, window),
    selectChannels(ctx.db, window),
    selectCodeLists(ctx.db, window),
  ]);
  return presentAnalytics(filters, days, packages, channels, codeLists);
}

export async function readFilterOptions(ctx: AppContext, actor: Actor) {
  return presentFilterOptions(await selectFilterOptions(ctx.db, channelScope(actor)));
}

/** The CSV file's name: the range it covers. */
export const csvFileName = (filters: RedemptionFilters) =>
  `redemptions-${filters.from}-to-${filters.to}.csv`;

/** The figures as CSV (UTF-8 with a BOM, header row, CRLF), one row at a time. */
export function redemptionsCsv(answer: RedemptionAnalytics): Readable {
  function* lines() {
    yield CSV_BOM + csvRow(REDEMPTION_CSV_HEADER);
    for (const cells of csvCells(answer)) yield csvRow(cells);
  }
  return Readable.from(lines());
}
