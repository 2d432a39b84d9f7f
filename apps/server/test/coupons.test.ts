// Book codes: every error of check and activate, normalisation, replacing a trial, and atomic
// activation under 100 parallel requests (single-use: one success; five uses: five).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCode, MESSAGES, normalizeCode, type LearnerPackage } from '@bandbook/domain';
import { auth, createTestApp, json, type TestApp } from './support/test-app.js';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { eq } from 'drizzle-orm';
import { codes } from '../src/db/schema/index.js';
import { createCodeList } from '../src/admin/coupon-lists/create-code-list.js';
import { CODE_MESSAGES } from '../src/modules/coupons/coupons.service.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

const call = (action: 'check' | 'activate', coupon: unknown, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/coupons/${action}`,
    headers: auth(token),
    payload: { coupon },
  });

describe('POST /api/coupons/check and /activate', () => {
  it('answers the spec messages for a missing and an unknown code', async () => {
    const learner = await createLearner(c.ctx);
    for (const action of ['check', 'activate'] as const) {
      const missing = await call(action, '', learner.token);
      expect(missing.statusCode).toBe(400);
      expect(json(missing)).toEqual(
        errorBody({
          message: MESSAGES.codeRequired,
          errors: { coupon: { message: MESSAGES.codeRequired } },
        }),
      );
      const unknown = await call(action, 'ZZZZ-ZZZZ-ZZZZ', learner.token);
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual(errorBody({ message: MESSAGES.codeIncorrect }));
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/coupons/activate',
          payload: { coupon: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('checks without using, then unlocks a one-year subscription that replaces a trial', async () => {
    const learner = await createLearner(c.ctx);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/trial',
      headers: auth(learner.token),
      payload: { contentPackageId: c.trialBook },
    });
    const list = await createCodeList(c.ctx.db, { name: 'T', packageId: c.trialBook, codeNbr: 1 });
    const printed = formatCode(list.codes[0]!);
    const checked = await call('check', printed, learner.token);
    expect(checked.statusCode).toBe(200);
    expect(json<{ contentPackage: LearnerPackage }>(checked).contentPackage).toMatchObject({
      _id: c.trialBook,
      isActiveTrial: true,
    });

    const activated = await call('activate', printed.toLowerCase(), learner.token);
    expect(activated.statusCode).toBe(200);
    const body = json<{ message: string; contentPackage: LearnerPackage }>(activated);
    expect(body.message).toBe(MESSAGES.codeSuccess);
    expect(body.contentPackage).toMatchObject({
      _id: c.trialBook,
      isOwned: true,
      isActiveTrial: false,
      trialEndDate: null,
    });
    const days = (Date.parse(body.contentPackage.subscriptionEndDate!) - Date.now()) / 86400_000;
    expect(Math.round(days)).toBe(365);
    const me = json<{ subscriptionList: unknown[]; trialList: unknown[] }>(
      await t.app.inject({ url: '/api/users/me', headers: auth(learner.token) }),
    );
    expect(me.subscriptionList).toEqual([
      expect.objectContaining({ contentPackageId: c.trialBook }),
    ]);
    expect(me.trialList).toEqual([]);
  });

  it('refuses an expired code, a used-up code, a second use and a book already owned', async () => {
    const learner = await createLearner(c.ctx);
    expect(json(await call('activate', c.codes.expired, learner.token))).toEqual(
      errorBody({
        message: CODE_MESSAGES.expired,
      }),
    );

    const list = await createCodeList(c.ctx.db, {
      name: 'Two',
      packageId: c.codeBook,
      codeNbr: 2,
      multiUseCounter: 2,
    });
    const [first, second] = list.codes as [string, string];
    expect((await call('activate', first, learner.token)).statusCode).toBe(200);
    expect(json(await call('activate', first, learner.token))).toEqual(
      errorBody({
        message: CODE_MESSAGES.alreadyOwned,
      }),
    );
    expect(json(await call('check', second, learner.token))).toEqual(
      errorBody({
        message: CODE_MESSAGES.alreadyOwned,
      }),
    );

    const other = await createLearner(c.ctx);
    expect((await call('activate', first, other.token)).statusCode).toBe(200);
    const third = await createLearner(c.ctx);
    const usedUp = await call('activate', first, third.token);
    expect(usedUp.statusCode).toBe(400);
    expect(json(usedUp)).toEqual(errorBody({ message: CODE_MESSAGES.usedUp }));
  });
});

describe('atomic activation', () => {
  const race = async (maxUses: number) => {
    const list = await createCodeList(c.ctx.db, {
      name: `Race ${maxUses}`,
      packageId: c.freeBook,
      codeNbr: 1,
      multiUseCounter: maxUses,
    });
    const learners = await Promise.all(Array.from({ length: 100 }, () => createLearner(c.ctx)));
    const answers = await Promise.all(
      learners.map((l) => call('activate', list.codes[0], l.token)),
    );
    // The stored count must match the successes.
    const [row] = await c.ctx.db
      .select({ uses: codes.uses })
      .from(codes)
      .where(eq(codes.code, list.codes[0]!));
    return {
      ok: answers.filter((a) => a.statusCode === 200).length,
      refused: answers.filter((a) => a.statusCode === 400).length,
      uses: row!.uses,
    };
  };

  it('100 parallel activations of a single-use code give exactly one success', async () => {
    expect(await race(1)).toEqual({ ok: 1, refused: 99, uses: 1 });
  });

  it('100 parallel activations of a five-use code give exactly five', async () => {
    expect(await race(5)).toEqual({ ok: 5, refused: 95, uses: 5 });
  });

  it('two different codes for one book, activated at once by one learner: one unlocks, the other stays unused', async () => {
    const list = await createCodeList(c.ctx.db, {
      name: 'Two codes',
      packageId: c.codeBook,
      codeNbr: 20,
    });
    const learners = await Promise.all(Array.from({ length: 10 }, () => createLearner(c.ctx)));
    const outcomes = await Promise.all(
      learners.map(async (learner, i) => {
        const pair = [list.codes[2 * i]!, list.codes[2 * i + 1]!];
        const answers = await Promise.all(
          pair.map((code) => call('activate', code, learner.token)),
        );
        return answers.map((a) => a.statusCode).sort();
      }),
    );
    expect(outcomes).toEqual(learners.map(() => [200, 400]));
    const rows = await Promise.all(
      list.codes.map(
        async (code) =>
          (await c.ctx.db.select({ uses: codes.uses }).from(codes).where(eq(codes.code, code)))[0]!
            .uses,
      ),
    );
    // Exactly one code per learner was used up.
    expect(rows.reduce((sum, uses) => sum + uses, 0)).toBe(learners.length);
  });
});

describe('code normalisation', () => {
  it('ignores case, spaces and dashes and reads O as 0 and I or L as 1', () => {
    expect(normalizeCode(' ab1o-il0 z ')).toBe('AB10110Z');
    expect(formatCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });
});
