// The signed-in user with what they hold: subscriptions, trials and SoundCheck progress, read in one
// query (GET /api/users/me is among the learner's most frequent calls).
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type CurrentUser, type Result } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { entitlements, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { groupProgress, readProgressList } from '../progress/progress.service.js';
import { presentCurrentUser, type Holdings, type UserRow } from './users.presenter.js';

export async function presentWithHoldings(ctx: AppContext, user: UserRow): Promise<CurrentUser> {
  const [held, progressList] = await Promise.all([
    ctx.db.select().from(entitlements).where(eq(entitlements.userId, user.id)),
    readProgressList(ctx, user.id),
  ]);
  return presentCurrentUser(user, { entitlements: held, progressList });
}

interface HeldJson {
  packageId: string;
  kind: Holdings['entitlements'][number]['kind'];
  startsAt: string;
  endsAt: string;
}

export async function readCurrentUser(ctx: AppContext, userId: string): Promise<CurrentUser> {
  const [row] = await ctx.db
    .select({
      user: users,
      held: sql<HeldJson[]>`coalesce((select json_agg(json_build_object('packageId', e.package_id,
        'kind', e.kind, 'startsAt', e.starts_at, 'endsAt', e.ends_at)) from entitlements e
        where e.user_id = ${users.id}), '[]'::json)`,
      progress: sql<{ packageId: string; contentId: string; result: Result }[]>`coalesce(
        (select json_agg(json_build_object('packageId', p.package_id, 'contentId', p.content_id,
          'result', p.result)) from progress p where p.user_id = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound(MESSAGES.notFound);
  return presentCurrentUser(row.user, {
    entitlements: row.held.map((e) => ({
      packageId: e.packageId,
      kind: e.kind,
      startsAt: new Date(e.startsAt),
      endsAt: new Date(e.endsAt),
    })),
    progressList: groupProgress(row.progress),
  });
}
