// The rows of a learners file: each checked by the admin create form's field rules (the domain's
// learnerImportRowSchema), against the other rows of the file (username and email once), the
// reference lists (language, region) and the database in one query per batch (usernames and emails
// taken; packages that exist within the caller's channels). The import writes a batch of accounts
// with their subscriptions and trials in one transaction; a username or email taken since the check
// is that row's error, not the batch's.
import {
  DEFAULT_TRIAL_DAYS,
  IMPORT_MESSAGES,
  learnerImportRowSchema,
  MESSAGES,
  SUBSCRIPTION_DAYS,
  USER_ADMIN_MESSAGES,
  type LearnerImportRow,
} from '@bandbook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  contentPackages,
  entitlements,
  languages,
  regions,
  users,
} from '../../db/schema/index.js';
import type { AuditActor } from '../../modules/audit/audit-log.js';
import { inChannelScope, type ChannelScope } from '../../modules/catalogue/channel-scope.js';
import type { CsvRow } from './import-csv.js';
import type { ImportErrors } from './import-errors.js';

const DAY_MS = 24 * 3600_000;

export interface LearnerRow extends LearnerImportRow {
  line: number;
}

/** What a check or an import of one file remembers from batch to batch. */
export class LearnerRows {
  private readonly usernames = new Map<string, number>();
  private readonly emails = new Map<string, number>();
  /** Package id -> its trial days, or null when it is not a package of the scope. */
  private readonly packages = new Map<string, number | null>();
  private reference?: { languages: Set<string>; regions: Set<string> };

  constructor(
    private readonly db: Db,
    private readonly scope: ChannelScope,
    private readonly errors: ImportErrors,
  ) {}

  private async referenceLists() {
    if (this.reference) return this.reference;
    const [languageRows, regionRows] = await Promise.all([
      this.db.select({ id: languages.id }).from(languages).where(eq(languages.active, true)),
      this.db.select({ code: regions.code }).from(regions),
    ]);
    this.reference = {
      languages: new Set(languageRows.map((row) => row.id)),
      regions: new Set(regionRows.map((row) => row.code)),
    };
    return this.reference;
  }

  /** The batch's valid rows; every problem of the others goes to `errors`. */
  async check(batch: CsvRow[]): Promise<LearnerRow[]> {
    const reference = await this.referenceLists();
    const parsed: LearnerRow[] = [];
    for (const { line, values } of batch) {
      const result = learnerImportRowSchema.safeParse(values);
      if (!result.success) {
        this.errors.addIssues(line, result.error.issues);
        continue;
      }
      const row = { ...result.data, line };
      if (!reference.languages.has(row.languageCode)) {
        this.errors.add(line, 'languageCode', MESSAGES.languageUnknown);
      }
      if (!reference.regions.has(row.currencyCode)) {
        this.errors.add(line, 'currencyCode', MESSAGES.regionUnknown);
      }
      this.once(this.usernames, row.username, line, 'username', IMPORT_MESSAGES.usernameInFile);
      this.once(this.emails, row.email, line, 'email', IMPORT_MESSAGES.emailInFile);
      parsed.push(row);
    }
    await this.checkTaken(parsed);
    await this.checkPackages(parsed);
    return parsed.filter((row) => !this.errors.has(row.line));
  }

