// Accounts in the back office: list, read, create (sending or skipping the validation email), the
// versioned update with the complete subscription and trial lists, password change, verification,
// newsletter and soft delete. The domain's policy decides who may do what to which account
// (decision 019); every write appends to the audit log in its own transaction. A channel-restricted
// admin sees and sets only the subscriptions and trials of its channels' packages (decision 052).
import {
  assignableRoles,
  assignedTwice,
  canEditRoles,
  canEditStaffChannels,
  canManageUser,
  channelScope,
  conflictMessage,
  grantablePermissions,
  MESSAGES,
  totalPages,
  USER_ADMIN_MESSAGES,
  userResource,
  can,
  type Actor,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserPage,
  type AdminUserUpdate,
  type Role,
} from '@bandbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { entitlements, users } from '../../db/schema/index.js';
import {
  badRequest,
  conflict,
  fieldError,
  forbidden,
  HttpError,
  notFound,
} from '../../lib/http-error.js';
import { hashPassword } from '../../security/passwords.js';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-log.js';
import { inChannelScope, type ChannelScope } from '../../modules/catalogue/channel-scope.js';
import { findUnknownPackageIds } from '../shared/package-options.js';
import { sendVerificationEmail } from '../../modules/users/email-verification.js';
import { assertKnownCodes } from '../../modules/users/reference-codes.js';
import { assertUsernameAndEmailFree, takenFieldError } from '../../modules/users/unique-fields.js';
import { eraseAccount } from './erase-account.js';
import { assertNotLastSuperadmin } from './superadmin-guard.js';
import { presentAccount, presentRow } from './users.presenter.js';
import {
  findAccount,
  selectEntitlements,
  selectUserPage,
  type AccountRow,
  type UserListFilters,
} from './users.queries.js';

export interface Staff extends Actor, AuditActor {
  id: string;
}

const refuse = (message: string = MESSAGES.forbidden) => forbidden(message);

export async function listUsers(
  ctx: AppContext,
  actor: Actor,
  query: UserListFilters,
): Promise<AdminUserPage> {
  if (!can(actor, userResource(query.role), 'read')) throw refuse();
  const { rows, totalCount } = await selectUserPage(ctx.db, query);
  return {
    totalCount,
    pageData: rows.map((row) => presentRow(actor, row)),
    totalPages: totalPages(totalCount, query.limit),
  };
}

/**
 * The account with its subscriptions and trials in `scope`: every one ('all') for the audit log, the
 * actor's channels' for an answer to the actor.
 */
async function present(
  db: Db,
  actor: Actor,
  row: AccountRow,
  scope: ChannelScope = 'all',
): Promise<AdminUser> {
  return presentAccount(actor, row, await selectEntitlements(db, row.user.id, scope));
}

const targetOf = (row: AccountRow) => ({
  id: row.user.id,
  role: row.user.role as Role,
  createdBy: row.user.createdBy,
  domainUrl: row.user.domainUrl,
});

/** The account, if the actor may do `action` to it (404 when it does not exist, 403 when not allowed). */
async function loadFor(
  db: Db,
  actor: Actor,
  id: string,
  action: 'read' | 'update' | 'delete',
): Promise<AccountRow> {
  const row = await findAccount(db, id);
  if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
  if (!canManageUser(actor, targetOf(row), action)) throw refuse();
  if (action !== 'read' && row.user.deletedAt) {
    throw new HttpError(409, USER_ADMIN_MESSAGES.deletedTitle);
  }
  return row;
}

export async function readUser(ctx: AppContext, actor: Actor, id: string): Promise<AdminUser> {
  return present(ctx.db, actor, await loadFor(ctx.db, actor, id, 'read'), channelScope(actor));
}

