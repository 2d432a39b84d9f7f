// The one channel-scope rule (decision 052) as SQL: a record is in an admin's scope when the package it
// hangs off is in one of the admin's channels. Here, not in admin/, because the learner's launch route
// also opens a staff preview within it; every admin resource combines it with its own conditions.
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { channelScope } from '@bandbook/domain';
import { contentPackages } from '../../db/schema/index.js';

export type ChannelScope = ReturnType<typeof channelScope>;

/**
 * A record is in scope when the package `packageId` names is in one of the scope's channels; no
 * condition for 'all'. Combine with `and(...)`.
 */
export function inChannelScope(
  scope: ChannelScope,
  packageId: Column | SQL = contentPackages.id,
): SQL | undefined {
  if (scope === 'all') return undefined;
  if (scope.length === 0) return sql`false`;
  return sql`exists (select 1 from channel_packages cp where cp.package_id = ${packageId} and cp.channel_id::text in ${[...scope]})`;
}
