// Demo accounts, created only in demo mode (never in production) and printed at start: a learner, a
// superadmin, and a restricted admin (a few permissions, one channel) to show both sides of the policy.
import { eq } from 'drizzle-orm';
import type { Role } from '@bandbook/domain';
import type { AppContext } from '../context.js';
import { contentChannels, users, type PermissionRow } from '../db/schema/index.js';
import { insertAccount } from '../modules/users/create-user.js';
import { findUserByIdentity } from '../modules/users/users.queries.js';
import { DEMO_RESTRICTED_CHANNEL } from './demo-content.js';

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  role: Role;
  /** What the banner and /dev/demo say about the account's rights. */
  note: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'demo',
    email: 'demo@bandbook.local',
    password: 'Learner123',
    role: 'user',
    note: 'a learner',
  },
  {
    username: 'admin',
    email: 'admin@bandbook.local',
    password: 'Admin1234',
    role: 'superadmin',
    note: 'every admin right',
  },
  {
    username: 'editor',
    email: 'editor@bandbook.local',
    password: 'Editor1234',
    role: 'admin',
    note: `packages: view, update; channels and dashboard lists: view; only "${DEMO_RESTRICTED_CHANNEL}"`,
  },
];

const RESTRICTED_PERMISSIONS: PermissionRow[] = [
  { resource: 'contentPackages', actions: ['read', 'update'] },
  { resource: 'contentChannels', actions: ['read'] },
  { resource: 'contentList', actions: ['read'] },
];

/** Gives the restricted admin its permissions and channel once the demo catalogue exists. */
export async function seedDemoStaffRights(ctx: AppContext): Promise<void> {
  const [channel] = await ctx.db
    .select({ id: contentChannels.id })
    .from(contentChannels)
    .where(eq(contentChannels.name, DEMO_RESTRICTED_CHANNEL));
  await ctx.db
    .update(users)
    .set({
      permissions: RESTRICTED_PERMISSIONS,
      contentChannelIdList: channel ? [channel.id] : [],
    })
    .where(eq(users.username, 'editor'));
}

export async function seedDemoAccounts(ctx: AppContext): Promise<void> {
  for (const { note: _note, ...account } of DEMO_ACCOUNTS) {
    if (await findUserByIdentity(ctx.db, account.username)) continue;
    await insertAccount(ctx, {
      ...account,
      languageCode: 'en-us',
      currencyCode: 'USD',
      newsletterOptIn: false,
      contentChannelIdList: [],
      status: 1,
      instruments: ['guitar', 'bass'],
      genres: ['rock', 'blues'],
    });
  }
}
