// The rules for using a code, stated once in code_verdict (migration 0010, decision 056). Each rule is
// shown refusing alone through both POST /api/coupons/check and /activate, with the spec's answer and
// nothing written, then lifted to show no other rule refused; the rules' order; and activate_code's row
// lock under concurrent activations of learners (PostgreSQL only).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, normalizeCode } from '@bandbook/domain';
import {
  codes,
  codeUses,
  contentPackages,
  couponLists,
  entitlements,
} from '../src/db/schema/index.js';
import { createCodeList } from '../src/admin/coupon-lists/create-code-list.js';
import { CODE_MESSAGES } from '../src/modules/coupons/coupons.service.js';
import { auth, createTestApp, json, type TestApp } from './support/test-app.js';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

type Learner = { id: string; token: string };
const HOUR = 3600_000;

const call = (action: 'check' | 'activate', coupon: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/coupons/${action}`,
    headers: auth(token),
    payload: { coupon },
  });
const answer = async (action: 'check' | 'activate', coupon: string, learner: Learner) => {
  const response = await call(action, coupon, learner.token);
  return { status: response.statusCode, body: json(response) };
};

/** Each refusal as the spec and the existing coupon tests have it. */
const REFUSED = {
  incorrect: { status: 404, body: errorBody({ message: MESSAGES.codeIncorrect }) },
  expired: { status: 400, body: errorBody({ message: CODE_MESSAGES.expired }) },
  owned: { status: 400, body: errorBody({ message: CODE_MESSAGES.alreadyOwned }) },
  usedByYou: { status: 400, body: errorBody({ message: CODE_MESSAGES.alreadyUsedByYou }) },
  usedUp: { status: 400, body: errorBody({ message: CODE_MESSAGES.usedUp }) },
};
type Refusal = (typeof REFUSED)[keyof typeof REFUSED];

async function newCode(options: { packageId?: string; maxUses?: number; expiresOn?: Date } = {}) {
  const list = await createCodeList(c.ctx.db, {
    name: 'Rule',
    packageId: options.packageId ?? c.codeBook,
    codeNbr: 1,
    multiUseCounter: options.maxUses ?? 1,
    expiresOn: options.expiresOn ?? null,
  });
  return { code: list.codes[0]!, listId: list.id };
}

const subscribe = (userId: string, packageId: string) =>
  c.ctx.db.insert(entitlements).values({
    userId,
    packageId,
    kind: 'subscription',
    startsAt: new Date(Date.now() - 48 * HOUR),
    endsAt: new Date(Date.now() + 48 * HOUR),
    source: 'admin',
  });
/** The learner's subscription to the book ended an hour ago (it stays a subscription row). */
const endSubscription = (userId: string, packageId: string) =>
  c.ctx.db
    .update(entitlements)
    .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) })
    .where(and(eq(entitlements.userId, userId), eq(entitlements.packageId, packageId)));
const setBookLive = (packageId: string, active: boolean) =>
  c.ctx.db.update(contentPackages).set({ active }).where(eq(contentPackages.id, packageId));
/** Takes back the learner's use of the code, counter included. */
async function forgetUse(code: string, userId: string) {
  const [row] = await c.ctx.db
    .update(codes)
    .set({ uses: sql`${codes.uses} - 1` })
    .where(eq(codes.code, normalizeCode(code)))
    .returning({ id: codes.id });
  await c.ctx.db
    .delete(codeUses)
    .where(and(eq(codeUses.codeId, row!.id), eq(codeUses.userId, userId)));
}
const setMaxUses = (code: string, maxUses: number) =>
  c.ctx.db
    .update(codes)
    .set({ maxUses })
    .where(eq(codes.code, normalizeCode(code)));

/** What the database holds of the code and the learner: a refusal changes none of it. */
async function footprint(code: string, userId: string) {
  const [row] = await c.ctx.db
    .select({ uses: codes.uses })
    .from(codes)
    .where(eq(codes.code, normalizeCode(code)));
  return {
    code: row ?? null,
    used: await c.ctx.db.select().from(codeUses).where(eq(codeUses.userId, userId)),
    held: await c.ctx.db.select().from(entitlements).where(eq(entitlements.userId, userId)),
  };
}

async function expectRefused(code: string, learner: Learner, refusal: Refusal) {
  const before = await footprint(code, learner.id);
  expect({
    check: await answer('check', code, learner),
    activate: await answer('activate', code, learner),
  }).toEqual({ check: refusal, activate: refusal });
  expect(await footprint(code, learner.id)).toEqual(before);
}

async function expectAccepted(code: string, learner: Learner) {
  const checked = await answer('check', code, learner);
  expect([checked.status, checked.body.message]).toEqual([200, CODE_MESSAGES.valid]);
  const activated = await answer('activate', code, learner);
  expect([activated.status, activated.body.message]).toEqual([200, MESSAGES.codeSuccess]);
}

describe('each rule refuses alone, through /check and /activate alike', () => {
  it('1. the code exists (404)', async () => {
    const learner = await createLearner(c.ctx);
    const text = 'ZZZZ-ZZZZ-ZZZZ';
    await expectRefused(text, learner, REFUSED.incorrect);
    await createCodeList(c.ctx.db, { name: 'Late', packageId: c.codeBook, codes: [text] });
    await expectAccepted(text, learner);
  });

  it('2. its list has not expired', async () => {
    const learner = await createLearner(c.ctx);
    const { code, listId } = await newCode({ expiresOn: new Date(Date.now() - HOUR) });
    await expectRefused(code, learner, REFUSED.expired);
    await c.ctx.db
      .update(couponLists)
      .set({ expiresOn: new Date(Date.now() + HOUR) })
      .where(eq(couponLists.id, listId));
    await expectAccepted(code, learner);
  });

  it('3. its book is live (404, as an unknown code)', async () => {
    const learner = await createLearner(c.ctx);
    const { code } = await newCode({ packageId: c.draftBook });
    await expectRefused(code, learner, REFUSED.incorrect);
    await setBookLive(c.draftBook, true);
    try {
      await expectAccepted(code, learner);
    } finally {
      await setBookLive(c.draftBook, false);
    }
  });

  it('4. the learner holds no live subscription to the book, a free book too', async () => {
    for (const packageId of [c.codeBook, c.freeBook]) {
      const learner = await createLearner(c.ctx);
      const { code } = await newCode({ packageId });
      await subscribe(learner.id, packageId);
      await expectRefused(code, learner, REFUSED.owned);
      await endSubscription(learner.id, packageId);
      await expectAccepted(code, learner);
    }
  });

  it('5. the learner has not used this code before', async () => {
    const learner = await createLearner(c.ctx);
    const { code } = await newCode({ maxUses: 2 });
    await expectAccepted(code, learner);
    await endSubscription(learner.id, c.codeBook);
    await expectRefused(code, learner, REFUSED.usedByYou);
    await forgetUse(code, learner.id);
    await expectAccepted(code, learner);
  });

  it('6. the code has a use left', async () => {
    const [first, learner] = [await createLearner(c.ctx), await createLearner(c.ctx)];
    const { code } = await newCode();
    await expectAccepted(code, first);
    await expectRefused(code, learner, REFUSED.usedUp);
    await setMaxUses(code, 2);
    await expectAccepted(code, learner);
  });
});

it('refuses by the first rule that refuses: lifted one by one, each of the others answers in turn', async () => {
  const [learner, other] = [await createLearner(c.ctx), await createLearner(c.ctx)];
  const { code, listId } = await newCode({ packageId: c.draftBook, maxUses: 2 });
  await setBookLive(c.draftBook, true);
  await expectAccepted(code, learner);
  await expectAccepted(code, other);
  await setBookLive(c.draftBook, false);
  await c.ctx.db
    .update(couponLists)
    .set({ expiresOn: new Date(Date.now() - HOUR) })
    .where(eq(couponLists.id, listId));
  // Now every rule but the first refuses the learner: expired, not live, owned, used, used up.
  await expectRefused(code, learner, REFUSED.expired);
  await c.ctx.db.update(couponLists).set({ expiresOn: null }).where(eq(couponLists.id, listId));
  await expectRefused(code, learner, REFUSED.incorrect);
  await setBookLive(c.draftBook, true);
  try {
    await expectRefused(code, learner, REFUSED.owned);
    await endSubscription(learner.id, c.draftBook);
    await expectRefused(code, learner, REFUSED.usedByYou);
    await forgetUse(code, learner.id);
    await setMaxUses(code, 1);
    await expectRefused(code, learner, REFUSED.usedUp);
    await setMaxUses(code, 2);
    await expectAccepted(code, learner);
  } finally {
    await setBookLive(c.draftBook, false);
  }
});

// PGlite has one connection: activations run one after the other whatever the lock, so the race
// below cannot happen there and the lock leaves nothing to observe.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('activate_code locks the code: concurrent activations by different learners', () => {
  /**
   * `racers` learners at once on a code of `maxUses` uses, `usedAlready` of them taken: exactly the
   * uses left succeed, every other answer is the spec's used-up refusal (never a 5xx, never another
   * message), and the code's counter, its recorded uses and the grants all name the winners alone.
   */
  async function expectRace(maxUses: number, usedAlready: number, racers: number) {
    const { code } = await newCode({ maxUses });
    for (let i = 0; i < usedAlready; i += 1) await expectAccepted(code, await createLearner(c.ctx));
    const learners = await Promise.all(Array.from({ length: racers }, () => createLearner(c.ctx)));
    const answers = await Promise.all(learners.map((l) => answer('activate', code, l)));
    const winners = learners.filter((_, i) => answers[i]!.status === 200).map((l) => l.id);

    const [row] = await c.ctx.db
      .select({ id: codes.id, uses: codes.uses })
      .from(codes)
      .where(eq(codes.code, normalizeCode(code)));
    const usedBy = await c.ctx.db
      .select({ userId: codeUses.userId })
      .from(codeUses)
      .where(eq(codeUses.codeId, row!.id));
    const holders = await c.ctx.db
      .select({ userId: entitlements.userId })
      .from(entitlements)
      .where(
        inArray(
          entitlements.userId,
          learners.map((l) => l.id),
        ),
      );
    const racersWhoUsed = usedBy
      .map((u) => u.userId)
      .filter((id) => learners.some((l) => l.id === id));
    expect({
      winners: winners.length,
      refusals: new Set(
        answers
          .filter((a) => a.status !== 200)
          // Each answer has its own requestId (plugins/request-id.ts): the refusals are alike without it.
          .map(({ status, body: { requestId, ...body } }) => {
            expect(requestId).toEqual(expect.any(String));
            return JSON.stringify({ status, body });
          }),
      ),
      uses: row!.uses,
      recorded: usedBy.length,
      racersWhoUsed: racersWhoUsed.sort(),
      holders: holders.map((h) => h.userId).sort(),
    }).toEqual({
      winners: maxUses - usedAlready,
      refusals: new Set([JSON.stringify({ status: 400, body: { message: CODE_MESSAGES.usedUp } })]),
      uses: maxUses,
      recorded: maxUses,
      racersWhoUsed: [...winners].sort(),
      holders: [...winners].sort(),
    });
  }

  it.skipIf(!onPostgres)(
    'one use left: exactly one of 30 wins, three times over (PostgreSQL only)',
    async () => {
      for (let round = 0; round < 3; round += 1) await expectRace(1, 0, 30);
    },
  );

  it.skipIf(!onPostgres)(
    'five uses left of eight: exactly five of 30 win, three times over (PostgreSQL only)',
    async () => {
      for (let round = 0; round < 3; round += 1) await expectRace(8, 3, 30);
    },
  );
});
