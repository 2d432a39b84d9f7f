// The signed-in user with what they hold: subscriptions, trials and SoundCheck progress.
import { eq } from 'drizzle-orm';
import { MESSAGES, type CurrentUser } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { entitlements } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { readProgressList } from '../progress/progress.service.js';
import { presentCurrentUser, type UserRow } from './users.presenter.js';
import { findUserById } from './users.queries.js';

export async function presentWithHoldings(ctx: AppContext, user: UserRow): Promise<CurrentUser> {
  const [held, progressList] = await Promise.all([
    ctx.db.select().from(entitlements).where(eq(entitlements.userId, user.id)),
    readProgressList(ctx, user.id),
  ]);
  return presentCurrentUser(user, { entitlements: held, progressList });
}

export async function readCurrentUser(ctx: AppContext, userId: string): Promise<CurrentUser> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound(MESSAGES.notFound);
  return presentWithHoldings(ctx, user);
}
