// Code lists in the back office: list, read, create (with its codes), the versioned update of name and
// expiry, delete (never a list the API created), more codes, the available codes as CSV, and who used
// a code. Every write appends to the audit log in its own transaction. An admin restricted to content
// channels sees and touches only the lists of its channels' packages; any other is not found
// (decision 052).
import {
  can,
  channelScope,
  conflictMessage,
  COUPON_LIST_MESSAGES,
  formatCode,
  normalizeCode,
  totalPages,
  type Actor,
  type CodeActivations,
  type CodeFilter,
  type CodePage,
  type CouponList,
  type CouponListCreate,
  type CouponListPage,
  type CouponListUpdate,
} from '@bandbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { couponLists } from '../../db/schema/index.js';
import { conflict, fieldError, HttpError, notFound } from '../../lib/http-error.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import { findUnknownPackageIds } from '../catalogue/package-options.js';
import {
  countersOf,
  findCodeList,
  selectActivations,
  selectAvailableCodes,
  selectCodeListPage,
  selectCodePage,
  type CodeListRow,
  type Counters,
} from './coupon-lists.admin-queries.js';
import { createCodeList } from './create-code-list.js';
import { generateCodes } from './generate-codes.js';

export interface Staff extends Actor, AuditActor {
  id: string;
}

const NO_COUNTERS: Counters = { generated: 0, used: 0, fullyUsed: 0 };

function presentRow(actor: Actor, row: CodeListRow, counters: Counters) {
  return {
    _id: row.id,
    name: row.name,
    contentPackageId: row.packageId,
    contentPackageTitle: row.packageTitle,
    multiUseCounter: row.multiUseCounter,
    expiresOn: row.expiresOn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdByAPI: row.createdByApi,
    generatedCodesCounter: counters.generated,
    usedCodesCounter: counters.used,
    fullyUsedCodesCounter: counters.fullyUsed,
    canDelete: !row.createdByApi && can(actor, 'couponList', 'delete'),
  };
}

function present(actor: Actor, row: CodeListRow, counters: Counters): CouponList {
  return {
    ...presentRow(actor, row, counters),
    contentChannelIdList: row.contentChannelIdList,
    createdBy: row.createdBy ? { _id: row.createdBy, username: row.creatorName } : null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? { _id: row.updatedBy, username: row.editorName } : null,
  };
}

/** The list, if it exists within the actor's channels (404 otherwise: its existence is not told). */
async function load(db: Db, actor: Actor, id: string): Promise<CodeListRow> {
  const row = await findCodeList(db, id, channelScope(actor));
  if (!row) throw notFound(COUPON_LIST_MESSAGES.notFound);
  return row;
}

async function presentById(db: Db, actor: Actor, id: string): Promise<CouponList> {
  const row = await load(db, actor, id);
  return present(actor, row, (await countersOf(db, [id])).get(id) ?? NO_COUNTERS);
}

export async function listCodeLists(
  ctx: AppContext,
  actor: Actor,
  query: { start: number; limit: number; search: string },
): Promise<CouponListPage> {
  const { rows, totalCount } = await selectCodeListPage(ctx.db, query, channelScope(actor));
  const counters = await countersOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    totalCount,
    pageData: rows.map((row) => presentRow(actor, row, counters.get(row.id) ?? NO_COUNTERS)),
    totalPages: totalPages(totalCount, query.limit),
  };
}

export const readCodeList = (ctx: AppContext, actor: Actor, id: string) =>
  presentById(ctx.db, actor, id);

export async function createCouponList(
  ctx: AppContext,
  staff: Staff,
  form: CouponListCreate,
): Promise<CouponList> {
  const unknown = await findUnknownPackageIds(ctx.db, [form.contentPackageId], channelScope(staff));
  if (unknown.length) throw fieldError('contentPackageId', COUPON_LIST_MESSAGES.unknownPackage);
  const id = await ctx.db.transaction(async (tx) => {
    const made = await createCodeList(tx, {
      name: form.name,
      packageId: form.contentPackageId,
      multiUseCounter: form.multiUseCounter,
      codeNbr: form.codeNbr,
      expiresOn: form.expiresOn ? new Date(form.expiresOn) : null,
      createdBy: staff.id,
      contentChannelIdList: form.contentChannelIdList,
    });
    const created = await presentById(tx, staff, made.id);
    await recordAudit(tx, staff, {
      action: 'create',
      entityType: 'couponList',
      entityId: made.id,
      entityLabel: form.name,
      after: created,
    });
    return made.id;
  });
  return presentById(ctx.db, staff, id);
}

