// Content channels in the back office: list, read, create, the versioned update and delete. The name
// and the ordered package list are written in one transaction; the main channel is never deleted; a
// channel outside an admin's channels does not exist for that admin (404).
import {
  channelScope,
  CONTENT_CHANNEL_MESSAGES,
  PACKAGE_LIST_MESSAGES,
  totalPages,
  type Actor,
  type AdminContentChannel,
  type ContentChannelForm,
  type ContentChannelPage,
  type ContentChannelSort,
  type ContentChannelUpdate,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { contentChannels } from '../../db/schema/index.js';
import { recordAudit, type AuditWrite } from '../../modules/audit/audit-log.js';
import { fieldError, HttpError, notFound } from '../../lib/http-error.js';
import { findUnknownPackageIds, selectPackageTitles } from '../shared/package-options.js';
import type { Staff } from '../shared/staff-guard.js';
import { writeAtVersion } from '../shared/versioned-write.js';
import { presentChannel, presentChannelRow } from './content-channels.presenter.js';
import {
  deleteOrdinaryChannel,
  findChannel,
  insertChannel,
  replaceChannelPackages,
  selectChannelPage,
  type ChannelRow,
} from './content-channels.queries.js';

/** A channel write for the audit log, the record after it read through `tx`. */
async function channelAudit(
  tx: Db,
  action: 'create' | 'update' | 'delete',
  id: string,
  before: AdminContentChannel | null,
): Promise<AuditWrite> {
  const row = action === 'delete' ? undefined : await findChannel(tx, id);
  const after = row ? await present(tx, row) : null;
  return {
    action,
    entityType: 'contentChannel',
    entityId: id,
    entityLabel: (after ?? before)?.name ?? id,
    before,
    after,
  };
}

export async function listChannels(
  ctx: AppContext,
  actor: Actor,
  query: { start: number; limit: number; search: string; sort: ContentChannelSort },
): Promise<ContentChannelPage> {
  const { totalCount, rows } = await selectChannelPage(ctx.db, query, channelScope(actor));
  return {
    totalCount,
    pageData: rows.map(presentChannelRow),
    totalPages: totalPages(totalCount, query.limit),
  };
}

const present = async (db: Db, row: ChannelRow) =>
  presentChannel(row, await selectPackageTitles(db, row.packageIds));

async function loadChannel(ctx: AppContext, actor: Actor, id: string): Promise<ChannelRow> {
  const row = await findChannel(ctx.db, id, channelScope(actor));
  if (!row) throw notFound(CONTENT_CHANNEL_MESSAGES.notFound);
  return row;
}

/** The channel whatever the scope: a restricted admin still gets an answer for what it wrote. */
async function loadCurrent(ctx: AppContext, id: string): Promise<ChannelRow> {
  const row = await findChannel(ctx.db, id);
  if (!row) throw notFound(CONTENT_CHANNEL_MESSAGES.notFound);
  return row;
}

export async function readChannel(ctx: AppContext, actor: Actor, id: string) {
  return present(ctx.db, await loadChannel(ctx, actor, id));
}

/** 400 on `list` unless every id names a package the editor may pick. */
async function checkPackages(db: Db, actor: Actor, ids: string[]) {
  const unknown = await findUnknownPackageIds(db, ids, channelScope(actor));
  if (unknown.length) throw fieldError('list', PACKAGE_LIST_MESSAGES.unknown);
}

export async function createChannel(
  ctx: AppContext,
  editor: Staff,
  form: ContentChannelForm,
): Promise<AdminContentChannel> {
  const id = await ctx.db.transaction(async (tx) => {
    await checkPackages(tx, editor, form.list);
    const channelId = await insertChannel(tx, form.name, editor.id);
    await replaceChannelPackages(tx, channelId, form.list);
    await recordAudit(tx, editor, await channelAudit(tx, 'create', channelId, null));
    return channelId;
  });
  // Read without the editor's scope: a restricted admin still gets an answer for what it made.
  return present(ctx.db, (await findChannel(ctx.db, id))!);
}

export async function updateChannel(
  ctx: AppContext,
  editor: Staff,
  id: string,
  { version, name, list }: ContentChannelUpdate,
): Promise<AdminContentChannel> {
  const before = await present(ctx.db, await loadChannel(ctx, editor, id));
  await writeAtVersion(ctx.db, {
    table: contentChannels,
    id,
    version,
    editor,
    values: { name },
    check: (tx) => checkPackages(tx, editor, list),
    alongside: (tx) => replaceChannelPackages(tx, id, list),
    audit: (tx) => channelAudit(tx, 'update', id, before),
    current: async () => {
      const current = await loadCurrent(ctx, id);
      return { record: await present(ctx.db, current), editorName: current.editorName };
    },
  });
  return present(ctx.db, await loadCurrent(ctx, id));
}

export async function deleteChannel(ctx: AppContext, editor: Staff, id: string): Promise<void> {
  const row = await loadChannel(ctx, editor, id);
  if (row.isMain) throw new HttpError(409, CONTENT_CHANNEL_MESSAGES.mainUndeletable);
  const before = await present(ctx.db, row);
  await ctx.db.transaction(async (tx) => {
    // The condition repeats the rule, so a channel made main meanwhile still stays.
    await deleteOrdinaryChannel(tx, id);
    await recordAudit(tx, editor, await channelAudit(tx, 'delete', id, before));
  });
}