  private once(
    seen: Map<string, number>,
    value: string,
    line: number,
    column: string,
    message: (line: number) => string,
  ) {
    const key = value.toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, line);
    else this.errors.add(line, column, message(first));
  }

  /** Usernames and emails the database holds already (any case), two queries per batch. */
  private async checkTaken(rows: LearnerRow[]) {
    if (!rows.length) return;
    const taken = async (column: typeof users.username | typeof users.email, values: string[]) =>
      new Set(
        (
          await this.db
            .select({ value: sql<string>`lower(${column})` })
            .from(users)
            .where(inArray(sql`lower(${column})`, values))
        ).map((row) => row.value),
      );
    const lower = (field: 'username' | 'email') => rows.map((row) => row[field].toLowerCase());
    const [names, emails] = await Promise.all([
      taken(users.username, lower('username')),
      taken(users.email, lower('email')),
    ]);
    for (const row of rows) {
      if (names.has(row.username.toLowerCase())) {
        this.errors.add(row.line, 'username', MESSAGES.usernameTaken);
      }
      if (emails.has(row.email.toLowerCase())) {
        this.errors.add(row.line, 'email', MESSAGES.emailTaken);
      }
    }
  }

  /** Every package named must exist within the caller's channels (one query for the new ids). */
  private async checkPackages(rows: LearnerRow[]) {
    const fresh = [...new Set(rows.flatMap((row) => [...row.subscriptions, ...row.trials]))].filter(
      (id) => !this.packages.has(id),
    );
    if (fresh.length) {
      const found = await this.db
        .select({ id: contentPackages.id, trialDays: contentPackages.trialPeriodInDays })
        .from(contentPackages)
        .where(and(inArray(contentPackages.id, fresh), inChannelScope(this.scope)));
      for (const id of fresh) this.packages.set(id, null);
      for (const row of found) this.packages.set(row.id, row.trialDays);
    }
    // An id that names no package is answered like one outside the channels (decision 052).
    const refused =
      this.scope === 'all'
        ? USER_ADMIN_MESSAGES.unknownPackage
        : USER_ADMIN_MESSAGES.packageNotInChannels;
    for (const row of rows) {
      for (const column of ['subscriptions', 'trials'] as const) {
        if (row[column].some((id) => this.packages.get(id) === null)) {
          this.errors.add(row.line, column, refused);
        }
      }
    }
  }

  /**
   * Writes the accounts and their holdings in the caller's transaction; a row whose username or
   * email was taken meanwhile is reported and left out. Answers how many accounts were written.
   */
  async write(tx: Db, rows: LearnerRow[], staff: AuditActor): Promise<number> {
    const staffId = staff.id;
    if (!rows.length) return 0;
    const inserted = await tx
      .insert(users)
      .values(
        rows.map((row) => ({
          username: row.username,
          email: row.email,
          firstname: row.firstname,
          lastname: row.lastname,
          languageCode: row.languageCode,
          currencyCode: row.currencyCode,
          role: 'user',
          // Staff vouch for the address: verified, as 'Skip Validation Email' makes an account.
          status: 1,
          createdBy: staffId,
          updatedBy: staffId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    const ids = new Map(inserted.map((row) => [row.username!.toLowerCase(), row.id]));
    const missed = rows.filter((row) => !ids.has(row.username.toLowerCase()));
    if (missed.length) await this.reportTaken(tx, missed);
    const now = new Date();
    const holdings = rows.flatMap((row) => {
      const userId = ids.get(row.username.toLowerCase());
      if (!userId) return [];
      const given = (kind: 'subscription' | 'trial', packageId: string, end: Date | null) => ({
        userId,
        packageId,
        kind,
        startsAt: now,
        endsAt: end ?? new Date(now.getTime() + this.defaultDays(kind, packageId) * DAY_MS),
        source: 'admin',
      });
      return [
        ...row.subscriptions.map((id) => given('subscription', id, row.subscriptionEnds)),
        ...row.trials.map((id) => given('trial', id, row.trialEnds)),
      ];
    });
    if (holdings.length) await tx.insert(entitlements).values(holdings);
    // Each account in the audit log as staff made it, in the same transaction (one statement).
    const made = rows.filter((row) => ids.has(row.username.toLowerCase()));
    if (made.length) {
      await tx.insert(auditLog).values(
        made.map((row) => ({
          actorId: staffId,
          actorName: staff.username ?? null,
          action: 'create' as const,
          entityType: 'user' as const,
          entityId: ids.get(row.username.toLowerCase())!,
          entityLabel: row.username,
          before: null,
          after: {
            username: row.username,
            email: row.email,
            firstname: row.firstname,
            lastname: row.lastname,
            languageCode: row.languageCode,
            currencyCode: row.currencyCode,
            role: 'user',
            status: 1,
            subscriptions: row.subscriptions,
            trials: row.trials,
            imported: true,
          },
        })),
      );
    }
    return inserted.length;
  }

  /** A subscription lasts 365 days, a trial the package's trial days (spec section 9). */
  private defaultDays(kind: 'subscription' | 'trial', packageId: string) {
    if (kind === 'subscription') return SUBSCRIPTION_DAYS;
    const days = this.packages.get(packageId);
    return days && days > 0 ? days : DEFAULT_TRIAL_DAYS;
  }

  /** Rows the unique indexes refused: the username taken, else the email. */
  private async reportTaken(tx: Db, rows: LearnerRow[]) {
    const names = new Set(
      (
        await tx
          .select({ value: sql<string>`lower(${users.username})` })
          .from(users)
          .where(
            inArray(
              sql`lower(${users.username})`,
              rows.map((row) => row.username.toLowerCase()),
            ),
          )
      ).map((row) => row.value),
    );
    for (const row of rows) {
      if (names.has(row.username.toLowerCase())) {
        this.errors.add(row.line, 'username', MESSAGES.usernameTaken);
      } else this.errors.add(row.line, 'email', MESSAGES.emailTaken);
    }
  }
}