/** Staff fields only for staff; who may set them (decision 019). */
function staffFields(
  actor: Actor,
  role: Role,
  form: Pick<AdminUserCreate, 'permissions' | 'contentChannelIdList' | 'canEditAllUsers'>,
  current?: { permissions: unknown; contentChannelIdList: string[] },
) {
  if (role === 'user') return { permissions: [], contentChannelIdList: [], canEditAllUsers: false };
  if (!grantablePermissions(actor, form.permissions)) {
    throw refuse(USER_ADMIN_MESSAGES.permissionsNotAllowed);
  }
  const channelsChanged =
    JSON.stringify([...form.contentChannelIdList].sort()) !==
    JSON.stringify([...(current?.contentChannelIdList ?? [])].sort());
  if (channelsChanged && !canEditStaffChannels(actor)) {
    throw refuse(USER_ADMIN_MESSAGES.channelsNotAllowed);
  }
  if (
    form.canEditAllUsers &&
    !grantablePermissions(actor, [{ resource: 'sulUsers', actions: ['update'] }])
  ) {
    throw refuse(USER_ADMIN_MESSAGES.permissionsNotAllowed);
  }
  return {
    permissions: form.permissions,
    contentChannelIdList: form.contentChannelIdList,
    canEditAllUsers: form.canEditAllUsers,
  };
}

const profileValues = (form: AdminUserCreate | AdminUserUpdate) => ({
  username: form.username,
  email: form.email,
  firstname: form.firstname,
  lastname: form.lastname,
  currencyCode: form.currencyCode,
  languageCode: form.languageCode,
  // An update that leaves these out keeps them (the edit form does not show them).
  ...(form.age === undefined ? {} : { age: form.age }),
  ...(form.musicianType === undefined ? {} : { musicianType: form.musicianType }),
  ...(form.domainUrl === undefined ? {} : { domainUrl: form.domainUrl }),
  ...(form.timeZone === undefined ? {} : { timeZone: form.timeZone }),
  stars: form.stars,
  newsletterOptIn: form.newsletterOptIn,
  ...(form.address
    ? {
        address: {
          line1: '',
          line2: '',
          city: '',
          zip: '',
          state: '',
          countryCode: '',
          ...form.address,
        },
      }
    : {}),
});

export async function createAccount(
  ctx: AppContext,
  staff: Staff,
  form: AdminUserCreate,
): Promise<AdminUser> {
  if (!assignableRoles(staff).includes(form.role)) throw refuse(USER_ADMIN_MESSAGES.roleNotAllowed);
  const extra = staffFields(staff, form.role, form);
  await assertKnownCodes(ctx.db, { ...form, address: profileValues(form).address });
  await assertUsernameAndEmailFree(ctx.db, form);
  const passwordHash = await hashPassword(form.password);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          ...profileValues(form),
          ...extra,
          passwordHash,
          role: form.role,
          status: form.status,
          createdBy: staff.id,
          updatedBy: staff.id,
        })
        .returning({ id: users.id });
      const created = await present(tx, staff, (await findAccount(tx, row!.id))!);
      await recordAudit(tx, staff, {
        action: 'create',
        entityType: 'user',
        entityId: row!.id,
        entityLabel: form.username,
        after: created,
      });
      return row!.id;
    });
  } catch (error) {
    throw takenFieldError(error) ?? error;
  }
  const row = (await findAccount(ctx.db, id))!;
  // 'Send Validation Email' (status 0): the same email a signup gets.
  if (form.status === 0) await sendVerificationEmail(ctx, row.user);
  return present(ctx.db, staff, row, channelScope(staff));
}

/**
 * Checks and writes the complete subscription and trial lists of `scope`. Outside it (a restricted
 * admin's other channels) the account's holdings stay exactly as they are, whatever the form says,
 * and a package the account does not hold is refused on its entry (decision 052).
 */
