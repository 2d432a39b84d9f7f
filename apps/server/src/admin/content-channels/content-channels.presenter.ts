// Maps channel rows to the back office's JSON: the list's rows and the whole channel (spec names:
// `_id`, `name`, `list`), each saying whether it may be deleted (never the main channel).
import type { AdminContentChannel, ContentChannelRow, PackageOption } from '@bandbook/domain';
import type { contentChannels } from '../../db/schema/index.js';
import type { ChannelRow } from './content-channels.queries.js';

export function presentChannelRow(
  row: typeof contentChannels.$inferSelect & { packageCount: number },
): ContentChannelRow {
  return {
    _id: row.id,
    name: row.name,
    packageCount: row.packageCount,
    canDelete: !row.isMain,
    version: row.version,
  };
}

export function presentChannel(row: ChannelRow, packages: PackageOption[]): AdminContentChannel {
  return {
    _id: row.id,
    name: row.name,
    list: row.packageIds,
    packages,
    isMain: row.isMain,
    canDelete: !row.isMain,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? { _id: row.updatedBy, username: row.editorName } : null,
  };
}