export async function updateCouponList(
  ctx: AppContext,
  staff: Staff,
  id: string,
  { name, expiresOn, version }: CouponListUpdate,
): Promise<CouponList> {
  await load(ctx.db, staff, id);
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await presentById(tx, staff, id);
    const updated = await tx
      .update(couponLists)
      .set({
        name,
        expiresOn: expiresOn ? new Date(expiresOn) : null,
        version: sql`${couponLists.version} + 1`,
        updatedBy: staff.id,
        updatedAt: new Date(),
      })
      .where(and(eq(couponLists.id, id), eq(couponLists.version, version)))
      .returning({ id: couponLists.id });
    if (!updated.length) return undefined;
    const after = await presentById(tx, staff, id);
    await recordAudit(tx, staff, {
      action: 'update',
      entityType: 'couponList',
      entityId: id,
      entityLabel: name,
      before,
      after,
    });
    return after;
  });
  if (saved) return saved;
  const current = await presentById(ctx.db, staff, id);
  throw conflict(conflictMessage(current.updatedBy?.username ?? null), current);
}

export async function deleteCouponList(ctx: AppContext, staff: Staff, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await presentById(tx, staff, id);
    if (before.createdByAPI) throw new HttpError(409, COUPON_LIST_MESSAGES.apiUndeletable);
    // The condition repeats the rule, so a list the API took over meanwhile still stays.
    await tx
      .delete(couponLists)
      .where(and(eq(couponLists.id, id), eq(couponLists.createdByApi, false)));
    await recordAudit(tx, staff, {
      action: 'delete',
      entityType: 'couponList',
      entityId: id,
      entityLabel: before.name,
      before,
    });
  });
}

export async function generateMoreCodes(
  ctx: AppContext,
  staff: Staff,
  id: string,
  count: number,
): Promise<{ message: string; generated: number; list: CouponList }> {
  // A list outside the caller's channels is not found, before any code is made (decision 052).
  await load(ctx.db, staff, id);
  const list = await ctx.db.transaction(async (tx) => {
    const before = await presentById(tx, staff, id);
    const made = await generateCodes(tx, id, before.multiUseCounter, count);
    const after = await presentById(tx, staff, id);
    await recordAudit(tx, staff, {
      action: 'update',
      entityType: 'couponList',
      entityId: id,
      entityLabel: before.name,
      before: { generatedCodesCounter: before.generatedCodesCounter },
      after: { generatedCodesCounter: before.generatedCodesCounter + made.length },
    });
    return after;
  });
  return { message: COUPON_LIST_MESSAGES.generated(count), generated: count, list };
}

export async function listCodes(
  ctx: AppContext,
  actor: Actor,
  id: string,
  query: { start: number; limit: number; filter: CodeFilter },
): Promise<CodePage> {
  await load(ctx.db, actor, id);
  const { rows, totalCount } = await selectCodePage(ctx.db, id, query);
  return {
    totalCount,
    pageData: rows.map((row) => ({
      code: row.code,
      uses: row.uses,
      multiUse: row.maxUses,
      status: row.uses === 0 ? ('available' as const) : ('activated' as const),
    })),
    totalPages: totalPages(totalCount, query.limit),
  };
}

/** The unused codes as a CSV file, and a file name made of the list's name. */
export async function availableCodesCsv(ctx: AppContext, actor: Actor, id: string) {
  const list = await load(ctx.db, actor, id);
  const rows = await selectAvailableCodes(ctx.db, id);
  const expires = list.expiresOn?.toISOString() ?? '';
  const body =
    CSV_BOM +
    csvRow(['code', 'codeList', 'contentPackage', 'multiUse', 'expiresOn']) +
    rows
      .map((row) =>
        csvRow([formatCode(row.code), list.name, list.packageTitle, list.multiUseCounter, expires]),
      )
      .join('');
  const fileName = `${list.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'codes'}-available.csv`;
  return { body, fileName };
}

export async function codeActivations(
  ctx: AppContext,
  actor: Actor,
  input: string,
): Promise<CodeActivations> {
  const found = await selectActivations(ctx.db, normalizeCode(input), channelScope(actor));
  if (!found) throw notFound(COUPON_LIST_MESSAGES.codeNotFound);
  return {
    code: found.code,
    listId: found.listId,
    usedList: found.uses.map((use) => ({
      userId: use.userId,
      username: use.deletedAt ? null : use.username,
      email: use.deletedAt ? null : use.email,
      deleted: Boolean(use.deletedAt),
      activatedAt: use.activatedAt.toISOString(),
    })),
  };
}