async function replaceEntitlements(
  db: Db,
  userId: string,
  form: AdminUserUpdate,
  scope: ChannelScope,
) {
  if (assignedTwice(form.subscriptionList, form.trialList)) {
    throw new HttpError(409, USER_ADMIN_MESSAGES.duplicateAssignment, undefined, undefined, {
      title: USER_ADMIN_MESSAGES.duplicateTitle,
    });
  }
  const entries = [
    ...form.subscriptionList.map((entry, index) => ({
      packageId: entry.contentPackageId.toLowerCase(),
      kind: 'subscription' as const,
      startsAt: new Date(entry.subscriptionStartDate),
      endsAt: new Date(entry.subscriptionEndDate),
      field: 'subscriptionList',
      index,
    })),
    ...form.trialList.map((entry, index) => ({
      packageId: entry.contentPackageId.toLowerCase(),
      kind: 'trial' as const,
      startsAt: new Date(entry.trialStartDate),
      endsAt: new Date(entry.trialEndDate),
      field: 'trialList',
      index,
    })),
  ];
  for (const entry of entries) {
    if (entry.endsAt <= entry.startsAt)
      throw fieldError(entry.field, USER_ADMIN_MESSAGES.endBeforeStart);
  }
  let written = entries;
  if (scope !== 'all') {
    // An id that names no package is answered like one outside the channels: nothing is told.
    const outside = new Set(
      await findUnknownPackageIds(
        db,
        entries.map((entry) => entry.packageId),
        scope,
      ),
    );
    if (outside.size) {
      const held = new Set(
        (
          await db
            .select({ packageId: entitlements.packageId })
            .from(entitlements)
            .where(eq(entitlements.userId, userId))
        ).map((row) => row.packageId),
      );
      const refused = entries.find(
        (entry) => outside.has(entry.packageId) && !held.has(entry.packageId),
      );
      if (refused) {
        throw fieldError(
          `${refused.field}.${refused.index}.contentPackageId`,
          USER_ADMIN_MESSAGES.packageNotInChannels,
        );
      }
      written = entries.filter((entry) => !outside.has(entry.packageId));
    }
  }
  const unknown = new Set(
    await findUnknownPackageIds(
      db,
      written.map((entry) => entry.packageId),
    ),
  );
  const missing = written.find((entry) => unknown.has(entry.packageId));
  if (missing) throw fieldError(missing.field, USER_ADMIN_MESSAGES.unknownPackage);
  await db
    .delete(entitlements)
    .where(and(eq(entitlements.userId, userId), inChannelScope(scope, entitlements.packageId)));
  if (written.length) {
    await db.insert(entitlements).values(
      written.map(({ field: _field, index: _index, ...entry }) => ({
        ...entry,
        userId,
        source: 'admin',
      })),
    );
  }
}

export async function updateAccount(
  ctx: AppContext,
  staff: Staff,
  id: string,
  form: AdminUserUpdate,
): Promise<AdminUser> {
  const current = await loadFor(ctx.db, staff, id, 'update');
  const role = form.role ?? (current.user.role as Role);
  if (role !== current.user.role && !canEditRoles(staff)) {
    throw refuse(USER_ADMIN_MESSAGES.roleNotAllowed);
  }
  const extra = staffFields(staff, role, form, current.user);
  await assertKnownCodes(ctx.db, { ...form, address: profileValues(form).address }, current.user);
  await assertUsernameAndEmailFree(ctx.db, form, id);
  const scope = channelScope(staff);
  let saved: AdminUser | undefined;
  try {
    saved = await ctx.db.transaction(async (tx) => {
      // A demotion never leaves the back office without a superadmin (decision 054).
      if (current.user.role === 'superadmin' && role !== 'superadmin') {
        await assertNotLastSuperadmin(tx, id);
      }
      const before = await present(tx, staff, current);
      const updated = await tx
        .update(users)
        .set({
          ...profileValues(form),
          ...extra,
          role,
          version: sql`${users.version} + 1`,
          updatedBy: staff.id,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), eq(users.version, form.version)))
        .returning({ id: users.id });
      if (!updated.length) return undefined;
      await replaceEntitlements(tx, id, form, scope);
      const row = (await findAccount(tx, id))!;
      // The log keeps every holding; the answer only what the actor may see.
      const after = await present(tx, staff, row);
      await recordAudit(tx, staff, {
        action: 'update',
        entityType: 'user',
        entityId: id,
        entityLabel: form.username,
        before,
        after,
      });
      return scope === 'all' ? after : present(tx, staff, row, scope);
    });
  } catch (error) {
    throw takenFieldError(error) ?? error;
  }
  if (saved) return saved;
  const now = await present(ctx.db, staff, (await findAccount(ctx.db, id))!, scope);
  throw conflict(conflictMessage(now.updatedBy?.username ?? null), now);
}

