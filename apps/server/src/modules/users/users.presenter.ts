// Maps a user row to the spec's JSON (`_id`, `subscriptionList`, ...), field by field: GET /api/users/me
// sends this object as it is (trustedJson, plugins/serializer.ts).
import { type CurrentUser, type Role } from '@bandbook/domain';
import type { entitlements, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export interface Holdings {
  entitlements: Pick<
    typeof entitlements.$inferSelect,
    'packageId' | 'kind' | 'startsAt' | 'endsAt'
  >[];
  progressList: CurrentUser['progressList'];
}

const EMAIL_VALIDATION_NOTICE = {
  label:
    'Please validate your email address: we sent you a link. Did not get it? Resend Verification Email.',
  labelType: 'warning',
  type: 'emailValidation',
};

export function presentCurrentUser(
  row: UserRow,
  holdings: Holdings = { entitlements: [], progressList: [] },
): CurrentUser {
  const held = (kind: 'subscription' | 'trial') =>
    holdings.entitlements.filter((e) => e.kind === kind);
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    pendingEmail: row.pendingEmail,
    hasPassword: row.passwordHash !== null,
    role: row.role as Role,
    status: row.status,
    provider: row.provider,
    firstname: row.firstname,
    lastname: row.lastname,
    age: row.age,
    musicianType: row.musicianType,
    profilePictureUrl: row.profilePictureUrl,
    languageCode: row.languageCode,
    currencyCode: row.currencyCode,
    domainUrl: row.domainUrl,
    timeZone: row.timeZone,
    address: row.address,
    stars: row.stars,
    userStars: row.userStars,
    instruments: row.instruments,
    genres: row.genres,
    newsletterOptIn: row.newsletterOptIn,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    permissions: row.permissions,
    contentChannelIdList: row.contentChannelIdList,
    notificationList: row.status === 0 && row.email ? [EMAIL_VALIDATION_NOTICE] : [],
    subscriptionList: held('subscription').map((e) => ({
      contentPackageId: e.packageId,
      subscriptionStartDate: e.startsAt.toISOString(),
      subscriptionEndDate: e.endsAt.toISOString(),
    })),
    trialList: held('trial').map((e) => ({
      contentPackageId: e.packageId,
      trialStartDate: e.startsAt.toISOString(),
      trialEndDate: e.endsAt.toISOString(),
    })),
    progressList: holdings.progressList,
    adminAccess: { canEditAllUsers: row.canEditAllUsers },
    school: row.schoolLogoUrl ? { logoUrl: row.schoolLogoUrl } : null,
  };
}
