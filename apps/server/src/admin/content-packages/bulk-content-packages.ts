// The list's bulk actions (issue 44): Live, Draft, add to a channel, delete (or archive, decision
// 057) and restore, each for several packages in one transaction. Every package must be within the
// caller's channels or nothing is done (404, as for one package); each package changed gets its own
// audit row, and its version moves on, so an editor open on it is told (409) rather than overwriting.
import { asc, eq, sql } from 'drizzle-orm';
import {
  channelScope,
  CONTENT_PACKAGE_ARCHIVE_MESSAGES,
  CONTENT_PACKAGE_MESSAGES,
  type ContentPackageBulkResult,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { channelPackages, contentChannels } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-error.js';
import { recordAudit } from '../../modules/audit/audit-log.js';
import { appendToChannel } from '../../modules/catalogue/package-relations.js';
import type { Staff } from '../shared/staff-guard.js';
import { packageAudit } from './content-packages.service.js';
import { findAdminPackage } from './content-packages.queries.js';
import {
  cleanUpDeleted,
  lockPackagesInScope,
  removeOrArchive,
  touchPackage,
  type Removal,
} from './archive-content-package.js';
import type { CleanupLog } from './exercise-cleanup.js';

const result = (message: string, counts: Partial<ContentPackageBulkResult> = {}) => ({
  message,
  updated: 0,
  deleted: 0,
  archived: 0,
  ...counts,
});

/** Changes each locked package that `change` says needs it, audited; answers how many changed. */
async function eachPackage(
  tx: Db,
  editor: Staff,
  ids: string[],
  change: (row: NonNullable<Awaited<ReturnType<typeof findAdminPackage>>>) => Promise<boolean>,
) {
  let updated = 0;
  for (const id of ids) {
    const before = (await findAdminPackage(tx, id, 'all'))!;
    if (!(await change(before))) continue;
    await recordAudit(tx, editor, await packageAudit(tx, 'update', id, before));
    updated += 1;
  }
  return updated;
}

/** POST .../bulk/active: Live or Draft; a package already so is left as it is. */
export async function bulkSetActive(
  ctx: AppContext,
  editor: Staff,
  body: { ids: string[]; active: boolean },
) {
  const updated = await ctx.db.transaction(async (tx) => {
    const ids = await lockPackagesInScope(tx, editor, body.ids);
    return eachPackage(tx, editor, ids, async (row) => {
      if (row.active === body.active) return false;
      await touchPackage(tx, editor, row.id, { active: body.active });
      return true;
    });
  });
  const message = body.active
    ? CONTENT_PACKAGE_ARCHIVE_MESSAGES.live(body.ids.length)
    : CONTENT_PACKAGE_ARCHIVE_MESSAGES.draft(body.ids.length);
  return result(message, { updated });
}

const channelIds = (tx: Db, channelId: string) =>
  tx
    .select({ id: channelPackages.packageId })
    .from(channelPackages)
    .where(eq(channelPackages.channelId, channelId))
    .orderBy(asc(channelPackages.position))
    .then((rows) => rows.map((row) => row.id));

/**
 * POST .../bulk/channel: each package goes last in the channel (one already there keeps its place).
 * A restricted admin adds only to its own channels (spec section 6, decision 052). The channel is a
 * versioned record too: its version moves on and its list change is audited.
 */
export async function bulkAddToChannel(
  ctx: AppContext,
  editor: Staff,
  body: { ids: string[]; channelId: string },
) {
  const scope = channelScope(editor);
  let name = '';
  const updated = await ctx.db.transaction(async (tx) => {
    // The packages first: one outside the caller's channels is not found, whatever the channel.
    const ids = await lockPackagesInScope(tx, editor, body.ids);
    const [channel] = await tx
      .select({ id: contentChannels.id, name: contentChannels.name })
      .from(contentChannels)
      .where(eq(contentChannels.id, body.channelId))
      .for('update');
    if (!channel) throw fieldError('channelId', CONTENT_PACKAGE_MESSAGES.channelUnknown);
    if (scope !== 'all' && !scope.includes(channel.id)) {
      throw fieldError('channelId', CONTENT_PACKAGE_MESSAGES.channelNotYours);
    }
    name = channel.name;
    const before = await channelIds(tx, channel.id);
    const count = await eachPackage(tx, editor, ids, async (row) => {
      if (row.contentChannelIdList.includes(channel.id)) return false;
      await appendToChannel(tx, channel.id, row.id);
      await touchPackage(tx, editor, row.id);
      return true;
    });
    if (count > 0) {
      await tx
        .update(contentChannels)
        .set({
          version: sql`${contentChannels.version} + 1`,
          updatedBy: editor.id,
          updatedAt: new Date(),
        })
        .where(eq(contentChannels.id, channel.id));
      await recordAudit(tx, editor, {
        action: 'update',
        entityType: 'contentChannel',
        entityId: channel.id,
        entityLabel: channel.name,
        before: { list: before },
        after: { list: await channelIds(tx, channel.id) },
      });
    }
    return count;
  });
  return result(CONTENT_PACKAGE_ARCHIVE_MESSAGES.addedToChannel(body.ids.length, name), {
    updated,
  });
}

/** POST .../bulk/delete: each package deleted, or archived when learners hold it. */
export async function bulkDelete(
  ctx: AppContext,
  editor: Staff,
  body: { ids: string[] },
  log: CleanupLog,
) {
  const removals = await ctx.db.transaction(async (tx) => {
    const ids = await lockPackagesInScope(tx, editor, body.ids);
    const done: Removal[] = [];
    for (const id of ids) done.push(await removeOrArchive(tx, editor, id));
    return done;
  });
  await cleanUpDeleted(ctx, removals, log);
  const deleted = removals.filter((removal) => removal.outcome === 'deleted').length;
  const archived = removals.length - deleted;
  return result(CONTENT_PACKAGE_ARCHIVE_MESSAGES.deleted(deleted, archived), {
    deleted,
    archived,
  });
}

/** POST .../bulk/restore: each archived package offered again; the others are left as they are. */
export async function bulkRestore(ctx: AppContext, editor: Staff, body: { ids: string[] }) {
  const updated = await ctx.db.transaction(async (tx) => {
    const ids = await lockPackagesInScope(tx, editor, body.ids);
    return eachPackage(tx, editor, ids, async (row) => {
      if (!row.archivedAt) return false;
      await touchPackage(tx, editor, row.id, { archivedAt: null });
      return true;
    });
  });
  return result(CONTENT_PACKAGE_ARCHIVE_MESSAGES.restoredMany(updated), { updated });
}
