// Code lists in the back office: list, read, create (with its codes), the versioned update of name and
// expiry, delete (never a list the API created), more codes, the available codes as CSV, and who used
// a code. Every write appends to the audit log in its own transaction. An admin restricted to content
// channels sees and touches only the lists of its channels' packages; any other is not found
// (decision 052).
import {
  channelScope,
  CODES_IN_BACKGROUND_ABOVE,
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
  type GeneratedCodes,
} from '@bandbook/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { couponLists } from '../../db/schema/index.js';
import { fieldError, HttpError, notFound } from '../../lib/http-error.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { recordAudit } from '../../modules/audit/audit-log.js';
import { findUnknownPackageIds } from '../shared/package-options.js';
import type { Staff } from '../shared/staff-guard.js';
import { writeAtVersion } from '../shared/versioned-write.js';
import { NO_COUNTERS, present, presentRow } from './coupon-lists.presenter.js';
import {
  countersOf,
  findCodeList,
  selectActivations,
  selectAvailableCodes,
  selectCodeListPage,
  selectCodePage,
  type CodeListRow,
} from './coupon-lists.queries.js';
import { askForCodes, queueCodeGeneration } from './code-generation.js';
import { createCodeList } from './create-code-list.js';
import { generateCodes } from './generate-codes.js';
import { listChannels } from './list-channels.js';

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

/**
 * A list with its codes at once (201), or, above CODES_IN_BACKGROUND_ABOVE codes, the list alone
 * with its codes made by a queued job (202; the list shows their progress; decision 053).
 */
export async function createCouponList(
  ctx: AppContext,
  jobs: JobQueue,
  staff: Staff,
  form: CouponListCreate,
): Promise<{ list: CouponList; inBackground: boolean }> {
  const unknown = await findUnknownPackageIds(ctx.db, [form.contentPackageId], channelScope(staff));
  if (unknown.length) throw fieldError('contentPackageId', COUPON_LIST_MESSAGES.unknownPackage);
  const contentChannelIdList = await listChannels(ctx.db, staff, form.contentChannelIdList);
  const inBackground = form.codeNbr > CODES_IN_BACKGROUND_ABOVE;
  const id = await ctx.db.transaction(async (tx) => {
    const made = await createCodeList(tx, {
      name: form.name,
      packageId: form.contentPackageId,
      multiUseCounter: form.multiUseCounter,
      codeNbr: form.codeNbr,
      expiresOn: form.expiresOn ? new Date(form.expiresOn) : null,
      createdBy: staff.id,
      contentChannelIdList,
      deferCodes: inBackground,
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
  if (inBackground) await queueCodeGeneration(jobs, id);
  return { list: await presentById(ctx.db, staff, id), inBackground };
}

export async function updateCouponList(
  ctx: AppContext,
  staff: Staff,
  id: string,
  { name, expiresOn, contentChannelIdList, version }: CouponListUpdate,
): Promise<CouponList> {
  const current = await load(ctx.db, staff, id);
  // Left out, the channels stay; given, they are checked and scoped (issue 44).
  const channels =
    contentChannelIdList === undefined
      ? {}
      : {
          contentChannelIdList: await listChannels(
            ctx.db,
            staff,
            contentChannelIdList,
            current.contentChannelIdList,
          ),
        };
  let before: CouponList | undefined;
  await writeAtVersion(ctx.db, {
    table: couponLists,
    id,
    version,
    editor: staff,
    values: { name, expiresOn: expiresOn ? new Date(expiresOn) : null, ...channels },
    check: async (tx) => {
      before = await presentById(tx, staff, id);
    },
    audit: async (tx) => ({
      action: 'update',
      entityType: 'couponList',
      entityId: id,
      entityLabel: name,
      before,
      after: await presentById(tx, staff, id),
    }),
    current: async () => {
      const current = await presentById(ctx.db, staff, id);
      return { record: current, editorName: current.updatedBy?.username ?? null };
    },
  });
  return presentById(ctx.db, staff, id);
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

/** More codes at once (200), or above CODES_IN_BACKGROUND_ABOVE by a queued job (202). */
export async function generateMoreCodes(
  ctx: AppContext,
  jobs: JobQueue,
  staff: Staff,
  id: string,
  count: number,
): Promise<{ answer: GeneratedCodes; inBackground: boolean }> {
  // A list outside the caller's channels is not found, before any code is made (decision 052).
  await load(ctx.db, staff, id);
  const inBackground = count > CODES_IN_BACKGROUND_ABOVE;
  const list = await ctx.db.transaction(async (tx) => {
    const before = await presentById(tx, staff, id);
    if (inBackground) await askForCodes(tx, id, count);
    else await generateCodes(tx, id, before.multiUseCounter, count);
    const after = await presentById(tx, staff, id);
    await recordAudit(tx, staff, {
      action: 'update',
      entityType: 'couponList',
      entityId: id,
      entityLabel: before.name,
      before: { generatedCodesCounter: before.generatedCodesCounter },
      after: { generatedCodesCounter: before.generatedCodesCounter + count },
    });
    return after;
  });
  if (!inBackground) {
    const answer = { message: COUPON_LIST_MESSAGES.generated(count), generated: count, list };
    return { answer, inBackground };
  }
  await queueCodeGeneration(jobs, id);
  const answer = { message: COUPON_LIST_MESSAGES.generating(count), generated: 0, list };
  return { answer, inBackground };
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
