// Creates a learner account (status 0, not verified) and sends the verification email. Username and
// email must be free, and the language, region and picks on their reference lists.
import type { CreateUserInput } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../security/passwords.js';
import { assertKnownCodes } from './reference-codes.js';
import { assertUsernameAndEmailFree, takenFieldError } from './unique-fields.js';
import { sendVerificationEmail } from './email-verification.js';
import type { UserRow } from './users.presenter.js';

export interface NewAccount {
  username: string;
  email: string;
  password: string | null;
  languageCode: string;
  currencyCode: string;
  domainUrl?: string | undefined;
  newsletterOptIn: boolean;
  contentChannelIdList: string[];
  provider?: string;
  status?: number;
  role?: string;
  instruments?: string[];
  genres?: string[];
}

export async function insertAccount(ctx: AppContext, account: NewAccount): Promise<UserRow> {
  await assertKnownCodes(ctx.db, account);
  await assertUsernameAndEmailFree(ctx.db, account);
  const passwordHash = account.password ? await hashPassword(account.password) : null;
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        passwordHash,
        languageCode: account.languageCode,
        currencyCode: account.currencyCode,
        domainUrl: account.domainUrl ?? null,
        newsletterOptIn: account.newsletterOptIn,
        contentChannelIdList: account.contentChannelIdList,
        provider: account.provider ?? 'local',
        status: account.status ?? 0,
        role: account.role ?? 'user',
        instruments: account.instruments ?? [],
        genres: account.genres ?? [],
      })
      .returning();
    return row!;
  } catch (error) {
    // A concurrent signup took the name between the check and the insert.
    throw takenFieldError(error) ?? error;
  }
}

export async function createUser(ctx: AppContext, input: CreateUserInput): Promise<UserRow> {
  const user = await insertAccount(ctx, { ...input, password: input.password });
  await sendVerificationEmail(ctx, user);
  return user;
}
