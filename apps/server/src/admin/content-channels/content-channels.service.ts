// Content channels in the back office: list, read, create, the versioned update and delete. The name
// and the ordered package list are written in one transaction; the main channel is never deleted; a
// channel outside an admin's channels does not exist for that admin (404).
import {
  channelScope,
  conflictMessage,
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
import { recordAudit } from '../../modules/audit/audit-log.js';
import { conflict, fieldError, HttpError, notFound } from '../../lib/http-error.js';
import { presentChannel, presentChannelRow } from './content-channels.presenter.js';
import {
  deleteOrdinaryChannel,
  findChannel,
  insertChannel,
  replaceChannelPackages,
  selectChannelPage,
  updateChannelAtVersion,
  type ChannelRow,
} from './content-channels.queries.js';
import { findUnknownPackageIds, selectPackageTitles } from '../shared/package-options.js';

export interface Editor extends Actor {
  id: string;
  username?: string | null;
}

/** Appends a channel write to the audit log inside its transaction. */
async function auditChannel(
  tx: Db,
  editor: Editor,
  action: 'create' | 'update' | 'delete',
  id: string,
  before: AdminContentChannel | null,
) {
  const row = action === 'delete' ? undefined : await findChannel(tx, id);
  const after = row ? await present(tx, row) : null;
  await recordAudit(tx, editor, {
    action,
    entityType: 'contentChannel',
    entityId: id,
    entityLabel: (after ?? before)?.name ?? id,
    before,
    after,
  });
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
  editor: Editor,
  form: ContentChannelForm,
): Promise<AdminContentChannel> {
  const id = await ctx.db.transaction(async (tx) => {
    await checkPackages(tx, editor, form.list);
    const channelId = await insertChannel(tx, form.name, editor.id);
    await replaceChannelPackages(tx, channelId, form.list);
    await auditChannel(tx, editor, 'create', channelId, null);
    return channelId;
  });
  // Read without the editor's scope: a restricted admin still gets an answer for what it made.
  return present(ctx.db, (await findChannel(ctx.db, id))!);
}

export async function updateChannel(
  ctx: AppContext,
  editor: Editor,
  id: string,
  { version, name, list }: ContentChannelUpdate,
): Promise<AdminContentChannel> {
  const before = await present(ctx.db, await loadChannel(ctx, editor, id));
  const isChanged = await ctx.db.transaction(async (tx) => {
    await checkPackages(tx, editor, list);
    if (!(await updateChannelAtVersion(tx, id, version, name, editor.id))) return false;
    await replaceChannelPackages(tx, id, list);
    await auditChannel(tx, editor, 'update', id, before);
    return true;
  });
  const current = await findChannel(ctx.db, id);
  if (!current) throw notFound(CONTENT_CHANNEL_MESSAGES.notFound);
  if (!isChanged)
    throw conflict(conflictMessage(current.editorName), await present(ctx.db, current));
  return present(ctx.db, current);
}

export async function deleteChannel(ctx: AppContext, editor: Editor, id: string): Promise<void> {
  const row = await loadChannel(ctx, editor, id);
  if (row.isMain) throw new HttpError(409, CONTENT_CHANNEL_MESSAGES.mainUndeletable);
  const before = await present(ctx.db, row);
  await ctx.db.transaction(async (tx) => {
    // The condition repeats the rule, so a channel made main meanwhile still stays.
    await deleteOrdinaryChannel(tx, id);
    await auditChannel(tx, editor, 'delete', id, before);
  });
}
