// Past redemptions for the demo (demo mode only), so the back office's analytics has figures in
// `npm start`: a code list of its own whose codes a few demo learners used over the last two weeks,
// and trials those learners started. Never the printed demo codes nor the demo learner, which the
// banner offers and the browser tests redeem. The learners cannot log in (no password).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { codes, codeUses, entitlements, users } from '../db/schema/index.js';
import { createCodeList } from '../admin/coupon-lists/create-code-list.js';

export const DEMO_HISTORY_LIST = 'Spring promotion (past uses)';
/** Its codes, and how many days ago each learner used one (learner i used code i). */
export const DEMO_HISTORY_CODES = 10;
const ACTIVATED_DAYS_AGO = [1, 2, 2, 4, 7, 9];
/** How many days ago learner i started a trial (learner i, the i-th trial book, in turn). */
const TRIAL_DAYS_AGO = [0, 1, 3, 3, 5, 8, 12];

const DAY = 24 * 3600_000;

export async function seedDemoHistory(
  db: Db,
  books: { codeBookId: string; trialBookIds: string[] },
  now = Date.now(),
): Promise<void> {
  const list = await createCodeList(db, {
    name: DEMO_HISTORY_LIST,
    packageId: books.codeBookId,
    codeNbr: DEMO_HISTORY_CODES,
  });
  const learners = Math.max(ACTIVATED_DAYS_AGO.length, TRIAL_DAYS_AGO.length);
  const ids: string[] = [];
  for (let i = 0; i < learners; i += 1) {
    const name = `pastlearner${String(i + 1).padStart(2, '0')}`;
    const [row] = await db
      .insert(users)
      .values({
        username: name,
        email: `${name}@bandbook.local`,
        status: 1,
        // Older than everyone else, so the lists of users (newest first) start with the demo's own.
        createdAt: new Date(now - 30 * DAY),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) return;
    ids.push(row.id);
  }
  for (const [i, daysAgo] of ACTIVATED_DAYS_AGO.entries()) {
    const at = new Date(now - daysAgo * DAY - i * 3600_000);
    const [code] = await db
      .update(codes)
      .set({ uses: sql`${codes.uses} + 1` })
      .where(eq(codes.code, list.codes[i]!))
      .returning({ id: codes.id });
    await db.insert(codeUses).values({ codeId: code!.id, userId: ids[i]!, activatedAt: at });
    await db.insert(entitlements).values({
      userId: ids[i]!,
      packageId: books.codeBookId,
      kind: 'subscription',
      startsAt: at,
      endsAt: new Date(at.getTime() + 365 * DAY),
      source: 'code',
    });
  }
  if (!books.trialBookIds.length) return;
  for (const [i, daysAgo] of TRIAL_DAYS_AGO.entries()) {
    const at = new Date(now - daysAgo * DAY - i * 3600_000);
    await db.insert(entitlements).values({
      userId: ids[i]!,
      packageId: books.trialBookIds[i % books.trialBookIds.length]!,
      kind: 'trial',
      startsAt: at,
      endsAt: new Date(at.getTime() + DAY),
      source: 'trial',
    });
  }
}
