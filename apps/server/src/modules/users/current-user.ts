// The signed-in user with what they hold: subscriptions, trials and SoundCheck progress. After a
// write, from the database; for GET /api/users/me (among the learner's most frequent calls), from
// the viewer cache.
import { eq } from 'drizzle-orm';
import { MESSAGES, type CurrentUser } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { entitlements } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { groupProgress, readProgressList } from '../progress/progress.service.js';
import type { Viewer } from '../../shared-state/viewer-cache.js';
import { presentCurrentUser, type UserRow } from './users.presenter.js';

export async function presentWithHoldings(ctx: AppContext, user: UserRow): Promise<CurrentUser> {
  const [held, progressList] = await Promise.all([
    ctx.db.select().from(entitlements).where(eq(entitlements.userId, user.id)),
    readProgressList(ctx, user.id),
  ]);
  return presentCurrentUser(user, { entitlements: held, progressList });
}

/**
 * The answer depends on the viewer alone (nothing in it changes with the clock), and the cache hands
 * out a new viewer object whenever the user changes: so each cached viewer's JSON is made once.
 */
const answers = new WeakMap<Viewer, string>();

/** GET /api/users/me, as JSON text: from the viewer cache (decision 024). */
export async function readCurrentUserJson(ctx: AppContext, userId: string): Promise<string> {
  const viewer = await ctx.viewers.get(userId);
  if (!viewer) throw notFound(MESSAGES.notFound);
  let json = answers.get(viewer);
  if (json === undefined) {
    json = JSON.stringify(
      presentCurrentUser(viewer.user, {
        entitlements: viewer.held,
        progressList: groupProgress(viewer.results),
      }),
    );
    answers.set(viewer, json);
  }
  return json;
}
