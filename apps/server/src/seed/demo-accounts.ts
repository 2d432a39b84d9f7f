// Demo accounts, created only in demo mode (never in production) and printed at start.
import type { Role } from '@bandbook/domain';
import type { AppContext } from '../context.js';
import { insertAccount } from '../modules/users/create-user.js';
import { findUserByIdentity } from '../modules/users/users.queries.js';

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  role: Role;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'demo', email: 'demo@bandbook.local', password: 'Learner123', role: 'user' },
  { username: 'admin', email: 'admin@bandbook.local', password: 'Admin1234', role: 'superadmin' },
];

export async function seedDemoAccounts(ctx: AppContext): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
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
