// Accounts in the back office: list, read, create (sending or skipping the validation email) and the
// versioned update with the complete subscription and trial lists (user-holdings.ts); the small
// writes are account-actions.ts. The domain's policy decides who may do what to which account
// (decision 019); every write appends to the audit log in its own transaction. A channel-restricted
// admin sees and sets only the subscriptions and trials of its channels' packages (decision 052).
import {
  assignableRoles,
  canEditRoles,
  canEditStaffChannels,
  canManageUser,
  channelScope,
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
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { hashPassword } from '../../security/passwords.js';
import { recordAudit } from '../../modules/audit/audit-log.js';
import type { ChannelScope } from '../../modules/catalogue/channel-scope.js';
import { sendVerificationEmail } from '../../modules/users/email-verification.js';
import { assertKnownCodes } from '../../modules/users/reference-codes.js';
import { assertUsernameAndEmailFree, takenFieldError } from '../../modules/users/unique-fields.js';
import type { Staff } from '../shared/staff-guard.js';
import { writeAtVersion } from '../shared/versioned-write.js';
import { assertStoredPicture } from './learner-picture.js';
import { assertNotLastSuperadmin } from './superadmin-guard.js';
import { replaceEntitlements } from './user-holdings.js';
import { presentAccount, presentRow } from './users.presenter.js';
import {
  findAccount,
  selectEntitlements,
  selectUserPage,
  type AccountRow,
  type UserListFilters,
} from './users.queries.js';

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
export async function loadFor(
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

/** A learner's picture, instruments and genres: set when the form names them, kept otherwise. */
const learnerValues = (form: AdminUserCreate | AdminUserUpdate) =>
  'version' in form
    ? {
        ...(form.profilePictureUrl === undefined
          ? {}
          : { profilePictureUrl: form.profilePictureUrl || null }),
        ...(form.instruments === undefined ? {} : { instruments: [...new Set(form.instruments)] }),
        ...(form.genres === undefined ? {} : { genres: [...new Set(form.genres)] }),
      }
    : {};

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
  ...learnerValues(form),
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
  await assertStoredPicture(ctx, form.profilePictureUrl, current.user.profilePictureUrl);
  await assertUsernameAndEmailFree(ctx.db, form, id);
  const scope = channelScope(staff);
  let before: AdminUser | undefined;
  try {
    await writeAtVersion(ctx.db, {
      table: users,
      id,
      version: form.version,
      editor: staff,
      values: { ...profileValues(form), ...extra, role },
      check: async (tx) => {
        // A demotion never leaves the back office without a superadmin (decision 054).
        if (current.user.role === 'superadmin' && role !== 'superadmin') {
          await assertNotLastSuperadmin(tx, id);
        }
        before = await present(tx, staff, current);
      },
      alongside: (tx) => replaceEntitlements(tx, id, form, scope),
      // The log keeps every holding; the answer only what the actor may see.
      audit: async (tx) => ({
        action: 'update',
        entityType: 'user',
        entityId: id,
        entityLabel: form.username,
        before,
        after: await present(tx, staff, (await findAccount(tx, id))!),
      }),
      current: async () => {
        const now = await present(ctx.db, staff, (await findAccount(ctx.db, id))!, scope);
        return { record: now, editorName: now.updatedBy?.username ?? null };
      },
    });
  } catch (error) {
    throw takenFieldError(error) ?? error;
  }
  return present(ctx.db, staff, (await findAccount(ctx.db, id))!, scope);
}
