// Which code lists an export holds and who may see its file (decision 053): a code-list export made
// by an admin restricted to channels holds only the lists of those channels' packages, and its file
// is seen only by staff whose own channels cover them. Single-user exports are never restricted.
import { channelScope, type Actor, type ExportKind } from '@bandbook/domain';
import { sql, type SQL } from 'drizzle-orm';
import { exportFiles } from '../../db/schema/index.js';
import type { ChannelScope } from '../../modules/catalogue/channel-scope.js';

/** An export's scope as stored: the sorted channel ids, or [] for every list. */
export function exportScopeOf(kind: ExportKind, actor: Actor): string[] {
  const scope = channelScope(actor);
  if (kind !== 'coupon' || scope === 'all') return [];
  return [...new Set(scope.map((id) => id.toLowerCase()))].sort();
}

/** A stored scope as the channel rule reads it. */
export const channelScopeOf = (scope: readonly string[]): ChannelScope =>
  scope.length ? scope : 'all';

/** The export files `actor` may see: those whose lists all lie within its own channels. */
export function visibleExports(kind: ExportKind, actor: Actor): SQL | undefined {
  const own = exportScopeOf(kind, actor);
  if (!own.length) return undefined;
  const channels = sql.join(
    own.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(cardinality(${exportFiles.scope}) > 0 and ${exportFiles.scope} <@ array[${channels}]::text[])`;
}
