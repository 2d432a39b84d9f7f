// Links (provider, subject) identities to accounts: a known identity signs in; an unknown one gets a
// short-lived signup ticket and chooses username, email, region and language at /social-signup.
import { and, eq } from 'drizzle-orm';
import { type SocialSignupInput, type TokenPair } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { socialIdentities } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { consumeOneTimeToken, issueOneTimeToken } from '../../security/one-time-tokens.js';
import { issueTokenPair } from '../../security/token-pair.js';
import { insertAccount } from '../users/create-user.js';
import { sendVerificationEmail } from '../users/email-verification.js';
import { findUserById } from '../users/users.queries.js';

export const SIGNUP_TICKET_EXPIRED =
  'Your sign-in with the provider has expired. Please start again.';

export interface ProviderIdentity {
  provider: string;
  subject: string;
  email?: string | undefined;
  emailVerified: boolean;
  name?: string | undefined;
}

export type SocialOutcome =
  { kind: 'signed-in'; autoLoginToken: string } | { kind: 'signup'; ticket: string };

export async function resolveSocialLogin(
  ctx: AppContext,
  identity: ProviderIdentity,
): Promise<SocialOutcome> {
  const [link] = await ctx.db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.provider, identity.provider),
        eq(socialIdentities.subject, identity.subject),
      ),
    );
  const user = link ? await findUserById(ctx.db, link.userId) : undefined;
  if (user) {
    const { autoLoginToken } = await issueTokenPair(ctx, user);
    return { kind: 'signed-in', autoLoginToken };
  }
  const ticket = await issueOneTimeToken(ctx.db, 'social_signup', null, {
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email ?? '',
    emailVerified: identity.emailVerified ? 'yes' : 'no',
  });
  return { kind: 'signup', ticket };
}

export async function completeSocialSignup(
  ctx: AppContext,
  ticket: string,
  input: SocialSignupInput,
): Promise<TokenPair> {
  const consumed = await consumeOneTimeToken(ctx.db, 'social_signup', ticket);
  const claims = consumed?.payload;
  if (!claims?.provider || !claims.subject) {
    throw badRequest(SIGNUP_TICKET_EXPIRED);
  }
  // The address the provider verified needs no email round trip; any other must be verified.
  const verifiedByProvider =
    claims.emailVerified === 'yes' && claims.email?.toLowerCase() === input.email.toLowerCase();
  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertAccount(
      { ...ctx, db: tx },
      {
        ...input,
        password: null,
        contentChannelIdList: [],
        provider: claims.provider,
        status: verifiedByProvider ? 1 : 0,
      },
    );
    await tx
      .insert(socialIdentities)
      .values({ provider: claims.provider!, subject: claims.subject!, userId: created.id });
    return created;
  });
  if (!verifiedByProvider) await sendVerificationEmail(ctx, user);
  return issueTokenPair(ctx, user);
}
