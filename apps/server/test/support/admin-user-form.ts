// An account's subscriptions and trials as the back office's edit screen sends them back on PUT
// (the read answer carries titles and flags the write does not take).
import type { AdminUser } from '@bandbook/domain';

export const editedHoldingsOf = (user: AdminUser) => ({
  subscriptionList: user.subscriptionList.map(
    ({ contentPackageId, subscriptionStartDate, subscriptionEndDate }) => ({
      contentPackageId,
      subscriptionStartDate,
      subscriptionEndDate,
    }),
  ),
  trialList: user.trialList.map(({ contentPackageId, trialStartDate, trialEndDate }) => ({
    contentPackageId,
    trialStartDate,
    trialEndDate,
  })),
});