/** A small write with its audit row: status, newsletter, password, delete. */
async function auditedWrite(
  ctx: AppContext,
  staff: Staff,
  row: AccountRow,
  write: (tx: Db) => Promise<void>,
  describe: { action?: 'update' | 'delete'; before: object; after: object | null },
) {
  await ctx.db.transaction(async (tx) => {
    await write(tx);
    await recordAudit(tx, staff, {
      action: describe.action ?? 'update',
      entityType: 'user',
      entityId: row.user.id,
      entityLabel: row.user.username ?? row.user.id,
      before: describe.before,
      after: describe.after,
    });
  });
}

export async function changeAccountPassword(
  ctx: AppContext,
  staff: Staff,
  id: string,
  newPassword: string,
) {
  const row = await loadFor(ctx.db, staff, id, 'update');
  const passwordHash = await hashPassword(newPassword);
  await auditedWrite(
    ctx,
    staff,
    row,
    async (tx) => {
      // A new token version ends every session of the account.
      await tx
        .update(users)
        .set({
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedBy: staff.id,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },
    { before: { password: 'old' }, after: { password: 'new' } },
  );
  return { message: USER_ADMIN_MESSAGES.passwordUpdated };
}

export async function markVerified(ctx: AppContext, staff: Staff, id: string) {
  const row = await loadFor(ctx.db, staff, id, 'update');
  if (row.user.status === 1) throw badRequest(USER_ADMIN_MESSAGES.alreadyVerified);
  await auditedWrite(
    ctx,
    staff,
    row,
    async (tx) => {
      await tx
        .update(users)
        .set({ status: 1, updatedBy: staff.id, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    { before: { status: 0 }, after: { status: 1 } },
  );
  return { message: USER_ADMIN_MESSAGES.markedVerified };
}

export async function resendValidationEmail(ctx: AppContext, staff: Staff, id: string) {
  const row = await loadFor(ctx.db, staff, id, 'update');
  if (row.user.status === 1 && !row.user.pendingEmail) {
    throw badRequest(USER_ADMIN_MESSAGES.alreadyVerified);
  }
  await sendVerificationEmail(ctx, row.user);
  return { message: USER_ADMIN_MESSAGES.validationEmailSent };
}

export async function setNewsletter(
  ctx: AppContext,
  staff: Staff,
  id: string,
  newsletterOptIn: boolean,
) {
  const row = await loadFor(ctx.db, staff, id, 'update');
  await auditedWrite(
    ctx,
    staff,
    row,
    async (tx) => {
      await tx
        .update(users)
        .set({ newsletterOptIn, updatedBy: staff.id, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    { before: { newsletterOptIn: row.user.newsletterOptIn }, after: { newsletterOptIn } },
  );
  return { message: USER_ADMIN_MESSAGES.newsletterUpdated };
}

/**
 * Soft delete: the row stays (activations, progress and the audit log keep naming it), its personal
 * data goes, from the audit log too, and its sessions end (erase-account.ts, decision 054).
 */
export async function deleteAccount(ctx: AppContext, staff: Staff, id: string) {
  // Ids compare in their canonical lower case: an own id in upper case is still one's own.
  if (id.toLowerCase() === staff.id.toLowerCase()) throw refuse();
  const row = await loadFor(ctx.db, staff, id, 'delete');
  await ctx.db.transaction((tx) => eraseAccount(tx, staff, row.user));
  return { message: USER_ADMIN_MESSAGES.deleted };
}
