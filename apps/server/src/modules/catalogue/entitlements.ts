// What a user may do with a package: own it (subscription, or a free book), use it on an active
// trial, or not at all (expired trial, stranger).
import type { entitlements } from '../../db/schema/index.js';

export type EntitlementRow = typeof entitlements.$inferSelect;

/** What access and the learner's lists need of an entitlement. */
export type HeldEntitlement = Pick<EntitlementRow, 'packageId' | 'kind' | 'startsAt' | 'endsAt'>;

export interface Access {
  isOwned: boolean;
  isActiveTrial: boolean;
  isExpiredTrial: boolean;
  canLaunch: boolean;
  /** Owned through a subscription or a free book; trials never download or collect stars. */
  canDownload: boolean;
  entitlement: Pick<EntitlementRow, 'kind' | 'endsAt'> | undefined;
}

export function accessTo(
  pkg: { price: { isFree: boolean } },
  entitlement: Pick<EntitlementRow, 'kind' | 'endsAt'> | undefined,
  now = new Date(),
): Access {
  const live = entitlement ? entitlement.endsAt > now : false;
  const subscribed = entitlement?.kind === 'subscription' && live;
  const isOwned = subscribed || pkg.price.isFree;
  const isActiveTrial = !isOwned && entitlement?.kind === 'trial' && live;
  const isExpiredTrial = !isOwned && entitlement?.kind === 'trial' && !live;
  return {
    isOwned,
    isActiveTrial,
    isExpiredTrial,
    canLaunch: isOwned || isActiveTrial,
    canDownload: isOwned,
    entitlement,
  };
}

/** An item of a book (track, video, SoundCheck exercise): everything when owned, trialVersion items during a trial. */
export const canUseItem = (access: Access, item: { trialVersion: boolean }) =>
  access.isOwned || (access.isActiveTrial && item.trialVersion);
