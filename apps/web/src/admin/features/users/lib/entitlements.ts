// A single user's subscriptions and trials as the edit form holds them (one shape for both lists):
// read from the account, and written back as the PUT's complete subscriptionList and trialList.
import type { AdminSubscriptionInput, AdminTrialInput, AdminUser } from '@bandbook/domain';

export interface EntitlementEntry {
  contentPackageId: string;
  title: string;
  startDate: string;
  endDate: string;
  /** Trials: the package's own trial days (for Extend). */
  trialDays: number;
}

export const subscriptionsOf = (user: AdminUser): EntitlementEntry[] =>
  user.subscriptionList.map((entry) => ({
    contentPackageId: entry.contentPackageId,
    title: entry.contentPackageTitle,
    startDate: entry.subscriptionStartDate,
    endDate: entry.subscriptionEndDate,
    trialDays: 0,
  }));

export const trialsOf = (user: AdminUser): EntitlementEntry[] =>
  user.trialList.map((entry) => ({
    contentPackageId: entry.contentPackageId,
    title: entry.contentPackageTitle,
    startDate: entry.trialStartDate,
    endDate: entry.trialEndDate,
    trialDays: entry.trialPeriodInDays,
  }));

export const toSubscriptionList = (entries: EntitlementEntry[]): AdminSubscriptionInput[] =>
  entries.map((entry) => ({
    contentPackageId: entry.contentPackageId,
    subscriptionStartDate: entry.startDate,
    subscriptionEndDate: entry.endDate,
  }));

export const toTrialList = (entries: EntitlementEntry[]): AdminTrialInput[] =>
  entries.map((entry) => ({
    contentPackageId: entry.contentPackageId,
    trialStartDate: entry.startDate,
    trialEndDate: entry.endDate,
  }));
