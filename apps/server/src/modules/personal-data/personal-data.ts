// Everything Bandbook keeps about one person (issue 49: a learner downloads all their data, staff do
// it on a learner's request): the account, how they sign in, the books they hold and how, the codes
// they used, their SoundCheck results and practice journal (every take, goal and player settings), what staff did to their account and, for staff, what they did,
// and the mails kept for them. Read in one pass, each part with its own query; nothing here writes.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  codes,
  codeUses,
  contentPackages,
  couponLists,
  entitlements,
  outbox,
  practicePreferences,
  practiceSettings,
  progress,
  socialIdentities,
  takes,
} from '../../db/schema/index.js';
import type { UserRow } from '../users/users.presenter.js';

export interface PersonalData {
  account: Record<string, unknown>;
  signIns: { provider: string; since: string }[];
  books: Record<string, unknown>[];
  codes: Record<string, unknown>[];
  results: Record<string, unknown>[];
  /** The practice journal: every take, the weekly goal and hidden scores, the player's settings. */
  practice: {
    takes: Record<string, unknown>[];
    preferences: Record<string, unknown> | null;
    settings: Record<string, unknown>[];
  };
  /** Audit entries about the account (staff changes), and, for staff, the entries they wrote. */
  history: { aboutYou: Record<string, unknown>[]; byYou: Record<string, unknown>[] };
  /** Mails kept for the account's addresses: when and what about (their links are single-use). */
  mails: { to: string; subject: string; at: string }[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The account's own fields: never its password hash or token version. */
function accountOf(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    pendingEmail: user.pendingEmail,
    hasPassword: user.passwordHash !== null,
    role: user.role,
    status: user.status,
    provider: user.provider,
    firstname: user.firstname,
    lastname: user.lastname,
    age: user.age,
    musicianType: user.musicianType,
    profilePictureUrl: user.profilePictureUrl,
    languageCode: user.languageCode,
    currencyCode: user.currencyCode,
    domainUrl: user.domainUrl,
    timeZone: user.timeZone,
    address: user.address,
    instruments: user.instruments,
    genres: user.genres,
    newsletterOptIn: user.newsletterOptIn,
    stars: user.stars,
    userStars: user.userStars,
    permissions: user.permissions,
    contentChannelIdList: user.contentChannelIdList,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
    deletedAt: iso(user.deletedAt),
  };
}

export async function collectPersonalData(db: Db, user: UserRow): Promise<PersonalData> {
  const [signIns, books, usedCodes, results, aboutYou, byYou, mails, practice] = await Promise.all([
    db
      .select({ provider: socialIdentities.provider, since: socialIdentities.createdAt })
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, user.id))
      .orderBy(asc(socialIdentities.createdAt)),
    db
      .select({
        packageId: entitlements.packageId,
        title: contentPackages.title,
        kind: entitlements.kind,
        startsAt: entitlements.startsAt,
        endsAt: entitlements.endsAt,
        source: entitlements.source,
        grantedAt: entitlements.createdAt,
      })
      .from(entitlements)
      .innerJoin(contentPackages, eq(contentPackages.id, entitlements.packageId))
      .where(eq(entitlements.userId, user.id))
      .orderBy(asc(entitlements.createdAt)),
    db
      .select({
        code: codes.code,
        list: couponLists.name,
        packageId: couponLists.packageId,
        title: contentPackages.title,
        activatedAt: codeUses.activatedAt,
      })
      .from(codeUses)
      .innerJoin(codes, eq(codes.id, codeUses.codeId))
      .innerJoin(couponLists, eq(couponLists.id, codes.listId))
      .innerJoin(contentPackages, eq(contentPackages.id, couponLists.packageId))
      .where(eq(codeUses.userId, user.id))
      .orderBy(asc(codeUses.activatedAt)),
    db
      .select({
        packageId: progress.packageId,
        title: contentPackages.title,
        contentId: progress.contentId,
        band: progress.band,
        stars: progress.stars,
        score: progress.score,
        result: progress.result,
        updatedAt: progress.updatedAt,
      })
      .from(progress)
      .innerJoin(contentPackages, eq(contentPackages.id, progress.packageId))
      .where(eq(progress.userId, user.id))
      .orderBy(asc(progress.packageId), asc(progress.contentId), asc(progress.band)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, user.id)))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, user.id))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
    mailsTo(db, user),
    practiceOf(db, user.id),
  ]);
  const entry = (row: typeof auditLog.$inferSelect) => ({
    at: iso(row.at),
    by: row.actorName,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    before: row.before,
    after: row.after,
  });
  return {
    account: accountOf(user),
    signIns: signIns.map((s) => ({ provider: s.provider, since: iso(s.since)! })),
    books: books.map((b) => ({
      ...b,
      startsAt: iso(b.startsAt),
      endsAt: iso(b.endsAt),
      grantedAt: iso(b.grantedAt),
    })),
    codes: usedCodes.map((c) => ({ ...c, activatedAt: iso(c.activatedAt) })),
    results: results.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) })),
    practice,
    history: { aboutYou: aboutYou.map(entry), byYou: byYou.map(entry) },
    mails: mails.map((m) => ({ to: m.to, subject: m.subject, at: iso(m.createdAt)! })),
  };
}

function mailsTo(db: Db, user: UserRow) {
  const addresses = [user.email, user.pendingEmail]
    .filter((address): address is string => Boolean(address))
    .map((address) => address.toLowerCase());
  if (addresses.length === 0) return Promise.resolve([]);
  return db
    .select({ to: outbox.to, subject: outbox.subject, createdAt: outbox.createdAt })
    .from(outbox)
    .where(or(...addresses.map((address) => sql`lower(${outbox.to}) = ${address}`)))
    .orderBy(asc(outbox.createdAt));
}

async function practiceOf(db: Db, userId: string): Promise<PersonalData['practice']> {
  const [takeRows, [preferences], settings] = await Promise.all([
    db
      .select({
        id: takes.id,
        packageId: takes.packageId,
        title: contentPackages.title,
        contentId: takes.contentId,
        createdAt: takes.createdAt,
        tempo: takes.tempo,
        part: takes.part,
        stars: takes.stars,
        score: takes.score,
        pitchScore: takes.pitchScore,
        rhythmScore: takes.rhythmScore,
        percentPlayed: takes.percentPlayed,
        durationSeconds: takes.durationSeconds,
        mode: takes.mode,
        recordingKept: sql<boolean>`${takes.recordingKey} is not null`,
      })
      .from(takes)
      .innerJoin(contentPackages, eq(contentPackages.id, takes.packageId))
      .where(eq(takes.userId, userId))
      .orderBy(asc(takes.createdAt), asc(takes.id)),
    db
      .select({
        weeklyGoalMinutes: practicePreferences.weeklyGoalMinutes,
        hideScores: practicePreferences.hideScores,
      })
      .from(practicePreferences)
      .where(eq(practicePreferences.userId, userId)),
    db
      .select({
        packageId: practiceSettings.packageId,
        contentId: practiceSettings.contentId,
        settings: practiceSettings.settings,
        updatedAt: practiceSettings.updatedAt,
      })
      .from(practiceSettings)
      .where(eq(practiceSettings.userId, userId))
      .orderBy(asc(practiceSettings.packageId), asc(practiceSettings.contentId)),
  ]);
  return {
    takes: takeRows.map((take) => ({ ...take, createdAt: iso(take.createdAt) })),
    preferences: preferences ?? null,
    settings: settings.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
  };
}
