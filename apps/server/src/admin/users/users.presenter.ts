// Accounts as the admin API answers them: the spec's field names, what the caller may do, and never a
// password hash, token version or any other secret. A deleted account answers with its id, role and
// dates only (the Info modal's notice).
import {
  canEditRoles,
  canManageUser,
  type Actor,
  type AdminUser,
  type AdminUserRow,
  type Role,
} from '@bandbook/domain';
import type { AccountRow, EntitlementRow } from './users.queries.js';

const EMPTY_ADDRESS = { line1: '', line2: '', city: '', zip: '', state: '', countryCode: '' };

const target = (row: AccountRow['user']) => ({
  id: row.id,
  role: row.role as Role,
  createdBy: row.createdBy,
  domainUrl: row.domainUrl,
});

export function presentRow(actor: Actor, { user, creatorName }: AccountRow): AdminUserRow {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    role: user.role as Role,
    status: user.status,
    provider: user.provider,
    currencyCode: user.currencyCode,
    languageCode: user.languageCode,
    newsletterOptIn: user.newsletterOptIn,
    createdAt: user.createdAt.toISOString(),
    createdBy: user.createdBy ? { _id: user.createdBy, username: creatorName } : null,
    canEdit: !user.deletedAt && canManageUser(actor, target(user), 'update'),
    canDelete: !user.deletedAt && canManageUser(actor, target(user), 'delete'),
  };
}

export function presentAccount(
  actor: Actor,
  row: AccountRow,
  entitlements: EntitlementRow[],
  now = new Date(),
): AdminUser {
  const { user, editorName } = row;
  const deleted = Boolean(user.deletedAt);
  const list = deleted ? [] : entitlements;
  return {
    ...presentRow(actor, row),
    pendingEmail: deleted ? null : user.pendingEmail,
    firstname: user.firstname,
    lastname: user.lastname,
    age: user.age,
    musicianType: user.musicianType,
    profilePictureUrl: user.profilePictureUrl,
    instruments: user.instruments,
    genres: user.genres,
    domainUrl: user.domainUrl,
    timeZone: user.timeZone,
    address: { ...EMPTY_ADDRESS, ...user.address },
    stars: user.stars,
    userStars: user.userStars,
    permissions: user.permissions,
    contentChannelIdList: user.contentChannelIdList,
    adminAccess: { canEditAllUsers: user.canEditAllUsers },
    subscriptionList: list
      .filter((entry) => entry.kind === 'subscription')
      .map((entry) => ({
        contentPackageId: entry.packageId,
        contentPackageTitle: entry.title,
        subscriptionStartDate: entry.startsAt.toISOString(),
        subscriptionEndDate: entry.endsAt.toISOString(),
        isExpired: entry.endsAt < now,
      })),
    trialList: list
      .filter((entry) => entry.kind === 'trial')
      .map((entry) => ({
        contentPackageId: entry.packageId,
        contentPackageTitle: entry.title,
        trialStartDate: entry.startsAt.toISOString(),
        trialEndDate: entry.endsAt.toISOString(),
        isExpired: entry.endsAt < now,
        trialPeriodInDays: entry.trialPeriodInDays,
      })),
    deleted,
    canEditRole: !deleted && canEditRoles(actor),
    version: user.version,
    updatedAt: user.updatedAt.toISOString(),
    updatedBy: user.updatedBy ? { _id: user.updatedBy, username: editorName } : null,
  };
}
